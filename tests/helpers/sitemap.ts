import { DOMParser, onWarningStopParsing, type Document, type Element } from "@xmldom/xmldom";
import { allPagePaths } from "./page-paths";

/** Published articles of app/content/articles/<lang>/ (decision 185). */
export const PUBLISHED_ARTICLES = { es: 10, en: 10 } as const;
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** Strict XML: any warning or error fails the parse. */
export function parseXml(xml: string): Document {
  return new DOMParser({ onError: onWarningStopParsing }).parseFromString(xml, "text/xml");
}

/** The text of the first element of that name (and namespace) under `parent`. */
export const xmlText = (parent: Element | Document, name: string, ns?: string) => {
  const found = ns ? parent.getElementsByTagNameNS(ns, name) : parent.getElementsByTagName(name);
  return found[0]?.textContent ?? undefined;
};

export type SitemapEntry = { loc: string; lastmod: string; alternates: Record<string, string> };

/** The entries of /sitemap.xml: each URL, its lastmod and its alternates by hreflang. */
export function parseSitemap(xml: string): SitemapEntry[] {
  const doc = parseXml(xml);
  return Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, "url")).map((url) => ({
    loc: xmlText(url, "loc", SITEMAP_NS)!,
    lastmod: xmlText(url, "lastmod", SITEMAP_NS)!,
    alternates: Object.fromEntries(
      Array.from(url.getElementsByTagNameNS(XHTML_NS, "link")).map((link) => [
        link.getAttribute("hreflang")!,
        link.getAttribute("href")!,
      ]),
    ),
  }));
}

/** What a sitemap URL is: a fixed page's key, or the kind of page with a parameter. */
export function pageKind(loc: string): string {
  const { pathname } = new URL(loc);
  const fixed = allPagePaths.find((page) => page.path === pathname)?.key;
  if (fixed) return fixed;
  if (/^(\/en)?\/blog\/(categoria|category)\//.test(pathname)) return "topic";
  if (/^(\/en)?\/blog\/(autores|authors)\//.test(pathname)) return "author";
  if (/^(\/en)?\/(carreras|careers)\//.test(pathname)) return "vacancy";
  return "article";
}

export const isArticle = (loc: string) => pageKind(loc) === "article";
export const langOf = (loc: string) => (/^\/en(\/|$)/.test(new URL(loc).pathname) ? "en" : "es");
