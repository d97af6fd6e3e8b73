import { companyIdentity, contactFacts } from "~/config/company.server";
import type { CompanyIdentity, ContactFacts } from "~/config/company";
import type { Bilingual } from "~/i18n/bilingual";
import { languageFromPath, type Lang } from "~/i18n/language";
import { pageStrings } from "~/i18n/page-strings.server";
import type { PageNamespace } from "~/i18n/resources/pages";
import { breadcrumbTrail } from "~/services/seo/breadcrumbs.server";
import { pageHead, type RequestArgs } from "~/services/seo/meta.server";
import { siteOrigin } from "~/services/site-url.server";
import type { PageMeta } from "~/utils/meta";
import { pageKeyFromPath } from "~/utils/pages";
import { breadcrumbList, type Crumb, type JsonLdNode } from "~/utils/structured-data";

// The clients' words a page's copy names by id (app/content/company/testimonials/, decision 210),
// offered here, beside the copy, so page loaders reach them through the server module they already
// import (each further server-only module a route imports costs the browser an empty chunk).
export { quotedBy, testimonialsFor } from "~/services/content/testimonials.server";

/** A page's copy: written per language, or built for a language from facts (content/facts). */
export type PageContent<T> = Bilingual<T> | ((lang: Lang) => T);

/** What a page's structured data is built from: what it shows and where it is. */
export type PageFacts<T> = {
  content: T;
  breadcrumbs: Crumb[];
  origin: string;
  /** The page's path without a trailing slash. */
  path: string;
  lang: Lang;
  /** The company's e-mail and phone as the operator configured them (what the footer shows). */
  contact: ContactFacts;
  /** The registered identity the operator set (app/content/company/identity.yaml, decision 210). */
  identity: CompanyIdentity;
};

type Options<T> = {
  /** The page namespaces of interface strings its components use (i18n/resources/pages.ts). */
  strings?: readonly PageNamespace[];
  /** The page's own structured data (utils/structured-data.ts); its BreadcrumbList is added. */
  structured?: (page: PageFacts<T>) => JsonLdNode[];
};

export function contentFor<T>(content: PageContent<T>, lang: Lang): T {
  return typeof content === "function" ? content(lang) : content[lang];
}

/**
 * Structured data states only what the page shows (issue 37): a page one step below the home page
 * (Home > Contact) shows no breadcrumbs, the menus already say where it is, so it carries no
 * BreadcrumbList either; deeper pages show their trail (their routes' `handle.breadcrumbs`) and
 * mark it up.
 */
export const marksUpTrail = (breadcrumbs: Crumb[]) => breadcrumbs.length > 2;

/**
 * The loader data of a content page: the copy of the request's language only, so the other
 * language never travels to the browser, the page namespaces its components need (added to the
 * strings by the site frame), the page's breadcrumb trail and its head (`seo`, which the route's
 * `meta` returns). A loader returns it as it is (single fetch sends plain objects), e.g.
 * `return pageData(args, someContent, { strings: ["cases"] })`.
 */
export function pageData<T extends { meta: PageMeta }>(
  args: RequestArgs,
  content: PageContent<T>,
  { strings = [], structured }: Options<T> = {},
) {
  const { pathname } = new URL(args.request.url);
  const lang = languageFromPath(pathname);
  const key = pageKeyFromPath(pathname);
  const copy = contentFor(content, lang);
  // From the home page to this one: the structured data's BreadcrumbList, the visible breadcrumbs.
  const breadcrumbs = key ? breadcrumbTrail(key, lang) : [];
  const origin = siteOrigin(args.request);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const facts = {
    content: copy,
    breadcrumbs,
    origin,
    path,
    lang,
    contact: contactFacts(),
    identity: companyIdentity(),
  };
  const nodes = structured?.(facts) ?? [];
  return {
    lang,
    content: copy,
    strings: pageStrings(lang, strings),
    breadcrumbs,
    seo: pageHead(args, {
      meta: copy.meta,
      structured: [...nodes, ...(marksUpTrail(breadcrumbs) ? [breadcrumbList(origin, breadcrumbs)] : [])],
    }),
  };
}

/**
 * For a route module that serves several pages of the route table (the four service pages, the
 * five case pages, the five Kit Digital categories, the three legal pages): the copy of the page
 * the URL names.
 */
export function keyedPageData<K extends string, T extends { meta: PageMeta }>(
  args: RequestArgs,
  pages: Record<K, PageContent<T>>,
  options: Options<T> = {},
) {
  const key = pageKeyFromPath(new URL(args.request.url).pathname);
  if (!key || !(key in pages)) throw new Response("Not Found", { status: 404 });
  return { key: key as K, ...pageData(args, pages[key as K], options) };
}
