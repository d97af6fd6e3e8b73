import { vacancies, vacancyCard } from "~/services/content/vacancies.server";
import { describe, expect, it } from "vitest";
import { formatMoney } from "~/utils/format";
import { applyHref } from "~/components/careers/apply-link";
import { careersContent } from "~/content/careers";
import { howWeWorkContent } from "~/content/how-we-work";
import { kitDigitalContent } from "~/content/kit-digital";
import { kitDigitalCategories, type KitCategoryKey } from "~/content/kit-digital-categories";
import { languages } from "~/i18n/language";
import routeTable from "~/route-table.json";
import { contentFor } from "~/utils/page-data.server";

/** Compare ignoring the kind of space (the formatter uses non-breaking ones). */
const NBSP = "\u00a0";
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("Kit Digital landing content", () => {
  const expected: [string, number][] = [
    ["process", 18000],
    ["website", 2000],
    ["seo", 5000],
    ["customer-ai", 24000],
    ["bi-ai", 9000],
    ["process-ai", 19000],
    ["social", 5000],
    ["bi", 8000],
    ["workstation", 1000],
  ];

  for (const lang of languages) {
    const content = kitDigitalContent[lang];

    it(`${lang}: lists the nine solution categories with their maximum amounts, in order`, () => {
      expect(content.solutions.items.map((item) => [item.id, item.amount])).toEqual(expected);
      expect(new Set(content.solutions.items.map((item) => item.title)).size).toBe(9);
    });

    it(`${lang}: restricts the secure workstation to segment III micro-businesses only`, () => {
      const restricted = content.solutions.items.filter((item) => item.eligibility);
      expect(restricted.map((item) => item.id)).toEqual(["workstation"]);
      expect(restricted[0].eligibility).toMatch(/III/);
    });

    it(`${lang}: links exactly the five categories we have pages for`, () => {
      const linked = content.solutions.items.filter((item) => item.page).map((item) => [item.id, item.page]);
      expect(linked).toEqual([
        ["process", "kit-process"],
        ["website", "kit-website"],
        ["seo", "kit-seo"],
        ["social", "kit-social"],
        ["bi", "kit-bi"],
      ]);
      for (const [, page] of linked) expect(Object.keys(routeTable.pages)).toContain(page);
    });

    it(`${lang}: has four target groups, the segment of the overview's maxima first, and four request steps`, () => {
      expect(content.audiences.items).toHaveLength(4);
      expect(content.audiences.items[0].subtitle).toMatch(/50\D+249\D+IV\D+V\b/);
      expect(content.audiences.items[1].subtitle).toMatch(/10\D+49\D+\bI\b/);
      expect(content.audiences.items[2].subtitle).toMatch(/10/);
      expect(content.steps.items).toHaveLength(4);
      expect(content.steps.items[0].title).toMatch(/Acelera pyme/);
    });
  }
});

