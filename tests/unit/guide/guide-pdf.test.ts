/**
 * The guide PDFs as `npm run build` renders them: their real figures match what the site states
 * (app/content/guide/facts.ts), the structure a reader relies on is there (contents with the right
 * page numbers, page numbers, the five cases tied to the site's success cases) and the build is
 * reproducible.
 */
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "~/utils/format";
import { GUIDE_EDITION_DATE, guides } from "~/content/guide";
import { guideFacts } from "~/content/guide/facts";
import type { Guide, GuideCase } from "~/content/guide/types";
import { kitDigitalContent } from "~/content/kit-digital";
import { successCasePages } from "~/content/success-cases";
import { contentFor } from "~/utils/page-data.server";
import { languages, type Lang } from "~/i18n/language";
import { brandColoursFromCss, readBrandColours, type BrandColours } from "~/services/guide/brand-colours.server";
import { guideCaseCount } from "~/services/guide/guide-file.server";
import { pdfFacts, WIN_ANSI_CHARACTERS, type PdfFacts } from "~/services/guide/pdf-facts.server";
import { renderGuidePdf } from "~/services/guide/render-pdf.server";
import { pagePath } from "~/utils/pages";

const SITE = "https://www.rts.test";
let colours: BrandColours;
const rendered = {} as Record<Lang, { pdf: Buffer; facts: PdfFacts }>;

const render = (lang: Lang) =>
  renderGuidePdf(guides[lang], { lang, siteUrl: SITE, colours, editionDate: GUIDE_EDITION_DATE });

const casesOf = (guide: Guide): GuideCase[] =>
  guide.chapters.flatMap((chapter) => chapter.blocks.flatMap((block) => (block.kind === "case" ? [block.case] : [])));

/**
 * Text compared without its white space: pdfkit draws each line and each bold run as a text object
 * of its own, so where a line breaks (or a run ends) depends on the layout, not on the content.
 */
const flat = (text: string) => text.replace(/\s+/g, "");

beforeAll(async () => {
  colours = await readBrandColours();
  for (const lang of languages) {
    const pdf = await render(lang);
    rendered[lang] = { pdf, facts: pdfFacts(pdf) };
  }
});

