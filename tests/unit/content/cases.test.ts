import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { casesInSector, selectedSector } from "~/components/cases/case-filter";
import { inlineTargets, isPageKey } from "~/components/legal/RichText";
import { casesContent } from "~/content/cases";
import { caseSectors, successCaseKeys, successCases, type SuccessCaseKey } from "~/content/facts/cases";
import { figureNames, formatFigure } from "~/content/facts/figures";
import { faqContent } from "~/content/faq";
import { homeContent } from "~/content/home";
import { legalPages } from "~/content/legal";
import { successCasePages, type SuccessCasePage } from "~/content/success-cases";
import type { Lang } from "~/i18n/language";
import routeTable from "~/route-table.json";
import { DATA_NOTICE_SECTIONS } from "~/forms/shared/DataNotice";

const langs: Lang[] = ["es", "en"];
const caseKeys = successCaseKeys;
/** Compare ignoring the kind of space (the formatter writes no-break spaces). */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

/** Every string of a tree with the path it sits at. */
function stringsIn(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${at}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => stringsIn(child, at ? `${at}.${key}` : key));
  }
  return [];
}

describe("success cases list", () => {
  it("has five cases, one per sector, linked to the long ids of the route table", () => {
    for (const lang of langs) {
      const { cases, sectors } = casesContent(lang);
      expect(cases).toHaveLength(5);
      expect(sectors.map((sector) => sector.id)).toEqual([...caseSectors]);
      expect(casesInSector(cases, "todos")).toHaveLength(5);
      for (const sector of caseSectors) expect(casesInSector(cases, sector), `${lang} ${sector}`).toHaveLength(1);
      for (const item of cases) expect(routeTable.pages[item.page].es).toBe(`casos-exito/${item.id}`);
      expect(new Set(cases.map((item) => item.page)).size).toBe(5);
    }
  });

  it("writes each card's figures from the case's numbers, each language its way", () => {
    const hotel = (lang: Lang) => casesContent(lang).cases[0]!;
    expect(hotel("es").metrics.map((metric) => plain(metric.value))).toEqual(["+60 %", "-40 %", "95 %"]);
    expect(hotel("en").metrics.map((metric) => metric.value)).toEqual(["+60%", "-40%", "95%"]);
    expect(casesContent("en").cases[3]!.metrics.map((metric) => metric.name)).toEqual([
      "efficiency",
      "outages",
      "satisfaction",
    ]);
    expect(plain(hotel("es").description)).toContain(
      "12 idiomas y operaciones automatizadas para una cadena de 15 hoteles",
    );
  });

  it("states the spec's durations and years", () => {
    const facts = casesContent("es").cases.map((item) => [item.page, item.duration, item.year]);
    expect(facts).toEqual([
      ["case-hotel", "8 meses", 2024],
      ["case-government", "12 meses", 2024],
      ["case-accounting", "6 meses", 2023],
      ["case-grid", "10 meses", 2024],
      ["case-flights", "14 meses", 2024],
    ]);
    expect(casesContent("es").stats.items.map((stat) => plain(stat.value))).toEqual(["500+", "98 %", "24/7", "300 %"]);
    expect(casesContent("en").stats.items.map((stat) => stat.value)).toEqual(["500+", "98%", "24/7", "300%"]);
  });
});

describe("case figures: numbers written once", () => {
  it("has copy that names only figures its case has, the same ones in both languages", () => {
    for (const key of caseKeys) {
      const { figures, copy } = successCases[key];
      for (const lang of langs) {
        for (const { at, text } of stringsIn(copy[lang])) {
          for (const name of figureNames(text)) expect(figures, `${key} ${lang} ${at}`).toHaveProperty(name);
        }
      }
      const names = (lang: Lang) => stringsIn(copy[lang]).map(({ at, text }) => `${at}: ${figureNames(text)}`);
      expect(names("en"), key).toEqual(names("es"));
    }
  });

  it("leaves no placeholder unfilled on the pages that show cases", () => {
    for (const lang of langs) {
      const texts = [
        ...stringsIn(casesContent(lang)),
        ...stringsIn(homeContent(lang)),
        ...caseKeys.flatMap((key) => stringsIn(successCasePages[key](lang))),
      ];
      for (const { at, text } of texts) expect(text, at).not.toMatch(/\{[a-zA-Z]+(:abs)?\}/);
    }
  });

  it("writes a case's ROI, sums and large counts only in its facts: every page takes them from there", () => {
    const contentDir = path.resolve("app/content");
    const sources = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|json)$/.test(file) && !file.startsWith("facts"))
      .map((file) => plain(readFileSync(path.join(contentDir, file), "utf8")).replace(/\\u00a0/g, " "));
    for (const key of caseKeys) {
      for (const [name, figure] of Object.entries(successCases[key].figures)) {
        // Small counts and percentages ("12", "95 %") also stand for other things on other pages.
        const headline =
          name === "roi" || figure.kind === "money" || (figure.kind === "number" && figure.value >= 1000);
        if (!headline) continue;
        for (const lang of langs) {
          const written = plain(formatFigure(figure, lang));
          for (const source of sources)
            expect(source, `${key} {${name}} written as "${written}"`).not.toContain(written);
        }
      }
    }
  });

  it("shows on a case page only figures of its facts: no figure value is written by hand", () => {
    const source = readFileSync(path.resolve("app/content/success-cases.ts"), "utf8");
    expect(source.match(/value: "[^{"][^"]*"/g) ?? []).toEqual([]);
  });
});