describe("Kit Digital category pages", () => {
  const keys: KitCategoryKey[] = ["kit-process", "kit-website", "kit-seo", "kit-bi", "kit-social"];
  // The programme's segments, smallest first, with non-overlapping bands; the overview's maximum is
  // the 50-249 band's amount (the same as the others' for the website).
  const bands = (small: number, medium: number, large: number, max: number) => [
    { segment: "III", from: 0, to: 2, amount: small },
    { segment: "II", from: 3, to: 9, amount: medium },
    { segment: "I", from: 10, to: 49, amount: large },
    { segment: "IV-V", from: 50, to: 249, amount: max },
  ];
  const expectedBands: Record<KitCategoryKey, ReturnType<typeof bands>> = {
    "kit-process": bands(2000, 2000, 2000, 18000),
    "kit-website": bands(2000, 2000, 2000, 2000),
    "kit-seo": bands(2000, 2000, 2000, 5000),
    "kit-bi": bands(4000, 4000, 4000, 8000),
    "kit-social": bands(2000, 2500, 2500, 5000),
  };

  it("covers exactly the five route-table pages served by the category module", () => {
    const served = Object.entries(routeTable.pages)
      .filter(([, page]) => (page as { file?: string }).file === "routes/kit-digital-category.tsx")
      .map(([key]) => key);
    expect(Object.keys(kitDigitalCategories).sort()).toEqual(served.sort());
    expect(Object.keys(kitDigitalCategories).sort()).toEqual([...keys].sort());
  });

  for (const key of keys) {
    for (const lang of languages) {
      const page = kitDigitalCategories[key][lang];
      it(`${key} ${lang}: aid bands, services, benefits and call to action`, () => {
        expect(page.aid.bands).toEqual(expectedBands[key]);
        expect(page.services.items.length).toBeGreaterThanOrEqual(4);
        expect(page.benefits.items.length).toBeGreaterThanOrEqual(3);
        expect(page.cta.title).not.toBe("");
        // The hero and description quote the largest amount of the table, formatted for the language.
        const max = Math.max(...page.aid.bands.map((band) => band.amount));
        expect(plain(page.meta.description)).toContain(plain(formatMoney(max, lang)));
      });
    }
  }

  it("social media: four bands, one profile, 3 posts a week, 12 months, quarterly report", () => {
    expect(kitDigitalCategories["kit-social"].es.aid.bands).toHaveLength(4);
    const es = kitDigitalCategories["kit-social"].es.highlights.map((h) => `${h.value} ${h.label}`);
    expect(es).toEqual([
      "1 perfil en la red social que elijas",
      "3 publicaciones a la semana",
      "12 meses de gestión continuada",
      "Trimestral informe de resultados",
    ]);
    const en = kitDigitalCategories["kit-social"].en.highlights.map((h) => `${h.value} ${h.label}`);
    expect(en).toEqual([
      "1 profile on the network of your choice",
      "3 posts a week",
      "12 months of ongoing management",
      "Quarterly performance report",
    ]);
  });

  it("website: domain and hosting for at least twelve months in both languages", () => {
    const es = kitDigitalCategories["kit-website"].es;
    const en = kitDigitalCategories["kit-website"].en;
    expect(es.highlights[0]).toEqual({ value: "12 meses", label: "de dominio y alojamiento, como mínimo" });
    expect(en.highlights[0]).toEqual({ value: "12 months", label: "of domain and hosting, at least" });
    expect(es.services.items.filter((item) => /doce meses/.test(item.description ?? ""))).toHaveLength(2);
    expect(en.services.items.filter((item) => /twelve months/.test(item.description ?? ""))).toHaveLength(2);
  });
});

describe("meta titles and descriptions are unique per page and language", () => {
  const all = [kitDigitalContent, careersContent, howWeWorkContent, ...Object.values(kitDigitalCategories)];
  for (const lang of languages) {
    it(lang, () => {
      const metas = all.map(
        (content) => contentFor<{ meta: { title: string; description: string } }>(content, lang).meta,
      );
      const titles = metas.map((meta) => meta.title);
      const descriptions = metas.map((meta) => meta.description);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    });
  }
});

describe("Careers content", () => {
  for (const lang of languages) {
    const content = careersContent(lang);
    it(`${lang}: six benefits, three values, a quote and four full-time vacancies`, () => {
      expect(content.benefits.items).toHaveLength(6);
      expect(content.culture.items).toHaveLength(3);
      expect(content.quote.text.length).toBeGreaterThan(40);
      const items = vacancies().map((vacancy) => vacancyCard(vacancy, lang));
      expect(items.map((vacancy) => vacancy.id)).toEqual(["full-stack", "ai-ml", "consultant", "robotics"]);
      for (const vacancy of items) {
        expect(vacancy.type).toBe(lang === "es" ? "Jornada completa" : "Full time");
        expect(vacancy.location).toMatch(/Valencia/);
        expect(vacancy.requirements.length).toBeGreaterThanOrEqual(3);
        expect(vacancy.department).not.toBe("");
      }
    });
  }

  it("applies through the contact form with the vacancy chosen", () => {
    expect(applyHref("Desarrollador/a full stack", "es")).toBe(
      "/contacto?puesto=Desarrollador%2Fa%20full%20stack#contact-form",
    );
    expect(applyHref("AI/ML specialist", "en")).toBe("/en/contact?puesto=AI%2FML%20specialist#contact-form");
  });
});

describe("How we work content", () => {
  it("has seven steps, four commitments, four reasons and the six impact figures per language", () => {
    for (const lang of languages) {
      const content = howWeWorkContent(lang);
      expect(content.process.steps).toHaveLength(7);
      expect(content.commitments.items).toHaveLength(4);
      expect(content.reasons.items).toHaveLength(4);
    }
    expect(howWeWorkContent("es").impact.stats.map((stat) => stat.value)).toEqual([
      "500+",
      `98${NBSP}%`,
      `+40${NBSP}%`,
      `30${NBSP}%`,
      `60${NBSP}%`,
      `300${NBSP}%`,
    ]);
    expect(howWeWorkContent("en").impact.stats.map((stat) => stat.value)).toEqual([
      "500+",
      "98%",
      "+40%",
      "30%",
      "60%",
      "300%",
    ]);
  });
});
