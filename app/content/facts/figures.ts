import type { Bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";
import { formatMoney, formatMonths, formatNumber, formatPercent } from "~/utils/format";

/**
 * A figure of a fact (a case's ROI, a company total), stored once as a number and written in each
 * language by the formatter: "+70 %" / "+70%", "1,8 M€" / "EUR 1.8M", "8 meses" / "8 months".
 */
export type Figure =
  | { kind: "percent"; value: number; signed?: boolean }
  /** Euros; `millions` writes "1,8 M€" / "EUR 1.8M". */
  | { kind: "money"; value: number; millions?: boolean }
  | { kind: "number"; value: number }
  | { kind: "months"; value: number };

export type Figures = Record<string, Figure>;

export function formatFigure(figure: Figure, lang: Lang, { abs = false } = {}): string {
  switch (figure.kind) {
    case "percent":
      return abs
        ? formatPercent(Math.abs(figure.value), lang)
        : formatPercent(figure.value, lang, { signed: figure.signed });
    case "money":
      return formatMoney(figure.value, lang, { millions: figure.millions });
    case "number":
      return formatNumber(figure.value, lang);
    case "months":
      return formatMonths(figure.value, lang);
  }
}

/** `{name}` (or `{name:abs}`, without the sign) in copy: a figure of the fact the copy is about. */
const placeholder = /\{([a-zA-Z]+)(:abs)?\}/g;

/** The names of the figures a text refers to (for tests). */
export function figureNames(text: string): string[] {
  return [...text.matchAll(placeholder)].map((match) => match[1]!);
}

/** Writes the figures into a text; an unknown name is an error (copy and facts disagree). */
export function fillFigures(text: string, figures: Figures, lang: Lang): string {
  return text.replace(placeholder, (_, name: string, abs?: string) => {
    const figure = figures[name];
    if (!figure) throw new Error(`Unknown figure {${name}} in: ${text}`);
    return formatFigure(figure, lang, { abs: Boolean(abs) });
  });
}

/**
 * Whose figures a copy tree quotes: "company" (the track record, `company.figures`) or a case's key.
 * A headline figure (a `{ value }` object whose value is one figure) then says which fact it shows
 * (`fact: "company.projects"`), rendered as `data-fact`: the figures test compares each fact's value
 * on every page (issue 30).
 */
export type FigureScope = string;

/** Both languages of a page's copy with the figures written in (copy exported as a table). */
export function fillBilingual<T>(copy: Bilingual<T>, figures: Figures, scope?: FigureScope): Bilingual<T> {
  return {
    es: fillFiguresDeep(copy.es, figures, "es", scope),
    en: fillFiguresDeep(copy.en, figures, "en", scope),
  };
}

/** The fact a headline value shows, when it is one figure of the scope ("{projects}+"). */
export function factOf(value: string, scope: FigureScope | undefined): string | undefined {
  const names = figureNames(value);
  return scope && names.length === 1 ? `${scope}.${names[0]}` : undefined;
}

/** The same for every string of a copy tree (page copy written with placeholders). */
export function fillFiguresDeep<T>(copy: T, figures: Figures, lang: Lang, scope?: FigureScope): T {
  if (typeof copy === "string") return fillFigures(copy, figures, lang) as T;
  if (Array.isArray(copy)) return copy.map((item) => fillFiguresDeep(item, figures, lang, scope)) as T;
  if (copy && typeof copy === "object") {
    const record = copy as Record<string, unknown>;
    const fact = typeof record.value === "string" && !("fact" in record) ? factOf(record.value, scope) : undefined;
    return Object.fromEntries([
      ...Object.entries(record).map(([key, value]) => [key, fillFiguresDeep(value, figures, lang, scope)]),
      ...(fact ? [["fact", fact]] : []),
    ]) as T;
  }
  return copy;
}
