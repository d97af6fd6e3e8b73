import type { TFunction } from "i18next";
import type { BlogPostView } from "~/components/blog/post-view";
import { i18nServer } from "~/i18n/i18next.server";
import type { Lang } from "~/i18n/language";
import type { BlogPostSummary } from "~/services/backend/port";
import { personWithPageByName } from "~/services/content/people.server";
import { topicByName } from "~/content/facts/topics";
import { formatDate, formatNumber } from "~/utils/format";
import { articlePath, templatePath } from "~/utils/pages";

export const FALLBACK_IMAGE = "/images/blog/fallback.svg";

/** Intrinsic size of the blog illustrations (public/images/blog/*.svg). */
const IMAGE_SIZE = { width: 1200, height: 675 };

/** The blog's strings in a language, for loaders that label posts. */
export function blogStrings(lang: Lang): Promise<TFunction<"blog">> {
  return i18nServer.getFixedT(lang, "blog");
}

/** The author page of a byline's name, when that person has one (services/content/people.server.ts). */
export function authorPath(name: string, lang: Lang): string | null {
  const person = personWithPageByName(name);
  return person ? templatePath("blog-author", lang, { author: person.key }) : null;
}

/** The topic page of a category name; null for a category written only in the table (no topic). */
export function categoryPath(name: string, lang: Lang): string | null {
  const topic = topicByName(name, lang);
  return topic ? templatePath("blog-topic", lang, { topic: topic[lang].slug }) : null;
}

/**
 * What a card or an article page shows, written on the server: dates and counts in the page's
 * language, so the browser needs no formatting code.
 */
export function toPostView(post: BlogPostSummary, lang: Lang, t: TFunction<"blog">): BlogPostView {
  const image = post.imageUrl?.trim();
  return {
    slug: post.slug,
    path: articlePath(post.slug, post.lang),
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    author: post.author,
    authorPath: authorPath(post.author, lang),
    categoryPath: categoryPath(post.category, lang),
    featured: post.featured,
    dateTime: post.publishedAt ?? post.publishedDate,
    dateLabel: formatDate(post.publishedDate, lang),
    readTimeLabel: t("card.readTime", { value: formatNumber(post.readTime, lang) }),
    viewsLabel: t("card.views", { count: post.views, value: formatNumber(post.views, lang) }),
    image: image
      ? { ...IMAGE_SIZE, src: image, alt: t("card.imageAlt", { category: post.category }) }
      : { ...IMAGE_SIZE, src: FALLBACK_IMAGE, alt: t("card.fallbackAlt") },
  };
}
