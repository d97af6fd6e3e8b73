import { cpSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { company } from "~/config/company";
import { casesContent } from "~/content/cases";
import { successCaseKeys, successCases } from "~/content/facts/cases";
import { aidBands, kitSegments, maximumAid } from "~/content/facts/kit-digital";
import { COMPANY_DIR, readCompanyContent } from "~/services/content/company-content.server";
import { testimonialsFor } from "~/services/content/testimonials.server";
import { addExampleTestimonial } from "../../helpers/example-testimonial";
import { scratchDir } from "../../helpers/scratch";
import { formatFigure } from "~/content/facts/figures";
import { servicesContent } from "~/content/services";
import { kitDigitalContent } from "~/content/kit-digital";
import { kitDigitalCategories } from "~/content/kit-digital-categories";
import { languages } from "~/i18n/language";
import { formatMoney } from "~/utils/format";

/** Every amount of euros a text quotes, as numbers ("18.000 €" / "EUR 18,000"). */
function quotedEuros(text: string): number[] {
  const pattern = /(\d{1,3}(?:[.,]\d{3})+)\s?€|EUR\s?(\d{1,3}(?:,\d{3})+)/g;
  return [...text.matchAll(pattern)].map((match) => Number((match[1] ?? match[2])!.replace(/\D/g, "")));
}

describe("Kit Digital figures agree (decision 181)", () => {
  it("the programme's segments are contiguous bands from 0 to 249 employees", () => {
    expect(kitSegments[0].from).toBe(0);
    expect(kitSegments.at(-1)!.to).toBe(249);
    kitSegments.slice(1).forEach((segment, index) => expect(segment.from).toBe(kitSegments[index]!.to + 1));
  });

  it("every maximum belongs to contiguous segments, the largest ones unless it is the same for all", () => {
    for (const solution of kitDigitalContent.es.solutions.items) {
      const { segments, everySegment } = maximumAid(solution.id);
      const positions = segments.map((id) => kitSegments.findIndex((segment) => segment.id === id));
      positions.slice(1).forEach((position, index) => expect(position).toBe(positions[index]! + 1));
      if (!everySegment && solution.id !== "workstation") expect(segments).toEqual(["IV-V"]);
    }
    expect(maximumAid("workstation").segments).toEqual(["III"]);
    expect(maximumAid("website").everySegment).toBe(true);
  });

  for (const lang of languages) {
    it(`${lang}: each category page's table is its solution's, with the overview's maximum`, () => {
      for (const solution of kitDigitalContent[lang].solutions.items) {
        if (!solution.page) continue;
        const page = kitDigitalCategories[solution.page][lang];
        expect(page.aid.bands).toEqual(aidBands(solution.id));
        expect(Math.max(...page.aid.bands.map((band) => band.amount))).toBe(solution.amount);
        expect(page.aid.maximum).toEqual(maximumAid(solution.id));
      }
    });

    it(`${lang}: every amount a category page's copy quotes is one of its table's`, () => {
      for (const page of Object.values(kitDigitalCategories)) {
        const { bands, ...copy } = page[lang].aid;
        const text = JSON.stringify({ ...page[lang], aid: copy });
        expect(text, "a placeholder left unfilled").not.toMatch(/\{\w+(:abs)?\}/);
        const quoted = quotedEuros(text);
        expect(quoted.length).toBeGreaterThan(0);
        for (const amount of quoted) expect(bands.map((band) => band.amount)).toContain(amount);
        expect(text).toContain(formatMoney(page[lang].aid.maximum.amount, lang));
      }
    });

    it(`${lang}: the overview's description quotes the largest maximum and says whose it is`, () => {
      const content = kitDigitalContent[lang];
      const largest = Math.max(...content.solutions.items.map((item) => item.amount));
      expect(quotedEuros(content.meta.description)).toEqual([largest]);
      expect(content.meta.description).toMatch(/50\D+249/);
    });
  }
});

describe("A case names no client the company has not given (decision 245)", () => {
  // The specification describes each case's client ("hotel chain", "city council") but names none:
  // a case shows its description until the client lets the company say its name (`clientName`).
  it("no case carries a client's name, and the card and page show the description", () => {
    expect(successCaseKeys.filter((key) => successCases[key].clientName)).toEqual([]);
    for (const lang of languages) {
      const cards = casesContent(lang).cases;
      for (const key of successCaseKeys) {
        const client = successCases[key].copy[lang].client;
        expect(cards.find((card) => card.page === key)!.client).toBe(client);
      }
    }
  });
});

describe("A case client's testimonial quotes the case's figures, not a copy of them", () => {
  it("an example tied to the hotel case shows its cost cut, written once in the case's facts", () => {
    const directory = path.join(scratchDir("rts-testimonial-"), "company");
    cpSync(COMPANY_DIR, directory, { recursive: true });
    addExampleTestimonial(directory);
    const content = readCompanyContent(directory, {});
    for (const lang of languages) {
      expect(content.testimonials[0]![lang].results, lang).not.toMatch(/\d/);
      const [shown] = testimonialsFor(["example-client"], lang, content);
      const cost = successCases["case-hotel"].figures.cost!;
      expect(shown!.results).toContain(formatFigure(cost, lang, { abs: true }));
    }
  });
});

describe("The services page's total savings say their scope", () => {
  it("10 M€ is what the SME clients saved, the large cases (12 and 15 M€ a year) counted apart", () => {
    expect(successCases["case-grid"].figures.savings!.value).toBeGreaterThan(company.figures.smeSavings.value);
    for (const lang of languages) {
      const { lead, stats } = servicesContent[lang].results;
      expect(stats.find((stat) => stat.fact === "company.smeSavings")!.label).toMatch(lang === "es" ? /pymes/ : /SME/);
      expect(lead).toMatch(
        lang === "es" ? /energía y aviación se cuentan aparte/ : /energy and aviation .* counted separately/,
      );
    }
  });
});

describe("The track record's figures are parts of one whole (issue 30)", () => {
  const { projects, smeProjects, smeClients } = company.figures;

  it("the SME automation projects are some of all the projects, for fewer SMEs than projects", () => {
    expect(smeProjects.value).toBeLessThan(projects.value);
    expect(smeClients.value).toBeLessThanOrEqual(smeProjects.value);
  });

  it("the services page shows the total beside its parts and says how they relate", () => {
    for (const lang of languages) {
      const { lead, stats } = servicesContent[lang].results;
      expect(stats.map((stat) => stat.fact)).toEqual([
        "company.projects",
        "company.smeProjects",
        "company.smeClients",
        "company.smeSavings",
      ]);
      for (const name of ["projects", "smeProjects", "smeClients", "smeSavings"] as const)
        expect(lead).toContain(formatFigure(company.figures[name], lang));
    }
  });
});

describe("The company's track record is written once, in company.figures", () => {
  it("no page writes its uptime or its SME savings by hand: they take them from there", () => {
    const contentDir = path.resolve("app/content");
    const spaces = (text: string) => text.replace(/\\u00a0|\u00a0/g, " ");
    const sources = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|json)$/.test(file))
      .map((file) => ({ file, text: spaces(readFileSync(path.join(contentDir, file), "utf8")) }));
    for (const name of ["uptime", "smeSavings"] as const) {
      for (const lang of languages) {
        const written = spaces(formatFigure(company.figures[name], lang));
        for (const { file, text } of sources)
          expect(text, `${file} writes {${name}} as "${written}"`).not.toContain(written);
      }
    }
  });
});
