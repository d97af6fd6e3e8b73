/**
 * Demo slots as a resource (docs/decisions/130-demo-slot-capacity.md, 131-signed-booking-links.md):
 * the capacity of a slot, the slots already full, and what the signed link does with a booking
 * (look it up, cancel it, move it). Host-independent like notifications.ts: the Node backends and the
 * edge function run the same code on their own SqlClient.
 */
import { bookingManageUrl, verifyBookingToken, type BookingTokenPurpose } from "./booking-link.ts";
import { DEFAULT_BOOKING_RULES, isOfferedSlot } from "./demo-open-days.ts";
import { slotStartUtc } from "./demo-slots.ts";
import {
  demoCalendarFile,
  demoCancellationMails,
  demoJoinUrl,
  demoMoveMails,
  demoReminderMail,
  hostCalendarEvent,
  type DemoContext,
  type StoredDemo,
} from "./emails.ts";
import {
  enqueueHostCalendarWrite,
  enqueueLeadMails,
  sendCommitted,
  type Dispatch,
  type OutboxPolicy,
} from "./outbox.ts";
import type { Clock, Logger, Mailer, NotificationSettings, SqlClient } from "./types.ts";
import { errorMessage } from "./types.ts";
import type { Lang } from "../../../app/i18n/language.ts";

export const DEFAULT_DEMO_SLOT_CAPACITY = 1;
/** Hours before a demo its reminder is due (DEMO_REMINDER_HOURS, decision 208). */
export const DEFAULT_REMINDER_HOURS = 24;

/**
 * Queues a booking's reminder in the outbox, due `reminderHours` before the demo (decision 208): the
 * outbox sends it once, at that time, through restarts. None when that moment is already past (a
 * booking made closer to the demo than that) or reminders are off. The key carries the SEQUENCE, so
 * each move queues its own.
 */
export async function enqueueReminder(
  tx: SqlClient,
  settings: NotificationSettings,
  booking: StoredDemo,
  context: DemoContext,
): Promise<string[]> {
  const hours = settings.reminderHours ?? DEFAULT_REMINDER_HOURS;
  if (!(hours > 0)) return [];
  const due = new Date(slotStartUtc(booking.demo_date, booking.demo_time).getTime() - hours * 3_600_000);
  if (due.getTime() <= context.createdAt.getTime()) return [];
  const mail = await demoReminderMail(settings, booking, context);
  return enqueueLeadMails(tx, "demo", context.leadId, [mail], settings, due, `-${context.sequence}`);
}

/**
 * Queues the booking's event for the host's calendar when one is configured (decision 209): written
 * as it now is, or removed (`cancelled`). The outbox makes it once, retried, through restarts.
 */
export function queueHostCalendar(
  tx: SqlClient,
  settings: NotificationSettings,
  booking: StoredDemo,
  context: DemoContext,
  cancelled = false,
): Promise<string[]> {
  if (!settings.writesHostCalendar) return Promise.resolve([]);
  return enqueueHostCalendarWrite(tx, {
    leadId: context.leadId,
    uid: context.uid,
    sequence: context.sequence,
    recipient: booking.email,
    ics: cancelled ? undefined : hostCalendarEvent(settings, booking, context),
  });
}

/** Takes back a booking's reminder not yet sent (a move queues the next one; a cancellation none). */
export async function withdrawReminder(tx: SqlClient, leadId: string): Promise<void> {
  await tx.query(
    `delete from public.notification_outbox
      where lead_type = 'demo' and lead_id = $1::bigint and kind = 'visitor-reminder' and status in ('pending', 'failed')`,
    [leadId],
  );
}

export function slotCapacity(settings: Pick<NotificationSettings, "demoSlotCapacity">): number {
  const value = Math.trunc(settings.demoSlotCapacity ?? DEFAULT_DEMO_SLOT_CAPACITY);
  return Number.isFinite(value) ? Math.min(100, Math.max(1, value)) : DEFAULT_DEMO_SLOT_CAPACITY;
}

/** "2026-11-27 10:00": how a slot is named between the server and the calendar. */
export function slotKey(date: string, time: string): string {
  return `${date} ${time}`;
}

