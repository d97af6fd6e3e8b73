import { company, legalNameOf, postalAddress } from "~/config/company";
import { pagePath } from "~/utils/pages";
import { BOTTOM, CONTENT_WIDTH, FONT, LINE_GAP, MARGIN, PAGE, SIZE, pageIndex, type GuidePdf } from "./layout.server";
import { paragraph, heading, bulletList } from "./blocks.server";

/** The cover: the brand gradient, the title, a small drawing of a process, the edition and the site. */
export function cover(pdf: GuidePdf) {
  pdf.doc.addPage({ size: "A4", margins: { top: 0, bottom: 0, left: 0, right: 0 } });
  coverTitle(pdf);
  processDrawing(pdf);
  coverFooter(pdf);
}

/** The gradient with two soft circles, the company's name, the publisher, the guide's title. */
function coverTitle(pdf: GuidePdf) {
  const { doc, c, guide } = pdf;
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
}

/** A quiet drawing of a process: three steps joined by a line, the last one done. */
function processDrawing(pdf: GuidePdf) {
  const { doc, c } = pdf;
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
}

/** A rule, the edition on the left, the site's address on the right. */
function coverFooter(pdf: GuidePdf) {
  const { doc, c, guide, site } = pdf;
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

/** A blank page for the table of contents, written once every page number is known. */
export function contentsPage(pdf: GuidePdf) {
  const { doc } = pdf;
  doc.addPage();
  return pageIndex(pdf);
}

/** The table of contents, linked to each chapter and case, with dotted leaders to the page numbers. */
export function writeContents(pdf: GuidePdf, page: number) {
  const { doc, c, guide, toc } = pdf;
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

/** The back page: who the company is, its services, a call to action and how to reach it. */
export function backPage(pdf: GuidePdf) {
  const { doc, c, guide, lang, site, identity, toc } = pdf;
  pdf.currentHeader = null;
  doc.addPage();
  doc.addNamedDestination("about");
  doc.outline.addItem(guide.back.title);
  toc.push({ title: guide.back.title, destination: "about", page: pageIndex(pdf), level: 0 });
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
  for (const text of back.paragraphs) paragraph(pdf, text);
  heading(pdf, back.servicesTitle);
  bulletList(pdf, back.services);

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
  const bookingUrl = `${site}${pagePath("contact", lang)}`;
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

  heading(pdf, back.contactTitle);
  const lines: { text: string; url?: string }[] = [
    { text: identity.nif ? `${legalNameOf(identity)} · NIF ${identity.nif}` : legalNameOf(identity) },
    { text: postalAddress(identity.registeredOffice, lang) },
    { text: company.email, url: `mailto:${company.email}` },
    { text: company.phone, url: `tel:${company.phone.replace(/[^\d+]/g, "")}` },
    { text: site.replace(/^https?:\/\//, ""), url: `${site}${pagePath("home", lang)}` },
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

/** The running header and the "page n of N" footer, on every page but the cover. */
export function decoratePages(pdf: GuidePdf) {
  const { doc, c, guide, runningHeader } = pdf;
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
