import type { CompanyIdentity } from "~/config/company";
import type { Guide } from "~/content/guide/types";
import type { Lang } from "~/i18n/language";
import type { BrandColours } from "../brand-colours.server";

/** The guide's page geometry and type scale (A4, points). */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 72, bottom: 76, left: 64, right: 64 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const BOTTOM = PAGE.height - MARGIN.bottom;

export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" };
export const SIZE = { body: 10.5, small: 9, tiny: 8, h3: 13.5, chapter: 25, lead: 12.5 };
export const LINE_GAP = 3.2;

export type Doc = PDFKit.PDFDocument;

/** An entry of the table of contents, written once every page exists. */
export type TocEntry = { title: string; destination: string; page: number; level: 0 | 1; number?: number };

/** One guide being laid out: the document, what it is made from, and what the layout collects. */
export type GuidePdf = {
  doc: Doc;
  c: BrandColours;
  guide: Guide;
  lang: Lang;
  /** The site's origin, without a trailing slash, for the links printed in the guide. */
  site: string;
  /** The registered identity as set when the guide is built (decision 210): rebuild after changing it. */
  identity: CompanyIdentity;
  /** Running header text per page index (0-based); the cover and the back page have none. */
  runningHeader: Map<number, string>;
  /** The running header of the pages added from now on (the current chapter's title). */
  currentHeader: string | null;
  toc: TocEntry[];
};

/** Splits `**bold**` marks into runs. */
function runs(text: string): { text: string; bold: boolean }[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== "")
    .map((part) => (part.startsWith("**") ? { text: part.slice(2, -2), bold: true } : { text: part, bold: false }));
}

const plain = (text: string) => text.replace(/\*\*/g, "");

export const pageIndex = (pdf: GuidePdf) => pdf.doc.bufferedPageRange().count - 1;

/** Writes text with its `**bold**` runs at a position. */
export function rich(
  pdf: GuidePdf,
  text: string,
  x: number,
  y: number | undefined,
  width: number,
  size: number,
  colour: string,
) {
  const { doc } = pdf;
  const parts = runs(text);
  doc.fontSize(size).fillColor(colour);
  parts.forEach((part, index) => {
    doc.font(part.bold ? FONT.bold : FONT.regular);
    const opts = { width, lineGap: LINE_GAP, continued: index < parts.length - 1 };
    if (index === 0) doc.text(part.text, x, y, opts);
    else doc.text(part.text, opts);
  });
}

/** The height a text will take at a width and size. */
export function heightOf(pdf: GuidePdf, text: string, width: number, size: number, font = FONT.regular): number {
  const { doc } = pdf;
  doc.font(font).fontSize(size);
  // Bold runs are a little wider than the regular text measured here: allow for one more line.
  const extra = text.includes("**") ? size + LINE_GAP : 0;
  return doc.heightOfString(plain(text), { width, lineGap: LINE_GAP }) + extra;
}

/** Starts a new page unless `height` points still fit on this one. */
export function ensure(pdf: GuidePdf, height: number) {
  const { doc } = pdf;
  if (doc.y + height > BOTTOM) doc.addPage();
}

/** Vertical space. */
export function gap(pdf: GuidePdf, points: number) {
  const { doc } = pdf;
  doc.y += points;
}

/** A bold, underlined link. */
export function link(pdf: GuidePdf, label: string, url: string, x: number, y: number, width: number, size = SIZE.body) {
  const { doc, c } = pdf;
  doc.font(FONT.bold).fontSize(size).fillColor(c.primary).text(label, x, y, { width, link: url, underline: true });
}
