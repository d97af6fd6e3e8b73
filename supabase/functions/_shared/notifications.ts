/**
 * send-notification, host-independent: store a validated lead and its e-mails in one transaction,
 * then try to send them at once. A stored lead is a success even when e-mail is down (the outbox
 * retries); a database failure is never a success.
 *
 * Validation happens once, where the data enters: the Node forms parse with the shared schema
 * (Conform's parseWithZod) and hand the typed request to the backend port; the edge function, which
 * takes JSON from the internet, runs `validateNotificationRequest` first. `processNotification`
 * trusts the request it is given.
 */
import { issueKeys, notificationRequestSchemaAt, type NotificationRequest } from "./schemas.ts";
import type { BookingRules } from "./demo-open-days.ts";
import { slotStartUtc } from "./demo-slots.ts";
import { contactMails, demoMails, leadMagnetMails, type ComposedMail } from "./emails.ts";
import { SOURCE_COLUMNS, sourceValues } from "./form-fields.ts";
import { storePendingSubscriber } from "./newsletter.ts";
import { enqueueLeadMails, sendCommitted, type Dispatch, type OutboxPolicy } from "./outbox.ts";
import { bookingManageUrl, signBookingToken } from "./booking-link.ts";
import {
  enqueueReminder,
  freeSeat,
  queueHostCalendar,
  slotCapacity,
  SlotTakenError,
  withSeatRetry,
} from "./demo-booking.ts";
import type { BookedDemo, Clock, Logger, Mailer, NotificationSettings, NotifyResult, SqlClient } from "./types.ts";
import { errorMessage } from "./types.ts";

export type NotificationDeps = {
  sql: SqlClient;
  mailer: Mailer;
  log: Logger;
  settings: NotificationSettings;
  now?: Clock;
  policy?: OutboxPolicy;
  /** How the e-mails leave once committed (outbox.ts); absent: before answering. */
  dispatch?: Dispatch;
};

export type NotificationOutcome = { status: 200 | 400 | 409 | 503; body: NotifyResult };

const NOT_REPLAY_MESSAGE = "not-replay: no stored submission stands for this key";
const SLOT_TAKEN_MESSAGE = "slot-taken: this demo slot is already booked; choose another";

/**
 * `replay`: the same submission (its key) was stored moments before and stands; nothing new is
 * stored or sent (decision 166). `notReplay`: asked for a replay only, and this post is none.
 */
type Stored =
  | { leadId: string; outboxIds: string[]; booking?: BookedDemo }
  | { duplicate: true }
  | { replay: true; booking?: BookedDemo }
  | { notReplay: true };

/** How a post is stored: `replayOnly` answers a retry of a stored submission and stores nothing new. */
export type StoreOptions = { replayOnly?: boolean };

/*
 * Replays (decision 166): a lead's submission key (decision 123) answers a post with the first
 * outcome only for the same submission retried soon after, while what it stored still stands. The
 * key is bound to the rendered form's one-time token, the visitor and the values (`submissionKey` in
 * app/forms/lead-form.server.ts); this is the other half, inside the lead's transaction.
 */

/** A lost answer is retried within moments; after this, the same key is a new submission. */
export const REPLAY_WINDOW_MS = 10 * 60_000;

type LeadTable = "demo_bookings" | "contact_messages" | "newsletter_subscribers" | "lead_magnet_requests";

/**
 * The lead `key` stored, when this post is its retry: stored less than REPLAY_WINDOW_MS ago and
 * still standing (`standing`: a SQL condition on the row, with `params` as $3, $4...), both by the
 * database's clock, which stamped the lead. Otherwise the
 * key is taken off that older lead, so the post is stored as the new submission it is. Null: no lead
 * to replay. Runs before the lead's insert, in its transaction.
 */
async function replayTarget(
  tx: SqlClient,
  table: LeadTable,
  key: string,
  standing: { sql: string; params: unknown[] } = { sql: "true", params: [] },
): Promise<{ id: string } | null> {
  const [earlier] = await tx.query<{ id: string; replay: boolean }>(
    `select id::text as id,
            (created_at > now() - make_interval(secs => $2::double precision) and ${standing.sql}) as replay
       from public.${table} where submission_key = $1 for update`,
    [key, REPLAY_WINDOW_MS / 1000, ...standing.params],
  );
  if (!earlier) return null;
  if (earlier.replay) return { id: earlier.id };
  await tx.query(`update public.${table} set submission_key = null where id = $1::bigint`, [earlier.id]);
  return null;
}

