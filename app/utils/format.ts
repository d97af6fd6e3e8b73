import type { Lang } from "~/i18n/language";

/**
 * The one place that writes numbers, percentages, money, durations and dates as each language
 * does: Spanish as in Spain (es-ES), English as in Britain (en-GB). Pure Intl, so it costs the
 * browser nothing to import, and the server and the browser write the same text.
 */
export const locales = { es: "es-ES", en: "en-GB" } as const satisfies Record<Lang, string>;

/** Keeps a number and its unit (%, €, EUR) on one line. */
const NBSP = "\u00a0";

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${lang}/${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Grouping always: es-ES leaves four-digit numbers ungrouped ("2000"), which reads
    // inconsistently next to "18.000".
    format = new Intl.NumberFormat(locales[lang], { maximumFractionDigits, useGrouping: "always" });
    numberFormats.set(key, format);
  }
  return format;
}

/** "2.431" / "2,431"; "2,1" / "2.1" (one decimal at most unless asked). */
export function formatNumber(value: number, lang: Lang, { decimals = 1 } = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`);
  return numberFormat(lang, decimals).format(value);
}

/** "99,9 %" (no-break space) / "99.9%"; `signed` writes the plus of a gain ("+300 %"). */
export function formatPercent(value: number, lang: Lang, { signed = false } = {}): string {
  const sign = signed && value > 0 ? "+" : "";
  const number = formatNumber(value, lang);
  return lang === "es" ? `${sign}${number}${NBSP}%` : `${sign}${number}%`;
}

/** A count in millions, short: "2,1 M" / "2.1M". */
export function formatMillions(value: number, lang: Lang): string {
  const number = formatNumber(value / 1_000_000, lang);
  return lang === "es" ? `${number}${NBSP}M` : `${number}M`;
}

/**
 * Whole euros: "18.000 €" / "EUR 18,000". `millions` writes large sums the way the case studies
 * do: "1,8 M€" / "EUR 1.8M".
 */
export function formatMoney(amount: number, lang: Lang, { millions = false } = {}): string {
  const value = millions ? formatMillions(amount, lang) : formatNumber(Math.round(amount), lang);
  return lang === "es" ? `${value}${millions ? "" : NBSP}€` : `EUR${NBSP}${value}`;
}

// Made on first use, never at import: building an Intl formatter loads locale data, and at import
// time that cost lands in the page's first script task on every page that bundles this module.
const monthFormats = new Map<Lang, Intl.NumberFormat>();

/** A duration in months: "8 meses" / "8 months". */
export function formatMonths(months: number, lang: Lang): string {
  let format = monthFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(locales[lang], { style: "unit", unit: "month", unitDisplay: "long" });
    monthFormats.set(lang, format);
  }
  return format.format(months);
}

export type DateStyle = "day" | "month";

const dateFormats = {
  day: { day: "numeric", month: "long", year: "numeric" },
  month: { month: "long", year: "numeric" },
} satisfies Record<DateStyle, Intl.DateTimeFormatOptions>;

/**
 * A calendar date (YYYY-MM-DD, read in UTC so no time zone moves it):
 * - "day": "21 de noviembre de 2026" / "21 November 2026";
 * - "month": "noviembre de 2026" / "November 2026".
 * English dates are British everywhere, articles included (day before month, no comma).
 * An unreadable date is returned as it came.
 */
export function formatDate(isoDate: string, lang: Lang, style: DateStyle = "day"): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locales[lang], { ...dateFormats[style], timeZone: "UTC" }).format(date);
}

/** Weekly opening hours: ISO weekdays (1 = Monday) and local times "HH:MM". */
export type OpeningHours = { fromDay: number; toDay: number; opens: string; closes: string };

const rangeWords = { es: "a", en: "to" } as const satisfies Record<Lang, string>;

/** "Lunes a viernes, 9:00-18:00" / "Monday to Friday, 9:00-18:00". */
export function formatOpeningHours({ fromDay, toDay, opens, closes }: OpeningHours, lang: Lang): string {
  const weekday = new Intl.DateTimeFormat(locales[lang], { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  const day = (iso: number) => weekday.format(new Date(Date.UTC(2024, 0, iso)));
  const first = day(fromDay);
  const time = (value: string) => value.replace(/^0(?=\d:)/, "");
  const days = `${first.charAt(0).toLocaleUpperCase(locales[lang])}${first.slice(1)} ${rangeWords[lang]} ${day(toDay)}`;
  return `${days}, ${time(opens)}-${time(closes)}`;
}

/** A sentence ended once: "RTS" -> "RTS.", "Ejemplo, S.L." stays as it is (no "S.L.."). */
export function withFullStop(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}
