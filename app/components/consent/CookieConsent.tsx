import { useLocation } from "@remix-run/react";
import type { Lang } from "~/i18n/language";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/ui/Icon";
import { pagePath } from "~/utils/pages";
import { LiveIn } from "~/utils/server-rendered";
import { useLang, useRootData } from "~/utils/root-data";
import { optionalCategories, type ConsentChoice } from "./consent-state";
import { CookieSettingsLink } from "./CookieSettingsLink";
import "./consent.css";

// Drawn on the server only (the frame's and the legal pages' regions); the browser's side is
// CookieConsentLive.tsx.
export { useConsent, useConsentFor } from "./use-consent";

/** The anchor of the preferences section on the cookie-policy page (rendered by the legal pages). */
export const COOKIE_PREFERENCES_ANCHOR = "cookie-preferences";

/**
 * The cookie-consent banner, a server-rendered region of the site frame (frame.server.ts) while no
 * choice is stored (decisions 105, 108). The server draws it for every visitor, as a form that posts
 * the answer to the current page, so it needs no script and no library; its code and copy are not
 * in the browser build. With JavaScript, `CookieConsentLive` answers the same form through a fetcher
 * (no reload) and shows the close button, which hides it for this page without storing anything.
 * The preferences dialog (vanilla-cookieconsent) loads only when the visitor reaches for the
 * "cookie settings" control.
 */
export function ConsentBanner() {
  const { t } = useTranslation("consent");
  const lang = useLang();
  if (useRootData()?.consent) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title" className="consent-banner-title">
        {t("banner.title")}
      </h2>
      <p className="consent-banner-text">
        {t("banner.description")} <a href={pagePath("cookies", lang)}>{t("banner.policyLink")}</a>
      </p>
      <ConsentForm idPrefix="consent-banner" choice={null} layout="banner" />
      {/* Shown by the script: without it a close button could do nothing. */}
      <button type="button" className="consent-close" aria-label={t("banner.close")} hidden>
        <Icon name="close" size={20} />
      </button>
    </section>
  );
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
};

export function ConsentForm({ idPrefix, choice, layout, anchor }: ConsentFormProps) {
  const { t } = useTranslation("consent");
  const action = useConsentFormAction();
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
  // The banner answers in place with JavaScript (CookieConsentLive: no reload, the page stays where
  // it was); the policy page's form reloads it at its anchor, showing the new current choice.
  return (
    <form method="post" action={action} className={`consent-form consent-form-${layout}`}>
      {fields}
    </form>
  );
}

/** Where the "cookie settings" control leads without JavaScript: the policy page's preferences form. */
export function cookieSettingsHref(lang: Lang): string {
  return `${pagePath("cookies", lang)}#${COOKIE_PREFERENCES_ANCHOR}`;
}

/** The "cookie settings" control in a server-rendered region: a live spot (SiteFrame's `cookie-settings`). */
export function CookieSettingsSpot({ className }: { className?: string }) {
  const href = cookieSettingsHref(useLang());
  return (
    <LiveIn name="cookie-settings" as="span" props={className ? { className, href } : { href }}>
      <CookieSettingsLink className={className} href={href} />
    </LiveIn>
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
