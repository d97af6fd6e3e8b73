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
const pages: Record<PageKey, RouteEntry> = routeTable.pages;
const templates: Record<TemplateKey, RouteEntry> = routeTable.templates;

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

/** The parameters of a path that matches a route pattern ("blog/:slug"), or null. */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern === "" ? [] : pattern.split("/");
  const have = path === "" ? [] : path.split("/");
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part.startsWith(":")) {
      if (!have[index]) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(have[index]);
      } catch {
        return null;
      }
    } else if (part !== have[index]) return null;
  }
  return params;
}

/** A URL path without its language prefix and slashes: "/en/faq/" -> "faq", "/" -> "". */
function tablePath(pathname: string, lang: Lang): string {
  const rest = lang === "en" ? pathname.slice(3) : pathname;
  return rest.replace(/^\/+|\/+$/g, "");
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

const parameterCount = (key: TemplateKey) => (templates[key].es.match(/:/g) ?? []).length;
/** As Remix ranks them: a fixed segment ("blog/rss.xml") before a parameter ("blog/:slug"). */
const templatesByRank = [...templateKeys].sort((a, b) => parameterCount(a) - parameterCount(b));

/** Which template a URL path matches, with its parameters (a fixed page is not a template). */
export function templateFromPath(
  pathname: string,
): { key: TemplateKey; lang: Lang; params: Record<string, string> } | undefined {
  const lang = languageFromPath(pathname);
  const path = tablePath(pathname, lang);
  for (const key of templatesByRank) {
    const params = matchPattern(templates[key][lang], path);
    if (params) return { key, lang, params };
  }
  return undefined;
}

/**
 * The same address in the other language where the route table alone can tell it: a fixed page, or
 * a template whose parameters mean the same in both (a booking token, an author). Articles, topics
 * and vacancies have words of their own in each language: their loaders name their translations.
 */
export function translatedPath(pathname: string, lang: Lang): string | undefined {
  const page = pageKeyFromPath(pathname);
  if (page) return pagePath(page, lang);
  const template = templateFromPath(pathname);
  if (template && languageNeutral.has(template.key)) return templatePath(template.key, lang, template.params);
  return undefined;
}

const languageNeutral = new Set<TemplateKey>([
  "blog-rss",
  "blog-author",
  "manifest",
  "guide-pdf",
  "demo-manage",
  "newsletter-confirm",
  "newsletter-unsubscribe",
  "newsletter-one-click",
]);

/**
 * An English address of an earlier release (`/en/` + the Spanish path, English being Spanish words
 * under /en before decision 186) and the English address that replaced it, or undefined.
 */
export function formerEnglishTarget(pathname: string): string | undefined {
  if (languageFromPath(pathname) !== "en") return undefined;
  const path = tablePath(pathname, "en");
  for (const key of pageKeys) {
    if (pages[key].es !== pages[key].en && pages[key].es === path) return pagePath(key, "en");
  }
  for (const key of templatesByRank) {
    if (templates[key].es === templates[key].en) continue;
    const params = matchPattern(templates[key].es, path);
    if (params) return templatePath(key, "en", params);
  }
  return undefined;
}

/** A blog article's path in its language: articlePath("kit-digital-explained", "en") -> "/en/blog/kit-digital-explained". */
export function articlePath(slug: string, lang: Lang): string {
  return templatePath("blog-post", lang, { slug });
}

/**
 * The slug of a blog article's path ("/en/blog/kit-digital-explained" -> "kit-digital-explained"),
 * or undefined for any other path (the blog itself, its feed, a topic).
 */
export function articleSlugFromPath(pathname: string): string | undefined {
  const template = templateFromPath(pathname);
  return template?.key === "blog-post" ? template.params.slug : undefined;
}

/** The blog's RSS feed in a language: /blog/rss.xml, /en/blog/rss.xml. */
export function blogFeedPath(lang: Lang): string {
  return templatePath("blog-rss", lang);
}
