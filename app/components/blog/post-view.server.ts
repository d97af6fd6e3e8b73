import { format, parseISO } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { es } from "date-fns/locale/es";
import type { BlogCopy } from "~/content/blog";
import type { Lang } from "~/i18n/language";
import type { BlogPostSummary } from "~/services/backend/port";
import { fill, type BlogPostView } from "./post-view";

export const FALLBACK_IMAGE = "/images/blog/fallback.svg";

const dateFormats: Record<Lang, { pattern: string; locale: typeof es }> = {
  es: { pattern: "d 'de' MMMM 'de' yyyy", locale: es },
  en: { pattern: "MMMM d, yyyy", locale: enUS },
};

const numberLocales: Record<Lang, string> = { es: "es-ES", en: "en-GB" };

/** "21 de noviembre de 2026" / "November 21, 2026". */
export function formatPostDate(isoDate: string, lang: Lang): string {
  const date = parseISO(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const { pattern, locale } = dateFormats[lang];
  return format(date, pattern, { locale });
}

/** Thousands separators always ("2.431" / "2,431"); Spanish CLDR would leave 4-digit numbers ungrouped. */
export function formatCount(value: number, lang: Lang): string {
  return new Intl.NumberFormat(numberLocales[lang], { useGrouping: "always" } as Intl.NumberFormatOptions).format(
    value,
  );
}

/**
 * What a card or an article page shows, formatted on the server so the browser downloads neither
 * date-fns nor its locales.
 */
export function toPostView(post: BlogPostSummary, lang: Lang, copy: BlogCopy["card"]): BlogPostView {
  const image = post.imageUrl?.trim();
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    author: post.author,
    featured: post.featured,
    dateTime: post.publishedDate,
    dateLabel: formatPostDate(post.publishedDate, lang),
    readTimeLabel: fill(copy.readTime, { count: formatCount(post.readTime, lang) }),
    viewsLabel: fill(post.views === 1 ? copy.viewsOne : copy.viewsOther, { count: formatCount(post.views, lang) }),
    image: image
      ? { src: image, alt: fill(copy.imageAlt, { category: post.category }) }
      : { src: FALLBACK_IMAGE, alt: copy.fallbackAlt },
  };
}
