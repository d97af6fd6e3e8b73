/**
 * The notification outbox: rows are written in the lead's transaction, then claimed and sent.
 * Claiming moves a row to 'sending' with a lease in one UPDATE ... FOR UPDATE SKIP LOCKED, so two
 * dispatchers (or the request path and the background dispatcher) never take the same row; a
 * sent row is never claimed again. A crash between the SMTP hand-off and the 'sent' update is the
 * only path to a second delivery; the Message-ID, random and stored with the row, lets receivers
 * recognise it.
 */
import { newMessageId, type ComposedMail } from "./emails.ts";
import type { Clock, Logger, Mailer, NotificationSettings, OutgoingMail, SqlClient } from "./types.ts";
import { errorMessage, isPermanentMailFailure, mailErrorMessage } from "./types.ts";

export type OutboxPolicy = {
  /** First retry delay; doubles per attempt. */
  baseDelayMs: number;
  /** Longest delay between attempts. */
  maxDelayMs: number;
  /** After this many attempts a row is marked 'failed' (and logged as an error) instead of retried. */
  maxAttempts: number;
  /** How long a claim protects a row being sent; an expired claim (crashed sender) is retried. */
  leaseMs: number;
};

export const defaultOutboxPolicy: OutboxPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 30,
  leaseMs: 5 * 60_000,
};

export function retryDelayMs(attempts: number, policy: OutboxPolicy = defaultOutboxPolicy): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
}

export type OutboxEntry = {
  idempotencyKey: string;
  leadType: string;
  leadId: string;
  kind: string;
  mail: OutgoingMail;
};

/** Inserts outbox rows inside the caller's transaction, due at `dueAt`; returns their ids. */
async function enqueueMails(tx: SqlClient, entries: OutboxEntry[], dueAt: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const entry of entries) {
    const rows = await tx.query<{ id: string }>(
      `insert into public.notification_outbox (idempotency_key, lead_type, lead_id, kind, recipient, message, next_attempt_at)
       values ($1, $2, $3::bigint, $4, $5, $6::jsonb, $7::timestamptz)
       on conflict (idempotency_key) do nothing
       returning id::text as id`,
      [
        entry.idempotencyKey,
        entry.leadType,
        entry.leadId,
        entry.kind,
        entry.mail.to,
        JSON.stringify(entry.mail),
        dueAt.toISOString(),
      ],
    );
    if (rows[0]) ids.push(String(rows[0].id));
  }
  return ids;
}

/**
 * Queues a lead's composed e-mails with their idempotency keys (`type:leadId:kind`, plus `suffix`
 * for a change that mails again, such as a move) and a new random Message-ID each; returns the ids.
 */
export function enqueueLeadMails(
  tx: SqlClient,
  type: string,
  leadId: string,
  mails: ComposedMail[],
  settings: Pick<NotificationSettings, "mailFrom">,
  createdAt: Date,
  suffix = "",
): Promise<string[]> {
  return enqueueMails(
    tx,
    mails.map(({ kind, mail }) => ({
      idempotencyKey: `${type}:${leadId}:${kind}${suffix}`,
      leadType: type,
      leadId,
      kind,
      mail: { ...mail, messageId: newMessageId(settings) },
    })),
    createdAt,
  );
}

/**
 * How a host sends the e-mails a change has just committed, off the visitor's path (decision 122):
 * the site starts a tracked background pass, the edge function hands the pass to
 * `EdgeRuntime.waitUntil`. Absent (tests, scripts), they are sent before the caller answers.
 */
export type Dispatch = (ids: string[]) => void;

/** Sends committed rows through `dispatch`, or at once; a failure is left to the retries. */
export async function sendCommitted(
  deps: DispatchDeps & { dispatch?: Dispatch },
  ids: string[],
  event: string,
): Promise<void> {
  if (ids.length === 0) return;
  if (deps.dispatch) {
    deps.dispatch(ids);
    return;
  }
  try {
    await dispatchOutbox(deps, { ids });
  } catch (error) {
    // Stored and queued: the dispatcher sends it later.
    deps.log.warn(event, { error: mailErrorMessage(error) });
  }
}

type ClaimedRow = { id: string; idempotency_key: string; message: OutgoingMail | string; attempts: number };

export type DispatchDeps = {
  sql: SqlClient;
  mailer: Mailer;
  log: Logger;
  now?: Clock;
  policy?: OutboxPolicy;
};

export type DispatchResult = { claimed: number; sent: number; retried: number; failed: number; handedBack: number };

/**
 * How a pass is told to stop (shutdown). `stopping`: send no further row; the rows claimed and not
 * yet tried go back to 'pending' untouched. `abandon`: stop waiting for the send in flight too and
 * hand its row back as well (its attempt is not counted). Without them a pass runs to its end.
 */
export type DispatchSignals = { stopping?: AbortSignal; abandon?: AbortSignal };

/** Resolves when `signal` aborts (never, without one). */
function aborted(signal: AbortSignal | undefined): Promise<"abandoned"> {
  return new Promise((resolve) => {
    if (!signal) return;
    if (signal.aborted) resolve("abandoned");
    else signal.addEventListener("abort", () => resolve("abandoned"), { once: true });
  });
}

