import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { company, mailLegalFooter } from "~/config/company";
import { contactFacts } from "~/config/company.server";
import { companyContent } from "../content/company-content.server";
import { bookingRules } from "~/services/booking-rules.server";
import { siteClock } from "~/services/clock.server";
import { env as currentEnv, type Env } from "~/services/env.server";
import { log as appLog } from "~/services/logger.server";
import { processSingleton } from "~/services/process-singleton.server";
import { guideUrl } from "~shared/guide";
import { CHANGE_MAIL_DELAY_MS, DEFAULT_REMINDER_HOURS } from "~shared/demo-booking";
import { defaultOutboxPolicy, type OutboxPolicy } from "~shared/outbox";
import { errorMessage, type Clock, type Logger, type Mailer, type NotificationSettings } from "~shared/types";
import { createMailer } from "../mailer/index.server";
import { hostCalendarFrom, hostCalendarWriter } from "../host-calendar.server";
import { lockDataDir, type DataDirLock } from "./data-dir-lock.server";
import { PRIVATE_FILE, PRIVATE_FOLDER, protectDataDir } from "./data-dir-permissions.server";
import { prepareDatabase, type ScriptRunner } from "./migrations.server";
import { holdSessionLock, openPg, type PgConnection, type SessionLock } from "./pg.server";
import { openPglite, type PgliteConnection } from "./pglite.server";
import type { SiteBackend } from "./port";
import { createSqlBackend, type SqlSiteBackend } from "./sql-backend.server";
import { createSupabaseBackend, supabaseClient } from "./supabase.server";
import { loadArticleFiles, type ArticleFile } from "../articles/article-files.server";
import { syncArticlesSql, syncArticlesSupabase } from "../articles/article-sync.server";
import { describeProblems } from "../content-files.server";

export type { SiteBackend } from "./port";
export type { SqlSiteBackend } from "./sql-backend.server";

export type BackendEnv = Pick<
  Env,
  | "PORT"
  | "SITE_URL"
  | "COMPANY_EMAIL"
  | "DATA_DIR"
  | "DATABASE_URL"
  | "SUPABASE_URL"
  | "SUPABASE_ANON_KEY"
  | "SUPABASE_SERVICE_ROLE_KEY"
  | "SMTP_URL"
  | "MAIL_FROM"
  | "NOTIFY_EMAIL_TO"
  | "LEAD_MAGNET_URL"
  | "LEAD_MAGNET_URL_EN"
> &
  Partial<
    Pick<
      Env,
      | "OUTBOX_RETRY_MS"
      | "OUTBOX_RETRY_MAX_MS"
      | "SESSION_SECRET"
      | "DEMO_SLOT_CAPACITY"
      | "DEMO_CLOSED_DAYS"
      | "DEMO_MIN_NOTICE_HOURS"
      | "DEMO_BOOKING_DAYS"
      | "BOOKING_CHANGE_MAIL_DELAY_SECONDS"
      | "DEMO_MEETING_URL"
      | "DEMO_REMINDER_HOURS"
      | "CALDAV_URL"
      | "CALDAV_USERNAME"
      | "CALDAV_PASSWORD"
      | "CALDAV_CALENDAR"
      | "CALDAV_TIMEOUT_MS"
    >
  >;

export type BackendOptions = {
  /** Folder holding migrations/ and seed.sql; default `<cwd>/supabase`. */
  supabaseDir?: string;
  /** Run seed.sql on a database that has not been seeded yet (default true). */
  seed?: boolean;
  log?: Logger;
  mailer?: Mailer;
  now?: Clock;
  policy?: OutboxPolicy;
  /** The articles to load into blog_posts (default: the files of `articlesDir`, decision 185). */
  articles?: ArticleFile[];
  /** Where the article files are (default app/content/articles). */
  articlesDir?: string;
  /** Supabase only: the fetch supabase-js uses (tests), and whether to probe the project at open. */
  fetch?: typeof fetch;
  verify?: boolean;
};

