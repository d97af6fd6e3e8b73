/**
 * Pure calendar helpers for the demo booking (Madrid calendar dates as YYYY-MM-DD strings, no time
 * zone arithmetic: a date is a day, the slot rules live in supabase/functions/_shared/demo-slots.ts).
 */
import type { Lang } from "~/i18n/language";

type Ymd = { year: number; month: number; day: number };

function toIso({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function fromIso(date: string): Ymd {
  const [year, month, day] = date.split("-").map(Number);
  return { year, month, day };
}

function utc(date: string): Date {
  const { year, month, day } = fromIso(date);
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(date: string, days: number): string {
  const next = utc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return toIso({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() });
}

/** The same day `months` later, clamped to the month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = fromIso(date);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return toIso({ year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: Math.min(day, last) });
}

/** 0 = Monday ... 6 = Sunday (weeks start on Monday, spec §9). */
export function weekdayIndex(date: string): number {
  return (utc(date).getUTCDay() + 6) % 7;
}

export function monthKey(date: string): string {
  return date.slice(0, 7);
}

/** The weeks of a month, Monday first; null pads the days of the neighbouring months. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const { year, month: m } = fromIso(first);
  const length = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const cells: (string | null)[] = Array(weekdayIndex(first)).fill(null);
  for (let day = 1; day <= length; day += 1) cells.push(toIso({ year, month: m, day }));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

const locales: Record<Lang, string> = { es: "es-ES", en: "en-GB" };

/** "lunes, 9 de junio de 2025" / "Monday 9 June 2025". */
export function formatLongDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(utc(date));
}

/** "junio de 2025" / "June 2025". */
export function formatMonth(month: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    utc(`${month}-01`),
  );
}

/** Weekday names Monday first: [short, long]. */
export function weekdayNames(lang: Lang): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = utc(addDays("2024-01-01", index));
    return {
      short: new Intl.DateTimeFormat(locales[lang], { weekday: "short", timeZone: "UTC" }).format(day),
      long: new Intl.DateTimeFormat(locales[lang], { weekday: "long", timeZone: "UTC" }).format(day),
    };
  });
}
