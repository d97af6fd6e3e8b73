import { describe, expect, it } from "vitest";
import { casesInSector, selectedSector } from "~/components/cases/case-filter";
import { inlineTargets, isPageKey } from "~/components/legal/RichText";
import { caseSectors, casesContent } from "~/content/cases";
import { faqContent } from "~/content/faq";
import { legalPages } from "~/content/legal";
import { successCases, type SuccessCaseKey, type SuccessCasePage } from "~/content/success-cases";
import type { Lang } from "~/i18n/language";
import routeTable from "~/route-table.json";

const langs: Lang[] = ["es", "en"];
const caseKeys = Object.keys(successCases) as SuccessCaseKey[];

/** The numbers written in a text, read the way its language writes them ("1.240,5" / "1,240.5"). */
function numbersIn(text: string, lang: Lang): number[] {
  const pattern =
    lang === "es" ? /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g : /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;
  return [...text.matchAll(pattern)].map((match) =>
    Number(lang === "es" ? match[0].replace(/\./g, "").replace(",", ".") : match[0].replace(/,/g, "")),
  );
}

/** Every figure of a case page, in page order. */
function caseFigures(page: SuccessCasePage): string[] {
  return [
    page.facts.duration,
    ...page.keyResults.map((figure) => figure.value),
    ...page.comparison.rows.flatMap((row) => [row.before, row.after]),
    ...(page.workflow?.steps.flatMap((step) => [String(step.step), step.time]) ?? []),
    ...(page.phases?.items.flatMap((phase) => [phase.phase, phase.duration]) ?? []),
    ...page.impact.figures.map((figure) => figure.value),
  ];
}

describe("success cases list", () => {
  it("has five cases, one per sector, linked to the long ids of the route table", () => {
    for (const lang of langs) {
      const { cases } = casesContent[lang];
      expect(cases).toHaveLength(5);
      expect(casesInSector(cases, "todos")).toHaveLength(5);
      for (const sector of caseSectors) expect(casesInSector(cases, sector), `${lang} ${sector}`).toHaveLength(1);
      for (const item of cases) {
        expect(routeTable[item.page].path).toBe(`casos-exito/${item.id}`);
        expect(successCases[item.page][lang].sector.id).toBe(item.category);
      }
      expect(new Set(cases.map((item) => item.page)).size).toBe(5);
    }
  });

  it("keeps ids, sectors, years, durations and metrics identical across languages", () => {
    const { es, en } = casesContent;
    expect(en.cases.map((item) => [item.id, item.page, item.category, item.year, item.image.src])).toEqual(
      es.cases.map((item) => [item.id, item.page, item.category, item.year, item.image.src]),
    );
    es.cases.forEach((item, index) => {
      const english = en.cases[index]!;
      expect(numbersIn(english.duration, "en")).toEqual(numbersIn(item.duration, "es"));
      for (const metric of ["efficiency", "cost", "satisfaction"] as const) {
        expect(numbersIn(english.metrics[metric].value, "en"), `${item.id} ${metric}`).toEqual(
          numbersIn(item.metrics[metric].value, "es"),
        );
      }
    });
    expect(numbersIn(en.stats.items.map((stat) => stat.value).join(" "), "en")).toEqual(
      numbersIn(es.stats.items.map((stat) => stat.value).join(" "), "es"),
    );
  });

  it("states the spec's durations and years", () => {
    const facts = casesContent.es.cases.map((item) => [item.page, item.duration, item.year]);
    expect(facts).toEqual([
      ["case-hotel", "8 meses", 2024],
      ["case-government", "12 meses", 2024],
      ["case-accounting", "6 meses", 2023],
      ["case-grid", "10 meses", 2024],
      ["case-flights", "14 meses", 2024],
    ]);
    expect(casesContent.es.stats.items.map((stat) => stat.value)).toEqual(["500+", "98 %", "24/7", "300 %"]);
    expect(casesContent.en.stats.items.map((stat) => stat.value)).toEqual(["500+", "98%", "24/7", "300%"]);
  });
});

