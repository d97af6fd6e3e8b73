/**
 * The visitor's preferences as the app uses them: read from the request by
 * request-preferences.server.ts (the page cache's reading too), and turned here into redirects,
 * which need the route table's addresses.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { isLang, languageFromPath } from "~/i18n/language";
import { preferenceCookie } from "~/utils/cookies";
import { translatedPath } from "~/services/seo/addresses.server";
import { isTheme } from "~/components/layout/theme";
import { chosenLanguage, LANGUAGE_COOKIE, THEME_COOKIE } from "./request-preferences.server";
import { localPath } from "./site-url.server";

/**
 * Choices made with plain links (?theme=dark; ?lng=en from links of earlier releases) are stored in
 * a cookie and answered with a redirect to the clean URL. A visitor whose choice names the other
 * language than the URL is sent to the same page in that language; without a choice (crawlers)
 * never. Pages whose other-language address the route table cannot tell (an article, a topic, a
 * vacancy: their words differ) keep their path here: their loaders know their translations.
 */
export function preferenceRedirect(request: Request, context?: AppLoadContext): Response | null {
  // Not on the page that answers a post (its loaders run as a GET): the answer is the post's.
  if ((request.method !== "GET" && request.method !== "HEAD") || context?.posted) return null;
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