const LEAD_TABLES: Record<NotificationRequest["type"], LeadTable> = {
  demo: "demo_bookings",
  contact: "contact_messages",
  newsletter: "newsletter_subscribers",
  "lead-magnet": "lead_magnet_requests",
};

async function bookedDemo(settings: NotificationSettings, leadId: string, date: string, time: string) {
  const secret = settings.bookingLinkSecret;
  // The calendar file's token: the manage link reaches only the e-mail address (decision 202).
  return {
    date,
    time,
    token: secret ? await signBookingToken(secret, leadId, "demo-calendar") : null,
  } satisfies BookedDemo;
}

async function storeLead(
  tx: SqlClient,
  request: NotificationRequest,
  settings: NotificationSettings,
  createdAt: Date,
  options: StoreOptions,
): Promise<Stored> {
  let leadId: string;
  let mails: ComposedMail[];
  let booking: BookedDemo | undefined;
  let queueLater: (() => Promise<string[]>) | undefined;
  const key = request.key ?? null;
  if (key !== null) {
    // A booking stands while it is neither cancelled nor moved off the slot that was posted.
    const standing =
      request.type === "demo"
        ? {
            sql: "cancelled_at is null and demo_date = $3::date and demo_time = $4::time",
            params: [request.data.demo_date, request.data.demo_time],
          }
        : undefined;
    const earlier = await replayTarget(tx, LEAD_TABLES[request.type], key, standing);
    if (earlier) {
      // The same submission again: for a booking, its seat is held, so a replay and not a lost race.
      if (request.type !== "demo") return { replay: true };
      const d = request.data;
      return { replay: true, booking: await bookedDemo(settings, earlier.id, d.demo_date, d.demo_time) };
    }
  }
  if (options.replayOnly) return { notReplay: true };
  switch (request.type) {
    case "demo": {
      const d = request.data;
      const startsAt = slotStartUtc(d.demo_date, d.demo_time);
      // The slot's lowest free seat; the unique index of seats refuses a racing second booking.
      const seat = await freeSeat(tx, startsAt, slotCapacity(settings));
      if (seat === null) throw new SlotTakenError();
      const rows = await tx.query<{ id: string; ics_uid: string }>(
        `insert into public.demo_bookings (name, email, phone, company, demo_date, demo_time, starts_at, lang, ${SOURCE_COLUMNS}, submission_key, slot_seat)
         values ($1, $2, $3, $4, $5::date, $6::time, $7::timestamptz, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         on conflict (submission_key) do nothing
         returning id::text as id, ics_uid::text as ics_uid`,
        [
          d.name,
          d.email,
          d.phone,
          d.company,
          d.demo_date,
          d.demo_time,
          startsAt.toISOString(),
          d.lang ?? "es",
          ...sourceValues(d),
          key,
          seat,
        ],
      );
      if (!rows[0]) return { replay: true };
      leadId = String(rows[0].id);
      booking = await bookedDemo(settings, leadId, d.demo_date, d.demo_time);
      // The manage link goes in the e-mail only (decision 202): the answer's token is for the calendar file.
      const secret = settings.bookingLinkSecret;
      const token = secret ? await signBookingToken(secret, leadId) : null;
      const context = {
        leadId,
        uid: rows[0].ics_uid,
        createdAt,
        manageUrl: token ? bookingManageUrl(settings.siteUrl, d.lang ?? "es", token) : undefined,
      };
      mails = await demoMails(settings, d, { ...context, visitorTimeZone: d.time_zone });
      // Due before the demo, not now: sent by the outbox's passes (decision 208), not with these.
      queueLater = async () => {
        const stored = { ...d, lang: d.lang ?? "es" } as const;
        await enqueueReminder(tx, settings, stored, { ...context, sequence: 0 });
        // Written into the host's calendar, sent with the mails (decision 209).
        return queueHostCalendar(tx, settings, stored, { ...context, sequence: 0 });
      };
      break;
    }
    case "contact": {
      const d = request.data;
      const rows = await tx.query<{ id: string }>(
        `insert into public.contact_messages (name, email, company, phone, service, company_size, message, lang, ${SOURCE_COLUMNS}, submission_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         on conflict (submission_key) do nothing
         returning id::text as id`,
        [
          d.name,
          d.email,
          d.company,
          d.phone,
          d.service,
          d.company_size ?? "",
          d.message,
          d.lang ?? "es",
          ...sourceValues(d),
          key,
        ],
      );
      if (!rows[0]) return { replay: true };
      leadId = String(rows[0].id);
      mails = await contactMails(settings, d, { leadId });
      break;
    }
    case "newsletter": {
      // Double opt-in (decision 135): the address is stored pending and asked to confirm; the welcome
      // and the company's notice wait for the confirmation (newsletter.ts).
      const stored = await storePendingSubscriber(tx, request.data, settings, key);
      if ("duplicate" in stored || "replay" in stored) return stored;
      leadId = stored.leadId;
      mails = stored.mails;
      break;
    }
    case "lead-magnet": {
      const d = request.data;
      const rows = await tx.query<{ id: string }>(
        `insert into public.lead_magnet_requests (name, email, lang, ${SOURCE_COLUMNS}, submission_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (submission_key) do nothing
         returning id::text as id`,
        [d.name, d.email, d.lang ?? "es", ...sourceValues(d), key],
      );
      if (!rows[0]) return { replay: true };
      leadId = String(rows[0].id);
      mails = await leadMagnetMails(settings, d, { leadId });
      break;
    }
  }
  const outboxIds = [
    ...(await enqueueLeadMails(tx, request.type, leadId, mails, settings, createdAt)),
    ...((await queueLater?.()) ?? []),
  ];
  return { leadId, outboxIds, ...(booking ? { booking } : {}) };
}