/**
 * Claims due rows (optionally only `ids`) and sends them one by one. Never throws for a mail
 * failure: the row goes back to 'pending' with a back-off, or to 'failed' after maxAttempts.
 */
export async function dispatchOutbox(
  deps: DispatchDeps,
  options: { ids?: string[]; limit?: number } & DispatchSignals = {},
): Promise<DispatchResult> {
  const now = (deps.now ?? (() => new Date()))();
  const policy = deps.policy ?? defaultOutboxPolicy;
  const result: DispatchResult = { claimed: 0, sent: 0, retried: 0, failed: 0, handedBack: 0 };
  if (options.ids && options.ids.length === 0) return result;
  if (options.stopping?.aborted) return result;

  const claimed = await deps.sql.query<ClaimedRow>(
    `update public.notification_outbox as o
        set status = 'sending',
            attempts = o.attempts + 1,
            locked_until = $1::timestamptz + make_interval(secs => $2::double precision)
      where o.id in (
        select id from public.notification_outbox
         where ((status = 'pending' and next_attempt_at <= $1::timestamptz)
             or (status = 'sending' and locked_until < $1::timestamptz))
           and ($3::text is null or id = any(string_to_array($3::text, ',')::bigint[]))
         order by next_attempt_at, id
         limit $4::integer
         for update skip locked)
      returning o.id::text as id, o.idempotency_key, o.message, o.attempts`,
    [now.toISOString(), policy.leaseMs / 1000, options.ids ? options.ids.join(",") : null, options.limit ?? 50],
  );
  result.claimed = claimed.length;
  claimed.sort((a, b) => Number(a.id) - Number(b.id));

  for (const [index, row] of claimed.entries()) {
    if (options.stopping?.aborted) {
      result.handedBack += await handBack(deps, claimed.slice(index));
      break;
    }
    const mail: OutgoingMail = typeof row.message === "string" ? JSON.parse(row.message) : row.message;
    let outcome: "sent" | "abandoned";
    try {
      outcome = await Promise.race([deps.mailer.send(mail).then(() => "sent" as const), aborted(options.abandon)]);
    } catch (error) {
      await recordFailure(deps, row, error, now, policy, result);
      continue;
    }
    if (outcome === "abandoned") {
      // Shutting down with this send unanswered: the row goes back unsent (same Message-ID next time).
      result.handedBack += await handBack(deps, claimed.slice(index));
      break;
    }
    await deps.sql.query(
      `update public.notification_outbox
          set status = 'sent', sent_at = now(), locked_until = null, last_error = null
        where id = $1::bigint and status = 'sending'`,
      [row.id],
    );
    result.sent += 1;
    deps.log.info("outbox.sent", { key: row.idempotency_key, attempts: row.attempts, mailer: deps.mailer.kind });
  }
  return result;
}

/** Returns claimed rows to 'pending' as if they had not been claimed (shutdown); how many went back. */
async function handBack(deps: DispatchDeps, rows: ClaimedRow[]): Promise<number> {
  try {
    const released = await deps.sql.query<{ id: string }>(
      `update public.notification_outbox
          set status = 'pending', attempts = greatest(attempts - 1, 0), locked_until = null
        where id = any(string_to_array($1::text, ',')::bigint[]) and status = 'sending'
        returning id::text as id`,
      [rows.map((row) => row.id).join(",")],
    );
    if (released.length > 0) deps.log.info("outbox.handed_back", { rows: released.length });
    return released.length;
  } catch (error) {
    // The lease expires on its own and the rows are retried later.
    deps.log.error("outbox.hand_back_failed", { rows: rows.length, error: errorMessage(error) });
    return 0;
  }
}

/**
 * A failed send: back to 'pending' with a back-off, or 'failed' at once when the refusal is
 * permanent (SMTP 5xx) or after maxAttempts. The error is stored and logged without addresses.
 */
async function recordFailure(
  deps: DispatchDeps,
  row: ClaimedRow,
  error: unknown,
  now: Date,
  policy: OutboxPolicy,
  result: DispatchResult,
): Promise<void> {
  const attempts = Number(row.attempts);
  const permanent = isPermanentMailFailure(error);
  const giveUp = permanent || attempts >= policy.maxAttempts;
  const next = new Date(now.getTime() + retryDelayMs(attempts, policy));
  const message = mailErrorMessage(error);
  try {
    await deps.sql.query(
      `update public.notification_outbox
          set status = $2, next_attempt_at = $3::timestamptz, locked_until = null, last_error = $4
        where id = $1::bigint and status = 'sending'`,
      [row.id, giveUp ? "failed" : "pending", next.toISOString(), message.slice(0, 500)],
    );
  } catch (updateError) {
    // The lease expires on its own and the row is retried later.
    deps.log.error("outbox.release_failed", { key: row.idempotency_key, error: mailErrorMessage(updateError) });
  }
  if (giveUp) {
    result.failed += 1;
    deps.log.error("outbox.gave_up", { key: row.idempotency_key, attempts, permanent, error: message });
  } else {
    result.retried += 1;
    deps.log.warn("outbox.retry_scheduled", {
      key: row.idempotency_key,
      attempts,
      nextAttemptAt: next.toISOString(),
      error: message,
    });
  }
}
