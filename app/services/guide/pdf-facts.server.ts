import { inflateSync } from "node:zlib";

/**
 * Reads back what a rendered guide really contains: its pages (in order), the text of each page and
 * the page of each named destination. Enough of PDF for the files pdfkit writes (classic xref, one content
 * stream per page, standard fonts with WinAnsi strings); the build and the tests use it to check
 * the figures the site states about the guide.
 */
export type PdfFacts = {
  pages: number;
  /** The text of each page, in page order. */
  pageTexts: string[];
  /** Named destination -> the (1-based) page it points to. */
  destinations: Record<string, number>;
};

type PdfObject = { dict: string; stream: Buffer | null };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s/g;
  const starts: { id: number; index: number; body: number }[] = [];
  for (let match = header.exec(text); match; match = header.exec(text)) {
    starts.push({ id: Number(match[1]), index: match.index, body: match.index + match[0].length });
  }
  starts.forEach((start, position) => {
    const end = position + 1 < starts.length ? starts[position + 1].index : text.length;
    const body = text.slice(start.body, end);
    const streamAt = body.indexOf("stream\n");
    if (streamAt === -1) {
      objects.set(start.id, { dict: body, stream: null });
      return;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? Number.NaN);
    const from = start.body + streamAt + "stream\n".length;
    const raw = pdf.subarray(from, from + length);
    objects.set(start.id, { dict, stream: /\/Filter \/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  });
  return objects;
}

/** Windows-1252 where it differs from Latin-1 (0x80-0x9F); Node's TextDecoder treats it as Latin-1. */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: "€",
  0x82: "‚",
  0x83: "ƒ",
  0x84: "„",
  0x85: "…",
  0x86: "†",
  0x87: "‡",
  0x88: "ˆ",
  0x89: "‰",
  0x8a: "Š",
  0x8b: "‹",
  0x8c: "Œ",
  0x8e: "Ž",
  0x91: "\u2018",
  0x92: "\u2019",
  0x93: "\u201c",
  0x94: "\u201d",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x98: "˜",
  0x99: "™",
  0x9a: "š",
  0x9b: "›",
  0x9c: "œ",
  0x9e: "ž",
  0x9f: "Ÿ",
};

/** Decodes the bytes of a string drawn with a standard (WinAnsi-encoded) font. */
export function decodeWinAnsi(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join("");
}

/** Every character the standard fonts can draw (printable Windows-1252). */
export const WIN_ANSI_CHARACTERS: ReadonlySet<string> = new Set([
  ...decodeWinAnsi(Uint8Array.from({ length: 95 }, (_, i) => i + 0x20)),
  ...Object.values(WIN_ANSI_HIGH),
  ...decodeWinAnsi(Uint8Array.from({ length: 96 }, (_, i) => i + 0xa0)),
]);

/** The text a content stream shows, one line per text object (BT ... ET). */
function contentText(content: string): string {
  const lines: string[] = [];
  for (const block of content.match(/BT[\s\S]*?ET/g) ?? []) {
    const strings = [...block.matchAll(/<([0-9a-fA-F]*)>/g)].map((match) =>
      decodeWinAnsi(Buffer.from(match[1], "hex")),
    );
    if (strings.length) lines.push(strings.join(""));
  }
  return lines.join("\n");
}

export function pdfFacts(pdf: Buffer): PdfFacts {
  if (pdf.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error("not a PDF file");
  const objects = readObjects(pdf);
  const pagesTree = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dict));
  if (!pagesTree) throw new Error("PDF without a page tree");
  const count = Number(/\/Count (\d+)/.exec(pagesTree.dict)?.[1]);
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesTree.dict)?.[1] ?? "").matchAll(/(\d+) 0 R/g)].map((m) =>
    Number(m[1]),
  );
  if (kids.length !== count) throw new Error(`page tree lists ${kids.length} pages but counts ${count}`);
  const pageTexts = kids.map((id) => {
    const page = objects.get(id);
    const contentId = Number(/\/Contents (\d+) 0 R/.exec(page?.dict ?? "")?.[1]);
    const stream = objects.get(contentId)?.stream;
    return stream ? contentText(stream.toString("latin1")) : "";
  });
  // Named destinations: `(name) [<page> 0 R /XYZ ...]` pairs in the catalogue's name tree.
  const destinations: Record<string, number> = {};
  for (const object of objects.values()) {
    const names = /\/Names \[([\s\S]*?)\]\s*>>/.exec(object.dict)?.[1];
    if (!names) continue;
    for (const match of names.matchAll(/\(([^()]+)\)\s*\[(\d+) 0 R/g)) {
      destinations[match[1]] = kids.indexOf(Number(match[2])) + 1;
    }
  }
  return { pages: count, pageTexts, destinations };
}
