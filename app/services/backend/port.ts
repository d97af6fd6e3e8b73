/**
 * The one backend port of the site (types only, no server code: importable anywhere). Adapters:
 * embedded PGlite (default), PostgreSQL over `DATABASE_URL`, hosted Supabase. See docs/backend.md.
 */
import type { NotificationRequest } from "~shared/schemas";
import type { NotifyResult } from "~shared/types";
import type { ManageOutcome } from "~shared/demo-booking";
import type { LinkPurpose } from "~shared/newsletter-links";
import type { NewsletterLinkResult } from "~shared/newsletter";
import type { ConsentRecord } from "~shared/consent-records";
import type { StoreOptions } from "~shared/notifications";
import type { Lang } from "~/i18n/language";

export type { NotifyResult } from "~shared/types";
export type { DemoBookingView, ManageOutcome, ManageRefusal } from "~shared/demo-booking";
export type { NewsletterLinkOutcome, NewsletterLinkResult } from "~shared/newsletter";

export type BlogPostSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** YYYY-MM-DD */
  publishedDate: string;
  /** The publication date and time (ISO 8601, UTC) when the row states it; null: the day only. */
  publishedAt: string | null;
  /** Minutes. */
  readTime: number;
  views: number;
  commentsCount: number;
  /** A local path (the CSP forbids external images); null means "show the fallback image". */
  imageUrl: string | null;
  featured: boolean;
  lang: Lang;
  /** Route-table keys of the services and cases the article is about (the related blocks). */
  about: string[];
};

/** A published article as the sitemap, the feeds and the hreflang links need it. */
export type PublishedPost = BlogPostSummary & {
  /** Shared by the versions of one article in each language; null: no translation. */
  translationKey: string | null;
  /** YYYY-MM-DD: the later of the publication date and the last editorial change (sitemap lastmod). */
  revisedDate: string;
};

export type BlogPost = PublishedPost & {
  /** Markdown. */
  body: string;
};

/** Where one version of an article lives. */
export type PostTranslation = { lang: Lang; slug: string };

export interface SiteBackend {
  readonly kind: "embedded" | "supabase" | "postgres";
  /**
   * Stores a lead and sends its e-mails. The request was parsed by the shared schema (the form
   * handler did it) and is trusted as it is. Only `error` is read by callers (spec §7); a newsletter
   * address already confirmed is answered as any other (decision 247), though a Supabase function
   * deployed before that answers code "duplicate". `replayOnly` (decision 166): answer the retry of a
   * stored submission (`replayed`) or "not-replay", and store nothing new.
   */
  notify(request: NotificationRequest, options?: StoreOptions): Promise<NotifyResult>;
  /**
   * The demo slots from `from` to `to` (Madrid dates, inclusive) that already hold DEMO_SLOT_CAPACITY
   * bookings, as "YYYY-MM-DD HH:MM" (decision 130). No personal data.
   */
  fullDemoSlots(from: string, to: string): Promise<string[]>;
  /** A booking's signed link (decision 131): its state and, while active, its .ics download. */
  demoBooking(token: string): Promise<ManageOutcome>;
  /** The booking's .ics by a calendar token (the confirmation panel's) or the manage link's token. */
  demoCalendar(token: string): Promise<ManageOutcome>;
  /** Cancels the booking: the slot is free again; the e-mails go through the outbox. */
  cancelDemo(token: string): Promise<ManageOutcome>;
  /** Moves the booking to another free slot: an updated invitation (same UID, SEQUENCE + 1). */
  moveDemo(token: string, date: string, time: string): Promise<ManageOutcome>;
  /**
   * Follows a newsletter e-mail's signed link: confirm a pending address (and send the welcome) or
   * unsubscribe (delete the address). 400 for a token that is not ours, 503 when storage fails.
   */
  followNewsletterLink(purpose: LinkPurpose, token: string): Promise<NewsletterLinkResult>;
  /** Records a visitor's cookie choice (random id, categories, policy revision; decision 136). */
  recordConsent(record: ConsentRecord): Promise<NotifyResult>;
  /** The newest published featured post (limit 1). */
  featuredPost(lang: Lang): Promise<BlogPostSummary | null>;
  /** Published, non-featured posts, newest first; no `category` (null, empty or absent) means all. */
  listPosts(options: { lang: Lang; category?: string | null }): Promise<BlogPostSummary[]>;
  /**
   * Published posts of a language, featured ones included, newest first, narrowed to one author (by
   * name) or to those about one route-table page (the topic, author and related blocks).
   */
  findPosts(options: { lang: Lang; category?: string; author?: string; about?: string[] }): Promise<BlogPostSummary[]>;
  /** Distinct categories of published posts. */
  categories(lang: Lang): Promise<string[]>;
  postBySlug(lang: Lang, slug: string): Promise<BlogPost | null>;
  /** Every published post of both languages, newest first (sitemap, feeds). */
  publishedPosts(): Promise<PublishedPost[]>;
  /** The published versions of one article, by its translation key (hreflang). */
  postTranslations(translationKey: string): Promise<PostTranslation[]>;
  /** Counts a view of a published post; unknown or unpublished slugs are ignored. */
  incrementViews(slug: string): Promise<void>;
  close(): Promise<void>;
}

/** The blog's reads, which each adapter writes in its own query language. */
export type BlogReads = Pick<
  SiteBackend,
  | "featuredPost"
  | "listPosts"
  | "findPosts"
  | "categories"
  | "postBySlug"
  | "publishedPosts"
  | "postTranslations"
  | "incrementViews"
>;
