import type { Lang } from "~/i18n/language";

/** A non-breaking space keeps the amount and its currency on the same line. */
const NBSP = "\u00a0";

const grouping = {
  es: new Intl.NumberFormat("es-ES", { maximumFractionDigits: 0, useGrouping: "always" }),
  en: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0, useGrouping: "always" }),
} as const;

/**
 * A whole amount of euros as each language writes it: "18.000 €" in Spanish, "EUR 18,000" in
 * English. Grouping is forced because es-ES leaves four-digit numbers ungrouped ("2000 €"), which
 * would read inconsistently next to "18.000 €".
 */
export function formatEuros(amount: number, lang: Lang): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const digits = grouping[lang].format(Math.round(amount));
  return lang === "es" ? `${digits}${NBSP}€` : `EUR${NBSP}${digits}`;
}

/** "Hasta 18.000 €" / "Up to EUR 18,000". */
export function formatUpTo(amount: number, lang: Lang): string {
  return lang === "es" ? `Hasta ${formatEuros(amount, lang)}` : `Up to ${formatEuros(amount, lang)}`;
}

/** A company-size band: "De 0 a 3 empleados" / "0 to 3 employees". */
export function formatBand(band: { from: number; to: number }, lang: Lang): string {
  return lang === "es" ? `De ${band.from} a ${band.to} empleados` : `${band.from} to ${band.to} employees`;
}
