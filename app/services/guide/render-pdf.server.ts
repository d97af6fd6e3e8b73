import PDFDocument from "pdfkit";
import { formatMoney } from "~/utils/format";
import { company, legalNameOf, postalAddress } from "~/config/company";
import { companyContent } from "~/services/content/company-content.server";
import type { Guide, GuideBlock, GuideCase, GuideChapter } from "~/content/guide/types";
import { kitDigitalContent } from "~/content/kit-digital";
import { successCases, type SuccessCaseKey } from "~/content/facts/cases";
import { fillFigures } from "~/content/facts/figures";
import { successCasePages } from "~/content/success-cases";
import { contentFor } from "~/utils/page-data.server";
import type { Lang } from "~/i18n/language";
import { pagePath } from "~/utils/pages";
import type { BrandColours } from "./brand-colours.server";

/** Text about a site case, with the case's own figures (each written once, in its facts). */
function caseText(key: SuccessCaseKey, text: string, lang: Lang): string {
  return fillFigures(text, successCases[key].figures, lang);
}

/**
 * Lays the guide out on A4 pages with pdfkit: cover, linked table of contents, chapters, case pages,
 * back page; running header and "page n of N" footer added once every page exists (bufferPages).
 * Deterministic: the same content and options always give the same bytes (fixed dates, no random id).
 */
export type RenderOptions = {
  lang: Lang;
  /** Absolute origin for the links printed in the guide, e.g. https://www.rts-soluciones.es */
  siteUrl: string;
  colours: BrandColours;
  /** The edition's date, written as the PDF's creation date. */
  editionDate: Date;
};

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 72, bottom: 76, left: 64, right: 64 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BOTTOM = PAGE.height - MARGIN.bottom;

const FONT = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" };
const SIZE = { body: 10.5, small: 9, tiny: 8, h3: 13.5, chapter: 25, lead: 12.5 };
const LINE_GAP = 3.2;

type Doc = PDFKit.PDFDocument;

/** Splits `**bold**` marks into runs. */
function runs(text: string): { text: string; bold: boolean }[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== "")
    .map((part) => (part.startsWith("**") ? { text: part.slice(2, -2), bold: true } : { text: part, bold: false }));
}

const plain = (text: string) => text.replace(/\*\*/g, "");

