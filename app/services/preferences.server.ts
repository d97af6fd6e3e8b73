import { redirect } from "@remix-run/node";
import { isLang, languageFromPath, type Lang } from "~/i18n/language";
import { preferenceCookie, readCookie } from "~/utils/cookies";
import { translatedPath } from "~/services/seo/addresses.server";
import { isTheme, type Theme } from "~/components/layout/theme";
import { localPath, siteOrigin } from "./site-url.server";

export const LANGUAGE_COOKIE = "lng";
export const THEME_COOKIE = "theme";

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
  const switched = switchedLanguage(request);
  if (switched) return switched;
  const value = readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE);
  return isLang(value) ? value : null;
}

/**
 * The Set-Cookie that remembers a switch made without JavaScript (with JavaScript the switch writes
 * the cookie itself), or null when the cookie already says so.
 */
export function languageChoiceCookie(request: Request): string | null {
  const switched = switchedLanguage(request);
  if (!switched || readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE) === switched) return null;
  return preferenceCookie(LANGUAGE_COOKIE, switched, new URL(request.url).protocol === "https:");
}

export function themeFromRequest(request: Request): Theme | null {
  const value = readCookie(request.headers.get("Cookie"), THEME_COOKIE);
  return isTheme(value) ? value : null;
}

/**
 * Choices made with plain links (?theme=dark; ?lng=en from links of earlier releases) are stored in
 * a cookie and answered with a redirect to the clean URL. A visitor whose choice names the other
 * language than the URL is sent to the same page in that language; without a choice (crawlers)
 * never. Pages whose other-language address the route table cannot tell (an article, a topic, a
 * vacancy: their words differ) keep their path here: their loaders know their translations.
 */
export function preferenceRedirect(request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const secure = url.protocol === "https:";
  const headers = new Headers();

  const requestedLang = url.searchParams.get("lng");
  const requestedTheme = url.searchParams.get("theme");
  if (url.searchParams.has("lng") || url.searchParams.has("theme")) {
    url.searchParams.delete("lng");
    url.searchParams.delete("theme");
    let target = url.pathname + url.search + url.hash;
    if (isLang(requestedLang)) {
      headers.append("Set-Cookie", preferenceCookie(LANGUAGE_COOKIE, requestedLang, secure));
      const translated = translatedPath(url.pathname, requestedLang);
      if (translated) target = translated + url.search + url.hash;
    }
    if (isTheme(requestedTheme)) headers.append("Set-Cookie", preferenceCookie(THEME_COOKIE, requestedTheme, secure));
    return redirect(localPath(target), { status: 302, headers });
  }

  const chosen = chosenLanguage(request);
  if (chosen && chosen !== languageFromPath(url.pathname)) {
    const translated = translatedPath(url.pathname, chosen);
    if (translated) return redirect(localPath(translated + url.search), { status: 302 });
  }
  return null;
}
