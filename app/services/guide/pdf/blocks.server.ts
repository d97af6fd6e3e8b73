import type { GuideBlock } from "~/content/guide/types";
import { kitDigitalContent } from "~/content/kit-digital";
import { formatMoney } from "~/utils/format";
import {
  BOTTOM,
  CONTENT_WIDTH,
  FONT,
  LINE_GAP,
  MARGIN,
  SIZE,
  ensure,
  gap,
  heightOf,
  rich,
  type GuidePdf,
} from "./layout.server";

/** A paragraph of body text (`**bold**` runs), kept with at least three lines on its page. */
export function paragraph(pdf: GuidePdf, text: string) {
  const { doc, c } = pdf;
  ensure(pdf, Math.min(heightOf(pdf, text, CONTENT_WIDTH, SIZE.body), 3 * (SIZE.body + LINE_GAP)));
  rich(pdf, text, MARGIN.left, doc.y, CONTENT_WIDTH, SIZE.body, c.text);
  gap(pdf, 9);
}

/** A section heading, kept with at least three lines of what follows. */
export function heading(pdf: GuidePdf, text: string) {
  const { doc, c } = pdf;
  // Keep a heading with at least three lines of what follows.
  ensure(pdf, SIZE.h3 + 8 + 4 * (SIZE.body + LINE_GAP));
  gap(pdf, 6);
  doc.font(FONT.bold).fontSize(SIZE.h3).fillColor(c.heroFrom);
  doc.text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  gap(pdf, 6);
}

/** A list with round bullets. */
export function bulletList(pdf: GuidePdf, items: string[], x = MARGIN.left, width = CONTENT_WIDTH, size = SIZE.body) {
  const { doc, c } = pdf;
  for (const item of items) {
    const height = heightOf(pdf, item, width - 16, size);
    ensure(pdf, Math.min(height, 2 * (size + LINE_GAP)));
    const top = doc.y;
    doc
      .save()
      .circle(x + 4, top + size * 0.55, 2.2)
      .fill(c.primary)
      .restore();
    rich(pdf, item, x + 16, top, width - 16, size, c.text);
    gap(pdf, 5);
  }
  gap(pdf, 4);
}

/** Numbered steps, each a bold title and its text. */
export function steps(pdf: GuidePdf, items: { title: string; text: string }[]) {
  const { doc, c } = pdf;
  items.forEach((item, index) => {
    const textWidth = CONTENT_WIDTH - 34;
    const height =
      heightOf(pdf, item.title, textWidth, SIZE.body, FONT.bold) + heightOf(pdf, item.text, textWidth, SIZE.body);
    ensure(pdf, height + 4);
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
    rich(pdf, item.text, MARGIN.left + 34, doc.y + 1, textWidth, SIZE.body, c.textMuted);
    gap(pdf, 9);
  });
  gap(pdf, 2);
}

/** A shaded box; `draw` writes its content from the given top and returns nothing. */
export function box(
  pdf: GuidePdf,
  height: number,
  fill: string,
  draw: (top: number) => void,
  options: { bar?: string } = {},
) {
  const { doc } = pdf;
  ensure(pdf, height);
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

/** A framed checklist: a title, then each item beside an empty check box. */
export function checklist(pdf: GuidePdf, title: string, items: string[]) {
  const { doc, c } = pdf;
  const inner = CONTENT_WIDTH - 40;
  const height =
    18 +
    heightOf(pdf, title, inner, 11.5, FONT.bold) +
    items.reduce((sum, item) => sum + heightOf(pdf, item, inner - 22, SIZE.body) + 7, 0) +
    10;
  box(pdf, height, c.surface, (top) => {
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
      rich(pdf, item, MARGIN.left + 42, y, inner - 22, SIZE.body, c.text);
      doc.y += 7;
    }
  });
}

/** A shaded note with an accent bar. */
export function note(pdf: GuidePdf, title: string, text: string) {
  const { doc, c } = pdf;
  const inner = CONTENT_WIDTH - 44;
  const height =
    16 + heightOf(pdf, title, inner, SIZE.body, FONT.bold) + 4 + heightOf(pdf, text, inner, SIZE.body) + 14;
  box(
    pdf,
    height,
    c.accentSoft,
    (top) => {
      doc
        .font(FONT.bold)
        .fontSize(SIZE.body)
        .fillColor(c.accent)
        .text(title, MARGIN.left + 22, top + 14, { width: inner, lineGap: LINE_GAP });
      rich(pdf, text, MARGIN.left + 22, doc.y + 3, inner, SIZE.body, c.text);
    },
    { bar: c.accent },
  );
}

/** A table with a caption and a header row; one that does not fit on a page repeats its header. */
export function table(pdf: GuidePdf, caption: string, columns: string[], rows: string[][], widths: number[]) {
  const { doc, c } = pdf;
  const colWidths = widths.map((w) => w * CONTENT_WIDTH);
  const pad = 6;
  // Header cells and the first column are bold.
  const cellFont = (header: boolean, column: number) => (header || column === 0 ? FONT.bold : FONT.regular);
  const rowHeight = (cells: string[], header: boolean) =>
    Math.max(...cells.map((cell, i) => heightOf(pdf, cell, colWidths[i] - 2 * pad, SIZE.small, cellFont(header, i)))) +
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
  const captionHeight = heightOf(pdf, caption, CONTENT_WIDTH, SIZE.small, FONT.bold) + 5;
  const total = captionHeight + rowHeight(columns, true) + rows.reduce((sum, row) => sum + rowHeight(row, false), 0);
  // A table that fits on one page is never split; a longer one repeats its header on each page.
  ensure(
    pdf,
    total <= BOTTOM - MARGIN.top ? total : captionHeight + rowHeight(columns, true) + 2 * rowHeight(rows[0], false),
  );
  doc
    .font(FONT.bold)
    .fontSize(SIZE.small)
    .fillColor(c.textMuted)
    .text(caption, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: LINE_GAP });
  gap(pdf, 5);
  drawRow(columns, true);
  for (const row of rows) {
    if (doc.y + rowHeight(row, false) > BOTTOM) {
      doc.addPage();
      drawRow(columns, true);
    }
    drawRow(row, false);
  }
  doc.x = MARGIN.left;
  gap(pdf, 14);
}

/** The Kit Digital categories named by the block, with their amounts, and the block's footnote. */
export function kitSolutions(pdf: GuidePdf, block: Extract<GuideBlock, { kind: "kit-solutions" }>) {
  const { doc, c, lang } = pdf;
  const solutions = kitDigitalContent[lang].solutions.items;
  const rows = block.ids.map((id) => {
    const solution = solutions.find((item) => item.id === id);
    if (!solution) throw new Error(`Kit Digital category not found: ${id}`);
    return [solution.title, formatMoney(solution.amount, lang)];
  });
  table(pdf, block.caption, block.columns, rows, [0.7, 0.3]);
  doc.font(FONT.italic).fontSize(SIZE.tiny).fillColor(c.textMuted);
  doc.text(block.footnote, MARGIN.left, doc.y - 8, { width: CONTENT_WIDTH, lineGap: 2 });
  gap(pdf, 10);
}
