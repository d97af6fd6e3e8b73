import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";
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
 * JavaScript the answer to a body declared too large is the server's small refusal page (decision
 * 250): its heading.
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

/** The calendar's data route (app/forms/demo-booking/booked.ts DEMO_AVAILABILITY_PATH). */
const AVAILABILITY_PATH = "/reserva-demo/horas-ocupadas.json";

/**
 * The days a running site offers now, by its own clock and settings (what its calendars show), in
 * order. `site`: another site's origin; default the suite's.
 */
export async function offeredDays(request: APIRequestContext, site = ""): Promise<string[]> {
  const response = await request.get(`${site}${AVAILABILITY_PATH}`);
  const { days } = (await response.json()) as { days: Array<{ date: string }> };
  expect(days.length, "the site offers days to book").toBeGreaterThan(0);
  return days.map((day) => day.date);
}

/** The `index`-th day a running site offers (0: the first), else its last: a day it offers, whatever today is. */
export async function offeredDay(request: APIRequestContext, index: number, site = ""): Promise<string> {
  const days = await offeredDays(request, site);
  return days[Math.min(index, days.length - 1)];
}

/** The "previous/next month" buttons, in either language. */
const monthButton = (calendar: Locator, step: 1 | -1) =>
  calendar.getByRole("button", {
    name: step > 0 ? /^(?:Mes siguiente|Next month)$/ : /^(?:Mes anterior|Previous month)$/,
  });

/**
 * Shows the month of `date` in the booking calendar inside `container` (the dialog or the page): it
 * waits for the calendar to be drawn (its days come from the server), then moves month by month,
 * each time waiting for the month to be drawn. A month the calendar does not span fails at once with
 * the reason, never a click on a disabled button.
 */
export async function showCalendarMonth(container: Locator, date: string) {
  const grid = container.getByRole("grid");
  const drawnDay = grid.locator("button[data-date]").first();
  await expect(drawnDay, "the calendar is drawn").toBeVisible();
  const target = date.slice(0, 7);
  for (let moves = 0; moves < 24; moves += 1) {
    const shown = (await drawnDay.getAttribute("data-date"))!.slice(0, 7);
    if (shown === target) return;
    const step = shown < target ? 1 : -1;
    const button = monthButton(container, step);
    await expect(button, `the calendar shows ${shown}; ${date} is not in the months it offers`).toBeEnabled();
    await button.click();
    const next = new Date(`${shown}-01T12:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + step);
    await expect(grid.locator(`button[data-date^="${next.toISOString().slice(0, 7)}-"]`).first()).toBeVisible();
  }
  throw new Error(`the calendar never showed ${date}`);
}

/** Chooses `date` in the booking calendar inside `container` (see showCalendarMonth): an offered day. */
export async function pickCalendarDate(container: Locator, date: string) {
  await showCalendarMonth(container, date);
  const day = container.getByRole("grid").locator(`button[data-date="${date}"]`);
  await expect(day, `${date} is offered`).not.toHaveAttribute("aria-disabled", "true");
  await day.click();
}

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
