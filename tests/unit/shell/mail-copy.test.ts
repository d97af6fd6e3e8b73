import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/language";
import { mail } from "~/i18n/resources/mail";
import { everyKind } from "../../helpers/mail/every-kind";

/** Every string of a copy tree by its dotted key. */
function entries(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value as object).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("e-mail copy (app/i18n/resources/mail.ts)", () => {
  it("has every key in Spanish and English", () => {
    const keys = (lang: "es" | "en") => entries(mail[lang]).map(([key]) => key);
    expect(keys("en").sort()).toEqual(keys("es").sort());
    expect(keys("es").length).toBeGreaterThan(0);
  });

  it("has the same placeholders in both languages, key by key", () => {
    const english = new Map(entries(mail.en));
    for (const [key, spanish] of entries(mail.es)) {
      expect({ key, placeholders: placeholders(english.get(key) ?? "") }).toEqual({
        key,
        placeholders: placeholders(spanish),
      });
    }
  });

  it("leaves no placeholder unfilled in any e-mail the site sends", async () => {
    const samples = await everyKind();
    expect(new Set(samples.map((sample) => sample.lang))).toEqual(new Set(languages));
    for (const { name, lang, mail: sent } of samples) {
      for (const part of [sent.subject, sent.text, sent.html, sent.invitation?.content ?? ""]) {
        expect({ name, lang, unfilled: part.match(/\{\{\w*\}\}/g) }).toEqual({ name, lang, unfilled: null });
      }
    }
  });
});
