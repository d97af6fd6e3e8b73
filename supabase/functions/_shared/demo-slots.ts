/**
 * Demo-booking calendar rules (spec §9): hourly slots 08:00-18:00, Monday to Friday, never in the
 * past, 45 minutes long, all in Madrid wall-clock time. Pure functions with an injectable `now`, so
 * the browser, the Node server and the Deno edge function agree, and tests can pin the clock.
 * No dependencies: runs unchanged under Node, Deno and in the browser.
 */

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

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

let madridFormatter: Intl.DateTimeFormat | undefined;

function formatter(): Intl.DateTimeFormat {
  madridFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: DEMO_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  return madridFormatter;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The Madrid wall clock at an instant. */
export function madridWallClock(instant: Date): WallClock {
  const values: Record<string, number> = {};
  for (const part of formatter().formatToParts(instant)) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return {
    year: values.year,
    month: values.month,
    day: values.day,
    // Some engines print midnight as 24 with hourCycle h23 missing; normalise.
    hour: values.hour === 24 ? 0 : values.hour,
    minute: values.minute,
    second: values.second,
  };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

/** Today's date in Madrid as YYYY-MM-DD. */
export function madridToday(now: Date): string {
  const clock = madridWallClock(now);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** Parses a calendar date 'YYYY-MM-DD'; null when malformed or not a real day (2025-02-30). */
export function parseIsoDate(date: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isValidIsoDate(date: string): boolean {
  return parseIsoDate(date) !== null;
}

/** Saturday or Sunday (the calendar day itself, independent of time zones). */
export function isWeekend(date: string): boolean {
  const parts = parseIsoDate(date);
  if (!parts) return false;
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function isGridSlot(time: string): time is DemoSlot {
  return (DEMO_SLOTS as readonly string[]).includes(time);
}

/** Offset of Madrid from UTC, in milliseconds, at an instant (+1 h in winter, +2 h in summer). */
function madridOffsetMs(instantMs: number): number {
  const clock = madridWallClock(new Date(instantMs));
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The UTC instant of a Madrid wall-clock time on a date. Two passes over the offset make it right on
 * both sides of a daylight-saving change (slots never fall in the 02:00-03:00 gap).
 */
export function slotStartUtc(date: string, time: string): Date {
  const parts = parseIsoDate(date);
  const match = TIME_PATTERN.exec(time);
  if (!parts || !match) throw new RangeError(`Invalid demo date/time: ${date} ${time}`);
  const naive = Date.UTC(parts.year, parts.month - 1, parts.day, Number(match[1]), Number(match[2]));
  const firstGuess = naive - madridOffsetMs(naive);
  const corrected = naive - madridOffsetMs(firstGuess);
  return new Date(corrected);
}

/** The slots of a date still open at `now`: [] for weekends, past days and malformed dates. */
export function availableSlots(date: string, now: Date): DemoSlot[] {
  if (!isValidIsoDate(date) || isWeekend(date)) return [];
  const today = madridToday(now);
  if (date < today) return [];
  if (date > today) return [...DEMO_SLOTS];
  return DEMO_SLOTS.filter((slot) => slotStartUtc(date, slot).getTime() > now.getTime());
}

/** A weekday, not in the past, with at least one slot still open. */
export function isBookableDate(date: string, now: Date): boolean {
  return availableSlots(date, now).length > 0;
}

export function isBookableSlot(date: string, time: string, now: Date): boolean {
  return (availableSlots(date, now) as string[]).includes(time);
}

function addDays(date: string, days: number): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid date: ${date}`);
  const next = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The next `count` bookable weekdays in the Madrid calendar, starting today if a slot is left. */
export function bookableDates(now: Date, count: number): string[] {
  const dates: string[] = [];
  let cursor = madridToday(now);
  while (dates.length < count) {
    if (isBookableDate(cursor, now)) dates.push(cursor);
    cursor = addDays(cursor, 1);
  }
  return dates;
}
