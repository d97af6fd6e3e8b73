import routeTable from "~/route-table.json";
import { languageFromPath, languages, type Lang } from "~/i18n/language";

/**
 * Every address of the site comes from the route table (app/route-table.json, decision 186): its
 * fixed pages and its templates (pages with a parameter, feeds, the guide PDF, the e-mails' link
 * pages), each with a Spanish path and an English one, both registered by remix.config.js. English
 * lives under /en at English words; each earlier `/en/<Spanish path>` answers a 301 (services/seo/redirects.server.ts).
 */
type RouteEntry = { es: string; en: string; file?: string };
export type PageKey = keyof typeof routeTable.pages;
export type TemplateKey = keyof typeof routeTable.templates;
export const pageKeys = Object.keys(routeTable.pages) as PageKey[];
export const templateKeys = Object.keys(routeTable.templates) as TemplateKey[];
export const pages: Record<PageKey, RouteEntry> = routeTable.pages;
export const templates: Record<TemplateKey, RouteEntry> = routeTable.templates;

/** A route-table path in a language, as a URL path: ("", "en") -> "/en", ("faq", "es") -> "/faq". */
function rooted(path: string, lang: Lang): string {
  if (lang === "es") return `/${path}`;
  return path === "" ? "/en" : `/en/${path}`;
}

/** The path of a page of the route table in a language: pagePath("contact", "en") -> "/en/contact". */
export function pagePath(key: PageKey, lang: Lang): string {
  return rooted(pages[key][lang], lang);
}

/** A template's path with its parameters: templatePath("blog-topic", "en", { topic: "automation" }). */
export function templatePath(key: TemplateKey, lang: Lang, params: Record<string, string> = {}): string {
  const path = templates[key][lang].replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`templatePath(${key}): no value for :${name}`);
    return encodeURIComponent(value);
  });
  return rooted(path, lang);
}

const pageByPath = new Map<string, PageKey>(
  languages.flatMap((lang) => pageKeys.map((key) => [pagePath(key, lang), key] as const)),
);

/** Which route-table page a URL path shows, in whichever language (trailing slash ignored). */
export function pageKeyFromPath(pathname: string): PageKey | undefined {
  return pageByPath.get(pathname.replace(/(.)\/+$/, "$1"));
}

export function pageFromRequest(request: Request): { key: PageKey | undefined; lang: Lang } {
  const { pathname } = new URL(request.url);
  return { key: pageKeyFromPath(pathname), lang: languageFromPath(pathname) };
}

/** A blog article's path in its language: articlePath("kit-digital-explained", "en") -> "/en/blog/kit-digital-explained". */
export function articlePath(slug: string, lang: Lang): string {
  return templatePath("blog-post", lang, { slug });
}

/** The blog's RSS feed in a language: /blog/rss.xml, /en/blog/rss.xml. */
export function blogFeedPath(lang: Lang): string {
  return templatePath("blog-rss", lang);
}
