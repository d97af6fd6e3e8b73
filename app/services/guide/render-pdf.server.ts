import PDFDocument from "pdfkit";
import { legalNameOf } from "~/config/company";
import { companyContent } from "~/services/content/company-content.server";
import type { Guide, GuideBlock, GuideChapter } from "~/content/guide/types";
import type { Lang } from "~/i18n/language";
import type { BrandColours } from "./brand-colours.server";
import { bulletList, checklist, heading, kitSolutions, note, paragraph, steps, table } from "./pdf/blocks.server";
import { caseStudy, casesOverview } from "./pdf/case-page.server";
import { CONTENT_WIDTH, FONT, MARGIN, SIZE, pageIndex, type GuidePdf } from "./pdf/layout.server";
import { backPage, contentsPage, cover, decoratePages, writeContents } from "./pdf/pages.server";

/**
 * Lays the guide out on A4 pages with pdfkit: cover, linked table of contents, chapters, case pages,
 * back page; running header and "page n of N" footer added once every page exists (bufferPages).
 * Deterministic: the same content and options always give the same bytes (fixed dates, no random id).
 * The pieces: pdf/layout (geometry, text primitives), pdf/blocks (a chapter's blocks), pdf/case-page,
 * pdf/pages (cover, contents, back page, running header and footer).
 */
export type RenderOptions = {
  lang: Lang;
  /** Absolute origin for the links printed in the guide, e.g. https://www.rts-soluciones.es */
  siteUrl: string;
  colours: BrandColours;
  /** The edition's date, written as the PDF's creation date. */
  editionDate: Date;
};

export function renderGuidePdf(guide: Guide, options: RenderOptions): Promise<Buffer> {
  const pdf = startDocument(guide, options);
  const finished = collectBytes(pdf.doc);
  cover(pdf);
  const contents = contentsPage(pdf);
  let number = 0;
  for (const item of guide.chapters) chapter(pdf, item, item.unnumbered ? null : ++number);
  backPage(pdf);
  writeContents(pdf, contents);
  decoratePages(pdf);
  pdf.doc.end();
  return finished;
}

/** A new document with the guide's metadata, and the state its layout collects. */
function startDocument(guide: Guide, options: RenderOptions): GuidePdf {
  const identity = companyContent().identity;
  const doc = new PDFDocument({
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
  const pdf: GuidePdf = {
    doc,
    c: options.colours,
    guide,
    lang: options.lang,
    site: options.siteUrl.replace(/\/+$/, ""),
    identity,
    runningHeader: new Map(),
    currentHeader: null,
    toc: [],
  };
  doc.on("pageAdded", () => {
    if (pdf.currentHeader) pdf.runningHeader.set(doc.bufferedPageRange().count - 1, pdf.currentHeader);
  });
  return pdf;
}

/** The document's bytes once it ends. */
function collectBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

function block(pdf: GuidePdf, item: GuideBlock, chapterBlocks: GuideBlock[], caseNumber: () => number) {
  const { doc } = pdf;
  switch (item.kind) {
    case "heading":
      return heading(pdf, item.text);
    case "paragraph":
      return paragraph(pdf, item.text);
    case "list":
      return bulletList(pdf, item.items);
    case "steps":
      return steps(pdf, item.items);
    case "checklist":
      return checklist(pdf, item.title, item.items);
    case "note":
      return note(pdf, item.title, item.text);
    case "table":
      return table(pdf, item.caption, item.columns, item.rows, item.widths);
    case "kit-solutions":
      return kitSolutions(pdf, item);
    case "case":
      return caseStudy(pdf, item.case, caseNumber());
    case "cases-overview":
      return casesOverview(pdf, item, chapterBlocks);
    case "page-break":
      doc.addPage();
      return;
  }
}

function chapter(pdf: GuidePdf, item: GuideChapter, number: number | null) {
  const { doc, c, guide, runningHeader, toc } = pdf;
  pdf.currentHeader = item.title;
  doc.addPage();
  doc.addNamedDestination(item.id);
  const outline = doc.outline.addItem(item.title, { expanded: true });
  toc.push({ title: item.title, destination: item.id, page: pageIndex(pdf), level: 0, number: number ?? undefined });
  // The header of a chapter's first page is the chapter opening itself.
  runningHeader.delete(pageIndex(pdf));

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
      block(pdf, entry, item.blocks, () => ++cases);
      outline.addItem(entry.case.title);
      toc.push({ title: entry.case.title, destination: entry.case.id, page: pageIndex(pdf), level: 1 });
    } else {
      block(pdf, entry, item.blocks, () => cases);
    }
  }
}