/**
 * For a body from outside (the edge function's entry): the request parsed by the shared schema, or
 * the 400 answer naming each invalid field's stable key (never its value).
 */
export function validateNotificationRequest(
  body: unknown,
  log: Logger,
  clock?: Clock,
  /** The demo calendar's rules (decision 175): the function's settings. */
  rules?: BookingRules,
): { request: NotificationRequest } | { refused: NotificationOutcome } {
  const parsed = notificationRequestSchemaAt(clock, rules).safeParse(body);
  if (parsed.success) return { request: parsed.data };
  const fields = issueKeys(parsed.error);
  const type = typeof body === "object" && body !== null ? (body as { type?: unknown }).type : undefined;
  log.warn("notification.invalid", { type: typeof type === "string" ? type.slice(0, 20) : null, fields });
  const summary = Object.entries(fields)
    .map(([path, key]) => `${path}: ${key}`)
    .join(", ");
  return { refused: { status: 400, body: { error: { code: "invalid", message: `invalid request (${summary})` } } } };
}

/** Stores and sends a request already parsed by the shared schema (see the top of this file). */
export async function processNotification(
  deps: NotificationDeps,
  request: NotificationRequest,
  options: StoreOptions = {},
): Promise<NotificationOutcome> {
  const clock = deps.now ?? (() => new Date());
  let stored: Stored;
  try {
    const store = (tx: SqlClient) => storeLead(tx, request, deps.settings, clock(), options);
    // Only a booking competes for a seat: a demo that loses that race is tried again (capacity > 1
    // has other seats); every other lead is one transaction, its errors its own.
    stored =
      request.type === "demo"
        ? await withSeatRetry(deps.sql, slotCapacity(deps.settings), store)
        : await deps.sql.transaction(store);
  } catch (error) {
    if (error instanceof SlotTakenError) {
      deps.log.info("notification.slot_taken", { type: request.type });
      return { status: 409, body: { error: { code: "slot-taken", message: SLOT_TAKEN_MESSAGE } } };
    }
    deps.log.error("notification.store_failed", { type: request.type, error: errorMessage(error) });
    return {
      status: 503,
      body: { error: { code: "unavailable", message: "The notification could not be stored; please try again." } },
    };
  }

  if ("replay" in stored) {
    // The same submission again (its answer was lost): the first outcome, nothing stored or sent twice.
    deps.log.info("notification.replayed", { type: request.type });
    return {
      status: 200,
      body: { error: null, replayed: true, ...(stored.booking ? { booking: stored.booking } : {}) },
    };
  }
  if ("notReplay" in stored) {
    return { status: 409, body: { error: { code: "not-replay", message: NOT_REPLAY_MESSAGE } } };
  }
  if ("duplicate" in stored) {
    // An address already confirmed gets the answer any address gets (issue 36, decisions 202 and
    // 247): no caller, the site or a direct one, learns who is subscribed. Nothing stored or sent.
    deps.log.info("notification.duplicate", { type: request.type });
    return { status: 200, body: { error: null } };
  }

  deps.log.info("notification.stored", { type: request.type, leadId: stored.leadId, mails: stored.outboxIds.length });
  await sendCommitted(deps, stored.outboxIds, "notification.send_deferred");
  return { status: 200, body: stored.booking ? { error: null, booking: stored.booking } : { error: null } };
}
