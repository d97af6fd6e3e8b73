import routeTable from "~/route-table.json";
import { languageFromPath, localizePath, unlocalizedPath, type Lang } from "~/i18n/language";

export type PageKey = keyof typeof routeTable;
export const pageKeys = Object.keys(routeTable) as PageKey[];

/** The path of a page of the route table in a language: pagePath("faq", "en") -> "/en/faq". */
export function pagePath(key: PageKey, lang: Lang): string {
  return localizePath(`/${routeTable[key].path}`, lang);
}

const keyBySpanishPath = new Map<string, PageKey>(pageKeys.map((key) => [`/${routeTable[key].path}`, key]));

/** Which route-table page a URL path shows, whatever its language (trailing slash ignored). */
export function pageKeyFromPath(pathname: string): PageKey | undefined {
  const path = unlocalizedPath(pathname).replace(/(.)\/+$/, "$1");
  return keyBySpanishPath.get(path);
}

export function pageFromRequest(request: Request): { key: PageKey | undefined; lang: Lang } {
  const { pathname } = new URL(request.url);
  return { key: pageKeyFromPath(pathname), lang: languageFromPath(pathname) };
}

/** A blog article's path in its language: articlePath("kit-digital-explained", "en") -> "/en/blog/kit-digital-explained". */
export function articlePath(slug: string, lang: Lang): string {
  return `${pagePath("blog", lang)}/${encodeURIComponent(slug)}`;
}

const ARTICLE_PATH = /^(?:\/en)?\/blog\/([^/]+)$/;

/**
 * The slug of a blog article's path ("/en/blog/kit-digital-explained" -> "kit-digital-explained"),
 * or undefined for any other path (the blog itself, its feed).
 */
export function articleSlugFromPath(pathname: string): string | undefined {
  const slug = ARTICLE_PATH.exec(pathname)?.[1];
  return slug === undefined || slug === "rss.xml" ? undefined : slug;
}

/** The blog's RSS feed in a language: /blog/rss.xml, /en/blog/rss.xml. */
export function blogFeedPath(lang: Lang): string {
  return `${pagePath("blog", lang)}/rss.xml`;
}
