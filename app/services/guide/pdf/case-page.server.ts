import type { GuideBlock, GuideCase } from "~/content/guide/types";
import { successCases, type SuccessCaseKey } from "~/content/facts/cases";
import { fillFigures } from "~/content/facts/figures";
import { successCasePages } from "~/content/success-cases";
import type { Lang } from "~/i18n/language";
import { contentFor } from "~/utils/page-data.server";
import { pagePath } from "~/utils/pages";
import { CONTENT_WIDTH, FONT, MARGIN, SIZE, ensure, gap, link, type GuidePdf } from "./layout.server";
import { paragraph, bulletList, note, table } from "./blocks.server";

/** Text about a site case, with the case's own figures (each written once, in its facts). */
function caseText(key: SuccessCaseKey, text: string, lang: Lang): string {
  return fillFigures(text, successCases[key].figures, lang);
}

/** A case's own page: title and sector, services, key figures, the story, the related page on the site. */
export function caseStudy(pdf: GuidePdf, item: GuideCase, number: number) {
  pdf.doc.addPage();
  pdf.doc.addNamedDestination(item.id);
  caseHeading(pdf, item, number);
  serviceTags(pdf, item);
  keyFigures(pdf, item);
  caseStory(pdf, item);
  relatedPage(pdf, item);
}

/** The numbered sector pill, the title, the company and the disclaimer. */
function caseHeading(pdf: GuidePdf, item: GuideCase, number: number) {
  const { doc, c, guide } = pdf;
  const top = MARGIN.top - 8;
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
  gap(pdf, 10);
}

/** The services of the case as outlined tags on one line. */
function serviceTags(pdf: GuidePdf, item: GuideCase) {
  const { doc, c } = pdf;
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
}

/** The key figures in shaded boxes side by side, each with its "before" when it has one. */
function keyFigures(pdf: GuidePdf, item: GuideCase) {
  const { doc, c, guide } = pdf;
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
}

/** Challenge, solution, results and the lesson, under their subheadings. */
function caseStory(pdf: GuidePdf, item: GuideCase) {
  const { doc, c, guide } = pdf;
  const subheading = (text: string) => {
    ensure(pdf, 40);
    doc.font(FONT.bold).fontSize(11.5).fillColor(c.heroFrom).text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
    gap(pdf, 4);
  };
  subheading(guide.labels.case.challenge);
  paragraph(pdf, item.challenge);
  subheading(guide.labels.case.solution);
  bulletList(pdf, item.solution);
  subheading(guide.labels.case.results);
  bulletList(pdf, item.results);
  note(pdf, guide.labels.case.lesson, item.lesson);
}

/** The site's page about the same case, with its address as a link. */
function relatedPage(pdf: GuidePdf, item: GuideCase) {
  const { doc, c, guide, lang, site } = pdf;
  const related = contentFor(successCasePages[item.related.page], lang);
  const relatedUrl = `${site}${pagePath(item.related.page, lang)}`;
  ensure(pdf, 48);
  doc
    .font(FONT.bold)
    .fontSize(SIZE.small)
    .fillColor(c.textMuted)
    .text(`${guide.labels.case.related.toUpperCase()}`, MARGIN.left, doc.y, { characterSpacing: 0.6 });
  doc
    .font(FONT.regular)
    .fontSize(SIZE.small)
    .fillColor(c.text)
    .text(caseText(item.related.page, item.related.text, lang), MARGIN.left, doc.y + 3, {
      width: CONTENT_WIDTH,
      lineGap: 2,
    });
  link(pdf, `${related.hero.title}: ${relatedUrl}`, relatedUrl, MARGIN.left, doc.y + 3, CONTENT_WIDTH, SIZE.small);
}

export function headline(pdf: GuidePdf, item: GuideCase): string {
  const { guide } = pdf;
  const [figure] = item.figures;
  const before = figure.before ? ` (${guide.labels.case.before.toLowerCase()}: ${figure.before})` : "";
  return `${figure.value} ${figure.label}${before}`;
}

export function casesOverview(
  pdf: GuidePdf,
  item: Extract<GuideBlock, { kind: "cases-overview" }>,
  chapterBlocks: GuideBlock[],
) {
  const rows = chapterBlocks.flatMap((entry) =>
    entry.kind === "case" ? [[entry.case.title, entry.case.sector, headline(pdf, entry.case)]] : [],
  );
  table(pdf, item.caption, item.columns, rows, [0.46, 0.24, 0.3]);
}
