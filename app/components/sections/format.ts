import type { Lang } from "~/i18n/language";

/** A percentage as each language writes it: "99,9 %" (with a no-break space) or "99.9%". */
export function formatPercent(value: number, lang: Lang, { signed = false } = {}): string {
  const number = new Intl.NumberFormat(lang === "es" ? "es-ES" : "en-GB", { maximumFractionDigits: 1 }).format(value);
  const sign = signed && value > 0 ? "+" : "";
  return lang === "es" ? `${sign}${number}\u00a0%` : `${sign}${number}%`;
}
