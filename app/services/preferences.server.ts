import { redirect } from "@remix-run/node";
import { isLang, languageFromPath, localizePath, type Lang } from "~/i18n/language";
import { preferenceCookie, readCookie } from "~/utils/cookies";
import { articleSlugFromPath } from "~/utils/pages";
import { isTheme, type Theme } from "~/components/layout/theme";
import { localPath } from "./site-url.server";

export const LANGUAGE_COOKIE = "lng";
export const THEME_COOKIE = "theme";

/** The language the visitor chose (the `lng` cookie), if any. */
export function chosenLanguage(request: Request): Lang | null {
  const value = readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE);
  return isLang(value) ? value : null;
}

export function themeFromRequest(request: Request): Theme | null {
  const value = readCookie(request.headers.get("Cookie"), THEME_COOKIE);
  return isTheme(value) ? value : null;
}

/**
 * Language and theme choices made with plain links (?lng=en, ?theme=dark) are stored in a cookie
 * and answered with a redirect to the clean URL. A visitor whose cookie names the other language
 * than the URL is sent to the same page in that language; without the cookie (crawlers) never.
 * A blog article is the exception: its other-language version has another slug (or none), so only
 * the article's loader can tell where to go (routes/blog-post.tsx); here it keeps its path.
 */
export function preferenceRedirect(request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const secure = url.protocol === "https:";
  const headers = new Headers();

  const requestedLang = url.searchParams.get("lng");
  const requestedTheme = url.searchParams.get("theme");
  const article = articleSlugFromPath(url.pathname) !== undefined;
  if (url.searchParams.has("lng") || url.searchParams.has("theme")) {
    url.searchParams.delete("lng");
    url.searchParams.delete("theme");
    let target = url.pathname + url.search + url.hash;
    if (isLang(requestedLang)) {
      headers.append("Set-Cookie", preferenceCookie(LANGUAGE_COOKIE, requestedLang, secure));
      if (!article) target = localizePath(target, requestedLang);
    }
    if (isTheme(requestedTheme)) headers.append("Set-Cookie", preferenceCookie(THEME_COOKIE, requestedTheme, secure));
    return redirect(localPath(target), { status: 302, headers });
  }

  const cookieLang = chosenLanguage(request);
  if (cookieLang && !article && cookieLang !== languageFromPath(url.pathname)) {
    return redirect(localPath(localizePath(url.pathname + url.search, cookieLang)), { status: 302 });
  }
  return null;
}
