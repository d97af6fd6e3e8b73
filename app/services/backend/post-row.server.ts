import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { BlogPostSummary, PublishedPost } from "./port";
import type { Lang } from "~/i18n/language";

/** A `blog_posts` row as every adapter reads it (SQL or PostgREST). */
export type PostRow = Pick<BlogPostSummary, "id" | "slug" | "title" | "excerpt" | "category" | "author"> & {
  published_date: string;
  published_at?: string | null;
  about?: string[] | null;
  read_time: number;
  views: number;
  comments_count: number;
  image_url: string | null;
  featured: boolean;
  lang: Lang;
  body?: string;
  translation_key?: string | null;
  /** A timestamp (ISO 8601) when selected. */
  updated_at?: string;
};

/** The site's time zone: an article's time is written as the office's clock reads it. */
const SITE_TIME_ZONE = "Europe/Madrid";

/** An instant as ISO 8601 in Madrid time with its offset: 2026-09-30T09:00:00+02:00. */
export function inSiteZone(instant: string): string {
  return format(new TZDate(new Date(instant).getTime(), SITE_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/** Row → port shape; tolerant of what PostgREST sends (timestamps, blank image URLs). */
export function toSummary(row: PostRow): BlogPostSummary {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    author: row.author,
    publishedDate: String(row.published_date).slice(0, 10),
    publishedAt: row.published_at ? inSiteZone(row.published_at) : null,
    readTime: Number(row.read_time),
    views: Number(row.views),
    commentsCount: Number(row.comments_count),
    imageUrl: row.image_url && row.image_url.trim() !== "" ? row.image_url : null,
    featured: Boolean(row.featured),
    lang: row.lang,
    about: Array.isArray(row.about) ? row.about : [],
  };
}

/** Summary plus what links and dates an article: its translation key and its revision date. */
export function toPublished(row: PostRow): PublishedPost {
  const summary = toSummary(row);
  const updated = row.updated_at ? new Date(row.updated_at) : null;
  const updatedDate = updated && !Number.isNaN(updated.getTime()) ? updated.toISOString().slice(0, 10) : "";
  return {
    ...summary,
    translationKey: row.translation_key ?? null,
    revisedDate: updatedDate > summary.publishedDate ? updatedDate : summary.publishedDate,
  };
}

/** No category (null, empty or absent): no category filter. The "all" chip is the blog page's business. */
export function isAllCategories(category: string | null | undefined): boolean {
  return !category;
}
