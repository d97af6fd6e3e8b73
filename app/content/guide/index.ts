import { bilingual } from "~/i18n/bilingual";
import en from "./en.json";
import es from "./es.json";
import { guideSchema, type Guide } from "./types";

export type { Guide } from "./types";

/**
 * The guide in both languages: the source `npm run build` renders to PDF (app/services/guide). Its
 * prose lives in ./es.json and ./en.json (data, not code); the schema checks each file when it is
 * loaded, so a misspelt block or a missing field stops the build with the path of the mistake.
 */
export const guides = bilingual<Guide>({ es: guideSchema.parse(es), en: guideSchema.parse(en) });

/** The date of this edition, written into the PDFs (a fixed date keeps the build reproducible). */
export const GUIDE_EDITION_DATE = new Date("2026-11-01T00:00:00Z");