export type BackendKind = SiteBackend["kind"];

/** Which adapter the environment asks for; a contradictory environment throws a clear message. */
export function backendKind(config: BackendEnv): BackendKind {
  const supabaseKey = config.SUPABASE_ANON_KEY ?? config.SUPABASE_SERVICE_ROLE_KEY;
  if (config.SUPABASE_URL && config.DATABASE_URL) {
    throw new Error(
      "Invalid configuration: set either SUPABASE_URL (hosted Supabase) or DATABASE_URL (a PostgreSQL server), not both.",
    );
  }
  if (config.SUPABASE_URL) {
    if (!supabaseKey) {
      throw new Error(
        "Invalid configuration: SUPABASE_URL is set but neither SUPABASE_ANON_KEY nor SUPABASE_SERVICE_ROLE_KEY is.",
      );
    }
    return "supabase";
  }
  if (supabaseKey) {
    throw new Error("Invalid configuration: a Supabase key is set but SUPABASE_URL is not.");
  }
  return config.DATABASE_URL ? "postgres" : "embedded";
}

export function notificationSettings(config: BackendEnv): NotificationSettings {
  const siteUrl = (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
  const companyEmail = config.COMPANY_EMAIL ?? contactFacts({ ...process.env, COMPANY_EMAIL: undefined }).email;
  return {
    companyName: company.name,
    companyInbox: config.NOTIFY_EMAIL_TO ?? companyEmail,
    mailFrom: config.MAIL_FROM ?? `${company.name} <${companyEmail}>`,
    siteUrl,
    leadMagnetUrl: {
      es: config.LEAD_MAGNET_URL ?? guideUrl(siteUrl, "es"),
      en: config.LEAD_MAGNET_URL_EN ?? guideUrl(siteUrl, "en"),
    },
    demoSlotCapacity: config.DEMO_SLOT_CAPACITY ?? 1,
    bookingLinkSecret: config.SESSION_SECRET,
    changeMailDelayMs: (config.BOOKING_CHANGE_MAIL_DELAY_SECONDS ?? CHANGE_MAIL_DELAY_MS / 1000) * 1000,
    booking: bookingRules(config),
    legal: mailLegalFooter(companyContent().identity),
    meetingUrl: config.DEMO_MEETING_URL,
    reminderHours: config.DEMO_REMINDER_HOURS ?? DEFAULT_REMINDER_HOURS,
    writesHostCalendar: Boolean(config.CALDAV_URL),
  };
}

/**
 * Without SESSION_SECRET, booking links are signed with a random key kept in the data folder, so the
 * links already e-mailed keep working after a restart (decision 131).
 */
function dataDirLinkSecret(dataDir: string): string {
  const file = path.join(dataDir, "booking-link.key");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: made below.
  }
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE });
  return secret;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "(unparseable URL)";
  }
}

