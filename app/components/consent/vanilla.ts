import type * as CookieConsentLibrary from "vanilla-cookieconsent";
import type { CookieConsentConfig, Translation } from "vanilla-cookieconsent";
import libraryStylesHref from "vanilla-cookieconsent/dist/cookieconsent.css";
import { consent as consentStrings } from "~/i18n/resources/consent";
import { languages, type Lang } from "~/i18n/language";
import { pagePath } from "~/utils/pages";
import {
  CONSENT_COOKIE_NAME,
  CONSENT_RECORD_PATH,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_REVISION,
  choiceFromCategories,
  optionalCategories,
} from "./consent-state";
import { publishConsent } from "./use-consent";

type Library = typeof CookieConsentLibrary;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The library's texts for one language, from the `consent` i18next namespace (its markup is HTML). */
export function libraryTranslation(lang: Lang): Translation {
  const s = consentStrings[lang];
  const policy = `<a href="${pagePath("cookies", lang)}">${escapeHtml(s.banner.policyLink)}</a>`;
  return {
    consentModal: {
      label: s.banner.label,
      title: escapeHtml(s.banner.title),
      description: escapeHtml(s.banner.description),
      acceptAllBtn: escapeHtml(s.banner.acceptAll),
      acceptNecessaryBtn: escapeHtml(s.banner.onlyNecessary),
      showPreferencesBtn: escapeHtml(s.banner.customize),
      // No closeIconLabel: the library's own "X" would store "only necessary". Ours (see
      // addCloseButton) hides the banner without storing anything, as the spec asks.
      footer: policy,
    },
    preferencesModal: {
      title: escapeHtml(s.preferences.title),
      acceptAllBtn: escapeHtml(s.banner.acceptAll),
      acceptNecessaryBtn: escapeHtml(s.banner.onlyNecessary),
      savePreferencesBtn: escapeHtml(s.banner.save),
      closeIconLabel: s.preferences.close,
      sections: [
        { description: escapeHtml(s.preferences.intro) },
        {
          title: `${escapeHtml(s.categories.necessary.title)} (${escapeHtml(s.preferences.alwaysOn)})`,
          description: escapeHtml(s.categories.necessary.description),
          linkedCategory: "necessary",
        },
        ...optionalCategories.map((category) => ({
          title: escapeHtml(s.categories[category].title),
          description: escapeHtml(s.categories[category].description),
          linkedCategory: category,
        })),
        {
          title: escapeHtml(s.preferences.moreInfoTitle),
          description: `${escapeHtml(s.preferences.moreInfo)} ${policy}.`,
        },
      ],
    },
  };
}

/**
 * Records a choice server-side (decision 136): its random id, categories and policy revision, nothing
 * about the visitor. `keepalive` lets it finish when the visitor navigates away at once. A failure
 * leaves the choice in the cookie (the site works the same) and is only reported in the console.
 */
function recordChoice(cookie: { consentId: string; categories: string[]; revision: number }, lang: Lang) {
  const body = new URLSearchParams({
    consent_id: cookie.consentId,
    categories: cookie.categories.join(","),
    revision: String(cookie.revision),
    lang,
  });
  fetch(CONSENT_RECORD_PATH, { method: "POST", body, keepalive: true, credentials: "same-origin" })
    .then((response) => {
      if (!response.ok) console.warn(`The cookie choice was not recorded (${response.status})`);
    })
    .catch(() => console.warn("The cookie choice was not recorded (network)"));
}

/**
 * The whole configuration. `hideFromBots` is on for crawlers (user agent) but off for automated
 * browsers (navigator.webdriver: Playwright, accessibility audits), which must see the banner.
 */
