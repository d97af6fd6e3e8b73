import { redirect } from "@remix-run/node";
import { languageFromPath, type Lang } from "~/i18n/language";
import { canonicalPath, localPath } from "~/services/site-url.server";
import routeTable from "~/route-table.json";
import { vacancyBySlug } from "~/services/content/vacancies.server";
import { topicBySlug } from "~/content/facts/topics";
import {
  pageKeyFromPath,
  pageKeys,
  pagePath,
  templatePath,
  type PageKey,
  type RouteEntry,
  type TemplateKey,
} from "~/utils/pages";

const pages: Record<PageKey, RouteEntry> = routeTable.pages;
const templates: Record<TemplateKey, RouteEntry> = routeTable.templates;
const templateKeys = Object.keys(templates) as TemplateKey[];

/**
 * What the server reads from an address (decision 186): which template it matches, the same address
 * in the other language, and where an address of an earlier release lives now. Server only: the
 * browser needs none of it (the language switch follows the page's own hreflang links).
 */
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
 * The slug of a blog article's path ("/en/blog/kit-digital-explained" -> "kit-digital-explained"),
 * or undefined for any other path (the blog itself, its feed, a topic).
 */
export function articleSlugFromPath(pathname: string): string | undefined {
  const template = templateFromPath(pathname);
  return template?.key === "blog-post" ? template.params.slug : undefined;
}

/** Case paths the earlier home page linked to (spec §2, note), in either language. */
const shortCasePaths: Record<string, PageKey> = {
  "casos-exito/automatizacion-hotelera": "case-hotel",
  "casos-exito/automatizacion-contable": "case-accounting",
  "casos-exito/optimizacion-redes": "case-grid",
  "casos-exito/gestion-vuelos": "case-flights",
};

/**
 * Parameters with words of their own in each language (a topic, a vacancy): an earlier English
 * address carried the Spanish slug (or, for a while, the English one under the Spanish path); the
 * redirect names the English slug, or nothing when the slug is unknown (a plain 404, not 301 then
 * 404).
 */
const englishParams: Partial<
  Record<TemplateKey, (params: Record<string, string>) => Record<string, string> | undefined>
> = {
  "blog-topic": englishTopic,
  "blog-topic-rss": englishTopic,
  vacancy: ({ vacancy = "" }) => {
    const found = vacancyBySlug(vacancy, "es") ?? vacancyBySlug(vacancy, "en");
    return found && { vacancy: found.slug.en };
  },
};

function englishTopic({ topic: slug = "" }: Record<string, string>): Record<string, string> | undefined {
  const topic = topicBySlug(slug, "es") ?? topicBySlug(slug, "en");
  return topic && { topic: topic.en.slug };
}

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
    if (!params) continue;
    const translate = englishParams[key];
    const english = translate ? translate(params) : params;
    return english && templatePath(key, "en", english);
  }
  return undefined;
}

/** Where an address of an earlier release lives now, or undefined for a current address. */
export function movedTo(pathname: string): string | undefined {
  const lang = languageFromPath(pathname);
  const rest = (lang === "en" ? pathname.slice(3) : pathname).replace(/^\/+|\/+$/g, "");
  const shortCase = shortCasePaths[rest];
  if (shortCase) return pagePath(shortCase, lang);
  return formerEnglishTarget(pathname);
}

/**
 * One permanent redirect (301) to an address's current form, query kept: its canonical spelling
 * (lower case, single slashes, no trailing slash) and, for an address of an earlier release (an
 * English page at its Spanish path, a case at its short path), its current address; else null.
 * Old addresses are printed in e-mails already sent and linked from elsewhere: they answer forever.
 */
export function permanentRedirect(request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const canonical = canonicalPath(url.pathname);
  const target = movedTo(canonical) ?? canonical;
  if (target === url.pathname) return null;
  return redirect(localPath(target + url.search), 301);
}