describe("sector selection from the query string", () => {
  it("reads todos, known sectors and anything else as unknown, without throwing", () => {
    const read = (query: string) => selectedSector(new URLSearchParams(query), caseSectors);
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

/** The numbers written in a text, read the way its language writes them ("1.240,5" / "1,240.5"). */
function numbersIn(text: string, lang: Lang): number[] {
  const pattern =
    lang === "es" ? /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g : /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;
  return [...text.matchAll(pattern)].map((match) =>
    Number(lang === "es" ? match[0].replace(/\./g, "").replace(",", ".") : match[0].replace(/,/g, "")),
  );
}

/** Every figure of a case page, in page order. */
function pageFigures(page: SuccessCasePage): string[] {
  return [
    page.facts.duration,
    ...page.keyResults.map((figure) => figure.value),
    ...page.comparison.rows.flatMap((row) => [row.before, row.after]),
    ...(page.workflow?.steps.map((step) => step.duration ?? "") ?? []),
    ...(page.phases?.items.flatMap((phase) => [phase.phase, phase.duration]) ?? []),
    ...page.impact.figures.map((figure) => figure.value),
  ].map(plain);
}

describe("success case pages", () => {
  it("writes every figure the same in both languages, each language its way", () => {
    for (const key of caseKeys) {
      const es = pageFigures(successCasePages[key]("es"));
      const en = pageFigures(successCasePages[key]("en"));
      expect(en.length, key).toBe(es.length);
      expect(
        en.map((figure) => numbersIn(figure, "en")),
        key,
      ).toEqual(es.map((figure) => numbersIn(figure, "es")));
      // Spanish: "99,9 %", "1,8 M€"; English: "99.9%", "EUR 1.8M".
      for (const figure of es) expect(figure, `${key} es`).not.toMatch(/\d%|\d\.\d(?!\d{2})|EUR/);
      for (const figure of en) expect(figure, `${key} en`).not.toMatch(/\d %|\d,\d(?!\d{2})|€/);
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
        const page = successCasePages[key](lang);
        const text = plain(
          [
            page.hero.lead,
            page.facts.duration,
            JSON.stringify(page.keyResults.map((f) => `${f.value} ${f.label}`)),
            page.phases?.intro ?? "",
            JSON.stringify(page.impact),
          ].join(" "),
        );
        for (const figure of required[key][lang]) expect(text, `${key} ${lang}`).toContain(figure);
      }
    }
    expect(successCasePages["case-flights"]("es").phases?.items).toHaveLength(4);
  });

  it("has every §3 case record somewhere, and a full page per case", () => {
    for (const key of caseKeys) {
      for (const lang of langs) {
        const page = successCasePages[key](lang);
        expect(page.challenge.items.length).toBeGreaterThanOrEqual(3);
        for (const challenge of page.challenge.items) expect(challenge.impact).not.toBe("");
        for (const solution of page.solution.items) expect(solution.features.length).toBeGreaterThanOrEqual(3);
        expect(page.comparison.rows.length).toBeGreaterThanOrEqual(4);
        expect(page.technologies.length).toBeGreaterThanOrEqual(6);
        expect(page.workflow ?? page.phases, `${key} has steps or phases`).toBeDefined();
        // The client executive's quote waits for words the company gives (decision 245).
        expect(page.quote).toBeNull();
      }
    }
    expect(caseKeys.filter((key) => successCasePages[key]("es").workflow).length).toBeGreaterThanOrEqual(2);
    expect(caseKeys.filter((key) => successCasePages[key]("es").phases).length).toBeGreaterThanOrEqual(2);
  });
});

describe("FAQ and legal pages", () => {
  it("has seven questions with the same ids in both languages", () => {
    expect(faqContent.es.items).toHaveLength(7);
    expect(faqContent.en.items.map((item) => item.id)).toEqual(faqContent.es.items.map((item) => item.id));
  });

  it("has 13 privacy sections (one per processing the forms' notices link to), 9 terms sections with the company identification, and the cookie topics", () => {
    for (const lang of langs) {
      expect(legalPages.privacy[lang].sections).toHaveLength(13);
      const privacyIds = legalPages.privacy[lang].sections.map((section) => section.id);
      expect(privacyIds).toEqual(
        expect.arrayContaining([...Object.values(DATA_NOTICE_SECTIONS), "tratamiento-cookies"]),
      );
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
      expect(text.replace(/\{(legalName|controller|address|email|phone)\}/g, "")).not.toMatch(/[{}]/);
  });
});

describe("page meta", () => {
  it("is unique per page and language", () => {
    const titles: string[] = [];
    const descriptions: string[] = [];
    for (const lang of langs) {
      const metas = [
        casesContent(lang).meta,
        faqContent[lang].meta,
        ...caseKeys.map((key) => successCasePages[key](lang).meta),
        ...(["privacy", "terms", "cookies"] as const).map((key) => legalPages[key][lang].meta),
      ];
      titles.push(...metas.map((meta) => meta.title));
      descriptions.push(...metas.map((meta) => meta.description));
    }
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
