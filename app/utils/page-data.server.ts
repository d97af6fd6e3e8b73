import type { Bilingual } from "~/i18n/bilingual";
import { languageFromPath, type Lang } from "~/i18n/language";
import { pageStrings } from "~/i18n/page-strings.server";
import type { PageNamespace } from "~/i18n/resources/pages";
import { breadcrumbTrail } from "~/services/seo/breadcrumbs.server";
import { pageKeyFromPath } from "~/utils/pages";

/** A page's copy: written per language, or built for a language from facts (content/facts). */
export type PageContent<T> = Bilingual<T> | ((lang: Lang) => T);

type Options = {
  /** The page namespaces of interface strings its components use (i18n/resources/pages.ts). */
  strings?: readonly PageNamespace[];
};

export function contentFor<T>(content: PageContent<T>, lang: Lang): T {
  return typeof content === "function" ? content(lang) : content[lang];
}

/**
 * The loader data of a content page: the copy of the request's language only, so the other
 * language never travels to the browser, the page namespaces its components need (added to
 * i18next by the site frame) and the page's breadcrumb trail. Use as `json(pageData(request, someContent, { strings: ["cases"] }))`.
 */
export function pageData<T>(request: Request, content: PageContent<T>, { strings = [] }: Options = {}) {
  const { pathname } = new URL(request.url);
  const lang = languageFromPath(pathname);
  const key = pageKeyFromPath(pathname);
  return {
    lang,
    content: contentFor(content, lang),
    strings: pageStrings(lang, strings),
    // From the home page to this one: the structured data's BreadcrumbList, the visible breadcrumbs.
    breadcrumbs: key ? breadcrumbTrail(key, lang) : [],
  };
}

/**
 * For a route module that serves several pages of the route table (the four service pages, the
 * five case pages, the five Kit Digital categories, the three legal pages): the copy of the page
 * the URL names.
 */
export function keyedPageData<K extends string, T>(
  request: Request,
  pages: Record<K, PageContent<T>>,
  options: Options = {},
) {
  const { pathname } = new URL(request.url);
  const key = pageKeyFromPath(pathname);
  if (!key || !(key in pages)) throw new Response("Not Found", { status: 404 });
  return { key: key as K, ...pageData(request, pages[key as K], options) };
}