describe.each(languages)("the %s guide", (lang) => {
  const guide = guides[lang];

  it("has the page count and case count the site states", () => {
    const { facts } = rendered[lang];
    expect(facts.pages).toBe(guideFacts[lang].pages);
    expect(guideCaseCount(facts)).toBe(guideFacts[lang].cases);
    expect(casesOf(guide)).toHaveLength(guideFacts[lang].cases);
    // A real guide, not a leaflet: cover, contents, every chapter opening on its own page.
    expect(facts.pages).toBeGreaterThanOrEqual(guide.chapters.length + 3);
  });

  it("numbers every page after the cover and repeats the guide's name in the footer", () => {
    const { facts } = rendered[lang];
    facts.pageTexts.forEach((text, index) => {
      const label = guide.labels.pageOf.replace("{page}", String(index + 1)).replace("{pages}", String(facts.pages));
      if (index === 0) {
        expect(text).not.toContain(label);
        expect(flat(text)).toContain(flat(guide.cover.title));
      } else {
        expect(text).toContain(label);
        expect(text).toContain(guide.labels.footer);
      }
    });
  });

  it("lists each chapter and case in the contents with the page it starts on", () => {
    const { facts } = rendered[lang];
    const contents = facts.pageTexts[1].split("\n");
    const entries = [
      ...guide.chapters.map((chapter) => ({ id: chapter.id, title: chapter.title })),
      ...casesOf(guide).map((item) => ({ id: item.id, title: item.title })),
      { id: "about", title: guide.back.title },
    ];
    for (const entry of entries) {
      const page = facts.destinations[entry.id];
      expect(page, entry.id).toBeGreaterThan(2);
      // Title then its page number, as two neighbouring text objects of the contents page.
      const at = contents.indexOf(entry.title);
      expect(at, entry.title).toBeGreaterThan(-1);
      expect(contents[at + 1]).toBe(String(page));
      expect(flat(facts.pageTexts[page - 1])).toContain(flat(entry.title));
    }
  });

  it("renders every chapter's text", () => {
    const all = flat(rendered[lang].facts.pageTexts.join(" "));
    for (const chapter of guide.chapters) {
      expect(all).toContain(flat(chapter.lead));
      for (const block of chapter.blocks) {
        if (block.kind === "paragraph") expect(all).toContain(flat(block.text.replace(/\*\*/g, "")));
        if (block.kind === "checklist") for (const item of block.items) expect(all).toContain(flat(item));
      }
    }
  });

  it("prints each case on its own page, marked illustrative and tied to a published success case", () => {
    const { facts } = rendered[lang];
    const relatedPages = new Set<string>();
    for (const item of casesOf(guide)) {
      const text = flat(facts.pageTexts[facts.destinations[item.id] - 1]);
      expect(text).toContain(flat(item.title));
      expect(text).toContain(flat(guide.caseDisclaimer));
      const related = contentFor(successCasePages[item.related.page], lang);
      expect(text).toContain(flat(related.hero.title));
      expect(text).toContain(`${SITE}${pagePath(item.related.page, lang)}`);
      relatedPages.add(item.related.page);
    }
    // The guide's cases echo the site's five success cases, one each.
    expect([...relatedPages].sort()).toEqual(Object.keys(successCasePages).sort());
  });

  it("quotes the Kit Digital aid from the site's Kit Digital page", () => {
    const all = flat(rendered[lang].facts.pageTexts.join(" "));
    const block = guide.chapters.flatMap((c) => c.blocks).find((b) => b.kind === "kit-solutions");
    if (block?.kind !== "kit-solutions") throw new Error("the guide has no Kit Digital table");
    for (const id of block.ids) {
      const solution = kitDigitalContent[lang].solutions.items.find((item) => item.id === id)!;
      expect(all).toContain(flat(`${solution.title} ${formatMoney(solution.amount, lang)}`));
    }
  });

  it("declares its language and title, and renders the same bytes every time", async () => {
    const { pdf } = rendered[lang];
    const raw = pdf.toString("latin1");
    expect(raw).toContain(`/Lang (${lang === "es" ? "es-ES" : "en-GB"})`);
    expect(raw).toContain("/DisplayDocTitle true");
    expect((await render(lang)).equals(pdf)).toBe(true);
  });
});

describe("the guide's source", () => {
  it("uses only characters the PDF's fonts can draw", () => {
    const strings: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === "string") strings.push(value);
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
    };
    walk(guides);
    const missing = new Set(strings.flatMap((text) => [...text].filter((char) => !WIN_ANSI_CHARACTERS.has(char))));
    expect([...missing]).toEqual([]);
  });

  it("has the same structure in both languages", () => {
    const shape = (guide: Guide) =>
      guide.chapters.map((chapter) => [
        chapter.id,
        chapter.blocks.map((block) =>
          block.kind === "case"
            ? `case:${block.case.id}:${block.case.related.page}:${block.case.figures.length}`
            : block.kind === "list" || block.kind === "checklist"
              ? `${block.kind}:${block.items.length}`
              : block.kind === "table"
                ? `table:${block.rows.length}x${block.columns.length}`
                : block.kind,
        ),
      ]);
    expect(shape(guides.en)).toEqual(shape(guides.es));
  });

  it("takes its colours from the light theme of the site's design tokens", async () => {
    const css = await readFile("app/styles/tokens.css", "utf8");
    expect(css).toContain(`--color-primary: var(--light, ${colours.primary})`);
    expect(css).toContain(`--color-hero-from: var(--light, ${colours.heroFrom})`);
    expect(css).toContain(`--color-on-hero: ${colours.onHero};`);
    expect(() => brandColoursFromCss(":root { --color-text: #111827; }")).toThrow(/--color-text-muted/);
  });
});