export function renderGuidePdf(guide: Guide, options: RenderOptions): Promise<Buffer> {
  const c = options.colours;
  const site = options.siteUrl.replace(/\/+$/, "");
  // The registered identity as set when the guide is built (decision 210): rebuild after changing it.
  const identity = companyContent().identity;
  const doc: Doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    lang: options.lang === "es" ? "es-ES" : "en-GB",
    displayTitle: true,
    info: {
      Title: guide.meta.title,
      Author: guide.meta.author,
      Subject: guide.meta.subject,
      Keywords: guide.meta.keywords.join(", "),
      Creator: legalNameOf(identity),
      Producer: "pdfkit",
      CreationDate: options.editionDate,
      ModDate: options.editionDate,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  /** Running header text per page index (0-based); the cover and the back page have none. */
  const runningHeader = new Map<number, string>();
  let currentHeader: string | null = null;
  doc.on("pageAdded", () => {
    if (currentHeader) runningHeader.set(doc.bufferedPageRange().count - 1, currentHeader);
  });

  const pageIndex = () => doc.bufferedPageRange().count - 1;

  // ---- text primitives ----------------------------------------------------------------------

  function rich(text: string, x: number, y: number | undefined, width: number, size: number, colour: string) {
    const parts = runs(text);
    doc.fontSize(size).fillColor(colour);
    parts.forEach((part, index) => {
      doc.font(part.bold ? FONT.bold : FONT.regular);
      const opts = { width, lineGap: LINE_GAP, continued: index < parts.length - 1 };
      if (index === 0) doc.text(part.text, x, y, opts);
      else doc.text(part.text, opts);
    });
  }

  function heightOf(text: string, width: number, size: number, font = FONT.regular): number {
    doc.font(font).fontSize(size);
    // Bold runs are a little wider than the regular text measured here: allow for one more line.
    const extra = text.includes("**") ? size + LINE_GAP : 0;
    return doc.heightOfString(plain(text), { width, lineGap: LINE_GAP }) + extra;
  }

  function ensure(height: number) {
    if (doc.y + height > BOTTOM) doc.addPage();
  }

  function gap(points: number) {
    doc.y += points;
  }

  // ---- blocks --------------------------------------------------------------------------------

  function paragraph(text: string) {
    ensure(Math.min(heightOf(text, CONTENT_WIDTH, SIZE.body), 3 * (SIZE.body + LINE_GAP)));
    rich(text, MARGIN.left, doc.y, CONTENT_WIDTH, SIZE.body, c.text);
    gap(9);
  }

  function heading(text: string) {
    // Keep a heading with at least three lines of what follows.
    ensure(SIZE.h3 + 8 + 4 * (SIZE.body + LINE_GAP));
    gap(6);
    doc.font(FONT.bold).fontSize(SIZE.h3).fillColor(c.heroFrom);
    doc.text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
    gap(6);
  }

  function bulletList(items: string[], x = MARGIN.left, width = CONTENT_WIDTH, size = SIZE.body) {
    for (const item of items) {
      const height = heightOf(item, width - 16, size);
      ensure(Math.min(height, 2 * (size + LINE_GAP)));
      const top = doc.y;
      doc
        .save()
        .circle(x + 4, top + size * 0.55, 2.2)
        .fill(c.primary)
        .restore();
      rich(item, x + 16, top, width - 16, size, c.text);
      gap(5);
    }
    gap(4);
  }

  function steps(items: { title: string; text: string }[]) {
    items.forEach((item, index) => {
      const textWidth = CONTENT_WIDTH - 34;
      const height = heightOf(item.title, textWidth, SIZE.body, FONT.bold) + heightOf(item.text, textWidth, SIZE.body);
      ensure(height + 4);
      const top = doc.y;
      doc
        .save()
        .circle(MARGIN.left + 10, top + 7, 10)
        .fill(c.primary)
        .restore();
      doc
        .font(FONT.bold)
        .fontSize(10)
        .fillColor(c.onPrimary)
        .text(String(index + 1), MARGIN.left, top + 2.2, { width: 20, align: "center" });
      doc
        .font(FONT.bold)
        .fontSize(SIZE.body)
        .fillColor(c.text)
        .text(item.title, MARGIN.left + 34, top, { width: textWidth, lineGap: LINE_GAP });
      rich(item.text, MARGIN.left + 34, doc.y + 1, textWidth, SIZE.body, c.textMuted);
      gap(9);
    });
    gap(2);
  }

  /** A shaded box; `draw` writes its content from the given top and returns nothing. */
  function box(height: number, fill: string, draw: (top: number) => void, options: { bar?: string } = {}) {
    ensure(height);
    const top = doc.y;
    doc.save().roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 8).fill(fill).restore();
    if (options.bar) {
      doc.save().roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 8).clip();
      doc.rect(MARGIN.left, top, 4, height).fill(options.bar).restore();
    }
    draw(top);
    doc.y = top + height + 12;
    doc.x = MARGIN.left;
  }

  function checklist(title: string, items: string[]) {
    const inner = CONTENT_WIDTH - 40;
    const height =
      18 +
      heightOf(title, inner, 11.5, FONT.bold) +
      items.reduce((sum, item) => sum + heightOf(item, inner - 22, SIZE.body) + 7, 0) +
      10;
    box(height, c.surface, (top) => {
      doc.save().roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 8).lineWidth(0.8).stroke(c.border).restore();
      doc
        .font(FONT.bold)
        .fontSize(11.5)
        .fillColor(c.heroFrom)
        .text(title, MARGIN.left + 20, top + 16, { width: inner });
      doc.y += 6;
      for (const item of items) {
        const y = doc.y;
        doc
          .save()
          .roundedRect(MARGIN.left + 20, y + 0.5, 9.5, 9.5, 2)
          .lineWidth(1.1)
          .stroke(c.primary)
          .restore();
        rich(item, MARGIN.left + 42, y, inner - 22, SIZE.body, c.text);
        doc.y += 7;
      }
    });
  }

  function note(title: string, text: string) {
    const inner = CONTENT_WIDTH - 44;
    const height = 16 + heightOf(title, inner, SIZE.body, FONT.bold) + 4 + heightOf(text, inner, SIZE.body) + 14;
    box(
      height,
      c.accentSoft,
      (top) => {
        doc
          .font(FONT.bold)
          .fontSize(SIZE.body)
          .fillColor(c.accent)
          .text(title, MARGIN.left + 22, top + 14, { width: inner, lineGap: LINE_GAP });
        rich(text, MARGIN.left + 22, doc.y + 3, inner, SIZE.body, c.text);
      },
      { bar: c.accent },
    );
  }

  function table(caption: string, columns: string[], rows: string[][], widths: number[]) {
    const colWidths = widths.map((w) => w * CONTENT_WIDTH);
    const pad = 6;
    // Header cells and the first column are bold.
    const cellFont = (header: boolean, column: number) => (header || column === 0 ? FONT.bold : FONT.regular);
    const rowHeight = (cells: string[], header: boolean) =>
      Math.max(...cells.map((cell, i) => heightOf(cell, colWidths[i] - 2 * pad, SIZE.small, cellFont(header, i)))) +
      2 * pad;
    const drawRow = (cells: string[], header: boolean) => {
      const height = rowHeight(cells, header);
      const top = doc.y;
      if (header) doc.save().rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(c.primarySoft).restore();
      let x = MARGIN.left;
      cells.forEach((cell, i) => {
        doc
          .font(cellFont(header, i))
          .fontSize(SIZE.small)
          .fillColor(header ? c.heroFrom : c.text)
          .text(cell, x + pad, top + pad, { width: colWidths[i] - 2 * pad, lineGap: LINE_GAP });
        x += colWidths[i];
      });
      doc
        .save()
        .moveTo(MARGIN.left, top + height)
        .lineTo(MARGIN.left + CONTENT_WIDTH, top + height)
        .lineWidth(header ? 1.2 : 0.6)
        .stroke(header ? c.primary : c.border)
        .restore();
      doc.y = top + height;
    };
    const captionHeight = heightOf(caption, CONTENT_WIDTH, SIZE.small, FONT.bold) + 5;
    const total = captionHeight + rowHeight(columns, true) + rows.reduce((sum, row) => sum + rowHeight(row, false), 0);
    // A table that fits on one page is never split; a longer one repeats its header on each page.
    ensure(
      total <= BOTTOM - MARGIN.top ? total : captionHeight + rowHeight(columns, true) + 2 * rowHeight(rows[0], false),
    );
    doc
      .font(FONT.bold)
      .fontSize(SIZE.small)
      .fillColor(c.textMuted)
      .text(caption, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: LINE_GAP });
    gap(5);
    drawRow(columns, true);
    for (const row of rows) {
      if (doc.y + rowHeight(row, false) > BOTTOM) {
        doc.addPage();
        drawRow(columns, true);
      }
      drawRow(row, false);
    }
    doc.x = MARGIN.left;
    gap(14);
  }

  function kitSolutions(block: Extract<GuideBlock, { kind: "kit-solutions" }>) {
    const solutions = kitDigitalContent[options.lang].solutions.items;
    const rows = block.ids.map((id) => {
      const solution = solutions.find((item) => item.id === id);
      if (!solution) throw new Error(`Kit Digital category not found: ${id}`);
      return [solution.title, formatMoney(solution.amount, options.lang)];
    });
    table(block.caption, block.columns, rows, [0.7, 0.3]);
    doc.font(FONT.italic).fontSize(SIZE.tiny).fillColor(c.textMuted);
    doc.text(block.footnote, MARGIN.left, doc.y - 8, { width: CONTENT_WIDTH, lineGap: 2 });
    gap(10);
  }

  function link(label: string, url: string, x: number, y: number, width: number, size = SIZE.body) {
    doc.font(FONT.bold).fontSize(size).fillColor(c.primary).text(label, x, y, { width, link: url, underline: true });
  }

  // ---- cases ---------------------------------------------------------------------------------

  function caseStudy(item: GuideCase, number: number) {
    doc.addPage();
    doc.addNamedDestination(item.id);
    const top = MARGIN.top - 8;
    // Sector pill.
    doc.font(FONT.bold).fontSize(SIZE.tiny);
    const pill = `${String(number).padStart(2, "0")} · ${item.sector.toUpperCase()}`;
    const pillWidth = doc.widthOfString(pill, { characterSpacing: 0.6 }) + 20;
    doc.save().roundedRect(MARGIN.left, top, pillWidth, 18, 9).fill(c.accentSoft).restore();
    doc.fillColor(c.accent).text(pill, MARGIN.left + 10, top + 5.5, { characterSpacing: 0.6, lineBreak: false });
    doc
      .font(FONT.bold)
      .fontSize(20)
      .fillColor(c.heroFrom)
      .text(item.title, MARGIN.left, top + 30, { width: CONTENT_WIDTH, lineGap: 2 });
    doc
      .font(FONT.regular)
      .fontSize(SIZE.body)
      .fillColor(c.textMuted)
      .text(item.company, MARGIN.left, doc.y + 4, { width: CONTENT_WIDTH });
    doc
      .font(FONT.italic)
      .fontSize(SIZE.tiny)
      .fillColor(c.textMuted)
      .text(guide.caseDisclaimer, MARGIN.left, doc.y + 6, { width: CONTENT_WIDTH, lineGap: 1.5 });
    gap(10);

    // Services as tags.
    let x = MARGIN.left;
    const tagTop = doc.y;
    doc.font(FONT.bold).fontSize(SIZE.tiny);
    for (const service of item.services) {
      const width = doc.widthOfString(service) + 16;
      doc.save().roundedRect(x, tagTop, width, 16, 4).lineWidth(0.8).stroke(c.primary).restore();
      doc.fillColor(c.primary).text(service, x + 8, tagTop + 4.5, { lineBreak: false });
      x += width + 6;
    }
    doc.y = tagTop + 28;

    // Key figures.
    const figureWidth = (CONTENT_WIDTH - 2 * 10) / 3;
    const figureTop = doc.y;
    const figureHeight = 74;
    item.figures.forEach((figure, index) => {
      const fx = MARGIN.left + index * (figureWidth + 10);
      doc.save().roundedRect(fx, figureTop, figureWidth, figureHeight, 8).fill(c.primarySoft).restore();
      doc
        .font(FONT.bold)
        .fontSize(19)
        .fillColor(c.primary)
        .text(figure.value, fx + 12, figureTop + 11, { width: figureWidth - 24, lineBreak: false });
      doc
        .font(FONT.regular)
        .fontSize(SIZE.tiny)
        .fillColor(c.text)
        .text(figure.label, fx + 12, figureTop + 36, { width: figureWidth - 24, lineGap: 1 });
      if (figure.before) {
        doc
          .font(FONT.italic)
          .fontSize(SIZE.tiny)
          .fillColor(c.textMuted)
          .text(`${guide.labels.case.before}: ${figure.before}`, fx + 12, figureTop + figureHeight - 16, {
            width: figureWidth - 24,
            lineBreak: false,
          });
      }
    });
    doc.y = figureTop + figureHeight + 14;
    doc.x = MARGIN.left;

    const subheading = (text: string) => {
      ensure(40);
      doc.font(FONT.bold).fontSize(11.5).fillColor(c.heroFrom).text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
      gap(4);
    };
    subheading(guide.labels.case.challenge);
    paragraph(item.challenge);
    subheading(guide.labels.case.solution);
    bulletList(item.solution);
    subheading(guide.labels.case.results);
    bulletList(item.results);
    note(guide.labels.case.lesson, item.lesson);

    const related = contentFor(successCasePages[item.related.page], options.lang);
    const relatedUrl = `${site}${pagePath(item.related.page, options.lang)}`;
    ensure(48);
    doc
      .font(FONT.bold)
      .fontSize(SIZE.small)
      .fillColor(c.textMuted)
      .text(`${guide.labels.case.related.toUpperCase()}`, MARGIN.left, doc.y, { characterSpacing: 0.6 });
    doc
      .font(FONT.regular)
      .fontSize(SIZE.small)
      .fillColor(c.text)
      .text(caseText(item.related.page, item.related.text, options.lang), MARGIN.left, doc.y + 3, {
        width: CONTENT_WIDTH,
        lineGap: 2,
      });
    link(`${related.hero.title}: ${relatedUrl}`, relatedUrl, MARGIN.left, doc.y + 3, CONTENT_WIDTH, SIZE.small);
  }

  // ---- chapters ------------------------------------------------------------------------------

  function headline(item: GuideCase): string {
    const [figure] = item.figures;
    const before = figure.before ? ` (${guide.labels.case.before.toLowerCase()}: ${figure.before})` : "";
    return `${figure.value} ${figure.label}${before}`;
  }

  function casesOverview(item: Extract<GuideBlock, { kind: "cases-overview" }>, chapterBlocks: GuideBlock[]) {
    const rows = chapterBlocks.flatMap((entry) =>
      entry.kind === "case" ? [[entry.case.title, entry.case.sector, headline(entry.case)]] : [],
    );
    table(item.caption, item.columns, rows, [0.46, 0.24, 0.3]);
  }

  function block(item: GuideBlock, chapterBlocks: GuideBlock[], caseNumber: () => number) {
    switch (item.kind) {
      case "heading":
        return heading(item.text);
      case "paragraph":
        return paragraph(item.text);
      case "list":
        return bulletList(item.items);
      case "steps":
        return steps(item.items);
      case "checklist":
        return checklist(item.title, item.items);
      case "note":
        return note(item.title, item.text);
      case "table":
        return table(item.caption, item.columns, item.rows, item.widths);
      case "kit-solutions":
        return kitSolutions(item);
      case "case":
        return caseStudy(item.case, caseNumber());
      case "cases-overview":
        return casesOverview(item, chapterBlocks);
      case "page-break":
        doc.addPage();
        return;
    }
  }

  type TocEntry = { title: string; destination: string; page: number; level: 0 | 1; number?: number };
  const toc: TocEntry[] = [];

  function chapter(item: GuideChapter, number: number | null) {
    currentHeader = item.title;
    doc.addPage();
    doc.addNamedDestination(item.id);
    const outline = doc.outline.addItem(item.title, { expanded: true });
    toc.push({ title: item.title, destination: item.id, page: pageIndex(), level: 0, number: number ?? undefined });
    // The header of a chapter's first page is the chapter opening itself.
    runningHeader.delete(pageIndex());

    const top = MARGIN.top + 8;
    if (number !== null) {
      doc
        .font(FONT.bold)
        .fontSize(10)
        .fillColor(c.accent)
        .text(guide.labels.chapter.replace("{n}", String(number)).toUpperCase(), MARGIN.left, top, {
          characterSpacing: 1.2,
        });
    }
    doc
      .font(FONT.bold)
      .fontSize(SIZE.chapter)
      .fillColor(c.heroFrom)
      .text(item.title, MARGIN.left, top + 18, { width: CONTENT_WIDTH, lineGap: 2 });
    doc
      .font(FONT.regular)
      .fontSize(SIZE.lead)
      .fillColor(c.textMuted)
      .text(item.lead, MARGIN.left, doc.y + 10, { width: CONTENT_WIDTH, lineGap: 3.5 });
    const ruleY = doc.y + 14;
    doc.save().rect(MARGIN.left, ruleY, 56, 3.5).fill(c.primary).restore();
    doc.y = ruleY + 26;
    doc.x = MARGIN.left;

    let cases = 0;
    for (const entry of item.blocks) {
      if (entry.kind === "case") {
        block(entry, item.blocks, () => ++cases);
        outline.addItem(entry.case.title);
        toc.push({ title: entry.case.title, destination: entry.case.id, page: pageIndex(), level: 1 });
      } else {
        block(entry, item.blocks, () => cases);
      }
    }
  }

  // ---- cover, contents, back -----------------------------------------------------------------

  function cover() {
    doc.addPage({ size: "A4", margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    const gradient = doc.linearGradient(0, 0, PAGE.width, PAGE.height);
    gradient.stop(0, c.heroFrom).stop(1, c.heroTo);
    doc.rect(0, 0, PAGE.width, PAGE.height).fill(gradient);
    doc
      .save()
      .opacity(0.1)
      .circle(PAGE.width + 10, 120, 190)
      .fill(c.onHero)
      .restore();
    doc
      .save()
      .opacity(0.06)
      .circle(PAGE.width - 60, 640, 150)
      .fill(c.onHero)
      .restore();
    doc.font(FONT.bold).fontSize(30).fillColor(c.onHero).text(company.name, MARGIN.left, 64, { lineBreak: false });
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(c.onHeroMuted)
      .text(guide.cover.publisher, MARGIN.left, 100, { lineBreak: false });

    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor(c.onHeroMuted)
      .text(guide.cover.eyebrow.toUpperCase(), MARGIN.left, 250, { characterSpacing: 1.5 });
    doc
      .font(FONT.bold)
      .fontSize(40)
      .fillColor(c.onHero)
      .text(guide.cover.title, MARGIN.left, 274, { width: 420, lineGap: 2 });
    doc
      .font(FONT.regular)
      .fontSize(14)
      .fillColor(c.onHeroMuted)
      .text(guide.cover.subtitle, MARGIN.left, doc.y + 18, { width: 400, lineGap: 4 });

    // A quiet drawing of a process: three steps joined by a line, the last one done.
    const flowY = Math.max(doc.y + 80, 600);
    doc
      .save()
      .moveTo(MARGIN.left + 24, flowY)
      .lineTo(MARGIN.left + 300, flowY)
      .lineWidth(2)
      .dash(4, { space: 5 })
      .stroke(c.onHeroMuted)
      .undash()
      .restore();
    [0, 1, 2].forEach((index) => {
      const cx = MARGIN.left + 24 + index * 138;
      doc
        .save()
        .circle(cx, flowY, 22)
        .fill(index === 2 ? c.accent : c.onHero)
        .restore();
      if (index === 2) {
        doc
          .save()
          .moveTo(cx - 9, flowY + 1)
          .lineTo(cx - 2, flowY + 8)
          .lineTo(cx + 10, flowY - 7)
          .lineWidth(3.2)
          .lineCap("round")
          .lineJoin("round")
          .stroke(c.onHero)
          .restore();
      } else {
        doc
          .save()
          .roundedRect(cx - 9, flowY - 9, 18, 18, 3)
          .lineWidth(2)
          .stroke(c.heroTo)
          .restore();
      }
    });

    doc
      .save()
      .moveTo(MARGIN.left, PAGE.height - 110)
      .lineTo(PAGE.width - MARGIN.right, PAGE.height - 110)
      .lineWidth(0.6)
      .stroke(c.onHeroMuted)
      .restore();
    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor(c.onHero)
      .text(guide.cover.edition, MARGIN.left, PAGE.height - 92, { lineBreak: false });
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(c.onHeroMuted)
      .text(site.replace(/^https?:\/\//, ""), MARGIN.left, PAGE.height - 92, {
        width: CONTENT_WIDTH,
        align: "right",
        lineBreak: false,
      });
  }

  function contentsPage() {
    doc.addPage();
    return pageIndex();
  }

  function writeContents(page: number) {
    doc.switchToPage(page);
    doc.x = MARGIN.left;
    doc
      .font(FONT.bold)
      .fontSize(SIZE.chapter)
      .fillColor(c.heroFrom)
      .text(guide.labels.contents, MARGIN.left, MARGIN.top + 26);
    doc
      .save()
      .rect(MARGIN.left, doc.y + 12, 56, 3.5)
      .fill(c.primary)
      .restore();
    let y = doc.y + 44;
    for (const entry of toc) {
      const indent = entry.level === 0 ? 0 : 28;
      const size = entry.level === 0 ? 12 : 10.5;
      const font = entry.level === 0 ? FONT.bold : FONT.regular;
      if (entry.level === 0) y += 8;
      const pageLabel = String(entry.page + 1);
      const x = MARGIN.left + indent;
      if (entry.number !== undefined) {
        doc.font(FONT.bold).fontSize(size).fillColor(c.accent).text(String(entry.number), x, y, { lineBreak: false });
      }
      const titleX = x + (entry.level === 0 ? 24 : 0);
      doc.font(font).fontSize(size);
      const pageWidth = doc.widthOfString(pageLabel);
      const titleWidth = doc.widthOfString(entry.title);
      doc.fillColor(entry.level === 0 ? c.text : c.textMuted).text(entry.title, titleX, y, {
        lineBreak: false,
        goTo: entry.destination,
      });
      // Dotted leader from the title to the page number.
      const leaderStart = titleX + titleWidth + 6;
      const leaderEnd = PAGE.width - MARGIN.right - pageWidth - 6;
      if (leaderEnd > leaderStart) {
        doc
          .save()
          .moveTo(leaderStart, y + size * 0.8)
          .lineTo(leaderEnd, y + size * 0.8)
          .lineWidth(0.8)
          .dash(0.8, { space: 3 })
          .stroke(c.border)
          .undash()
          .restore();
      }
      doc
        .font(font)
        .fontSize(size)
        .fillColor(c.text)
        .text(pageLabel, PAGE.width - MARGIN.right - pageWidth, y, { lineBreak: false, goTo: entry.destination });
      y += size + (entry.level === 0 ? 12 : 9);
    }
  }

  function backPage() {
    currentHeader = null;
    doc.addPage();
    doc.addNamedDestination("about");
    doc.outline.addItem(guide.back.title);
    toc.push({ title: guide.back.title, destination: "about", page: pageIndex(), level: 0 });
    const back = guide.back;
    doc
      .font(FONT.bold)
      .fontSize(SIZE.chapter)
      .fillColor(c.heroFrom)
      .text(back.title, MARGIN.left, MARGIN.top + 8, { width: CONTENT_WIDTH });
    doc
      .save()
      .rect(MARGIN.left, doc.y + 12, 56, 3.5)
      .fill(c.primary)
      .restore();
    doc.y += 34;
    for (const text of back.paragraphs) paragraph(text);
    heading(back.servicesTitle);
    bulletList(back.services);

    // Call to action band.
    const bandTop = doc.y + 6;
    const bandHeight = 118;
    const gradient = doc.linearGradient(MARGIN.left, bandTop, MARGIN.left + CONTENT_WIDTH, bandTop + bandHeight);
    gradient.stop(0, c.heroFrom).stop(1, c.heroTo);
    doc.save().roundedRect(MARGIN.left, bandTop, CONTENT_WIDTH, bandHeight, 12).fill(gradient).restore();
    doc
      .font(FONT.bold)
      .fontSize(16)
      .fillColor(c.onHero)
      .text(back.cta.title, MARGIN.left + 24, bandTop + 22, { width: CONTENT_WIDTH - 48 });
    doc
      .font(FONT.regular)
      .fontSize(SIZE.body)
      .fillColor(c.onHeroMuted)
      .text(back.cta.text, MARGIN.left + 24, doc.y + 6, { width: CONTENT_WIDTH - 48, lineGap: LINE_GAP });
    const bookingUrl = `${site}${pagePath("contact", options.lang)}`;
    doc
      .font(FONT.bold)
      .fontSize(SIZE.body)
      .fillColor(c.onHero)
      .text(`${back.cta.linkLabel}: ${bookingUrl.replace(/^https?:\/\//, "")}`, MARGIN.left + 24, doc.y + 8, {
        width: CONTENT_WIDTH - 48,
        link: bookingUrl,
        underline: true,
      });
    doc.y = bandTop + bandHeight + 24;

    heading(back.contactTitle);
    const lines: { text: string; url?: string }[] = [
      { text: identity.nif ? `${legalNameOf(identity)} · NIF ${identity.nif}` : legalNameOf(identity) },
      { text: postalAddress(identity.registeredOffice, options.lang) },
      { text: company.email, url: `mailto:${company.email}` },
      { text: company.phone, url: `tel:${company.phone.replace(/[^\d+]/g, "")}` },
      { text: site.replace(/^https?:\/\//, ""), url: `${site}${pagePath("home", options.lang)}` },
    ];
    for (const line of lines) {
      doc
        .font(line.url ? FONT.bold : FONT.regular)
        .fontSize(SIZE.body)
        .fillColor(line.url ? c.primary : c.text)
        .text(line.text, MARGIN.left, doc.y, { width: CONTENT_WIDTH, link: line.url, lineGap: LINE_GAP });
    }
    doc
      .font(FONT.italic)
      .fontSize(SIZE.tiny)
      .fillColor(c.textMuted)
      .text(back.legal, MARGIN.left, BOTTOM - 40, { width: CONTENT_WIDTH, lineGap: 1.5 });
  }

  // ---- running header and footer on every page but the cover --------------------------------

  function decoratePages() {
    const { count } = doc.bufferedPageRange();
    for (let index = 1; index < count; index += 1) {
      doc.switchToPage(index);
      // Writing below the bottom margin would start a new page: lift the margins while decorating.
      const margins = doc.page.margins;
      doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
      const footerY = PAGE.height - 48;
      doc
        .save()
        .moveTo(MARGIN.left, footerY - 8)
        .lineTo(PAGE.width - MARGIN.right, footerY - 8)
        .lineWidth(0.5)
        .stroke(c.border)
        .restore();
      doc
        .font(FONT.regular)
        .fontSize(SIZE.tiny)
        .fillColor(c.textMuted)
        .text(guide.labels.footer, MARGIN.left, footerY, { lineBreak: false });
      const label = guide.labels.pageOf.replace("{page}", String(index + 1)).replace("{pages}", String(count));
      doc.text(label, MARGIN.left, footerY, { width: CONTENT_WIDTH, align: "right", lineBreak: false });
      const header = runningHeader.get(index);
      if (header) {
        doc.font(FONT.bold).fontSize(SIZE.tiny).fillColor(c.textMuted).text(header.toUpperCase(), MARGIN.left, 36, {
          width: CONTENT_WIDTH,
          characterSpacing: 0.6,
          lineBreak: false,
        });
      }
      doc.page.margins = margins;
    }
  }

  cover();
  const contents = contentsPage();
  let number = 0;
  for (const item of guide.chapters) chapter(item, item.unnumbered ? null : ++number);
  backPage();
  writeContents(contents);
  decoratePages();
  doc.end();
  return finished;
}
