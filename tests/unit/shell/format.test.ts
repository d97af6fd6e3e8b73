import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatMillions,
  formatMoney,
  formatMonths,
  formatNumber,
  formatPercent,
  locales,
} from "~/utils/format";

const NBSP = "\u00a0";

describe("the one formatter (es-ES, en-GB)", () => {
  it("has one locale per language", () => {
    expect(locales).toEqual({ es: "es-ES", en: "en-GB" });
  });

  it("groups thousands always, even four-digit Spanish numbers (es-ES alone would print 2000)", () => {
    expect(new Intl.NumberFormat("es-ES").format(2000)).toBe("2000");
    expect(formatNumber(2000, "es")).toBe("2.000");
    expect(formatNumber(2431, "en")).toBe("2,431");
    expect(formatNumber(800000, "es")).toBe("800.000");
    expect(formatNumber(2.1, "es")).toBe("2,1");
    expect(formatNumber(2.1, "en")).toBe("2.1");
    expect(() => formatNumber(Number.NaN, "es")).toThrow(RangeError);
  });

  it("writes percentages each language's way, signed on request", () => {
    expect(formatPercent(99.9, "es")).toBe(`99,9${NBSP}%`);
    expect(formatPercent(99.9, "en")).toBe("99.9%");
    expect(formatPercent(300, "es", { signed: true })).toBe(`+300${NBSP}%`);
    expect(formatPercent(300, "en", { signed: true })).toBe("+300%");
    expect(formatPercent(-40, "es", { signed: true })).toBe(`-40${NBSP}%`);
    expect(formatPercent(-40, "en")).toBe("-40%");
  });

  it("writes euros: the sign after in Spanish, EUR first in English, never decimals", () => {
    expect(formatMoney(18000, "es")).toBe(`18.000${NBSP}€`);
    expect(formatMoney(500, "es")).toBe(`500${NBSP}€`);
    expect(formatMoney(1250000, "es")).toBe(`1.250.000${NBSP}€`);
    expect(formatMoney(18000, "en")).toBe(`EUR${NBSP}18,000`);
    expect(formatMoney(999, "en")).toBe(`EUR${NBSP}999`);
    expect(formatMoney(1999.6, "es")).toBe(`2.000${NBSP}€`);
    expect(() => formatMoney(Number.NaN, "en")).toThrow(RangeError);
  });

  it("writes large sums in millions on request", () => {
    expect(formatMoney(1_800_000, "es", { millions: true })).toBe(`1,8${NBSP}M€`);
    expect(formatMoney(1_800_000, "en", { millions: true })).toBe(`EUR${NBSP}1.8M`);
    expect(formatMoney(12_000_000, "es", { millions: true })).toBe(`12${NBSP}M€`);
    expect(formatMoney(12_000_000, "en", { millions: true })).toBe(`EUR${NBSP}12M`);
  });

  it("writes counts in millions", () => {
    expect(formatMillions(2_100_000, "es")).toBe(`2,1${NBSP}M`);
    expect(formatMillions(2_100_000, "en")).toBe("2.1M");
  });

  it("writes durations in months", () => {
    expect(formatMonths(8, "es")).toBe("8 meses");
    expect(formatMonths(1, "es")).toBe("1 mes");
    expect(formatMonths(14, "en")).toBe("14 months");
  });

  it("writes dates: a day and a month, British in English", () => {
    expect(formatDate("2026-11-21", "es")).toBe("21 de noviembre de 2026");
    expect(formatDate("2026-11-21", "en")).toBe("21 November 2026");
    expect(formatDate("2023-09-01", "es", "month")).toBe("septiembre de 2023");
    expect(formatDate("2023-09-01", "en", "month")).toBe("September 2023");
    expect(formatDate("2026-10-29", "en")).toBe("29 October 2026");
    // A time of day never moves the date, whatever the server's time zone.
    expect(formatDate("2026-01-01T23:30:00Z", "en")).toBe("1 January 2026");
    expect(formatDate("not a date", "es")).toBe("not a date");
  });
});
