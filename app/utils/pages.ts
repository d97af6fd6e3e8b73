// Named imports: the bundler keeps only the parts of the table the code uses, so the templates stay
// out of the browser's bundle while no component needs one (0.4-0.5 KB gzip on every page, decision 186).
import { pages as pageTable, templates as templateTable } from "~/route-table.json";
import { languageFromPath, languages, type Lang } from "~/i18n/language";

/**
 * Every address of the site comes from the route table (app/route-table.json, decision 186): its
 * fixed pages and its templates (pages with a parameter, feeds, the guide PDF, the e-mails' link
 * pages), each with a Spanish path and an English one, both registered by remix.config.js. English
 * lives under /en at English words; each earlier `/en/<Spanish path>` answers a 301
 * (services/seo/addresses.server.ts).
 */
export type RouteEntry = { es: string; en: string; file?: string };
export type PageKey = keyof typeof pageTable;
export type TemplateKey = keyof typeof templateTable;
export const pageKeys = Object.keys(pageTable) as PageKey[];

/** A route-table path in a language, as a URL path: ("", "en") -> "/en", ("faq", "es") -> "/faq". */
function rooted(path: string, lang: Lang): string {
  if (lang === "es") return `/${path}`;
  return path === "" ? "/en" : `/en/${path}`;
}

/** The path of a page of the route table in a language: pagePath("contact", "en") -> "/en/contact". */
export function pagePath(key: PageKey, lang: Lang): string {
  return rooted((pageTable as Record<PageKey, RouteEntry>)[key][lang], lang);
}

/** A template's path with its parameters: templatePath("blog-topic", "en", { topic: "automation" }). */
export function templatePath(key: TemplateKey, lang: Lang, params: Record<string, string> = {}): string {
  const path = (templateTable as Record<TemplateKey, RouteEntry>)[key][lang].replace(/:(\w+)/g, (_, name: string) => {
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