/** The slots from `from` to `to` (Madrid dates, inclusive) that hold `capacity` bookings. */
export async function fullDemoSlots(sql: SqlClient, from: string, to: string, capacity: number): Promise<string[]> {
  const rows = await sql.query<{ demo_date: string; demo_time: string }>(
    `select demo_date::text as demo_date, to_char(demo_time, 'HH24:MI') as demo_time
       from public.demo_full_slots($1::date, $2::date, $3::integer)`,
    [from, to, capacity],
  );
  return rows.map((row) => slotKey(row.demo_date, row.demo_time));
}

/** The lowest free seat of a slot (1..capacity), or null when the slot is full. */
export async function freeSeat(tx: SqlClient, startsAt: Date, capacity: number): Promise<number | null> {
  const rows = await tx.query<{ seat: number | null }>(
    "select public.demo_free_seat($1::timestamptz, $2::integer) as seat",
    [startsAt.toISOString(), capacity],
  );
  const seat = rows[0]?.seat;
  return seat === null || seat === undefined ? null : Number(seat);
}

/** Thrown inside a transaction when the slot it wanted is full: the transaction rolls back. */
export class SlotTakenError extends Error {
  constructor() {
    super("slot taken");
    this.name = "SlotTakenError";
  }
}

/** The unique index of active seats refused a booking: another one took the seat first. */
export function isSeatConflict(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint, constraint_name } = error as Record<string, unknown>;
  const name = constraint ?? constraint_name;
  return (
    code === "23505" &&
    (name === undefined || name === "demo_bookings_slot_seat_key" || errorMessage(error).includes("slot_seat"))
  );
}

/**
 * Runs `work` in a transaction; when another booking won the seat it chose (a race), runs it again
 * (it then sees the winner and picks the next seat, or finds the slot full), up to the capacity.
 */
export async function withSeatRetry<R>(
  sql: SqlClient,
  capacity: number,
  work: (tx: SqlClient) => Promise<R>,
): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sql.transaction(work);
    } catch (error) {
      if (!isSeatConflict(error)) throw error;
      if (attempt >= capacity) throw new SlotTakenError();
    }
  }
}

export type ManageDeps = {
  sql: SqlClient;
  mailer: Mailer;
  log: Logger;
  settings: NotificationSettings;
  now?: Clock;
  policy?: OutboxPolicy;
  /** How the e-mails leave once the change is committed (outbox.ts); absent: before answering. */
  dispatch?: Dispatch;
};

/** What the signed page shows: the slot and its state, never the person's data. */
export type DemoBookingView = {
  id: string;
  date: string;
  time: string;
  lang: Lang;
  sequence: number;
  createdAt: string;
  status: "active" | "cancelled" | "past";
};

export type ManageRefusal = "invalid-link" | "cancelled" | "past" | "slot-taken" | "invalid-slot" | "unavailable";
export type ManageOutcome =
  | {
      ok: true;
      booking: DemoBookingView;
      /** The .ics download (lookups of active bookings). */
      calendar?: string;
      /** The demo's join link, when one is set (lookups of active bookings; decision 207). */
      joinUrl?: string;
    }
  | { ok: false; reason: ManageRefusal };

type Row = StoredDemo & {
  id: string;
  ics_uid: string;
  ics_sequence: number;
  starts_at: string;
  cancelled_at: string | null;
  created_at: string;
};

const BOOKING_COLUMNS = `id::text as id, ics_uid::text as ics_uid, name, email, phone, company, demo_date::text as demo_date,
  to_char(demo_time, 'HH24:MI') as demo_time, lang, ics_sequence, starts_at::text as starts_at,
  cancelled_at::text as cancelled_at, created_at::text as created_at`;

function view(row: Row, now: Date): DemoBookingView {
  const status = row.cancelled_at
    ? "cancelled"
    : slotStartUtc(row.demo_date, row.demo_time).getTime() <= now.getTime()
      ? "past"
      : "active";
  return {
    id: row.id,
    date: row.demo_date,
    time: row.demo_time,
    lang: row.lang,
    sequence: Number(row.ics_sequence),
    createdAt: new Date(row.created_at).toISOString(),
    status,
  };
}

