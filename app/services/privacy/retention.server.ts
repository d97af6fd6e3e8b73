import path from "node:path";
import type { Env } from "~/services/env.server";
import type { ScriptRunner } from "~/services/backend/migrations.server";
import type { Logger } from "~shared/types";
import { errorMessage } from "~shared/types";
import { removeEmlWrittenBefore } from "./eml-files.server";

/** Retention periods in days (RETENTION_* settings; the defaults are public.apply_retention's). */
export type RetentionPolicy = {
  demoDays: number;
  contactDays: number;
  leadMagnetDays: number;
  sentMailDays: number;
  newsletterPendingDays: number;
  consentDays: number;
};

export type RetentionReport = {
  demo_bookings: number;
  contact_messages: number;
  lead_magnet_requests: number;
  newsletter_pending: number;
  cookie_consent_records: number;
  outbox_deleted: number;
  outbox_content_dropped: number;
  /** E-mail that failed for good, deleted once the sent-mail period has passed since it failed. */
  outbox_failed_deleted: number;
  eml_files_deleted: number;
};

const DAY_MS = 86_400_000;

export function retentionPolicy(
  config: Pick<
    Env,
    | "RETENTION_DEMO_DAYS"
    | "RETENTION_CONTACT_DAYS"
    | "RETENTION_LEAD_MAGNET_DAYS"
    | "RETENTION_SENT_MAIL_DAYS"
    | "RETENTION_NEWSLETTER_PENDING_DAYS"
    | "RETENTION_CONSENT_DAYS"
  >,
): RetentionPolicy {
  return {
    demoDays: config.RETENTION_DEMO_DAYS,
    contactDays: config.RETENTION_CONTACT_DAYS,
    leadMagnetDays: config.RETENTION_LEAD_MAGNET_DAYS,
    sentMailDays: config.RETENTION_SENT_MAIL_DAYS,
    newsletterPendingDays: config.RETENTION_NEWSLETTER_PENDING_DAYS,
    consentDays: config.RETENTION_CONSENT_DAYS,
  };
}

/** The local outbox of a data folder, whatever the mailer: files written before SMTP was set up count too. */
export const outboxDirectory = (dataDir: string) => path.join(path.resolve(dataDir), "outbox");

/**
 * One pass: the database part runs in SQL (public.apply_retention, the same function Supabase's
 * pg_cron calls), then the local `.eml` files older than the sent-mail period are deleted (those of
 * e-mail that failed for good too: each was written before its e-mail failed).
 */
export async function applyRetention(
  sql: ScriptRunner,
  policy: RetentionPolicy,
  options: { now?: Date; outboxDir: string },
): Promise<RetentionReport> {
  const now = options.now ?? new Date();
  const [row] = await sql.query<{ report: Omit<RetentionReport, "eml_files_deleted"> }>(
    "select public.apply_retention($1::timestamptz, $2, $3, $4, $5, $6, $7) as report",
    [
      now.toISOString(),
      policy.demoDays,
      policy.contactDays,
      policy.leadMagnetDays,
      policy.sentMailDays,
      policy.newsletterPendingDays,
      policy.consentDays,
    ],
  );
  // Every file older than the sent-mail period: sent e-mail's, and failed e-mail's (written before it failed).
  const removed = await removeEmlWrittenBefore(
    options.outboxDir,
    new Date(now.getTime() - policy.sentMailDays * DAY_MS),
  );
  const report = row.report;
  return {
    demo_bookings: Number(report.demo_bookings),
    contact_messages: Number(report.contact_messages),
    lead_magnet_requests: Number(report.lead_magnet_requests),
    newsletter_pending: Number(report.newsletter_pending),
    cookie_consent_records: Number(report.cookie_consent_records),
    outbox_deleted: Number(report.outbox_deleted),
    outbox_content_dropped: Number(report.outbox_content_dropped),
    outbox_failed_deleted: Number(report.outbox_failed_deleted),
    eml_files_deleted: removed.length,
  };
}

export type RetentionJob = { stop(): void; runOnce(): Promise<RetentionReport | null> };

/**
 * Runs the retention pass at start-up and every `intervalHours` (0: never on a timer). Passes never
 * overlap; a failed pass is logged and retried at the next tick. Logs counts only, never data.
 */
export function startRetentionJob(
  sql: ScriptRunner,
  policy: RetentionPolicy,
  options: { intervalHours: number; outboxDir: string; log: Logger; now?: () => Date },
): RetentionJob {
  let running: Promise<RetentionReport | null> | null = null;
  let stopped = false;
  const runOnce = () => {
    if (stopped) return Promise.resolve(null);
    running ??= applyRetention(sql, policy, { now: options.now?.(), outboxDir: options.outboxDir })
      .then(
        (report) => {
          if (Object.values(report).some((count) => count > 0)) options.log.info("privacy.retention", report);
          return report;
        },
        (error: unknown) => {
          options.log.error("privacy.retention_failed", { error: errorMessage(error) });
          return null;
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = options.intervalHours > 0 ? setInterval(() => void runOnce(), options.intervalHours * 3_600_000) : null;
  timer?.unref();
  if (options.intervalHours > 0) void runOnce();
  return {
    runOnce,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}
