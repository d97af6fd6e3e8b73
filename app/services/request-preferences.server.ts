/**
 * What a request says about its page's markup: the preference cookies (theme, consent, language)
 * and a language switch made without JavaScript. Read by the render (through preferences.server.ts)
 * and by the HTTP server's page cache for its key (decision 250), so it knows no addresses and no
 * content: the server bundle must not reach them.
 */
import { choiceFromCookie, CONSENT_COOKIE_NAME, type ConsentChoice } from "~/components/consent/consent-state";
import { isLang, languageFromPath, type Lang } from "~/i18n/language";
import { parseCookies, preferenceCookie } from "~/utils/cookies";
import { isTheme, type Theme } from "~/components/layout/theme";
import { siteOrigin } from "./site-url.server";

export const LANGUAGE_COOKIE = "lng";
export const THEME_COOKIE = "theme";

/**
 * What a request's cookies say about its page's markup, read once (decision 250): the root loader
 * draws the page from it and the page cache keys the page by it, so the two can never disagree.
 */
export type Preferences = {
  theme: Theme | null;
  consent: ConsentChoice | null;
  lang: Lang | null;
  /**
   * Every cookie is one of the three, none repeated, each a value the site wrote: a page drawn from
   * them may be shared with every request that says the same. Anything else (a flash message, a
   * cookie added later, `theme=dark; theme=x`, an unreadable consent) is this visitor's alone.
   */
  shareable: boolean;
};

const MARKUP_COOKIES = new Set([THEME_COOKIE, LANGUAGE_COOKIE, CONSENT_COOKIE_NAME]);

export function readPreferences(cookieHeader: string | null | undefined): Preferences {
  const { values, repeated } = parseCookies(cookieHeader);
  const theme = values[THEME_COOKIE];
  const lang = values[LANGUAGE_COOKIE];
  const consentValue = values[CONSENT_COOKIE_NAME];
  const consent = choiceFromCookie(consentValue);
  const readable =
    (theme === undefined || isTheme(theme)) &&
    (lang === undefined || isLang(lang)) &&
    (consentValue === undefined || consent !== null);
  return {
    theme: isTheme(theme) ? theme : null,
    consent,
    lang: isLang(lang) ? lang : null,
    shareable: !repeated && readable && Object.keys(values).every((name) => MARKUP_COOKIES.has(name)),
  };
}

const perRequest = new WeakMap<Request, Preferences>();

/** The request's preferences, read once per request whoever asks. */
export function requestPreferences(request: Request): Preferences {
  let preferences = perRequest.get(request);
  if (!preferences) {
    preferences = readPreferences(request.headers.get("Cookie"));
    perRequest.set(request, preferences);
  }
  return preferences;
}

/**
 * The part of the page cache key that comes from cookies, or null when the page must be drawn for
 * this request alone: cookies that are not shareable, or a language cookie that redirects.
 */
export function markupVariant(preferences: Preferences, pathname: string): string | null {
  if (!preferences.shareable) return null;
  if (preferences.lang && preferences.lang !== languageFromPath(pathname)) return null;
  const { theme, consent } = preferences;
  if (!theme && !consent) return "";
  const choice = consent ? [consent.analytics, consent.functional, consent.advertising].map(Number).join("") : "";
  return `t=${theme ?? ""};c=${choice}`;
}

/**
 * A page reached from a page of this site in the other language: the visitor used the language
 * switch (the only link between the languages), with or without JavaScript.
 */
function switchedLanguage(request: Request): Lang | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  const url = new URL(request.url);
  if (from.origin !== new URL(siteOrigin(request)).origin && from.origin !== url.origin) return null;
  const lang = languageFromPath(url.pathname);
  return languageFromPath(from.pathname) === lang ? null : lang;
}

/**
 * The language the visitor chose: the one they just switched to (decision 186), else the `lng`
 * cookie, if any.
 */
export function chosenLanguage(request: Request): Lang | null {
  return switchedLanguage(request) ?? requestPreferences(request).lang;
}

/**
 * The Set-Cookie that remembers a switch made without JavaScript (with JavaScript the switch writes
 * the cookie itself), or null when the cookie already says so.
 */
export function languageChoiceCookie(request: Request): string | null {
  const switched = switchedLanguage(request);
  if (!switched || requestPreferences(request).lang === switched) return null;
  return preferenceCookie(LANGUAGE_COOKIE, switched, new URL(request.url).protocol === "https:");
}

/**
 * Whether this request's page sets the language cookie (a switch without JavaScript): such a page is
 * rendered for this visitor, never answered from or kept in the page cache, whose key reads no
 * Referer. The front asks with the request's URL, Referer and cookies.
 */
export function setsLanguageChoice(url: string, referer: string | undefined, cookie: string | undefined): boolean {
  if (!referer) return false;
  return languageChoiceCookie(new Request(url, { headers: { Referer: referer, Cookie: cookie ?? "" } })) !== null;
}

export function themeFromRequest(request: Request): Theme | null {
  return requestPreferences(request).theme;
}
