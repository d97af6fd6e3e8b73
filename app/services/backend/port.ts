/**
 * The one backend port of the site (types only, no server code: importable anywhere). Adapters:
 * embedded PGlite (default), PostgreSQL over `DATABASE_URL`, hosted Supabase. See docs/backend.md.
 */
export type Lang = "es" | "en";
export type NotificationType = "demo" | "contact" | "newsletter" | "lead-magnet";

/** Only `error` is read by callers (spec §7). A repeated newsletter address gives code "duplicate". */
export type NotifyResult =
  { error: null } | { error: { message: string; code: "invalid" | "duplicate" | "unavailable" } };

export type BlogPostSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** YYYY-MM-DD */
  publishedDate: string;
  /** Minutes. */
  readTime: number;
  views: number;
  commentsCount: number;
  /** A local path (the CSP forbids external images); null means "show the fallback image". */
  imageUrl: string | null;
  featured: boolean;
  lang: Lang;
};

export type BlogPost = BlogPostSummary & {
  /** Markdown. */
  body: string;
};

export interface SiteBackend {
  readonly kind: "embedded" | "supabase" | "postgres";
  notify(request: { type: NotificationType; data: unknown }): Promise<NotifyResult>;
  /** The newest published featured post (limit 1). */
  featuredPost(lang: Lang): Promise<BlogPostSummary | null>;
  /** Published, non-featured posts, newest first; no `category` (null, empty or absent) means all. */
  listPosts(options: { lang: Lang; category?: string | null }): Promise<BlogPostSummary[]>;
  /** Distinct categories of published posts. */
  categories(lang: Lang): Promise<string[]>;
  postBySlug(lang: Lang, slug: string): Promise<BlogPost | null>;
  /** Counts a view of a published post; unknown or unpublished slugs are ignored. */
  incrementViews(slug: string): Promise<void>;
  close(): Promise<void>;
}
