import { readFileSync } from "node:fs";
import type { Guide } from "../../app/content/guide/types";
import type { Lang } from "../../app/i18n/language";

/**
 * The guide's data files (app/content/guide/<lang>.json) as the e2e specs read them: Playwright's
 * module loader refuses a JSON import without an import attribute, which the app's compiler cannot
 * write, so the specs read the files (the unit tests check them against the schema).
 */
export const guides: Record<Lang, Guide> = {
  es: JSON.parse(readFileSync(new URL("../../app/content/guide/es.json", import.meta.url), "utf8")),
  en: JSON.parse(readFileSync(new URL("../../app/content/guide/en.json", import.meta.url), "utf8")),
};
