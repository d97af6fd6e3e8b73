/**
 * Demo-booking time rules (spec §9): hourly slots 08:00-18:00, 45 minutes long, in Madrid wall-clock
 * time. The time-zone arithmetic is date-fns with @date-fns/tz, which runs unchanged in the browser,
 * Node and Deno (`npm:` in the edge function's import map). Which days are open (holidays, the
 * company's closed days, notice, the booking window) is demo-open-days.ts, on the servers only.
 */
import { tz, TZDate } from "@date-fns/tz";
import { addDays, format, isExists, isWeekend as isWeekendIn } from "date-fns";

export const DEMO_TIME_ZONE = "Europe/Madrid";
export const DEMO_SLOTS = [
  "08:00",
  "09:00",
  "10:00",
  "11:00",
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
  "18:00",
] as const;
export const DEMO_DURATION_MINUTES = 45;

export type DemoSlot = (typeof DEMO_SLOTS)[number];

/** Calendar dates as the forms, the database and the availability data name them. */
export const ISO_DATE = "yyyy-MM-dd";
/** date-fns' `in` option: every calendar computation on the Madrid calendar. */
export const madrid = tz(DEMO_TIME_ZONE);

/** Year, month (1-12) and day of a date written YYYY-MM-DD, or null. */
function dateParts(date: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** A real calendar day written YYYY-MM-DD (2025-02-30 and 2025-2-3 are not). */
export function isValidIsoDate(date: string): boolean {
  const parts = dateParts(date);
  return parts !== null && isExists(parts[0], parts[1] - 1, parts[2]);
}

/** The Madrid midnight (or the wall-clock time given) of a calendar date; throws for an invalid date. */
export function madridDay(date: string, hours = 0, minutes = 0): TZDate {
  const parts = dateParts(date);
  if (!parts || !isExists(parts[0], parts[1] - 1, parts[2])) throw new RangeError(`Invalid date: ${date}`);
  return new TZDate(parts[0], parts[1] - 1, parts[2], hours, minutes, DEMO_TIME_ZONE);
}

/** Today's date in Madrid as YYYY-MM-DD. */
export function madridToday(now: Date): string {
  return format(now, ISO_DATE, { in: madrid });
}

/** The calendar date `days` later (or earlier), YYYY-MM-DD. */
export function addIsoDays(date: string, days: number): string {
  return format(addDays(madridDay(date), days, { in: madrid }), ISO_DATE, { in: madrid });
}

/** Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  return isValidIsoDate(date) && isWeekendIn(madridDay(date), { in: madrid });
}

export function isGridSlot(time: string): time is DemoSlot {
  return (DEMO_SLOTS as readonly string[]).includes(time);
}

/** The instant a Madrid wall-clock time starts on a date, right on both sides of a daylight-saving change. */
export function slotStartUtc(date: string, time: string): Date {
  if (!isValidIsoDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    throw new RangeError(`Invalid demo date/time: ${date} ${time}`);
  }
  return new Date(madridDay(date, Number(time.slice(0, 2)), Number(time.slice(3))).getTime());
}

/** The date and wall-clock time, in Madrid, that the slot ends (for the invitation's DTEND). */
export function slotEnd(date: string, time: string, minutes = DEMO_DURATION_MINUTES): { date: string; time: string } {
  const end = new TZDate(slotStartUtc(date, time).getTime() + minutes * 60_000, DEMO_TIME_ZONE);
  return { date: format(end, ISO_DATE), time: format(end, "HH:mm") };
}

/** An IANA time zone this runtime knows ("Europe/London"), as a browser reports it; anything else is not. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) {
    return false;
  }
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The wall clock in `zone` at the start of a Madrid slot, or null when it reads the same as Madrid's
 * (same date and time): what a visitor elsewhere is told beside the Madrid time.
 */
export function slotInZone(date: string, time: string, zone: string): { date: string; time: string } | null {
  if (!isTimeZone(zone)) return null;
  const there = new TZDate(slotStartUtc(date, time).getTime(), zone);
  const local = { date: format(there, ISO_DATE), time: format(there, "HH:mm") };
  return local.date === date && local.time === time ? null : local;
}
