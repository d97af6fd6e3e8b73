import { processNotification } from "~shared/notifications";
import { dispatchOutbox, type DispatchResult, type OutboxPolicy } from "~shared/outbox";
import type { Clock, Logger, Mailer, NotificationSettings } from "~shared/types";
import type { ScriptRunner } from "./migrations.server";
import type { BlogPost, BlogPostSummary, Lang, SiteBackend } from "./port";
import { isAllCategories, toSummary, type PostRow } from "./post-row.server";

/** The SQL adapters (embedded PGlite, PostgreSQL) also expose the outbox, for the dispatcher and tests. */
export interface SqlSiteBackend extends SiteBackend {
  readonly kind: "embedded" | "postgres";
  readonly sql: ScriptRunner;
  readonly mailer: Mailer;
  dispatchOutbox(options?: { limit?: number; now?: Date }): Promise<DispatchResult>;
}

const SUMMARY_COLUMNS = `id, slug, title, excerpt, category, author, published_date::text as published_date,
  read_time, views, comments_count, nullif(btrim(image_url), '') as image_url, featured, lang`;

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
        `select ${SUMMARY_COLUMNS}, body from public.blog_posts
          where published and lang = $1 and slug = $2`,
        [lang, slug],
      );
      const row = rows[0];
      return row ? ({ ...toSummary(row), body: row.body ?? "" } satisfies BlogPost) : null;
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
