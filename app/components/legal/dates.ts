import { format, parseISO } from "date-fns";
import { enGB } from "date-fns/locale/en-GB";
import { es } from "date-fns/locale/es";
import type { Lang } from "~/i18n/language";

/**
 * Dates shown as text, in the page's language. Call from loaders only, so the locales stay on the
 * server: "21 de noviembre de 2026" / "21 November 2026".
 */
export function longDate(iso: string, lang: Lang): string {
  return lang === "es"
    ? format(parseISO(iso), "d 'de' MMMM 'de' yyyy", { locale: es })
    : format(parseISO(iso), "d MMMM yyyy", { locale: enGB });
}

/** A month of a year: "octubre de 2024" / "October 2024". */
export function monthAndYear(iso: string, lang: Lang): string {
  return lang === "es"
    ? format(parseISO(iso), "MMMM 'de' yyyy", { locale: es })
    : format(parseISO(iso), "MMMM yyyy", { locale: enGB });
}
