import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/ui/Icon";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { CONSENT_STORAGE_KEY, optionalCategories, type ConsentChoice } from "./consent-state";
import "./consent.css";

import { useConsent } from "./use-consent";

export { useConsent, useConsentFor } from "./use-consent";
export { COOKIE_PREFERENCES_ANCHOR } from "./CookieSettingsLink";

/**
 * The cookie-consent banner, shown while no choice is stored. It is a form that posts the answer to
 * the current page, so it needs no script and no library; with JavaScript the same form posts
 * through a fetcher (the page stays where it was) and a close button hides it for this page without
 * storing anything. The preferences dialog (vanilla-cookieconsent) loads only when the visitor
 * reaches for the "cookie settings" control. Every page also mirrors the stored choice to
 * localStorage (spec §9).
 */
export function ConsentBanner() {
  const { t } = useTranslation("consent");
  const lang = useLang();
  // The stored choice: the server's reading of the cookie, or what the preferences dialog just saved.
  const choice = useConsent();
  const hydrated = useHydrated();
  // Closed for this page only: the next page (a client-side navigation too) asks again.
  const { key: pageVisit } = useLocation();
  const [closedOn, setClosedOn] = useState<string | null>(null);
  useConsentMirror(choice);
  if (choice || closedOn === pageVisit) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title" className="consent-banner-title">
        {t("banner.title")}
      </h2>
      <p className="consent-banner-text">
        {t("banner.description")} <a href={pagePath("cookies", lang)}>{t("banner.policyLink")}</a>
      </p>
      <ConsentForm idPrefix="consent-banner" choice={null} layout="banner" inPlace />
      {/* Only with JavaScript: without it a close button could do nothing. */}
      {hydrated ? (
        <button
          type="button"
          className="consent-close"
          aria-label={t("banner.close")}
          onClick={() => setClosedOn(pageVisit)}
        >
          <Icon name="close" size={20} />
        </button>
      ) : null}
    </section>
  );
}

/** The stored choice in localStorage, as the spec names it (§9); `data-cookie-consent` for tests. */
function useConsentMirror(choice: ConsentChoice | null) {
  const stored = JSON.stringify(choice);
  useEffect(() => {
    try {
      if (stored === "null") window.localStorage.removeItem(CONSENT_STORAGE_KEY);
      else window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    } catch {
      // Storage can be blocked (private modes, policies): the cookie still holds the choice.
    }
    document.documentElement.dataset.cookieConsent = "ready";
  }, [stored]);
}

/** Where the consent form posts: the page itself (`?index` for the home page, an index route). */
function useConsentFormAction(): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("index");
  const rest = params.toString();
  const query = pathname === "/" ? (rest ? `index&${rest}` : "index") : rest;
  return query ? `${pathname}?${query}` : pathname;
}

export type ConsentFormProps = {
  idPrefix: string;
  choice: ConsentChoice | null;
  layout: "banner" | "inline";
  anchor?: string;
  /** With JavaScript, post through a fetcher: the page stays (the banner); else the page reloads at `anchor`. */
  inPlace?: boolean;
};

export function ConsentForm({ idPrefix, choice, layout, anchor, inPlace = false }: ConsentFormProps) {
  const { t } = useTranslation("consent");
  const action = useConsentFormAction();
  const fetcher = useFetcher({ key: "cookie-consent" });
  const answers = (
    <div className="consent-actions">
      {/* Same style and size: refusing is exactly as easy as accepting. */}
      <button type="submit" name="choice" value="all" className="button button-primary consent-button">
        {t("banner.acceptAll")}
      </button>
      <button type="submit" name="choice" value="necessary" className="button button-primary consent-button">
        {t("banner.onlyNecessary")}
      </button>
    </div>
  );
  const categories = (
    <fieldset className="consent-categories">
      <legend>{t("preferences.legend")}</legend>
      <Category
        idPrefix={idPrefix}
        category="necessary"
        title={`${t("categories.necessary.title")} (${t("preferences.alwaysOn")})`}
      />
      {optionalCategories.map((category) => (
        <Category key={category} idPrefix={idPrefix} category={category} checked={choice?.[category] ?? false} />
      ))}
      <button type="submit" name="choice" value="custom" className="button button-secondary consent-button">
        {t("banner.save")}
      </button>
    </fieldset>
  );
  const fields = (
    <>
      <input type="hidden" name="intent" value="cookie-consent" />
      {anchor ? <input type="hidden" name="anchor" value={anchor} /> : null}
      {layout === "banner" ? (
        <>
          {answers}
          <details className="consent-details">
            <summary>{t("banner.customize")}</summary>
            {categories}
          </details>
        </>
      ) : (
        <>
          {categories}
          {answers}
        </>
      )}
    </>
  );
  return inPlace ? (
    <fetcher.Form method="post" action={action} className={`consent-form consent-form-${layout}`} preventScrollReset>
      {fields}
    </fetcher.Form>
  ) : (
    <form method="post" action={action} className={`consent-form consent-form-${layout}`}>
      {fields}
    </form>
  );
}

/**
 * One category of cookies in the consent form: its box, its name and what it is for. The necessary
 * ones are always on: their box is ticked and disabled, and it sends nothing.
 */
function Category({
  idPrefix,
  category,
  title,
  checked,
}: {
  idPrefix: string;
  category: "necessary" | (typeof optionalCategories)[number];
  /** The category's name, when it says more than its title. */
  title?: string;
  /** An optional category's box as the visitor left it; the necessary category has none. */
  checked?: boolean;
}) {
  const { t } = useTranslation("consent");
  const id = `${idPrefix}-${category}`;
  const fixed = checked === undefined;
  return (
    <div className="consent-category">
      <input
        type="checkbox"
        id={id}
        name={fixed ? undefined : category}
        checked={fixed ? true : undefined}
        defaultChecked={fixed ? undefined : checked}
        disabled={fixed}
        aria-describedby={`${id}-desc`}
      />
      <label htmlFor={id}>{title ?? t(`categories.${category}.title`)}</label>
      <p id={`${id}-desc`} className="consent-category-desc">
        {t(`categories.${category}.description`)}
      </p>
    </div>
  );
}
