/**
 * The notification outbox: rows are written in the lead's transaction, then claimed and sent.
 * Claiming moves one row at a time to 'sending', naming its sender, in one UPDATE ... FOR UPDATE
 * SKIP LOCKED, so two dispatchers never take the same row; a sent row is never claimed again. A
 * row another sender claimed is taken over only once that sender is gone (decision 168), never
 * while it may still be sending. A crash between the SMTP hand-off and the 'sent' update is the
 * only path to a second delivery (at most the one message in flight); the Message-ID, random and
 * stored with the row, lets receivers recognise it.
 */
import { newMessageId, type ComposedMail } from "./emails.ts";
import type {
  Clock,
  HostCalendarJob,
  HostCalendarWriter,
  Logger,
  Mailer,
  NotificationSettings,
  OutgoingMail,
  SqlClient,
} from "./types.ts";
import { errorMessage, isHostCalendarJob, isPermanentMailFailure, mailErrorMessage } from "./types.ts";

/** The outbox kind of a write to the host's calendar (decision 209): claimed only by a sender that has a writer. */
export const HOST_CALENDAR_KIND = "host-calendar";

/**
 * Queues a booking's event for the host's calendar (decision 209), in the caller's transaction: the
 * event as it now is, or its removal. An earlier write of the same booking not yet made is dropped
 * (this one carries the whole state), so the calendar only ever moves forward. Returns the row ids.
 */
export async function enqueueHostCalendarWrite(
  tx: SqlClient,
  entry: { leadId: string; uid: string; sequence: number; recipient: string; ics?: string },
): Promise<string[]> {
  await tx.query(
    `delete from public.notification_outbox
      where lead_type = 'demo' and lead_id = $1::bigint and kind = $2 and status in ('pending', 'failed')`,
    [entry.leadId, HOST_CALENDAR_KIND],
  );
  const job: HostCalendarJob = { hostCalendar: { uid: entry.uid, ...(entry.ics ? { ics: entry.ics } : {}) } };
  const rows = await tx.query<{ id: string }>(
    `insert into public.notification_outbox (idempotency_key, lead_type, lead_id, kind, recipient, message)
     values ($1, 'demo', $2::bigint, $3, $4, $5::jsonb)
     on conflict (idempotency_key) do nothing
     returning id::text as id`,
    [
      `demo:${entry.leadId}:${HOST_CALENDAR_KIND}-${entry.sequence}`,
      entry.leadId,
      HOST_CALENDAR_KIND,
      entry.recipient,
      JSON.stringify(job),
    ],
  );
  return rows.map((row) => String(row.id));
}

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
  dueAt = createdAt,
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
    dueAt,
  );
}

/**
 * How a host sends the e-mails a change has just committed, off the visitor's path (decision 178):
 * the site starts a tracked background pass, the edge function hands the pass to
 * `EdgeRuntime.waitUntil`. Absent (tests, scripts), they are sent before the caller answers.
 */
export type Dispatch = (ids: string[], dueAt?: Date) => void;