describe("sector selection from the query string", () => {
  it("reads todos, known sectors and anything else as unknown, without throwing", () => {
    const read = (query: string) => selectedSector(new URLSearchParams(query));
    expect(read("")).toBe("todos");
    expect(read("sector=")).toBe("todos");
    expect(read("sector=todos")).toBe("todos");
    expect(read("sector=turismo")).toBe("turismo");
    expect(read("sector=%20Aviacion%20")).toBe("aviacion");
    expect(read("sector=finanzas&sector=energia")).toBe("finanzas");
    expect(read("sector=nada")).toBe("unknown");
    expect(read("sector=%ZZ")).toBe("unknown");
    expect(read("sector=" + "x".repeat(5000))).toBe("unknown");
    expect(read("other=turismo")).toBe("todos");
  });
});

describe("success case pages", () => {
  it("keeps every figure identical across languages and writes it each language's way", () => {
    for (const key of caseKeys) {
      const es = caseFigures(successCases[key].es);
      const en = caseFigures(successCases[key].en);
      expect(en.length, key).toBe(es.length);
      expect(
        en.map((figure) => numbersIn(figure, "en")),
        key,
      ).toEqual(es.map((figure) => numbersIn(figure, "es")));
      // Spanish: "99,9 %", "1,8 M€"; English: "99.9%", "EUR 1.8M".
      for (const figure of es) {
        expect(figure, `${key} es`).not.toMatch(/\d%|\d\.\d(?!\d{2})|EUR/);
      }
      for (const figure of en) {
        expect(figure, `${key} en`).not.toMatch(/\d %|\d,\d(?!\d{2})|€/);
      }
      expect(successCases[key].en.facts.date).toBe(successCases[key].es.facts.date);
      expect(successCases[key].en.technologies).toEqual(successCases[key].es.technologies);
    }
  });

  it("contains the spec §9 figures of each case, in both languages", () => {
    const required: Record<SuccessCaseKey, { es: string[]; en: string[] }> = {
      "case-hotel": { es: ["15 hoteles", "8 meses", "12 idiomas"], en: ["15-hotel", "8 months", "12 languages"] },
      "case-government": { es: ["800.000 habitantes", "12 meses"], en: ["800,000 residents", "12 months"] },
      "case-accounting": {
        es: ["+70 %", "-50 %", "99,9 %", "1,8 M€", "380 %", "12 meses", "6 meses"],
        en: ["+70%", "-50%", "99.9%", "EUR 1.8M", "380%", "12 months", "6 months"],
      },
      "case-grid": {
        es: [
          "+55 %",
          "-30 %",
          "97 %",
          "2,1 millones de hogares",
          "12 M€",
          "420 %",
          "10 meses",
          "15.000 sensores",
          "cada 30 segundos",
        ],
        en: [
          "+55%",
          "-30%",
          "97%",
          "2.1 million homes",
          "EUR 12M",
          "420%",
          "10 months",
          "15,000 sensors",
          "every 30 seconds",
        ],
      },
      "case-flights": {
        es: ["+45 %", "-25 %", "96 %", "450+", "vuelos diarios", "15 M€", "340 %", "14 meses", "cuatro fases"],
        en: ["+45%", "-25%", "96%", "450+", "daily flights", "EUR 15M", "340%", "14 months", "four phases"],
      },
    };
    for (const key of caseKeys) {
      for (const lang of langs) {
        const page = successCases[key][lang];
        const text = [
          page.hero.lead,
          page.facts.duration,
          JSON.stringify(page.keyResults.map((f) => `${f.value} ${f.label}`)),
          page.phases?.intro ?? "",
          JSON.stringify(page.impact),
        ].join(" ");
        for (const figure of required[key][lang]) expect(text, `${key} ${lang}`).toContain(figure);
      }
    }
    expect(successCases["case-flights"].es.phases?.items).toHaveLength(4);
  });

  it("has every §3 case record somewhere, and a full page per case", () => {
    for (const key of caseKeys) {
      for (const lang of langs) {
        const page = successCases[key][lang];
        expect(page.challenge.items.length).toBeGreaterThanOrEqual(3);
        for (const challenge of page.challenge.items) expect(challenge.impact).not.toBe("");
        for (const solution of page.solution.items) expect(solution.features.length).toBeGreaterThanOrEqual(3);
        expect(page.comparison.rows.length).toBeGreaterThanOrEqual(4);
        expect(page.technologies.length).toBeGreaterThanOrEqual(6);
        expect(page.workflow ?? page.phases, `${key} has steps or phases`).toBeDefined();
        expect(page.quote.author).not.toBe("");
      }
    }
    expect(caseKeys.filter((key) => successCases[key].es.workflow).length).toBeGreaterThanOrEqual(2);
    expect(caseKeys.filter((key) => successCases[key].es.phases).length).toBeGreaterThanOrEqual(2);
  });
});