async function openSql(
  kind: "embedded" | "postgres",
  config: BackendEnv,
  options: BackendOptions,
): Promise<SqlSiteBackend> {
  const log = options.log ?? appLog;
  // Checked before anything opens: a malformed article is logged by name and left out (decision 200).
  const articles = options.articles ?? articlesToLoad(options.articlesDir, log);
  const dataDir = path.resolve(config.DATA_DIR);
  const started = Date.now();
  // Visitors' data is the site's own: 0700 folders, 0600 files, checked at every start (decision 169).
  protectDataDir(dataDir, log);
  // The embedded database and the file outbox belong to one process (decision 073).
  const lock: DataDirLock | null = kind === "embedded" ? lockDataDir(dataDir, log) : null;
  let connection: PgliteConnection | PgConnection;
  try {
    connection =
      kind === "embedded" ? await openPglite(path.join(dataDir, "pglite")) : openPg(config.DATABASE_URL as string);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const prepare = async (runner: ScriptRunner) => {
    const prepared = await prepareDatabase(runner, {
      supabaseDir: options.supabaseDir ?? path.resolve("supabase"),
      seed: options.seed ?? true,
      log,
    });
    return { ...prepared, articles: await syncArticlesSql(runner, articles) };
  };
  try {
    // Instances starting together on one PostgreSQL take turns to migrate (an advisory lock).
    const result = "exclusive" in connection ? await connection.exclusive(prepare) : await prepare(connection);
    log.info("db.ready", {
      adapter: kind,
      ms: Date.now() - started,
      migrationsApplied: result.applied.length,
      seeded: result.seeded,
      articles: result.articles,
    });
  } catch (error) {
    await connection.close().catch(() => {});
    lock?.release();
    const where =
      kind === "embedded"
        ? `the embedded database in ${dataDir}`
        : `DATABASE_URL (${redactUrl(config.DATABASE_URL ?? "")})`;
    throw new Error(`Could not open ${where}: ${errorMessage(error)}`);
  }
  if (kind === "embedded") await reclaimOrphanedSends(connection, log);
  // This process as a sender of the outbox (decision 168): on PostgreSQL it lives while it holds
  // the advisory lock on its id, on the embedded database it is the only sender there is.
  const sender = { id: randomUUID(), liveness: kind === "embedded" ? "only-sender" : "advisory-lock" } as const;
  let senderLock: SessionLock | null = null;
  if (kind === "postgres") {
    try {
      senderLock = await holdSessionLock(config.DATABASE_URL as string, `outbox-sender:${sender.id}`, (error) =>
        log.warn("outbox.sender_lock_lost", { error: errorMessage(error) }),
      );
    } catch (error) {
      await connection.close().catch(() => {});
      throw new Error(`Could not open DATABASE_URL (${redactUrl(config.DATABASE_URL ?? "")}): ${errorMessage(error)}`);
    }
  }
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, dataDir }, log);
  // Bookings written into the host's calendar through the outbox (decision 209).
  const calendar = hostCalendarFrom(config, log);
  const hostCalendar = calendar ? hostCalendarWriter(calendar, config.CALDAV_TIMEOUT_MS) : undefined;
  return createSqlBackend({
    kind,
    sql: connection,
    mailer,
    hostCalendar,
    settings: {
      ...notificationSettings(config),
      bookingLinkSecret: config.SESSION_SECRET ?? dataDirLinkSecret(dataDir),
    },
    log,
    now: options.now,
    policy: options.policy ?? {
      ...defaultOutboxPolicy,
      baseDelayMs: config.OUTBOX_RETRY_MS ?? defaultOutboxPolicy.baseDelayMs,
      maxDelayMs: config.OUTBOX_RETRY_MAX_MS ?? defaultOutboxPolicy.maxDelayMs,
    },
    sender,
    senderReady: senderLock ? senderLock.held : undefined,
    onClose: async () => {
      (mailer as Partial<{ close(): void }>).close?.();
      try {
        await senderLock?.release();
        await connection.close();
      } finally {
        lock?.release();
      }
    },
  });
}

/**
 * The embedded database belongs to this process alone (the data-folder lock, decision 073), so an
 * e-mail left 'sending' was claimed by a process that died (kill -9, power loss) mid-pass: it goes
 * back to 'pending' now instead of waiting for its lease. On PostgreSQL the claim itself takes over
 * the rows of a sender that is gone (decision 168).
 */
async function reclaimOrphanedSends(sql: ScriptRunner, log: Logger): Promise<void> {
  const rows = await sql.query<{ id: string }>(
    `update public.notification_outbox set status = 'pending', locked_until = null
      where status = 'sending' returning id::text as id`,
  );
  if (rows.length > 0) log.warn("outbox.reclaimed_after_crash", { rows: rows.length });
}

/** The valid article files; each refused one is logged with its file and problems, and left out. */
function articlesToLoad(directory: string | undefined, log: Logger): ArticleFile[] {
  const { items, problems } = loadArticleFiles(directory);
  for (const problem of problems) log.error("content.file_refused", problem);
  return items;
}

