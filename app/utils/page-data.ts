import type { Bilingual } from "~/i18n/bilingual";
import { languageFromPath } from "~/i18n/language";
import { pageKeyFromPath } from "~/utils/pages";

/**
 * The loader data of a content page: the copy of the request's language only, so the other
 * language never travels to the browser. Use as `json(pageData(request, someContent))`.
 */
export function pageData<T>(request: Request, content: Bilingual<T>) {
  const lang = languageFromPath(new URL(request.url).pathname);
  return { lang, content: content[lang] };
}

/**
 * For a route module that serves several pages of the route table (the five case pages, the five
 * Kit Digital categories, the three legal pages): the copy of the page the URL names.
 */
export function keyedPageData<K extends string, T>(request: Request, pages: Record<K, Bilingual<T>>) {
  const { pathname } = new URL(request.url);
  const key = pageKeyFromPath(pathname);
  if (!key || !(key in pages)) throw new Response("Not Found", { status: 404 });
  return { key: key as K, ...pageData(request, pages[key as K]) };
}