describe("FAQ and legal pages", () => {
  it("has seven questions with the same ids in both languages", () => {
    expect(faqContent.es.items).toHaveLength(7);
    expect(faqContent.en.items.map((item) => item.id)).toEqual(faqContent.es.items.map((item) => item.id));
  });

  it("has 8 privacy sections, 9 terms sections with the company identification, and the cookie topics", () => {
    for (const lang of langs) {
      expect(legalPages.privacy[lang].sections).toHaveLength(8);
      expect(legalPages.terms[lang].sections).toHaveLength(9);
      expect(legalPages.terms[lang].sections[0]!.blocks.some((block) => block.type === "company")).toBe(true);
      const cookieIds = legalPages.cookies[lang].sections.map((section) => section.id);
      expect(cookieIds).toEqual(
        expect.arrayContaining(["tipos", "gestion", "terceros", "navegador", "cookie-preferences"]),
      );
      const preferences = legalPages.cookies[lang].sections.find((section) => section.id === "cookie-preferences");
      expect(preferences?.blocks.some((block) => block.type === "cookie-preferences")).toBe(true);
    }
    for (const key of ["privacy", "terms", "cookies"] as const) {
      expect(legalPages[key].en.sections.map((section) => section.id)).toEqual(
        legalPages[key].es.sections.map((section) => section.id),
      );
      expect(legalPages[key].en.revised).toBe(legalPages[key].es.revised);
    }
  });

  it("links only to real pages and real https sites, with known tokens", () => {
    const texts: string[] = [];
    for (const lang of langs) {
      for (const item of faqContent[lang].items) texts.push(...item.answer);
      for (const key of ["privacy", "terms", "cookies"] as const) {
        for (const section of legalPages[key][lang].sections) {
          for (const block of section.blocks) {
            if (block.type === "p") texts.push(block.text);
            if (block.type === "list") texts.push(...block.items);
          }
        }
      }
    }
    const links = texts.flatMap((text) => inlineTargets(text).links);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      if (link.startsWith("page:")) expect(isPageKey(link.slice(5)), link).toBe(true);
      else expect(link, link).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
    }
    // A broken token would show as literal braces.
    for (const text of texts)
      expect(text.replace(/\{(legalName|taxId|address|email|phone)\}/g, "")).not.toMatch(/[{}]/);
  });
});

describe("page meta", () => {
  it("is unique per page and language", () => {
    const titles: string[] = [];
    const descriptions: string[] = [];
    for (const lang of langs) {
      const metas = [
        casesContent[lang].meta,
        faqContent[lang].meta,
        ...caseKeys.map((key) => successCases[key][lang].meta),
        ...(["privacy", "terms", "cookies"] as const).map((key) => legalPages[key][lang].meta),
      ];
      titles.push(...metas.map((meta) => meta.title));
      descriptions.push(...metas.map((meta) => meta.description));
    }
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
