import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";

const routeTable: Record<string, { path: string }> = JSON.parse(
  readFileSync(new URL("../../app/route-table.json", import.meta.url), "utf8"),
);

/** The 54 pages: every route-table path in Spanish and under /en. */
export const allPagePaths: { key: string; lang: "es" | "en"; path: string }[] = Object.entries(routeTable).flatMap(
  ([key, page]) => [
    { key, lang: "es" as const, path: `/${page.path}` },
    { key, lang: "en" as const, path: page.path === "" ? "/en" : `/en/${page.path}` },
  ],
);

/** Zero axe-core violations of any impact on what the page shows now. */
export async function expectNoAxeViolations(page: Page, context?: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ""}`).toEqual([]);
}

/** Collects console errors and page errors; call `assertClean()` at the end of a test. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return {
    problems,
    assertClean: () => expect(problems, "console errors or warnings").toEqual([]),
  };
}

/** Waits until React has hydrated (JS project only), so clicks reach enhanced handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
