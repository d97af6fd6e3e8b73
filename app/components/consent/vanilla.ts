import type * as CookieConsentLibrary from "vanilla-cookieconsent";
import type { CookieConsentConfig, Translation } from "vanilla-cookieconsent";
import libraryStylesHref from "vanilla-cookieconsent/dist/cookieconsent.css?url";
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
      // Never shown (autoShow is off), but the library expects the texts.
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
 * browsers (navigator.webdriver: Playwright, accessibility audits), which must see the dialog.
 */
export function libraryConfig(lang: Lang): CookieConsentConfig {
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
    // Its banner never shows: the site's own (server-rendered) banner asks; this is the preferences dialog.
    autoShow: false,
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

let loaded: Promise<Library> | null = null;
let started: Promise<Library> | null = null;

/** Downloads the library and its stylesheet (on intent: pointer or focus on the settings control). */
export function preloadConsentLibrary(): Promise<Library> {
  loaded ??= Promise.all([import("vanilla-cookieconsent"), loadStylesheet(libraryStylesHref)]).then(
    ([library]) => library,
    (error: unknown) => {
      loaded = null;
      throw error;
    },
  );
  return loaded;
}

/**
 * Opens the preferences dialog in the page's language. The library runs once per page load, never
 * showing its own banner (the site frame's server-rendered banner is the one): it reads the stored
 * choice from the shared cookie, and a choice saved in the dialog is mirrored and recorded.
 */
export async function showConsentPreferences(lang: Lang): Promise<void> {
  started ??= preloadConsentLibrary().then(async (library) => {
    await library.run(libraryConfig(lang));
    return library;
  });
  const library = await started;
  await library.setLanguage(lang);
  library.showPreferences();
}
