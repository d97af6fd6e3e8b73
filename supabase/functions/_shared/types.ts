/**
 * Interfaces the notification logic needs from its host. The Node app (PGlite, pg) and the Deno edge
 * function (postgres.js) each provide an implementation, so the same logic runs on both.
 */
import type { BookingRules } from "./demo-open-days.ts";

/** What storing a lead came to (spec §7); the site's backend port answers the same. */
export type NotifyErrorCode = "invalid" | "duplicate" | "unavailable" | "slot-taken" | "not-replay";
/**
 * A stored demo booking as the visitor's answer carries it: its slot and a calendar token (the
 * confirmation panel's .ics), never the manage link, which only the e-mail carries (decision 202).
 */
export type BookedDemo = { date: string; time: string; token: string | null };
/** `replayed`: the same submission retried; the first outcome, nothing stored or sent again (decision 166). */
export type NotifyResult =
  { error: null; booking?: BookedDemo; replayed?: true } | { error: { message: string; code: NotifyErrorCode } };

/** A SQL connection with $1-style parameters. Rows come back as plain objects. */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(work: (tx: SqlClient) => Promise<R>): Promise<R>;
}

/**
 * A calendar invitation (iTIP, RFC 5546/6047): sent as a `text/calendar; method=...` alternative part
 * of the message, as Office 365 and the common mail libraries send it, and as an attachment.
 */
export type MailInvitation = { method: "REQUEST" | "CANCEL" | "PUBLISH"; filename: string; content: string };

/** A fully composed e-mail. Only `to` and `replyTo` may come from a visitor, and only validated. */
export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Random, stored with the outbox row: the same on every attempt, so a receiver can recognise a re-delivery. */
  messageId: string;
  invitation?: MailInvitation;
  /** Extra header fields composed by us, never from visitor text (List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
};

/**
 * A write to the host's CalDAV calendar, queued in the outbox like an e-mail (decision 209): the
 * booking's event as it now is (`ics`), or its removal (no `ics`). Each carries the whole state, so
 * the newest queued write for a booking is the only one that needs to run.
 */
export type HostCalendarJob = { hostCalendar: { uid: string; ics?: string } };

export function isHostCalendarJob(value: unknown): value is HostCalendarJob {
  const job = (value as { hostCalendar?: { uid?: unknown } } | null)?.hostCalendar;
  return typeof job === "object" && job !== null && typeof job.uid === "string";
}

/** Writes events into the host's calendar (the Node site's CalDAV client). Both are idempotent. */
export interface HostCalendarWriter {
  readonly kind: string;
  put(uid: string, ics: string): Promise<void>;
  /** Removes the event; one already gone counts as removed. */
  remove(uid: string): Promise<void>;
}

export interface Mailer {
  readonly kind: string;
  send(mail: OutgoingMail): Promise<void>;
}

export type LogFields = Record<string, unknown>;
export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

export type NotificationSettings = {
  /** Company inbox that receives every lead. */
  companyInbox: string;
  /** Sender, e.g. `RTS <info@rts-soluciones.es>`. */
  mailFrom: string;
  /** Absolute origin of the public site, for links in e-mails. */
  siteUrl: string;
  /** The lead-magnet (guide) download link sent to the visitor, per language. */
  leadMagnetUrl: { es: string; en: string };
  companyName: string;
  /** Bookings one demo slot holds (DEMO_SLOT_CAPACITY, default 1; decision 130). */
  demoSlotCapacity?: number;
  /**
   * Signs the links that cancel or move a booking (decision 131): the site's SESSION_SECRET, or the
   * function's. Unset: no link is offered (the e-mail says to reply instead).
   */
  bookingLinkSecret?: string;
  /**
   * A booking's change mailed within this long of its previous change waits this long in the outbox,
   * and a later change of the same booking replaces it: one mail for a burst (decision 202).
   * Default CHANGE_MAIL_DELAY_MS (demo-booking.ts); 0 mails every change at once.
   */
  changeMailDelayMs?: number;
  /** Open days, notice and window of the demo calendar (decision 175); the defaults when absent. */
  booking?: BookingRules;
  /** The legal footer of every e-mail (app/config/company.ts). */
  legal?: CompanyLegal;
  /**
   * The demo's join link (DEMO_MEETING_URL, decision 207): a fixed room or a template with `{id}`,
   * the booking's calendar UID. Unset: no link is offered anywhere.
   */
  meetingUrl?: string;
  /** Hours before a demo its reminder is sent (DEMO_REMINDER_HOURS, decision 208; default 24; 0: none). */
  reminderHours?: number;
  /** Each booking is written into the host's CalDAV calendar through the outbox (decision 209). */
  writesHostCalendar?: boolean;
};

/** Who sends the e-mails, as their footer says it (RGPD art. 13; LSSI art. 10). */
export type CompanyLegal = {
  legalName: string;
  address: { street: string; postalCode: string; city: string; country: { es: string; en: string } };
};

export type Clock = () => Date;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A mailer's failure that no retry will change (an SMTP 5xx answer such as "550 unknown recipient",
 * an e-mail API's 4xx): the mailer marks it `permanent: true` and the outbox gives up at once.
 */
export function isPermanentMailFailure(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { permanent?: unknown }).permanent === true;
}

const EMAIL_ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g;
const IPV4_ADDRESS = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
const IPV6_ADDRESS = /(?:[0-9a-f]{0,4}:){3,7}[0-9a-f]{1,4}\b/gi;

/**
 * A mail server's or an API's error text with the personal data taken out: e-mail addresses and IP
 * addresses (a rejection usually quotes the recipient, sometimes the client's address). What goes
 * in logs and in the outbox's last_error.
 */
export function redactPersonal(text: string): string {
  return text.replace(EMAIL_ADDRESS, "<address>").replace(IPV4_ADDRESS, "<ip>").replace(IPV6_ADDRESS, "<ip>");
}

/** errorMessage, redacted: the form every mail failure is logged and stored in. */
export function mailErrorMessage(error: unknown): string {
  return redactPersonal(errorMessage(error));
}
