import { z } from "zod";
import { isKitSolutionId, type KitSolutionId } from "../facts/kit-digital";
import { pageKeys, type PageKey } from "~/utils/pages";

/**
 * The eBook "Guía de automatización para pymes" as structured content: chapters made of blocks,
 * written per language in ./es.json and ./en.json, checked by this schema when loaded (./index.ts)
 * and rendered to PDF at build time (app/services/guide). Text is plain; `**bold**` marks emphasis.
 * Only characters of the PDF's standard fonts (Windows-1252) may be used: a unit test checks it.
 * The schema is the one definition of the shape: the types below are inferred from it.
 */

const text = z.string().min(1);

/** A list of items, columns or paragraphs. */
const texts = z.array(text);

const casePages = new Set<string>(pageKeys.filter((key) => key.startsWith("case-")));
type CasePage = Extract<PageKey, `case-${string}`>;

const block = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("heading"), text }),
  z.strictObject({ kind: z.literal("paragraph"), text }),
  z.strictObject({ kind: z.literal("list"), items: texts }),
  z.strictObject({ kind: z.literal("steps"), items: z.array(z.strictObject({ title: text, text })) }),
  z.strictObject({ kind: z.literal("checklist"), title: text, items: texts }),
  z.strictObject({ kind: z.literal("note"), title: text, text }),
  z.strictObject({
    kind: z.literal("table"),
    caption: text,
    columns: texts,
    /** A cell may be empty. */
    rows: z.array(z.array(z.string())),
    /** Each column's share of the page width (they add up to 1). */
    widths: z.array(z.number().positive()),
  }),
  /** The Kit Digital categories and their maximum aid, read from the site's Kit Digital page. */
  z.strictObject({
    kind: z.literal("kit-solutions"),
    caption: text,
    columns: z.tuple([text, text]),
    ids: z.array(z.custom<KitSolutionId>((value) => typeof value === "string" && isKitSolutionId(value))),
    footnote: text,
  }),
  /** An illustrative small-business case, tied to one of the site's published success cases. */
  z.strictObject({
    kind: z.literal("case"),
    case: z.strictObject({
      id: text,
      sector: text,
      title: text,
      company: text,
      services: texts,
      /** Three key figures; `before` is the value before the project, when there was one. */
      figures: z.array(z.strictObject({ value: text, before: text.optional(), label: text })),
      challenge: text,
      solution: texts,
      results: texts,
      lesson: text,
      /**
       * The site's success case that applies the same ideas at a larger scale. `text` may name the
       * related case's figures as `{placeholders}` (content/facts/cases.ts).
       */
      related: z.strictObject({
        page: z.custom<CasePage>((value) => typeof value === "string" && casePages.has(value)),
        text,
      }),
    }),
  }),
  /** A table of the chapter's cases (title, sector, first key figure), drawn from the case blocks. */
  z.strictObject({ kind: z.literal("cases-overview"), caption: text, columns: z.tuple([text, text, text]) }),
  z.strictObject({ kind: z.literal("page-break") }),
]);

const chapter = z.strictObject({
  /** Stable id: the PDF's named destination and the table of contents link. */
  id: text,
  /** An opening chapter ("Before you start") carries no number. */
  unnumbered: z.literal(true).optional(),
  title: text,
  lead: text,
  blocks: z.array(block),
});

export const guideSchema = z.strictObject({
  /** PDF document information. */
  meta: z.strictObject({ title: text, author: text, subject: text, keywords: texts }),
  /** The name a visitor's browser saves the file under. */
  fileName: z.string().regex(/^[a-z0-9-]+\.pdf$/),
  cover: z.strictObject({ eyebrow: text, title: text, subtitle: text, edition: text, publisher: text }),
  labels: z.strictObject({
    contents: text,
    /** "Capítulo {n}" */
    chapter: text,
    /** "Página {page} de {pages}" */
    pageOf: text,
    /** Running footer on every page after the cover. */
    footer: text,
    /** The headings of every case study. */
    case: z.strictObject({
      before: text,
      challenge: text,
      solution: text,
      results: text,
      lesson: text,
      related: text,
    }),
  }),
  /** Printed under every case's title: the cases are composites, their figures indicative. */
  caseDisclaimer: text,
  chapters: z.array(chapter),
  back: z.strictObject({
    title: text,
    paragraphs: texts,
    servicesTitle: text,
    services: texts,
    contactTitle: text,
    cta: z.strictObject({ title: text, text, linkLabel: text }),
    legal: text,
  }),
});

export type Guide = z.infer<typeof guideSchema>;
export type GuideChapter = z.infer<typeof chapter>;
export type GuideBlock = z.infer<typeof block>;
export type GuideCase = Extract<GuideBlock, { kind: "case" }>["case"];
