/**
 * The Kit Digital programme's aid, written once: its company-size segments and the maximum aid of
 * each solution category per segment (whole euros). The overview's "maximum" of a category and the
 * category page's table both come from here, so they cannot disagree (decision 110).
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