export function libraryConfig(lang: Lang, onModalReady: CookieConsentConfig["onModalReady"]): CookieConsentConfig {
  const webdriver = typeof navigator !== "undefined" && navigator.webdriver === true;
  const mirror = ({ cookie }: { cookie: { categories: string[] } }) =>
    publishConsent(choiceFromCategories(cookie.categories));
  // The first choice and every change (a withdrawal included) are recorded; onConsent also fires on
  // every later page load with a valid choice, which is not a new choice.
  const record = ({ cookie }: { cookie: { consentId: string; categories: string[]; revision: number } }) =>
    recordChoice(cookie, lang);
  return {
    mode: "opt-in",
    revision: CONSENT_REVISION,
    autoShow: true,
    hideFromBots: !webdriver,
    manageScriptTags: true,
    autoClearCookies: true,
    disablePageInteraction: false,
    cookie: { name: CONSENT_COOKIE_NAME, expiresAfterDays: CONSENT_MAX_AGE_DAYS, sameSite: "Lax", path: "/" },
    guiOptions: {
      consentModal: { layout: "box", position: "bottom left", equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {},
      functional: {},
      advertising: {},
    },
    language: {
      default: lang,
      translations: Object.fromEntries(languages.map((code) => [code, libraryTranslation(code)])),
    },
    onFirstConsent: record,
    onConsent: mirror,
    onChange: (event) => {
      mirror(event);
      record(event);
    },
    onModalReady,
  };
}

/** Loads the library's stylesheet on demand (never render-blocking); resolves once it applies. */
function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-consent-styles]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.consentStyles = "";
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

let started: Promise<Library> | null = null;

/**
 * Loads (its own lazy chunk and stylesheet) and runs vanilla-cookieconsent once per page load.
 * Later calls return the same promise, so the settings link can wait for it.
 */
export function startConsentLibrary(lang: Lang, closeLabel: () => string): Promise<Library> {
  if (started) return started;
  started = (async () => {
    const [library] = await Promise.all([import("vanilla-cookieconsent"), loadStylesheet(libraryStylesHref)]);
    await library.run(
      libraryConfig(lang, ({ modalName, modal }) => {
        if (modalName !== "consentModal") return;
        addCloseButton(library, modal, closeLabel);
        keepVisitorFocus(modal);
      }),
    );
    if (!library.validConsent()) publishConsent(null);
    // Lets tests (and any script that must wait for the choice) know the library has run.
    document.documentElement.dataset.cookieConsent = "ready";
    return library;
  })();
  return started;
}

/**
 * The library moves focus into the banner (twice: 100 ms after it shows, again when the fade-in
 * ends) through a `tabindex=-1` element at the top of the modal. The banner appears by itself, so a
 * visitor already typing in a field or moving through an open menu would lose keystrokes or see the
 * menu close. That focus move is skipped whenever the visitor's focus is already somewhere on the
 * page; on a fresh page (focus on the body) the banner still takes it, as the library intends.
 */
function keepVisitorFocus(modal: HTMLElement) {
  const target = modal.querySelector<HTMLElement>(":scope > [tabindex='-1']");
  if (!target || target.dataset.focusGuard) return;
  target.dataset.focusGuard = "";
  target.focus = (options?: FocusOptions) => {
    const active = document.activeElement;
    if (active && active !== document.body && !modal.contains(active)) return;
    HTMLElement.prototype.focus.call(target, options);
  };
}

/** The library once it runs; null before (or on the server). */
export function consentLibrary(): Promise<Library> | null {
  return started;
}

/** A close icon that hides the banner and stores nothing: it comes back on the next page. */
function addCloseButton(library: Library, modal: HTMLElement, closeLabel: () => string) {
  if (modal.querySelector(".consent-close")) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "consent-close";
  button.setAttribute("aria-label", closeLabel());
  button.innerHTML =
    '<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"><path d="M18 6 6 18M6 6l12 12"/></svg>';
  button.addEventListener("click", () => library.hide());
  modal.appendChild(button);
}

/** Keeps the close icon's name in the page's language after a language switch. */
export function relabelCloseButton(label: string) {
  document.querySelector("#cc-main .consent-close")?.setAttribute("aria-label", label);
}
