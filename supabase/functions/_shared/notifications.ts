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
import { slotStartUtc } from "./demo-slots.ts";
import {
  contactMails,
  demoMails,
  leadMagnetMails,
  messageIdFor,
  newsletterMails,
  type ComposedMail,
} from "./emails.ts";
import { dispatchOutbox, enqueueMails, type OutboxPolicy } from "./outbox.ts";
import { bookingManageUrl, signBookingToken } from "./booking-link.ts";
import { freeSeat, slotCapacity, SlotTakenError, withSeatRetry } from "./demo-booking.ts";
import type { BookedDemo, Clock, Logger, Mailer, NotificationSettings, NotifyResult, SqlClient } from "./types.ts";
import { errorMessage } from "./types.ts";

export type NotificationDeps = {
  sql: SqlClient;
  mailer: Mailer;
  log: Logger;
  settings: NotificationSettings;
  now?: Clock;
  policy?: OutboxPolicy;
  /** Send right after storing (default true). The outbox dispatcher covers whatever fails. */
  sendImmediately?: boolean;
};

export type NotificationOutcome = { status: 200 | 400 | 409 | 503; body: NotifyResult };

const DUPLICATE_SUBSCRIBER_MESSAGE = "duplicate: this e-mail address already exists in the newsletter";
const SLOT_TAKEN_MESSAGE = "slot-taken: this demo slot is already booked; choose another";

type Stored = { leadId: string; outboxIds: string[]; booking?: BookedDemo } | { duplicate: true };

async function storeLead(
  tx: SqlClient,
  request: NotificationRequest,
  settings: NotificationSettings,
  createdAt: Date,
): Promise<Stored> {
  let leadId: string;
  let mails: ComposedMail[];
  let booking: BookedDemo | undefined;
  switch (request.type) {
    case "demo": {
      const d = request.data;
      const startsAt = slotStartUtc(d.demo_date, d.demo_time);
      // The slot's lowest free seat; the unique index of seats refuses a racing second booking.
      const seat = await freeSeat(tx, startsAt, slotCapacity(settings));
      if (seat === null) throw new SlotTakenError();
      const rows = await tx.query<{ id: string }>(
        `insert into public.demo_bookings (name, email, phone, company, demo_date, demo_time, starts_at, lang, slot_seat)
         values ($1, $2, $3, $4, $5::date, $6::time, $7::timestamptz, $8, $9)
         returning id::text as id`,
        [d.name, d.email, d.phone, d.company, d.demo_date, d.demo_time, startsAt.toISOString(), d.lang ?? "es", seat],
      );
      leadId = String(rows[0].id);
      const secret = settings.bookingLinkSecret;
      const token = secret ? await signBookingToken(secret, leadId) : null;
      booking = { date: d.demo_date, time: d.demo_time, token };
      mails = demoMails(settings, d, {
        leadId,
        createdAt,
        manageUrl: token ? bookingManageUrl(settings.siteUrl, d.lang ?? "es", token) : undefined,
      });
      break;
    }
    case "contact": {
      const d = request.data;
      const rows = await tx.query<{ id: string }>(
        `insert into public.contact_messages (name, email, company, phone, service, message, lang)
         values ($1, $2, $3, $4, $5, $6, $7)
         returning id::text as id`,
        [d.name, d.email, d.company, d.phone, d.service, d.message, d.lang ?? "es"],
      );
      leadId = String(rows[0].id);
      mails = contactMails(settings, d, { leadId });
      break;
    }
    case "newsletter": {
      const d = request.data;
      // citext makes the unique e-mail case-insensitive; DO NOTHING keeps the transaction usable.
      const rows = await tx.query<{ id: string }>(
        `insert into public.newsletter_subscribers (email, lang)
         values ($1, $2)
         on conflict (email) do nothing
         returning id::text as id`,
        [d.email, d.lang ?? "es"],
      );
      if (!rows[0]) return { duplicate: true };
      leadId = String(rows[0].id);
      mails = newsletterMails(settings, d, { leadId });
      break;
    }
    case "lead-magnet": {
      const d = request.data;
      const rows = await tx.query<{ id: string }>(
        `insert into public.lead_magnet_requests (name, email, lang)
         values ($1, $2, $3)
         returning id::text as id`,
        [d.name, d.email, d.lang ?? "es"],
      );
      leadId = String(rows[0].id);
      mails = leadMagnetMails(settings, d, { leadId });
      break;
    }
  }
  const outboxIds = await enqueueMails(
    tx,
    mails.map(({ kind, mail }) => {
      const idempotencyKey = `${request.type}:${leadId}:${kind}`;
      return {
        idempotencyKey,
        leadType: request.type,
        leadId,
        kind,
        mail: { ...mail, messageId: messageIdFor(idempotencyKey, settings.mailFrom) },
      };
    }),
    createdAt,
  );
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
): { request: NotificationRequest } | { refused: NotificationOutcome } {
  const parsed = notificationRequestSchemaAt(clock).safeParse(body);
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
): Promise<NotificationOutcome> {
  const clock = deps.now ?? (() => new Date());
  let stored: Stored;
  try {
    // A demo that loses a race for its slot's seat is tried again (capacity > 1 has other seats).
    stored = await withSeatRetry(deps.sql, request.type === "demo" ? slotCapacity(deps.settings) : 1, (tx) =>
      storeLead(tx, request, deps.settings, clock()),
    );
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

  if ("duplicate" in stored) {
    deps.log.info("notification.duplicate", { type: request.type });
    return { status: 409, body: { error: { code: "duplicate", message: DUPLICATE_SUBSCRIBER_MESSAGE } } };
  }

  deps.log.info("notification.stored", { type: request.type, leadId: stored.leadId, mails: stored.outboxIds.length });
  if (deps.sendImmediately !== false) {
    try {
      await dispatchOutbox(
        { sql: deps.sql, mailer: deps.mailer, log: deps.log, now: deps.now, policy: deps.policy },
        { ids: stored.outboxIds },
      );
    } catch (error) {
      // Stored and queued: the dispatcher will send it. Not the visitor's problem.
      deps.log.warn("notification.send_deferred", { type: request.type, error: errorMessage(error) });
    }
  }
  return { status: 200, body: stored.booking ? { error: null, booking: stored.booking } : { error: null } };
}
