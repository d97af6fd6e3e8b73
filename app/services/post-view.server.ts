import type { TFunction } from "i18next";
import type { BlogPostView } from "~/components/blog/post-view";
import { i18nServer } from "~/i18n/i18next.server";
import type { Lang } from "~/i18n/language";
import type { BlogPostSummary } from "~/services/backend/port";
import { formatDate, formatNumber } from "~/utils/format";

export const FALLBACK_IMAGE = "/images/blog/fallback.svg";

/** Intrinsic size of the blog illustrations (public/images/blog/*.svg). */
const IMAGE_SIZE = { width: 1200, height: 675 };

/** The blog's strings in a language, for loaders that label posts. */
export function blogStrings(lang: Lang): Promise<TFunction<"blog">> {
  return i18nServer.getFixedT(lang, "blog");
}

/**
 * What a card or an article page shows, written on the server: dates and counts in the page's
 * language, so the browser needs no formatting code.
 */
export function toPostView(post: BlogPostSummary, lang: Lang, t: TFunction<"blog">): BlogPostView {
  const image = post.imageUrl?.trim();
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    author: post.author,
    featured: post.featured,
    dateTime: post.publishedDate,
    dateLabel: formatDate(post.publishedDate, lang),
    readTimeLabel: t("card.readTime", { value: formatNumber(post.readTime, lang) }),
    viewsLabel: t("card.views", { count: post.views, value: formatNumber(post.views, lang) }),
    image: image
      ? { ...IMAGE_SIZE, src: image, alt: t("card.imageAlt", { category: post.category }) }
      : { ...IMAGE_SIZE, src: FALLBACK_IMAGE, alt: t("card.fallbackAlt") },
  };
}
