/**
 * The Kit Digital programme's aid, written once: its company-size segments and the maximum aid of
 * each solution category per segment (whole euros). The overview's "maximum" of a category and the
 * category page's table both come from here, so they cannot disagree (decision 181).
 */

/**
 * The programme's segments by headcount, smallest first, as the tables show them. The programme
 * numbers them I (10-49), II (3-9), III (0-2), IV (50-99) and V (100-249); IV and V share one band
 * here because every amount we quote is the same for both.
 */
export const kitSegments = [
  { id: "III", from: 0, to: 2 },
  { id: "II", from: 3, to: 9 },
  { id: "I", from: 10, to: 49 },
  { id: "IV-V", from: 50, to: 249 },
] as const;

export type KitSegmentId = (typeof kitSegments)[number]["id"];

/** The nine solution categories of the programme, in the order of its catalogue. */
export type KitSolutionId =
  "process" | "website" | "seo" | "customer-ai" | "bi-ai" | "process-ai" | "social" | "bi" | "workstation";

/** The maximum aid of each category in each segment that may request it. */
const aidBySegment: Record<KitSolutionId, Partial<Record<KitSegmentId, number>>> = {
  process: { III: 2000, II: 2000, I: 2000, "IV-V": 18000 },
  website: { III: 2000, II: 2000, I: 2000, "IV-V": 2000 },
  seo: { III: 2000, II: 2000, I: 2000, "IV-V": 5000 },
  "customer-ai": { "IV-V": 24000 },
  "bi-ai": { "IV-V": 9000 },
  "process-ai": { "IV-V": 19000 },
  social: { III: 2000, II: 2500, I: 2500, "IV-V": 5000 },
  bi: { III: 4000, II: 4000, I: 4000, "IV-V": 8000 },
  workstation: { III: 1000 },
};

/** Whether a string names one of the categories (for content read from data files). */
export function isKitSolutionId(value: string): value is KitSolutionId {
  return Object.hasOwn(aidBySegment, value);
}

/** A row of a category's aid table: a segment, its headcount band and its maximum aid. */
export type AidBand = { segment: KitSegmentId; from: number; to: number; amount: number };

/** The table of a category: one row per segment that may request it, smallest first. */
export function aidBands(id: KitSolutionId): AidBand[] {
  return kitSegments.flatMap(({ id: segment, from, to }) => {
    const amount = aidBySegment[id][segment];
    return amount === undefined ? [] : [{ segment, from, to, amount }];
  });
}

/**
 * The largest amount of a category, the segments it belongs to and their headcount band (`from` of
 * the first, `to` of the last). `everySegment` when it is the same for every company size (the page
 * then says so instead of naming a band).
 */
export type MaximumAid = {
  amount: number;
  segments: KitSegmentId[];
  from: number;
  to: number;
  everySegment: boolean;
};

export function maximumAid(id: KitSolutionId): MaximumAid {
  return maximumOf(aidBands(id));
}

/** The same for the rows of a table. */
export function maximumOf(bands: AidBand[]): MaximumAid {
  const amount = Math.max(...bands.map((band) => band.amount));
  const top = bands.filter((band) => band.amount === amount);
  return {
    amount,
    segments: top.map((band) => band.segment),
    from: top[0]!.from,
    to: top[top.length - 1]!.to,
    everySegment: top.length === kitSegments.length,
  };
}

/** An official logo of the programme: its official name, and its file once the company adds it. */
export type KitLogo = {
  id: string;
  /** The official name, as the programme writes it (Spanish on every page: it is a proper name). */
  name: string;
  /**
   * The official file under public/images/kit-digital/ (SOURCES.md there says where each comes
   * from), with its size in pixels; null until the company adds it: the name shows as text.
   */
  file: { name: string; width: number; height: number } | null;
};

/**
 * The programme's publicity and its official places (decision 183). The programme's rules ask a
 * digitalising agent to show the "Financiado por la Unión Europea – NextGenerationEU" emblem and the
 * Plan de Recuperación, Gobierno de España / Red.es, Kit Digital and Acelera pyme logos, from the
 * official files, never redrawn; no official file could be fetched here, so each shows its official
 * name as text until the company puts the file in place and names it below.
 */
export const kitProgramme = {
  logos: [
    { id: "eu-nextgenerationeu", name: "Financiado por la Unión Europea – NextGenerationEU", file: null },
    { id: "prtr", name: "Plan de Recuperación, Transformación y Resiliencia", file: null },
    { id: "gobierno", name: "Gobierno de España", file: null },
    { id: "red-es", name: "Red.es", file: null },
    { id: "kit-digital", name: "Kit Digital", file: null },
    { id: "acelera-pyme", name: "Acelera pyme", file: null },
  ] satisfies KitLogo[] as KitLogo[],
  /** Acelera pyme, the programme's portal: where a business registers (step 1). */
  registrationUrl: "https://www.acelerapyme.gob.es/registro-pyme",
  /** The portal's Kit Digital section, with the catalogue of digitalising agents and solutions. */
  catalogueUrl: "https://www.acelerapyme.gob.es/kit-digital",
  /** Red.es's electronic office, the list of its procedures: the programme's call for each segment. */
  officeUrl: "https://sede.red.gob.es/es/procedimientos",
};
