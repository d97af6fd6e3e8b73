import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { company, type ContactFacts } from "~/config/company";
import { languageFromPath, languages, localizePath, unlocalizedPath, type Lang } from "~/i18n/language";
import { common } from "~/i18n/resources/common";
import { blogFeedPath, pageKeyFromPath } from "~/utils/pages";
import { pageCard, type SocialCard } from "~/utils/social-card";
import { locales } from "~/utils/format";
import { breadcrumbList, structuredData, type Crumb, type JsonLdNode } from "~/utils/structured-data";

export type PageMeta = { title: string; description: string };

/** Facts of an article page for Open Graph (dates YYYY-MM-DD). */
export type ArticleFacts = { publishedTime: string; modifiedTime: string; section: string };

type SeoOptions = {
  meta: PageMeta;
  origin: string;
  pathname: string;
  /** The query string: a search-result page (?q=) is not indexed. */
  search?: string;
  /**
   * "both": the page exists at the same path in both languages (every route-table page); or the
   * paths of each language's version (an article and its translations); "none": no other version.
   */
  alternates?: "both" | "none" | Partial<Record<Lang, string>>;
  noindex?: boolean;
  /** The page's social card; by default the route-table page's card for this path. */
  card?: SocialCard | null;
  article?: ArticleFacts;
  /** The page's structured data: one JSON-LD `@graph` (utils/structured-data.ts). */
  structured?: JsonLdNode[];
  /** The page answers a form post that failed (no JavaScript): the title starts with "Error: ". */
  formFailed?: boolean;
};

/** What search results show of a title, about (issue 12 item 6; decision 143). */
export const TITLE_MAX_LENGTH = 65;

/** "Page title | RTS", or the page's title alone when the company's name would not fit in a result. */
export function documentTitle(pageTitle: string): string {
  const branded = `${pageTitle} | ${company.name}`;
  return branded.length <= TITLE_MAX_LENGTH ? branded : pageTitle;
}

/** Open Graph writes the page's locale with an underscore: es_ES, en_GB. */
const ogLocale = (lang: Lang) => locales[lang].replace("-", "_");

/** Browser theme colours of the two themes (app.css --color-bg): the bar blends with the page. */
export const themeColors = { light: "#ffffff", dark: "#0b1120" } as const;

