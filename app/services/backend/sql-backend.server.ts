import { storeConsentRecord } from "~shared/consent-records";
import { followNewsletterLink } from "~shared/newsletter";
import { processNotification } from "~shared/notifications";
import {
  cancelBooking,
  fullDemoSlots,
  lookupBooking,
  lookupCalendar,
  moveBooking,
  slotCapacity,
} from "~shared/demo-booking";
import { dispatchOutbox, type DispatchResult, type OutboxPolicy, type OutboxSender } from "~shared/outbox";
import {
  mailErrorMessage,
  type Clock,
  type HostCalendarWriter,
  type Logger,
  type Mailer,
  type NotificationSettings,
} from "~shared/types";
import type { ScriptRunner } from "./migrations.server";
import type { BlogPost, BlogReads, SiteBackend } from "./port";
import { isAllCategories, toPublished, toSummary, type PostRow } from "./post-row.server";
import type { Lang } from "~/i18n/language";

/** The SQL adapters (embedded PGlite, PostgreSQL) also expose the outbox, for the dispatcher and tests. */
export interface SqlSiteBackend extends SiteBackend {
  readonly kind: "embedded" | "postgres";
  readonly sql: ScriptRunner;
  readonly mailer: Mailer;
  dispatchOutbox(options?: { limit?: number; now?: Date }): Promise<DispatchResult>;
  /** Resolves when every send and pass started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

/** On close, a send in flight gets this long to be answered before its row is handed back. */
const SEND_GRACE_MS = 5_000;

const SUMMARY_COLUMNS = `id, slug, title, excerpt, category, author, published_date::text as published_date,
  to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at,
  read_time, views, comments_count, nullif(btrim(image_url), '') as image_url, featured, lang, about`;
/** What links and dates an article (sitemap, feeds, hreflang). */
const PUBLISHED_COLUMNS = `${SUMMARY_COLUMNS}, translation_key,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at`;

/** The blog's reads, as SQL on the site's own database. */
function sqlBlogPosts(sql: ScriptRunner): BlogReads {
  return {
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
    async findPosts({ lang, category, author, about }) {
      const filters: string[] = [];
      const params: unknown[] = [lang];
      if (category) filters.push(`and category = $${params.push(category)}`);
      if (author) filters.push(`and author = $${params.push(author)}`);
      if (about) filters.push(`and about && $${params.push(about)}::text[]`);
      const rows = await sql.query<PostRow>(
        `select ${SUMMARY_COLUMNS} from public.blog_posts
        where published and lang = $1 ${filters.join(" ")}
        order by published_date desc, id desc`,
        params,
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
  };
}

export function createSqlBackend(config: {
  kind: "embedded" | "postgres";
  sql: ScriptRunner;
  mailer: Mailer;
  /** Writes the bookings into the host's calendar (decision 209), when one is configured. */
  hostCalendar?: HostCalendarWriter;
  settings: NotificationSettings;
  log: Logger;
  now?: Clock;
  policy?: OutboxPolicy;
  onClose: () => Promise<void>;
  /** How long close() lets a send in flight finish (default 5 s). */
  sendGraceMs?: number;
  /** This process as a sender of the outbox (decision 168), and whether it may send now. */
  sender: OutboxSender;
  senderReady?: () => boolean;
}): SqlSiteBackend {
  const { sql, mailer, log } = config;
  let closed = false;
  // Mail is sent off the visitor's path (decision 178): every pass is tracked so close() can drain it.
  const stopping = new AbortController();
  const abandon = new AbortController();
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };
  const settled = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  // One pass at a time in this process, so it has at most one e-mail in flight (decision 168): a
  // crash leaves at most that one in doubt.
  let previous: Promise<unknown> = Promise.resolve();
  const idle: DispatchResult = { claimed: 0, sent: 0, retried: 0, failed: 0, handedBack: 0 };
  const pass = (options: { ids?: string[]; limit?: number; now?: Date }) => {
    const at = options.now;
    const run = previous.then(() =>
      // A sender that lost its advisory lock (PostgreSQL connection gone) waits until it holds it again.
      config.senderReady && !config.senderReady()
        ? idle
        : dispatchOutbox(
            {
              sql,
              mailer,
              hostCalendar: config.hostCalendar,
              log,
              now: at ? () => at : config.now,
              policy: config.policy,
              sender: config.sender,
            },
            { ids: options.ids, limit: options.limit, stopping: stopping.signal, abandon: abandon.signal },
          ),
    );
    previous = run.catch(() => {});
    return track(run);
  };
  // Every change (a lead, a booking's move or cancellation, a newsletter confirmation) is answered as
  // soon as it and its e-mails are committed; the e-mails go in a tracked background pass.
  // A change mail that waits for a later change of its booking (decision 202) is sent when due by a
  // timer here (the periodic dispatcher too, if this process is gone by then); close() drops timers.
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const dispatch = (ids: string[], dueAt?: Date) => {
    if (stopping.signal.aborted) return;
    const send = () =>
      pass({ ids }).catch((error: unknown) =>
        // Stored and queued: the dispatcher sends it later.
        log.warn("outbox.send_deferred", { error: mailErrorMessage(error) }),
      );
    const wait = dueAt ? dueAt.getTime() - (config.now ?? (() => new Date()))().getTime() : 0;
    if (wait <= 0) {
      void send();
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopping.signal.aborted) void send();
    }, wait);
    timer.unref?.();
    timers.add(timer);
  };
  const deps = { sql, mailer, log, settings: config.settings, now: config.now, policy: config.policy, dispatch };
  return {
    kind: config.kind,
    sql,
    mailer,
    async notify(request, options) {
      return (await processNotification(deps, request, options)).body;
    },
    fullDemoSlots(from, to) {
      return fullDemoSlots(sql, from, to, slotCapacity(config.settings));
    },
    demoBooking: (token) => lookupBooking(deps, token),
    demoCalendar: (token) => lookupCalendar(deps, token),
    cancelDemo: (token) => cancelBooking(deps, token),
    moveDemo: (token, date, time) => moveBooking(deps, token, date, time),
    followNewsletterLink: (purpose, token) => followNewsletterLink(deps, purpose, token),
    recordConsent(record) {
      return storeConsentRecord({ sql, log, now: config.now }, record);
    },
    ...sqlBlogPosts(sql),
    dispatchOutbox(options = {}) {
      return pass({ limit: options.limit, now: options.now });
    },
    settled,
    async close() {
      if (closed) return;
      closed = true;
      // No new send starts; the send in flight gets a grace period, then its row is handed back.
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      const grace = setTimeout(() => abandon.abort(), config.sendGraceMs ?? SEND_GRACE_MS);
      await settled();
      clearTimeout(grace);
      await config.onClose();
    },
  };
}
