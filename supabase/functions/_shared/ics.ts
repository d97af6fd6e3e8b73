/**
 * The demo's iCalendar event (RFC 5545) and its iTIP methods (RFC 5546): a 45-minute event at a
 * Madrid wall-clock time, with a VTIMEZONE for Europe/Madrid so calendars place it right on both
 * sides of a daylight-saving change. Written here rather than with ical-generator or ics (decision
 * 176: the one needs Node 22 and writes DTSTAMP without "Z" once a VTIMEZONE is asked for; the other
 * writes no VTIMEZONE at all).
 */
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { DEMO_DURATION_MINUTES, DEMO_TIME_ZONE, slotEnd } from "./demo-slots.ts";

const MADRID_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${DEMO_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT escaping of RFC 5545 §3.3.11. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Parameter values (CN) are quoted; quotes and control characters cannot appear in them. */
function quoteParam(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, "")}"`;
}

/** Folds a content line at 75 octets (UTF-8), continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + length > limit) {
      pieces.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += length;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** DTSTAMP: the instant in UTC ("Z"), as RFC 5545 requires. */
function utcStamp(instant: Date): string {
  return format(instant, "yyyyMMdd'T'HHmmss'Z'", { in: tz("UTC") });
}

/** The Madrid wall clock of a slot ('YYYYMMDDTHHMMSS'), `plusMinutes` later (the event's end). */
function localStamp(date: string, time: string, plusMinutes = 0): string {
  const end = slotEnd(date, time, plusMinutes);
  return `${end.date.replace(/-/g, "")}T${end.time.replace(":", "")}00`;
}

export type DemoInvitation = {
  /** Random, stored with the booking (decision 176): the same for the invitation, its updates and its cancellation. */
  uid: string;
  date: string;
  time: string;
  durationMinutes?: number;
  summary: string;
  description: string;
  /** The booking's page (cancel, move): the event's URL. */
  url?: string;
  location?: string;
  organizer: { name: string; email: string };
  /** The people invited (REQUEST, CANCEL); a PUBLISH carries none (RFC 5546 §3.2.1). */
  attendees: Array<{ name: string; email: string }>;
  /** When the event was last changed (DTSTAMP). */
  createdAt: Date;
  /**
   * REQUEST: the invitation e-mailed with the confirmation or a move; CANCEL: the same event
   * withdrawn; PUBLISH: the "add to calendar" download.
   */
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  /** RFC 5545 SEQUENCE: 0 when booked, one more per move or cancellation (same UID throughout). */
  sequence?: number;
};

export function demoInvitationIcs(invite: DemoInvitation): string {
  const duration = invite.durationMinutes ?? DEMO_DURATION_MINUTES;
  const cancelled = invite.method === "CANCEL";
  // Replies are not processed: nobody is asked for one (RSVP=FALSE); the visitor booked, so accepted.
  const attendees =
    invite.method === "PUBLISH"
      ? []
      : invite.attendees.map(
          (attendee) =>
            `ATTENDEE;CN=${quoteParam(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${attendee.email}`,
        );
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//RTS Soluciones Tecnologicas//Demo booking//ES",
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method}`,
    ...MADRID_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${invite.uid}`,
    `DTSTAMP:${utcStamp(invite.createdAt)}`,
    `DTSTART;TZID=${DEMO_TIME_ZONE}:${localStamp(invite.date, invite.time)}`,
    `DTEND;TZID=${DEMO_TIME_ZONE}:${localStamp(invite.date, invite.time, duration)}`,
    `SUMMARY:${escapeIcsText(invite.summary)}`,
    `DESCRIPTION:${escapeIcsText(invite.description)}`,
    ...(invite.url ? [`URL:${invite.url}`] : []),
    ...(invite.location ? [`LOCATION:${escapeIcsText(invite.location)}`] : []),
    `ORGANIZER;CN=${quoteParam(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    ...attendees,
    cancelled ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    `SEQUENCE:${Math.max(0, Math.trunc(invite.sequence ?? 0))}`,
    "TRANSP:OPAQUE",
    ...(cancelled ? [] : ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Demo", "TRIGGER:-PT15M", "END:VALARM"]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
