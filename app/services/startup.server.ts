import type { SupabaseClient } from "@supabase/supabase-js";
import { closeBackend, getBackend, isSqlBackend } from "./backend/index.server";
import { startOutboxDispatcher, type OutboxDispatcher } from "./backend/dispatcher.server";
import { env } from "./env.server";
import { hostCalendar } from "./host-calendar.server";
import { loadCompanyContent } from "./content/company-content.server";
import { launchGaps } from "./launch-check.server";
import { log } from "./logger.server";
import { outboxDirectory, retentionPolicy, startRetentionJob, type RetentionJob } from "./privacy/retention.server";

let dispatcher: OutboxDispatcher | undefined;
let retention: RetentionJob | undefined;
let launchReported = false;

/**
 * Called by the HTTP server (server/, through entry.server) once it listens, before it answers visitors: validates the
 * configuration and opens what the site needs, so a wrong setting stops start-up instead of
 * failing on the first visitor.
 */
export async function prepareServer(): Promise<void> {
  const config = env();
  // The company's content files, read before anything opens: a file with a mistake is logged with its
  // file and field and left out (decision 200); the rest of the site starts.
  const content = loadCompanyContent();
  // What a public launch still lacks, once per production start (decision 214; npm run launch:check).
  if (config.NODE_ENV === "production" && !launchReported) {
    launchReported = true;
    const missing = launchGaps(process.env, content);
    if (missing.length > 0) log.warn("launch.incomplete", { count: missing.length, missing });
  }
  const backend = await getBackend();
  log.info("backend.ready", {
    adapter: backend.kind,
    mailer: isSqlBackend(backend) ? backend.mailer.kind : "send-notification",
    dataDir: backend.kind === "embedded" ? config.DATA_DIR : undefined,
  });
  if (backend.kind !== "embedded" && !config.SESSION_SECRET) {
    log.warn("session_secret.per_instance", {
      note: "Several instances share this database: set the same SESSION_SECRET on each, or a flash message signed by one instance is unreadable on another.",
    });
  }
  if (isSqlBackend(backend) && config.OUTBOX_INTERVAL_MS > 0 && !dispatcher) {
    dispatcher = startOutboxDispatcher(backend, config.OUTBOX_INTERVAL_MS, log);
  }
  // Expired personal data is deleted by the site itself; on Supabase, pg_cron does it (docs/backend.md).
  if (isSqlBackend(backend) && !retention) {
    retention = startRetentionJob(backend.sql, retentionPolicy(config), {
      intervalHours: config.RETENTION_INTERVAL_HOURS,
      outboxDir: outboxDirectory(config.DATA_DIR),
      log,
    });
  }
}

/** Stops the outbox dispatcher and closes the database (on SIGINT/SIGTERM, after the last request). */
export async function stopServer(): Promise<void> {
  retention?.stop();
  retention = undefined;
  dispatcher?.stop();
  dispatcher = undefined;
  await closeBackend();
}

const HEALTH_TIMEOUT_MS = 2_000;
/** A flood of health checks reaches the database at most once a second. */
const HEALTH_REUSE_MS = 1_000;
let lastHealth: { at: number; result: Promise<boolean> } | undefined;

async function databaseAnswers(): Promise<boolean> {
  const backend = await getBackend();
  if (isSqlBackend(backend)) {
    await backend.sql.query("select 1");
    return true;
  }
  const { client } = backend as typeof backend & { client: SupabaseClient };
  const { error } = await client.from("blog_posts").select("id", { head: true }).limit(1);
  return !error;
}

/** For /healthz: does the database answer (within two seconds)? */
export function checkHealth(now = Date.now()): Promise<boolean> {
  if (lastHealth && now - lastHealth.at < HEALTH_REUSE_MS) return lastHealth.result;
  let timer: NodeJS.Timeout | undefined;
  const result = Promise.race([
    databaseAnswers().catch(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  lastHealth = { at: now, result };
  return result;
}

/**
 * What /healthz reports: whether the database answers, and the host's CalDAV calendar when one is
 * set (decision 209): "unreadable" while slots are offered without it (still healthy: the site works).
 */
export async function siteHealth(): Promise<{ ok: boolean; details: Record<string, unknown> }> {
  const ok = await checkHealth();
  const calendar = hostCalendar();
  return { ok, details: calendar ? { hostCalendar: calendar.state() } : {} };
}