/** Sends committed rows through `dispatch`, or at once; a failure is left to the retries. */
export async function sendCommitted(
  deps: DispatchDeps & { dispatch?: Dispatch },
  ids: string[],
  event: string,
  dueAt?: Date,
): Promise<void> {
  if (ids.length === 0) return;
  if (deps.dispatch) {
    deps.dispatch(ids, dueAt);
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

/**
 * Who sends (decision 168). `id` goes on every row the sender claims; `liveness` says when a row
 * another sender claimed may be taken over:
 * - "only-sender": no other process uses this database (the embedded one, decision 073), so such a
 *   row was left by a process that died;
 * - "advisory-lock": every sender holds a session advisory lock while it lives
 *   (public.outbox_sender_gone tells whether it still does), so a row is taken over the moment its
 *   sender's connection is gone, and never before.
 * Rows claimed without a sender (the edge function, which sends within its own request) are taken
 * over when their lease (`leaseMs`) has run out.
 */
export type OutboxSender = { id: string; liveness: "only-sender" | "advisory-lock" };

export type DispatchDeps = {
  sql: SqlClient;
  mailer: Mailer;
  /** Writes the host-calendar rows (decision 209); without it this sender leaves them to one that has it. */
  hostCalendar?: HostCalendarWriter;
  log: Logger;
  now?: Clock;
  policy?: OutboxPolicy;
  sender?: OutboxSender;
};

export type DispatchResult = { claimed: number; sent: number; retried: number; failed: number; handedBack: number };

/**
 * How a pass is told to stop (shutdown). `stopping`: send no further row; the rows claimed and not
 * yet tried go back to 'pending' untouched. `abandon`: stop waiting for the send in flight too and
 * hand its row back as well (its attempt is not counted). Without them a pass runs to its end.
 */
export type DispatchSignals = { stopping?: AbortSignal; abandon?: AbortSignal };

/**
 * `send` raced against `signal` (shutdown): "abandoned" if the signal comes first. The listener
 * goes away with the race, so a long-lived signal does not collect one per e-mail sent.
 */
async function sendUnlessAbandoned(
  send: Promise<void>,
  signal: AbortSignal | undefined,
): Promise<"sent" | "abandoned"> {
  if (!signal) return send.then(() => "sent" as const);
  if (signal.aborted) return "abandoned";
  let listener: (() => void) | undefined;
  const abandoned = new Promise<"abandoned">((resolve) => {
    listener = () => resolve("abandoned");
    signal.addEventListener("abort", listener, { once: true });
  });
  try {
    return await Promise.race([send.then(() => "sent" as const), abandoned]);
  } finally {
    if (listener) signal.removeEventListener("abort", listener);
  }
}

/** The claim's rule for rows already 'sending' (see OutboxSender): when they may be taken over. */
const TAKE_OVER = `case when o2.claimed_by is null then o2.locked_until < $1::timestamptz
                        when o2.claimed_by = $4::text then false
                        when $5::text = 'only-sender' then true
                        when $5::text = 'advisory-lock' then public.outbox_sender_gone(o2.claimed_by)
                        else o2.locked_until < $1::timestamptz end`;

/** Claims the next due row (optionally among `ids`) for this sender, or null when none is due. */
async function claimNext(deps: DispatchDeps, now: Date, policy: OutboxPolicy, ids?: string[]) {
  const [row] = await deps.sql.query<ClaimedRow>(
    `update public.notification_outbox as o
        set status = 'sending',
            attempts = o.attempts + 1,
            claimed_by = $4::text,
            locked_until = $1::timestamptz + make_interval(secs => $2::double precision)
      where o.id = (
        select o2.id from public.notification_outbox o2
         where ((o2.status = 'pending' and o2.next_attempt_at <= $1::timestamptz)
             or (o2.status = 'sending' and ${TAKE_OVER}))
           and ($3::text is null or o2.id = any(string_to_array($3::text, ',')::bigint[]))
           and (o2.kind <> '${HOST_CALENDAR_KIND}' or $6::boolean)
         order by o2.next_attempt_at, o2.id
         limit 1
         for update skip locked)
      returning o.id::text as id, o.idempotency_key, o.message, o.attempts`,
    [
      now.toISOString(),
      policy.leaseMs / 1000,
      ids ? ids.join(",") : null,
      deps.sender?.id ?? null,
      deps.sender?.liveness ?? null,
      Boolean(deps.hostCalendar),
    ],
  );
  return row ?? null;
}

/**
 * Claims due rows (optionally only `ids`, at most `limit`) one at a time and sends each before
 * claiming the next, so a sender has at most one row in flight. Never throws for a mail failure:
 * the row goes back to 'pending' with a back-off, or to 'failed' after maxAttempts.
 */
export async function dispatchOutbox(
  deps: DispatchDeps,
  options: { ids?: string[]; limit?: number } & DispatchSignals = {},
): Promise<DispatchResult> {
  const now = (deps.now ?? (() => new Date()))();
  const policy = deps.policy ?? defaultOutboxPolicy;
  const result: DispatchResult = { claimed: 0, sent: 0, retried: 0, failed: 0, handedBack: 0 };
  if (options.ids && options.ids.length === 0) return result;
  const limit = options.limit ?? 50;

  while (result.claimed < limit && !options.stopping?.aborted) {
    const row = await claimNext(deps, now, policy, options.ids);
    if (!row) break;
    result.claimed += 1;
    const message: OutgoingMail | HostCalendarJob =
      typeof row.message === "string" ? JSON.parse(row.message) : row.message;
    let outcome: "sent" | "abandoned";
    try {
      outcome = await sendUnlessAbandoned(deliver(deps, message), options.abandon);
    } catch (error) {
      await recordFailure(deps, row, error, now, policy, result);
      continue;
    }
    if (outcome === "abandoned") {
      // Shutting down with this send unanswered: the row goes back unsent (same Message-ID next time).
      result.handedBack += await handBack(deps, [row]);
      break;
    }
    await deps.sql.query(
      `update public.notification_outbox
          set status = 'sent', sent_at = now(), locked_until = null, claimed_by = null, last_error = null
        where id = $1::bigint and status = 'sending'`,
      [row.id],
    );
    result.sent += 1;
    deps.log.info("outbox.sent", {
      key: row.idempotency_key,
      attempts: row.attempts,
      mailer: isHostCalendarJob(message) ? deps.hostCalendar?.kind : deps.mailer.kind,
    });
  }
  return result;
}

/** Sends an e-mail, or makes a write to the host's calendar (only claimed with a writer). */
function deliver(deps: DispatchDeps, message: OutgoingMail | HostCalendarJob): Promise<void> {
  if (!isHostCalendarJob(message)) return deps.mailer.send(message);
  const { uid, ics } = message.hostCalendar;
  if (!deps.hostCalendar) return Promise.reject(new Error("no host calendar writer"));
  return ics ? deps.hostCalendar.put(uid, ics) : deps.hostCalendar.remove(uid);
}

/** Returns claimed rows to 'pending' as if they had not been claimed (shutdown); how many went back. */
async function handBack(deps: DispatchDeps, rows: ClaimedRow[]): Promise<number> {
  try {
    const released = await deps.sql.query<{ id: string }>(
      `update public.notification_outbox
          set status = 'pending', attempts = greatest(attempts - 1, 0), locked_until = null, claimed_by = null
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
          set status = $2, next_attempt_at = $3::timestamptz, locked_until = null, claimed_by = null, last_error = $4
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
