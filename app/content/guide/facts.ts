import type { Bilingual } from "~/i18n/bilingual";

/**
 * What the site may say about the guide: its real figures, in one place. tests/unit/guide checks
 * them against the PDFs that `npm run build` produces from ./es.json and ./en.json; change them together.
 */
export const guideFacts: Bilingual<{ pages: number; cases: number }> = {
  es: { pages: 24, cases: 5 },
  en: { pages: 24, cases: 5 },
};
