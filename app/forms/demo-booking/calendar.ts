/**
 * Calendar helpers for the demo booking's month grid: Madrid calendar dates as YYYY-MM-DD strings,
 * the arithmetic by date-fns (the same as the servers', ~shared/demo-slots), the names by Intl.
 * Which days are offered comes from the server (decision 175).
 */
import { addMonths as addMonthsTo, eachDayOfInterval, endOfMonth, format, getISODay } from "date-fns";
import type { Lang } from "~/i18n/language";
import { addIsoDays, ISO_DATE, madrid, madridDay } from "~shared/demo-slots";

/** The calendar day at noon UTC: formatting it in UTC names the right day in any browser zone. */
function utcNoon(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

export const addDays = addIsoDays;

/** The same day `months` later, clamped to the month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  return format(addMonthsTo(madridDay(date), months, { in: madrid }), ISO_DATE, { in: madrid });
}

/** 0 = Monday ... 6 = Sunday (weeks start on Monday, spec §9). */
export function weekdayIndex(date: string): number {
  return getISODay(madridDay(date), { in: madrid }) - 1;
}

export function monthKey(date: string): string {
  return date.slice(0, 7);
}

/** The weeks of a month, Monday first; null pads the days of the neighbouring months. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = madridDay(`${month}-01`);
  const days = eachDayOfInterval({ start: first, end: endOfMonth(first, { in: madrid }) }, { in: madrid }).map((day) =>
    format(day, ISO_DATE, { in: madrid }),
  );
  const cells: (string | null)[] = [...Array<null>(weekdayIndex(days[0])).fill(null), ...days];
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
  }).format(utcNoon(date));
}

/** "junio de 2025" / "June 2025". */
export function formatMonth(month: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    utcNoon(`${month}-01`),
  );
}

/** Weekday names Monday first: [short, long]. */
export function weekdayNames(lang: Lang): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = utcNoon(addDays("2024-01-01", index));
    return {
      short: new Intl.DateTimeFormat(locales[lang], { weekday: "short", timeZone: "UTC" }).format(day),
      long: new Intl.DateTimeFormat(locales[lang], { weekday: "long", timeZone: "UTC" }).format(day),
    };
  });
}
