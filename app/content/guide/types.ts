import type { KitSolutionId } from "../kit-digital";
import type { PageKey } from "~/utils/pages";

/**
 * The eBook "Guía de automatización para pymes" as structured content: chapters made of blocks,
 * rendered to PDF at build time (app/services/guide). Text is plain; `**bold**` marks emphasis.
 * Only characters of the PDF's standard fonts (Windows-1252) may be used: a unit test checks it.
 */
export type Guide = {
  /** PDF document information. */
  meta: { title: string; author: string; subject: string; keywords: string[] };
  /** The name a visitor's browser saves the file under. */
  fileName: string;
  cover: { eyebrow: string; title: string; subtitle: string; edition: string; publisher: string };
  labels: {
    contents: string;
    /** "Capítulo {n}" */
    chapter: string;
    /** "Página {page} de {pages}" */
    pageOf: string;
    /** Running footer on every page after the cover. */
    footer: string;
  };
  chapters: GuideChapter[];
  back: GuideBackPage;
};

export type GuideChapter = {
  /** Stable id: the PDF's named destination and the table of contents link. */
  id: string;
  /** An opening chapter ("Before you start") carries no number. */
  unnumbered?: true;
  title: string;
  lead: string;
  blocks: GuideBlock[];
};

export type GuideBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "steps"; items: { title: string; text: string }[] }
  | { kind: "checklist"; title: string; items: string[] }
  | { kind: "note"; title: string; text: string }
  | { kind: "table"; caption: string; columns: string[]; rows: string[][]; widths: number[] }
  /** The Kit Digital categories and their maximum aid, read from the site's Kit Digital page. */
  | { kind: "kit-solutions"; caption: string; columns: [string, string]; ids: KitSolutionId[]; footnote: string }
  | { kind: "case"; case: GuideCase }
  /** A table of the chapter's cases (title, sector, first key figure), drawn from the case blocks. */
  | { kind: "cases-overview"; caption: string; columns: [string, string, string] }
  | { kind: "page-break" };

/** An illustrative small-business case, tied to one of the site's published success cases. */
export type GuideCase = {
  id: string;
  sector: string;
  title: string;
  company: string;
  /** Always shown: the case is a composite, its figures indicative. */
  disclaimer: string;
  services: string[];
  /** Three key figures; `before` is the value before the project, when there was one. */
  figures: { value: string; before?: string; label: string }[];
  labels: { before: string; challenge: string; solution: string; results: string; lesson: string; related: string };
  challenge: string;
  solution: string[];
  results: string[];
  lesson: string;
  /** The site's success case that applies the same ideas at a larger scale. */
  /** `text` may name the related case's figures as `{placeholders}` (content/facts/cases.ts). */
  related: { page: Extract<PageKey, `case-${string}`>; text: string };
};

export type GuideBackPage = {
  title: string;
  paragraphs: string[];
  servicesTitle: string;
  services: string[];
  contactTitle: string;
  cta: { title: string; text: string; linkLabel: string };
  legal: string;
};