/** Opens the adapter the environment selects (no caching; see getBackend for the process singleton). */
export async function openBackend(config: BackendEnv, options: BackendOptions = {}): Promise<SiteBackend> {
  const kind = backendKind(config);
  if (kind !== "supabase") return openSql(kind, config, options);

  const log = options.log ?? appLog;
  const articles = options.articles ?? articlesToLoad(options.articlesDir, log);
  const backend = createSupabaseBackend({
    url: config.SUPABASE_URL as string,
    key: (config.SUPABASE_ANON_KEY ?? config.SUPABASE_SERVICE_ROLE_KEY) as string,
    log,
    fetch: options.fetch,
    demoSlotCapacity: config.DEMO_SLOT_CAPACITY,
  });
  if (options.verify !== false) {
    const { error } = await backend.client.from("blog_posts").select("id").limit(1);
    if (error) {
      throw new Error(`Could not reach Supabase at ${redactUrl(config.SUPABASE_URL as string)}: ${error.message}`);
    }
  }
  await syncSupabaseArticles(config, articles, log, options.fetch);
  return backend;
}

/**
 * On Supabase the anon key may only read published rows (RLS): the site writes the article files at
 * start-up only when it also has the service-role key; otherwise the operator runs
 * `npm run articles:sync` with that key after changing an article (docs/content.md).
 */
async function syncSupabaseArticles(config: BackendEnv, articles: ArticleFile[], log: Logger, fetcher?: typeof fetch) {
  if (!config.SUPABASE_SERVICE_ROLE_KEY) {
    log.info("articles.sync_skipped", {
      reason: "no SUPABASE_SERVICE_ROLE_KEY: the anon key cannot write blog_posts",
      hint: "run `npm run articles:sync` with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY after changing an article",
    });
    return;
  }
  const writer = supabaseClient(config.SUPABASE_URL as string, config.SUPABASE_SERVICE_ROLE_KEY, fetcher);
  log.info("articles.synced", { adapter: "supabase", ...(await syncArticlesSupabase(writer, articles)) });
}

/** `npm run articles:sync`: the article files into the configured database (any backend), then closed. */
export async function syncArticlesCommand(config: BackendEnv): Promise<void> {
  const { items: articles, problems } = loadArticleFiles();
  if (problems.length > 0) throw new Error(`Article files refused:\n${describeProblems(problems)}`);
  const kind = backendKind(config);
  if (kind === "supabase" && !config.SUPABASE_SERVICE_ROLE_KEY) {
    throw new Error(
      "articles:sync on Supabase needs SUPABASE_SERVICE_ROLE_KEY (the anon key cannot write blog_posts).",
    );
  }
  // Opening the backend writes them (the SQL adapters always, Supabase with the service-role key).
  const backend = await openBackend(config, { articles, verify: true });
  await backend.close();
}

export function isSqlBackend(backend: SiteBackend): backend is SqlSiteBackend {
  return backend.kind === "embedded" || backend.kind === "postgres";
}

/** The process's one backend, also across the builds `npm run dev` reloads. */
const backendOfProcess = processSingleton("backend", () => ({
  current: undefined as Promise<SiteBackend> | undefined,
}));

/** The process-wide backend, opened by prepareServer() or on first use. */
export function getBackend(): Promise<SiteBackend> {
  // The site's clock (a test may have set it: clock.server.ts) for bookings and the outbox alike.
  backendOfProcess.current ??= openBackend(currentEnv(), { now: siteClock() }).catch((error) => {
    backendOfProcess.current = undefined;
    throw error;
  });
  return backendOfProcess.current;
}

/** Closes the process-wide backend (shutdown, tests). */
export async function closeBackend(): Promise<void> {
  const opened = backendOfProcess.current;
  backendOfProcess.current = undefined;
  if (opened) await (await opened).close();
}
