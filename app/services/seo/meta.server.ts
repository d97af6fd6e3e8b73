import type { AppLoadContext, MetaDescriptor } from "@remix-run/node";
import { company } from "~/config/company";
import { languageFromPath, languages, type Lang } from "~/i18n/language";
import { common } from "~/i18n/resources/common";
import { blogFeedPath, pageKeyFromPath, templatePath } from "~/utils/pages";
import { translatedPath } from "./addresses.server";
import { pageCard, type SocialCard } from "~/utils/social-card";
import { locales } from "~/utils/format";
import { siteOrigin } from "~/services/site-url.server";
import { structuredData, type JsonLdNode } from "~/utils/structured-data";
import type { PageMeta } from "~/utils/meta";

/** Facts of an article page for Open Graph (dates YYYY-MM-DD). */
export type ArticleFacts = { publishedTime: string; modifiedTime: string; section: string };

type SeoOptions = {
  meta: PageMeta;
  origin: string;
  pathname: string;
  /** The query string: a search-result page (?q=) is not indexed. */
  search?: string;
  /**
   * "both": the page exists in both languages at the route table's paths (every fixed page); or the
   * paths of each language's version (an article and its translations); "none": no other version.
   */
  alternates?: "both" | "none" | Partial<Record<Lang, string>>;
  noindex?: boolean;
  /** The page's social card; by default the route-table page's card for this path. */
  card?: SocialCard | null;
  article?: ArticleFacts;
  /** A feed of the page's own besides the blog's (a topic's articles). */
  feed?: { title: string; path: string };
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
    { tagName: "link", rel: "manifest", href: templatePath("manifest", lang) },
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
  return Object.fromEntries(languages.map((lang) => [lang, translatedPath(clean, lang)]).filter(([, path]) => path));
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
  if (options.feed) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: options.feed.title,
      href: origin + options.feed.path,
    });
  }
  const paths = alternatePaths(options, clean);
  const versions = languages.filter((version) => paths[version]);
  // The page in each language: hreflang for search engines, and where the language switch leads
  // (HeaderTools reads these links, so a page that is not indexed names its versions too).
  const versionLinks: MetaDescriptor[] =
    versions.length > 1
      ? [
          ...versions.map((version) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: version,
            href: origin + paths[version],
          })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: origin + (paths.es ?? paths.en) },
        ]
      : [];
  const searchResults = new URLSearchParams(search).has("q");
  if (options.noindex || searchResults) return [...tags, { name: "robots", content: "noindex" }, ...versionLinks];

  // Large image previews in results (issue 31 item 5): the pictures are the company's own.
  tags.push(
    { name: "robots", content: "max-image-preview:large" },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:url", content: canonical },
    ...versionLinks,
  );
  for (const version of versions) {
    if (versions.length > 1 && version !== lang)
      tags.push({ property: "og:locale:alternate", content: ogLocale(version) });
  }
  return tags;
}

/** What a loader knows of the request it answers. */
export type RequestArgs = { request: Request; context?: AppLoadContext };

/**
 * The head of the page a loader answers (its `seo`, which every route's `meta` returns): origin,
 * path and query from the request; after a post without JavaScript that was not accepted (the
 * page shows the form again), the title starts with "Error: ".
 */
export function pageHead(
  { request, context }: RequestArgs,
  options: Omit<SeoOptions, "origin" | "pathname" | "search" | "formFailed">,
): MetaDescriptor[] {
  const url = new URL(request.url);
  return seoMeta({
    ...options,
    origin: siteOrigin(request),
    pathname: url.pathname,
    search: url.search,
    formFailed: Boolean(context?.postedReply),
  });
}

/** The head of a "page not found" answer in the path's language: a title, noindex, the site head. */
export function notFoundHead(args: RequestArgs): MetaDescriptor[] {
  const strings = common[languageFromPath(new URL(args.request.url).pathname)].notFound;
  return pageHead(args, {
    meta: { title: strings.title, description: strings.description },
    noindex: true,
    card: null,
  });
}
