import { fill, type BlogPostView } from "~/components/blog/post-view";
import type { BlogCopy } from "~/content/blog";
import type { Lang } from "~/i18n/language";
import type { BlogPostSummary } from "~/services/backend/port";
import { formatDate, formatNumber } from "~/utils/format";

export const FALLBACK_IMAGE = "/images/blog/fallback.svg";

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
    dateLabel: formatDate(post.publishedDate, lang, "article"),
    readTimeLabel: fill(copy.readTime, { count: formatNumber(post.readTime, lang) }),
    viewsLabel: fill(post.views === 1 ? copy.viewsOne : copy.viewsOther, { count: formatNumber(post.views, lang) }),
    image: image
      ? { src: image, alt: fill(copy.imageAlt, { category: post.category }) }
      : { src: FALLBACK_IMAGE, alt: copy.fallbackAlt },
  };
}
