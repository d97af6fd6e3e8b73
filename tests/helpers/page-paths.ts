import { readFileSync } from "node:fs";

// The site's page addresses from the route table: for the browser specs (through tests/helpers/e2e.ts)
// and for the Vitest tests that call route modules (no Playwright here).
const routeTable: { pages: Record<string, { es: string; en: string; file?: string }> } = JSON.parse(
  readFileSync(new URL("../../app/route-table.json", import.meta.url), "utf8"),
);

/** The 58 fixed pages: every route-table page in Spanish and in English, with the route module drawing it. */
export const allPagePaths: { key: string; lang: "es" | "en"; path: string; template: string }[] = Object.entries(
  routeTable.pages,
).flatMap(([key, page]) => [
  { key, lang: "es" as const, path: `/${page.es}`, template: page.file ?? key },
  { key, lang: "en" as const, path: page.en === "" ? "/en" : `/en/${page.en}`, template: page.file ?? key },
]);

/** A fixed page's Spanish path in a language: ("/contacto", "en") -> "/en/contact" (the route table's words). */
export function pathIn(spanishPath: string, lang: "es" | "en"): string {
  const key = allPagePaths.find((page) => page.lang === "es" && page.path === spanishPath)?.key;
  const page = allPagePaths.find((candidate) => candidate.key === key && candidate.lang === lang);
  if (!page) throw new Error(`pathIn: ${spanishPath} is not a page of the route table`);
  return page.path;
}

/**
 * Pages with a parameter that the sitemap lists besides the fixed ones (decisions 185, 189, 213): a
 * topic and a vacancy per language, as the structured-data, validator and axe checks visit them (no
 * author has a page until the company names one with a bio, decision 213).
 */
export const templatePagePaths: { key: string; lang: "es" | "en"; path: string }[] = [
  { key: "topic", lang: "es", path: "/blog/categoria/automatizacion" },
  { key: "topic", lang: "en", path: "/en/blog/category/automation" },
  { key: "vacancy", lang: "es", path: "/carreras/desarrollador-full-stack" },
  { key: "vacancy", lang: "en", path: "/en/careers/full-stack-developer" },
];