async function bookingId(
  deps: ManageDeps,
  token: string,
  purpose: BookingTokenPurpose = "demo-booking",
): Promise<string | null> {
  const secret = deps.settings.bookingLinkSecret;
  if (!secret || typeof token !== "string" || token.length > 100) return null;
  return verifyBookingToken(secret, token, purpose);
}

async function readRow(sql: SqlClient, id: string, lock = false): Promise<Row | null> {
  const rows = await sql.query<Row>(
    `select ${BOOKING_COLUMNS} from public.demo_bookings where id = $1::bigint${lock ? " for update" : ""}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The booking a signed token names, with its full row (for the calendar file). */
export async function findBooking(
  deps: ManageDeps,
  token: string,
  purpose: BookingTokenPurpose = "demo-booking",
): Promise<{ row: Row; booking: DemoBookingView } | null> {
  const id = await bookingId(deps, token, purpose);
  if (!id) return null;
  const row = await readRow(deps.sql, id);
  if (!row) return null;
  const now = (deps.now ?? (() => new Date()))();
  return { row, booking: view(row, now) };
}

/**
 * The booking a signed link names, with its "add to calendar" file while it is active. `purpose`
 * `demo-calendar`: a calendar token (the confirmation panel's), whose file names no manage link.
 */
export async function lookupBooking(
  deps: ManageDeps,
  token: string,
  purpose: BookingTokenPurpose = "demo-booking",
): Promise<ManageOutcome> {
  try {
    const found = await findBooking(deps, token, purpose);
    if (!found) return { ok: false, reason: "invalid-link" };
    const { row, booking } = found;
    if (booking.status !== "active") return { ok: true, booking };
    const calendar = demoCalendarFile(deps.settings, row, {
      leadId: row.id,
      uid: row.ics_uid,
      createdAt: new Date(booking.createdAt),
      sequence: booking.sequence,
      ...(purpose === "demo-booking" ? { manageUrl: bookingManageUrl(deps.settings.siteUrl, row.lang, token) } : {}),
    });
    const joinUrl = demoJoinUrl(deps.settings, row.ics_uid);
    return { ok: true, booking, calendar, ...(joinUrl ? { joinUrl } : {}) };
  } catch (error) {
    deps.log.error("demo.lookup_failed", { error: errorMessage(error) });
    return { ok: false, reason: "unavailable" };
  }
}

/** The .ics of a calendar token, or of the manage link's own token (its page links the file too). */
export async function lookupCalendar(deps: ManageDeps, token: string): Promise<ManageOutcome> {
  const byCalendar = await lookupBooking(deps, token, "demo-calendar");
  return !byCalendar.ok && byCalendar.reason === "invalid-link" ? lookupBooking(deps, token) : byCalendar;
}

type Change = { refused: ManageRefusal } | { row: Row; ids: string[]; dueAt?: Date };

/** How long a change's mail waits for a later change of the same booking (decision 202). */
export const CHANGE_MAIL_DELAY_MS = 60_000;

/** The change mails of a move: `<kind>-<sequence>@<slot before>`, so a replacing move knows it. */
const CHANGE_KEY = /^demo:\d+:(?:visitor|company)-update-\d+@(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

/**
 * One mail for a burst of changes (decision 202). The change mails of this booking still waiting
 * in the outbox (never claimed, due later) are taken out: the new change replaces them, and a move
 * says the slot before the first of them. A change within the delay of the booking's previous
 * change mail waits the delay itself; the first change of a while goes at once.
 */
async function coalesceChangeMails(
  tx: SqlClient,
  deps: ManageDeps,
  row: Row,
  now: Date,
): Promise<{ dueAt: Date; previous: { demo_date: string; demo_time: string } }> {
  const delayMs = deps.settings.changeMailDelayMs ?? CHANGE_MAIL_DELAY_MS;
  const waiting = await tx.query<{ idempotency_key: string }>(
    `delete from public.notification_outbox
      where lead_type = 'demo' and lead_id = $1::bigint and status = 'pending' and attempts = 0
        and next_attempt_at > $2::timestamptz and idempotency_key ~ ':(visitor|company)-(update|cancel)'
      returning idempotency_key`,
    [row.id, now.toISOString()],
  );
  const before = waiting.map((mail) => CHANGE_KEY.exec(mail.idempotency_key)).find((match) => match !== null);
  const previous = before
    ? { demo_date: before[1]!, demo_time: before[2]! }
    : { demo_date: row.demo_date, demo_time: row.demo_time };
  if (delayMs <= 0) return { dueAt: now, previous };
  const [recent] = await tx.query<{ n: number }>(
    `select count(*)::int as n from public.notification_outbox
      where lead_type = 'demo' and lead_id = $1::bigint and idempotency_key ~ ':(visitor|company)-update-'
        and created_at > now() - make_interval(secs => $2::double precision)`,
    [row.id, delayMs / 1000],
  );
  const burst = waiting.length > 0 || Number(recent?.n ?? 0) > 0;
  return { dueAt: burst ? new Date(now.getTime() + delayMs) : now, previous };
}

async function change(
  deps: ManageDeps,
  token: string,
  event: string,
  work: (tx: SqlClient, row: Row, now: Date) => Promise<Change>,
): Promise<ManageOutcome> {
  const id = await bookingId(deps, token);
  if (!id) return { ok: false, reason: "invalid-link" };
  const now = (deps.now ?? (() => new Date()))();
  let result: Change;
  try {
    result = await withSeatRetry(deps.sql, slotCapacity(deps.settings), async (tx) => {
      const row = await readRow(tx, id, true);
      if (!row) return { refused: "invalid-link" };
      const current = view(row, now);
      if (current.status !== "active") return { refused: current.status };
      return work(tx, row, now);
    });
  } catch (error) {
    if (error instanceof SlotTakenError) return { ok: false, reason: "slot-taken" };
    deps.log.error(`${event}_failed`, { error: errorMessage(error) });
    return { ok: false, reason: "unavailable" };
  }
  if ("refused" in result) {
    deps.log.info(`${event}_refused`, { reason: result.refused });
    return { ok: false, reason: result.refused };
  }
  deps.log.info(event, {
    leadId: id,
    mails: result.ids.length,
    ...(result.dueAt ? { mailAt: result.dueAt.toISOString() } : {}),
  });
  await sendCommitted(deps, result.ids, "demo.send_deferred", result.dueAt);
  return { ok: true, booking: view(result.row, now) };
}

/** Cancels an active booking: the slot is free again; the visitor gets METHOD:CANCEL, the company a notice. */
export function cancelBooking(deps: ManageDeps, token: string): Promise<ManageOutcome> {
  return change(deps, token, "demo.cancelled", async (tx, row, now) => {
    const rows = await tx.query<Row>(
      `update public.demo_bookings set cancelled_at = $2::timestamptz, ics_sequence = ics_sequence + 1
        where id = $1::bigint returning ${BOOKING_COLUMNS}`,
      [row.id, now.toISOString()],
    );
    const updated = rows[0];
    // A move still waiting to be mailed is replaced by the cancellation, which goes at once.
    await coalesceChangeMails(tx, { ...deps, settings: { ...deps.settings, changeMailDelayMs: 0 } }, row, now);
    // Never a reminder for a cancelled demo.
    await withdrawReminder(tx, updated.id);
    const context: DemoContext = {
      leadId: updated.id,
      uid: updated.ics_uid,
      createdAt: now,
      sequence: Number(updated.ics_sequence),
    };
    const mails = await demoCancellationMails(deps.settings, updated, context);
    const ids = await enqueueLeadMails(tx, "demo", updated.id, mails, deps.settings, now);
    // Removed from the host's calendar too (decision 209).
    return { row: updated, ids: [...ids, ...(await queueHostCalendar(tx, deps.settings, updated, context, true))] };
  });
}

/** Moves an active booking to another free slot: an updated invitation (same UID, SEQUENCE + 1). */
export function moveBooking(deps: ManageDeps, token: string, date: string, time: string): Promise<ManageOutcome> {
  return change(deps, token, "demo.moved", async (tx, row, now) => {
    // Only the slots the forms offer (decision 175): open days, notice, the booking window.
    if (!isOfferedSlot(date, time, now, deps.settings.booking ?? DEFAULT_BOOKING_RULES))
      return { refused: "invalid-slot" };
    if (date === row.demo_date && time === row.demo_time) return { refused: "invalid-slot" };
    const startsAt = slotStartUtc(date, time);
    const seat = await freeSeat(tx, startsAt, slotCapacity(deps.settings));
    if (seat === null) throw new SlotTakenError();
    const { dueAt, previous } = await coalesceChangeMails(tx, deps, row, now);
    const rows = await tx.query<Row>(
      `update public.demo_bookings
          set demo_date = $2::date, demo_time = $3::time, starts_at = $4::timestamptz, slot_seat = $5,
              ics_sequence = ics_sequence + 1
        where id = $1::bigint returning ${BOOKING_COLUMNS}`,
      [row.id, date, time, startsAt.toISOString(), seat],
    );
    const updated = rows[0];
    const sequence = Number(updated.ics_sequence);
    const secret = deps.settings.bookingLinkSecret;
    const context: DemoContext = {
      leadId: updated.id,
      uid: updated.ics_uid,
      createdAt: now,
      sequence,
      manageUrl: secret ? bookingManageUrl(deps.settings.siteUrl, updated.lang, token) : undefined,
    };
    // The reminder moves with the demo: the old one is taken back, the new one queued for the new time.
    await withdrawReminder(tx, updated.id);
    await enqueueReminder(tx, deps.settings, updated, context);
    // The host's calendar moves the event too (decision 209).
    const calendar = await queueHostCalendar(tx, deps.settings, updated, context);
    // Back at the slot the last mail told of (a burst that undid itself): no mail to send.
    if (previous.demo_date === date && previous.demo_time === time) return { row: updated, ids: calendar };
    const mails = await demoMoveMails(deps.settings, updated, previous, context);
    // One key per move (and the slot before it): a retried move never sends twice.
    const suffix = `-${sequence}@${previous.demo_date} ${previous.demo_time}`;
    const ids = await enqueueLeadMails(tx, "demo", updated.id, mails, deps.settings, now, suffix, dueAt);
    return { row: updated, ids: [...ids, ...calendar], dueAt };
  });
}

/** A booking action from outside (the edge function's JSON body, the site's Supabase adapter). */
export type BookingAction =
  | { action: "demo-lookup"; token: string }
  | { action: "demo-calendar"; token: string }
  | { action: "demo-cancel"; token: string }
  | { action: "demo-move"; token: string; demo_date: string; demo_time: string };

const refusalStatus: Record<ManageRefusal, 400 | 403 | 409 | 503> = {
  "invalid-link": 403,
  cancelled: 409,
  past: 409,
  "slot-taken": 409,
  "invalid-slot": 400,
  unavailable: 503,
};

/** Checks the shape of a body with an `action` and runs it; the answer's status and JSON body. */
export async function handleBookingAction(
  deps: ManageDeps,
  body: unknown,
): Promise<{ status: 200 | 400 | 403 | 409 | 503; body: ManageOutcome }> {
  const input = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const text = (value: unknown, max: number) => (typeof value === "string" && value.length <= max ? value : null);
  const token = text(input.token, 100);
  let outcome: ManageOutcome;
  if (token === null) outcome = { ok: false, reason: "invalid-link" };
  else if (input.action === "demo-lookup") outcome = await lookupBooking(deps, token);
  else if (input.action === "demo-calendar") outcome = await lookupCalendar(deps, token);
  else if (input.action === "demo-cancel") outcome = await cancelBooking(deps, token);
  else if (input.action === "demo-move") {
    const date = text(input.demo_date, 10);
    const time = text(input.demo_time, 5);
    outcome =
      date === null || time === null
        ? { ok: false, reason: "invalid-slot" }
        : await moveBooking(deps, token, date, time);
  } else outcome = { ok: false, reason: "invalid-slot" };
  return { status: outcome.ok ? 200 : refusalStatus[outcome.reason], body: outcome };
}

export function isBookingAction(body: unknown): boolean {
  return typeof body === "object" && body !== null && "action" in body;
}
