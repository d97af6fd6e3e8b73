import { expect, type Page, type TestInfo } from "@playwright/test";
import { waitForHydration } from "../e2e";

export const isJs = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

let counter = 0;
/** A unique address per call (the newsletter refuses repeats; the database keeps every test's leads). */
export function uniqueEmail(prefix: string, testInfo: TestInfo): string {
  counter += 1;
  return `${prefix}.${testInfo.project.name}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Opens a page; with JavaScript waits for hydration and marks the window to detect reloads. */
export async function open(page: Page, path: string, testInfo: TestInfo) {
  await page.goto(path);
  if (isJs(testInfo)) {
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  }
}

/** With JavaScript, the page must not have reloaded since `open`. */
export async function expectNoReload(page: Page, testInfo: TestInfo) {
  if (!isJs(testInfo)) return;
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

/** The flash message region (server-rendered without JS, toast with it). */
export const flashStatus = (page: Page) => page.locator(".flash-region [role=status]");
export const flashAlert = (page: Page) => page.locator(".flash-region [role=alert]");

/**
 * Resolves when a refused post's words (`text`) are shown. With JavaScript they are a toast that
 * leaves after 5 s (spec), so it is watched from before the post, every 50 ms by the page itself (its
 * timers run with the toast's): a busy machine that reads the page late still sees it. Without
 * JavaScript the answer is the refusal's own small page (decision 167): its heading.
 */
export function refusalShown(page: Page, testInfo: TestInfo, text: string): () => Promise<void> {
  if (!isJs(testInfo)) return () => expect(page.getByRole("heading", { level: 1 })).toContainText(text);
  const shown = page.waitForFunction(
    (wanted) => document.querySelector(".flash-region [role=alert]")?.textContent?.includes(wanted),
    text,
    { polling: 50 },
  );
  return async () => void (await shown);
}

/** A date the booking forms offer, about `days` ahead (decision 175: never closed, never past). */
export { offeredDayAhead } from "../demo-dates";

/** Holds the page's POSTs until `release()` (to see pending states); everything else passes. */
export async function holdPosts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.fallback();
  });
  return release;
}
