import { processNotification } from "~shared/notifications";
import { cancelBooking, fullDemoSlots, lookupBooking, moveBooking, slotCapacity } from "~shared/demo-booking";
import { dispatchOutbox, type DispatchResult, type OutboxPolicy } from "~shared/outbox";
import type { Clock, Logger, Mailer, NotificationSettings } from "~shared/types";
import type { ScriptRunner } from "./migrations.server";
import type { BlogPost, Lang, SiteBackend } from "./port";
import { isAllCategories, toPublished, toSummary, type PostRow } from "./post-row.server";

/** The SQL adapters (embedded PGlite, PostgreSQL) also expose the outbox, for the dispatcher and tests. */
export interface SqlSiteBackend extends SiteBackend {
  readonly kind: "embedded" | "postgres";
  readonly sql: ScriptRunner;
  readonly mailer: Mailer;
  dispatchOutbox(options?: { limit?: number; now?: Date }): Promise<DispatchResult>;
}

const SUMMARY_COLUMNS = `id, slug, title, excerpt, category, author, published_date::text as published_date,
  read_time, views, comments_count, nullif(btrim(image_url), '') as image_url, featured, lang`;
/** What links and dates an article (sitemap, feeds, hreflang). */
const PUBLISHED_COLUMNS = `${SUMMARY_COLUMNS}, translation_key,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at`;

export function createSqlBackend(config: {
  kind: "embedded" | "postgres";
  sql: ScriptRunner;
  mailer: Mailer;
  settings: NotificationSettings;
  log: Logger;
  now?: Clock;
  policy?: OutboxPolicy;
  onClose: () => Promise<void>;
}): SqlSiteBackend {
  const { sql, mailer, log } = config;
  let closed = false;
  const manage = () => ({ sql, mailer, log, settings: config.settings, now: config.now, policy: config.policy });
  return {
    kind: config.kind,
    sql,
    mailer,
    async notify(request) {
      const outcome = await processNotification(
        { sql, mailer, log, settings: config.settings, now: config.now, policy: config.policy },
        request,
      );
      return outcome.body;
    },
    fullDemoSlots(from, to) {
      return fullDemoSlots(sql, from, to, slotCapacity(config.settings));
    },
    demoBooking: (token) => lookupBooking(manage(), token),
    cancelDemo: (token) => cancelBooking(manage(), token),
    moveDemo: (token, date, time) => moveBooking(manage(), token, date, time),
    async featuredPost(lang) {
      const rows = await sql.query<PostRow>(
        `select ${SUMMARY_COLUMNS} from public.blog_posts
          where published and featured and lang = $1
          order by published_date desc, id desc
          limit 1`,
        [lang],
      );
      return rows[0] ? toSummary(rows[0]) : null;
    },
    async listPosts({ lang, category }) {
      const all = isAllCategories(category);
      const rows = await sql.query<PostRow>(
        `select ${SUMMARY_COLUMNS} from public.blog_posts
          where published and not featured and lang = $1 ${all ? "" : "and category = $2"}
          order by published_date desc, id desc`,
        all ? [lang] : [lang, category],
      );
      return rows.map(toSummary);
    },
    async categories(lang) {
      const rows = await sql.query<{ category: string }>(
        `select distinct category from public.blog_posts where published and lang = $1 order by category`,
        [lang],
      );
      return rows.map((row) => row.category);
    },
    async postBySlug(lang, slug) {
      const rows = await sql.query<PostRow>(
        `select ${PUBLISHED_COLUMNS}, body from public.blog_posts
          where published and lang = $1 and slug = $2`,
        [lang, slug],
      );
      const row = rows[0];
      return row ? ({ ...toPublished(row), body: row.body ?? "" } satisfies BlogPost) : null;
    },
    async publishedPosts() {
      const rows = await sql.query<PostRow>(
        `select ${PUBLISHED_COLUMNS} from public.blog_posts
          where published
          order by published_date desc, id desc`,
      );
      return rows.map(toPublished);
    },
    async postTranslations(translationKey) {
      return sql.query<{ lang: Lang; slug: string }>(
        `select lang, slug from public.blog_posts where published and translation_key = $1 order by lang`,
        [translationKey],
      );
    },
    async incrementViews(slug) {
      await sql.query("select public.increment_blog_post_views($1)", [slug]);
    },
    dispatchOutbox(options = {}) {
      const at = options.now;
      return dispatchOutbox(
        { sql, mailer, log, now: at ? () => at : config.now, policy: config.policy },
        { limit: options.limit },
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      await config.onClose();
    },
  };
}
