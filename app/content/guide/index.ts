import { bilingual } from "~/i18n/bilingual";
import { guideEn } from "./en";
import { guideEs } from "./es";
import type { Guide } from "./types";

export type { Guide } from "./types";

/** The guide in both languages: the source `npm run build` renders to PDF (app/services/guide). */
export const guides = bilingual<Guide>({ es: guideEs, en: guideEn });

/** The date of this edition, written into the PDFs (a fixed date keeps the build reproducible). */
export const GUIDE_EDITION_DATE = new Date("2026-11-01T00:00:00Z");
