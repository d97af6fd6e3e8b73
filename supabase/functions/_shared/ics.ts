/**
 * The iCalendar invitation (RFC 5545) attached to a demo confirmation: a 45-minute event at a Madrid
 * wall-clock time, with a VTIMEZONE for Europe/Madrid so calendars place it right on both sides of a
 * daylight-saving change.
 */
import { DEMO_DURATION_MINUTES, DEMO_TIME_ZONE, parseIsoDate } from "./demo-slots.ts";

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

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function utcStamp(instant: Date): string {
  return (
    `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/** Local date-time 'YYYYMMDDTHHMMSS' for a Madrid date and time plus minutes (same day for demo slots). */
function localStamp(date: string, time: string, plusMinutes = 0): string {
  const parts = parseIsoDate(date);
  const [hour, minute] = time.split(":").map(Number);
  if (!parts || Number.isNaN(hour) || Number.isNaN(minute)) throw new RangeError(`Invalid date/time ${date} ${time}`);
  const shifted = new Date(Date.UTC(parts.year, parts.month - 1, parts.day, hour, minute + plusMinutes));
  return (
    `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}${pad(shifted.getUTCMinutes())}00`
  );
}

export type DemoInvitation = {
  uid: string;
  date: string;
  time: string;
  durationMinutes?: number;
  summary: string;
  description: string;
  location?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  createdAt: Date;
  /**
   * REQUEST (default): the invitation e-mailed with the confirmation or a move; CANCEL: the same
   * event withdrawn; PUBLISH: the "add to calendar" download (no reply expected).
   */
  method?: "REQUEST" | "CANCEL" | "PUBLISH";
  /** RFC 5545 SEQUENCE: 0 when booked, one more per move or cancellation (same UID throughout). */
  sequence?: number;
};

export function demoInvitationIcs(invite: DemoInvitation): string {
  const duration = invite.durationMinutes ?? DEMO_DURATION_MINUTES;
  const method = invite.method ?? "REQUEST";
  const cancelled = method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//RTS Soluciones Tecnologicas//Demo booking//ES",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...MADRID_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${invite.uid}`,
    `DTSTAMP:${utcStamp(invite.createdAt)}`,
    `DTSTART;TZID=${DEMO_TIME_ZONE}:${localStamp(invite.date, invite.time)}`,
    `DTEND;TZID=${DEMO_TIME_ZONE}:${localStamp(invite.date, invite.time, duration)}`,
    `SUMMARY:${escapeIcsText(invite.summary)}`,
    `DESCRIPTION:${escapeIcsText(invite.description)}`,
    ...(invite.location ? [`LOCATION:${escapeIcsText(invite.location)}`] : []),
    `ORGANIZER;CN=${quoteParam(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;CN=${quoteParam(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${invite.attendee.email}`,
    cancelled ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    `SEQUENCE:${Math.max(0, Math.trunc(invite.sequence ?? 0))}`,
    ...(cancelled ? [] : ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Demo RTS", "TRIGGER:-PT15M", "END:VALARM"]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
