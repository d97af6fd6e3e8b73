import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/ui/Icon";
import { pagePath } from "~/utils/pages";
import { useHydrated } from "~/utils/use-hydrated";
import { useLang, useRootData } from "~/utils/root-data";
import { optionalCategories, type ConsentChoice } from "./consent-state";
import { publishConsent, useConsent } from "./use-consent";
import "./consent.css";

export { useConsent, useConsentFor } from "./use-consent";

/** The anchor of the preferences section on the cookie-policy page (rendered by the legal pages). */
export const COOKIE_PREFERENCES_ANCHOR = "cookie-preferences";

/** The preferences dialog (vanilla-cookieconsent, its stylesheet, both languages' texts): loaded on intent only. */
const loadPreferences = () => import("./vanilla");

/**
 * The cookie-consent banner, rendered once by the site frame while no choice is stored (decision 105).
 * The server renders it for every visitor, as a form that posts the answer to the current page, so
 * it needs no script and no library: with JavaScript the same form posts through a fetcher (no
 * reload) and a close button hides it for this page without storing anything. The preferences
 * dialog (vanilla-cookieconsent) loads only when the visitor reaches for the "cookie settings"
 * control.
 */
export function CookieConsent() {
  const consent = useConsent();
  const storedOnServer = useRootData()?.consent ?? null;
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  // Closed without answering: gone from this page only; it comes back on the next one.
  const [closedOn, setClosedOn] = useState<string | null>(null);

  // The spec's localStorage mirror (§9) of the stored choice, whichever way it was made.
  const serverChoice = JSON.stringify(storedOnServer);
  useEffect(() => {
    publishConsent(JSON.parse(serverChoice) as ConsentChoice | null);
    // Lets tests (and any script that must wait for the choice) know the banner is live.
    document.documentElement.dataset.cookieConsent = "ready";
  }, [serverChoice]);

  if (consent || closedOn === pathname) return null;
  return <ConsentBanner onClose={hydrated ? () => setClosedOn(pathname) : undefined} />;
}

function ConsentBanner({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation("consent");
  const lang = useLang();
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title" className="consent-banner-title">
        {t("banner.title")}
      </h2>
      <p className="consent-banner-text">
        {t("banner.description")} <a href={pagePath("cookies", lang)}>{t("banner.policyLink")}</a>
      </p>
      <ConsentForm idPrefix="consent-banner" choice={null} layout="banner" />
      {onClose ? (
        <button type="button" className="consent-close" aria-label={t("banner.close")} onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      ) : null}
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
  const className = `consent-form consent-form-${layout}`;
  // The banner answers in place with JavaScript (no reload, the page stays where it was); the
  // policy page's form reloads it at its anchor, showing the new current choice.
  if (layout === "banner") {
    return (
      <BannerForm action={action} className={className}>
        {fields}
      </BannerForm>
    );
  }
  return (
    <form method="post" action={action} className={className}>
      {fields}
    </form>
  );
}

function BannerForm({ action, className, children }: { action: string; className: string; children: ReactNode }) {
  const fetcher = useFetcher({ key: "cookie-consent" });
  return (
    <fetcher.Form method="post" action={action} className={className} preventScrollReset>
      {children}
    </fetcher.Form>
  );
}

/**
 * The "cookie settings" control (footer, cookie-policy page). With JavaScript a button that opens
 * the preferences; without, a link to the cookie-policy page's preferences form.
 */
export function CookieSettingsLink({ className }: { className?: string }) {
  const { t } = useTranslation("consent");
  const lang = useLang();
  const hydrated = useHydrated();
  const href = `${pagePath("cookies", lang)}#${COOKIE_PREFERENCES_ANCHOR}`;
  if (!hydrated) {
    return (
      <a href={href} className={className}>
        {t("settingsLink")}
      </a>
    );
  }
  // The dialog's code starts downloading when the pointer or the focus reaches the button.
  const preload = () => void loadPreferences().then((module) => module.preloadConsentLibrary());
  const open = () => {
    loadPreferences()
      .then((module) => module.showConsentPreferences(lang))
      .catch((error: unknown) => {
        // Unreachable code (offline): the policy page's form does the same job.
        console.error("The cookie preferences could not load", error);
        window.location.assign(href);
      });
  };
  return (
    <button
      type="button"
      className={["consent-settings-link", className].filter(Boolean).join(" ")}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={open}
    >
      {t("settingsLink")}
    </button>
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
