import { closeBackend, getBackend, isSqlBackend } from "./backend/index.server";
import { startOutboxDispatcher, type OutboxDispatcher } from "./backend/dispatcher.server";
import { env } from "./env.server";
import { log } from "./logger.server";
import { outboxDirectory, retentionPolicy, startRetentionJob, type RetentionJob } from "./privacy/retention.server";

let dispatcher: OutboxDispatcher | undefined;
let retention: RetentionJob | undefined;

/**
 * Called by server.js before it listens: validates the configuration and opens what the site
 * needs, so a wrong setting stops start-up instead of failing on the first visitor.
 */
export async function prepareServer(): Promise<void> {
  const config = env();
  const backend = await getBackend();
  log.info("backend.ready", {
    adapter: backend.kind,
    mailer: isSqlBackend(backend) ? backend.mailer.kind : "send-notification",
    dataDir: backend.kind === "embedded" ? config.DATA_DIR : undefined,
  });
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

/** Stops the outbox dispatcher and closes the database (server.js calls it on SIGINT/SIGTERM). */
export async function stopServer(): Promise<void> {
  retention?.stop();
  retention = undefined;
  dispatcher?.stop();
  dispatcher = undefined;
  await closeBackend();
}
