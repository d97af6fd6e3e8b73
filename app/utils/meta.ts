import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { company } from "~/config/company";
import { languageFromPath, localizePath, unlocalizedPath, type Lang } from "~/i18n/language";
import { locales } from "~/utils/format";

export type PageMeta = { title: string; description: string };

type SeoOptions = {
  meta: PageMeta;
  origin: string;
  pathname: string;
  /** "both": the page exists at the same path in both languages (every route-table page). */
  alternates?: "both" | "none";
  noindex?: boolean;
};

/** Open Graph writes the page's locale with an underscore: es_ES, en_GB. */
const ogLocale = (lang: Lang) => locales[lang].replace("-", "_");

/** The one meta helper: title, description, canonical, hreflang alternates and Open Graph. */
export function seoMeta({
  meta,
  origin,
  pathname,
  alternates = "both",
  noindex = false,
}: SeoOptions): MetaDescriptor[] {
  const lang = languageFromPath(pathname);
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const canonical = origin + clean;
  const title = `${meta.title} | ${company.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: meta.description },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: ogLocale(lang) },
    { name: "twitter:card", content: "summary" },
  ];
  if (noindex) return [...tags, { name: "robots", content: "noindex" }];
  tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
  if (alternates === "both") {
    const neutral = unlocalizedPath(clean);
    tags.push(
      { tagName: "link", rel: "alternate", hrefLang: "es", href: origin + localizePath(neutral, "es") },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: origin + localizePath(neutral, "en") },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: origin + localizePath(neutral, "es") },
    );
  }
  return tags;
}

type WithContentMeta = { content: { meta: PageMeta } };

function hasContentMeta(data: unknown): data is WithContentMeta {
  return typeof data === "object" && data !== null && "content" in data;
}

export function rootOrigin(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** `export const meta = pageMeta` for any route whose loader returns `{ content: { meta } }`. */
export function pageMeta({ data, matches, location }: MetaArgs): MetaDescriptor[] {
  if (!hasContentMeta(data)) return [];
  return seoMeta({ meta: data.content.meta, origin: rootOrigin(matches), pathname: location.pathname });
}