/** What every page's head names besides its own meta: icons, web app manifest, theme colours, the blog feed. */
function siteHead(lang: Lang, origin: string): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { tagName: "link", rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    { tagName: "link", rel: "manifest", href: localizePath("/manifest.webmanifest", lang) },
    { name: "theme-color", media: "(prefers-color-scheme: light)", content: themeColors.light },
    { name: "theme-color", media: "(prefers-color-scheme: dark)", content: themeColors.dark },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${company.name} · ${common[lang].nav.blog}`,
      href: origin + blogFeedPath(lang),
    },
  ];
}

function alternatePaths(options: SeoOptions, clean: string): Partial<Record<Lang, string>> {
  const { alternates = "both" } = options;
  if (alternates === "none") return {};
  if (alternates !== "both") return alternates;
  const neutral = unlocalizedPath(clean);
  return { es: localizePath(neutral, "es"), en: localizePath(neutral, "en") };
}

/**
 * The one meta helper: title, description, canonical, hreflang alternates, Open Graph (with the
 * social card) and Twitter, and the site-wide head links.
 */
export function seoMeta(options: SeoOptions): MetaDescriptor[] {
  const { meta, origin, pathname, search = "", article } = options;
  const lang = languageFromPath(pathname);
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const canonical = origin + clean;
  const title = documentTitle(meta.title);
  const shownTitle = options.formFailed ? `${common[lang].formErrorTitle}${title}` : title;
  const key = pageKeyFromPath(clean);
  const card = options.card === undefined ? (key ? pageCard(key, lang, meta.title) : null) : options.card;
  const tags: MetaDescriptor[] = [
    { title: shownTitle },
    { name: "description", content: meta.description },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: ogLocale(lang) },
    { name: "twitter:card", content: card ? "summary_large_image" : "summary" },
  ];
  if (card) {
    tags.push(
      { property: "og:image", content: origin + card.url },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(card.width) },
      { property: "og:image:height", content: String(card.height) },
      { property: "og:image:alt", content: card.alt },
    );
  }
  if (article) {
    tags.push(
      { property: "article:published_time", content: article.publishedTime },
      { property: "article:modified_time", content: article.modifiedTime },
      { property: "article:section", content: article.section },
    );
  }
  tags.push(...siteHead(lang, origin), ...structuredData(options.structured ?? []));
  const searchResults = new URLSearchParams(search).has("q");
  if (options.noindex || searchResults) return [...tags, { name: "robots", content: "noindex" }];

  tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
  const paths = alternatePaths(options, clean);
  const versions = languages.filter((version) => paths[version]);
  if (versions.length > 1) {
    for (const version of versions) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: version, href: origin + paths[version] });
    }
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: origin + (paths.es ?? paths.en) });
    for (const version of versions) {
      if (version !== lang) tags.push({ property: "og:locale:alternate", content: ogLocale(version) });
    }
  }
  return tags;
}

/** Meta of a "page not found" answer in the path's language: a title, noindex, the site head. */
export function notFoundMeta(pathname: string, origin: string): MetaDescriptor[] {
  const strings = common[languageFromPath(pathname)].notFound;
  return seoMeta({
    meta: { title: strings.title, description: strings.description },
    origin,
    pathname,
    noindex: true,
    card: null,
  });
}

type WithContentMeta = { content: { meta: PageMeta }; breadcrumbs?: Crumb[] };

function hasContentMeta(data: unknown): data is WithContentMeta {
  return typeof data === "object" && data !== null && "content" in data;
}

function rootData(matches: MetaArgs["matches"]) {
  return matches.find((match) => match.id === "root")?.data as
    { origin?: string; contact?: ContactFacts; postedReply?: object | null } | undefined;
}

export function rootOrigin(matches: MetaArgs["matches"]): string {
  return rootData(matches)?.origin ?? "";
}

/** Whether the page answers a form post without JavaScript that failed (root loader data). */
export function rootFormFailed(matches: MetaArgs["matches"]): boolean {
  return Boolean(rootData(matches)?.postedReply);
}

/** What a page's structured data is built from: its loader data and where it is. */
export type StructuredDataArgs<Data> = {
  data: Data;
  origin: string;
  /** The page's path without a trailing slash. */
  path: string;
  lang: Lang;
  /** The company's e-mail and phone as the operator configured them (what the footer shows). */
  contact: ContactFacts;
};

/**
 * The meta of a route whose loader returns `{ content: { meta }, breadcrumbs }` (pageData), with
 * its own structured data: `export const meta = pageMetaWith<SerializeFrom<typeof loader>>(({ data,
 * origin }) => [faqPage(...)])`. The BreadcrumbList of the page's trail is added to the graph.
 */
export function pageMetaWith<Data extends WithContentMeta>(nodes: (args: StructuredDataArgs<Data>) => JsonLdNode[]) {
  return ({ data, matches, location }: MetaArgs): MetaDescriptor[] => {
    if (!hasContentMeta(data)) return [];
    const origin = rootOrigin(matches);
    const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, "") : location.pathname;
    const lang = languageFromPath(path);
    const contact = rootData(matches)?.contact ?? { email: company.email, phone: company.phone };
    const trail = data.breadcrumbs ?? [];
    const structured = [
      ...nodes({ data: data as Data, origin, path, lang, contact }),
      ...(trail.length > 1 ? [breadcrumbList(origin, trail)] : []),
    ];
    return seoMeta({
      meta: data.content.meta,
      origin,
      pathname: location.pathname,
      search: location.search,
      structured,
      formFailed: rootFormFailed(matches),
    });
  };
}

/** `export const meta = pageMeta` for any route whose loader returns `{ content: { meta } }` (pageData). */
export const pageMeta = pageMetaWith(() => []);
