import { useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, type MouseEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/utils/pages";
import { useHydrated } from "~/utils/use-hydrated";
import { useLang, useRootData } from "~/utils/root-data";
import { consentCategories, optionalCategories, type ConsentChoice } from "./consent-state";
import { useConsent } from "./use-consent";
import { consentLibrary, relabelCloseButton, startConsentLibrary } from "./vanilla";
import "./consent.css";

export { useConsent, useConsentFor } from "./use-consent";

/** The anchor of the preferences section on the cookie-policy page (rendered by the legal pages). */
export const COOKIE_PREFERENCES_ANCHOR = "cookie-preferences";

/**
 * The cookie-consent banner and preferences, rendered once by the site frame.
 * - With JavaScript: vanilla-cookieconsent, loaded lazily after hydration (its own chunk and
 *   stylesheet), shown while no choice is stored.
 * - Without JavaScript: a server-rendered banner inside <noscript> (so a JavaScript visitor never
 *   sees it, not even for a frame) that posts the choice to the current page.
 */
export function CookieConsent() {
  const lang = useLang();
  const { t } = useTranslation("consent");
  const storedOnServer = useRootData()?.consent ?? null;
  const { pathname } = useLocation();
  const closeLabel = useRef("");
  closeLabel.current = t("banner.close");

  useEffect(() => {
    startConsentLibrary(lang, () => closeLabel.current).catch((error: unknown) => {
      console.error("The cookie-consent library could not start", error);
    });
    // Started once per page load; language and navigation are followed by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    void consentLibrary()?.then(async (library) => {
      await library.setLanguage(lang, true);
      relabelCloseButton(closeLabel.current);
    });
  }, [lang]);

  // A banner closed without answering comes back on the next page.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void consentLibrary()?.then((library) => {
      if (library.validConsent()) return;
      library.show(true);
    });
  }, [pathname]);

  if (storedOnServer) return null;
  return (
    <noscript>
      <NoScriptBanner />
    </noscript>
  );
}

function NoScriptBanner() {
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
    </section>
  );
}

/**
 * The preferences as a plain form (works without JavaScript), showing the current choice, for the
 * cookie-policy page's `#cookie-preferences` section. Posting it reloads the page with the choice
 * stored; with JavaScript the banner library reads the same cookie.
 */
export function CookiePreferencesForm({ className }: { className?: string }) {
  const choice = useConsent();
  const prefix = useId().replace(/:/g, "");
  return (
    <div className={["consent-preferences", className].filter(Boolean).join(" ")}>
      <CurrentChoice choice={choice} headingId={`${prefix}-current`} />
      {/* Remounted when the choice changes (e.g. saved in the modal) so the boxes show it. */}
      <ConsentForm
        key={JSON.stringify(choice)}
        idPrefix={`${prefix}-form`}
        choice={choice}
        layout="inline"
        anchor={COOKIE_PREFERENCES_ANCHOR}
      />
    </div>
  );
}

function CurrentChoice({ choice, headingId }: { choice: ConsentChoice | null; headingId: string }) {
  const { t } = useTranslation("consent");
  return (
    <div className="consent-current" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="consent-current-heading">
        <strong>{t("current.heading")}</strong>
      </p>
      {choice ? (
        <ul className="consent-current-list">
          {consentCategories.map((category) => (
            <li key={category}>
              {`${t(`categories.${category}.title`)}: ${choice[category] ? t("current.allowed") : t("current.refused")}`}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("current.none")}</p>
      )}
    </div>
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

type ConsentFormProps = {
  idPrefix: string;
  choice: ConsentChoice | null;
  layout: "banner" | "inline";
  anchor?: string;
};

function ConsentForm({ idPrefix, choice, layout, anchor }: ConsentFormProps) {
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
      <div className="consent-category">
        <input
          type="checkbox"
          id={`${idPrefix}-necessary`}
          checked
          disabled
          aria-describedby={`${idPrefix}-necessary-desc`}
        />
        <label htmlFor={`${idPrefix}-necessary`}>
          {t("categories.necessary.title")} ({t("preferences.alwaysOn")})
        </label>
        <p id={`${idPrefix}-necessary-desc`} className="consent-category-desc">
          {t("categories.necessary.description")}
        </p>
      </div>
      {optionalCategories.map((category) => (
        <div className="consent-category" key={category}>
          <input
            type="checkbox"
            id={`${idPrefix}-${category}`}
            name={category}
            defaultChecked={choice?.[category] ?? false}
            aria-describedby={`${idPrefix}-${category}-desc`}
          />
          <label htmlFor={`${idPrefix}-${category}`}>{t(`categories.${category}.title`)}</label>
          <p id={`${idPrefix}-${category}-desc`} className="consent-category-desc">
            {t(`categories.${category}.description`)}
          </p>
        </div>
      ))}
      <button type="submit" name="choice" value="custom" className="button button-secondary consent-button">
        {t("banner.save")}
      </button>
    </fieldset>
  );
  return (
    <form method="post" action={action} className={`consent-form consent-form-${layout}`}>
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
    </form>
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
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const library = consentLibrary();
    if (!library) {
      window.location.assign(href);
      return;
    }
    event.preventDefault();
    void library.then((api) => api.showPreferences());
  };
  return (
    <button
      type="button"
      className={["consent-settings-link", className].filter(Boolean).join(" ")}
      aria-haspopup="dialog"
      onClick={open}
    >
      {t("settingsLink")}
    </button>
  );
}
