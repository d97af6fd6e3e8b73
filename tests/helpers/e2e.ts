import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { WAIT_TIMEOUT_MS } from "./patience";

export { allPagePaths, pathIn, templatePagePaths } from "./page-paths";

/** The header's "book a demo" call to action, as every page labels it. */
export const demoLabel = { es: "Reserva una demo", en: "Book a demo" } as const;

/**
 * axe-core for a page. Legacy mode runs axe in the page itself. The default mode supports
 * cross-origin iframes (we have none) by opening a second page to merge the results, which took
 * about 5 s per check on the 2-core machines: more than the audit itself.
 */
export const axeFor = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** Only violations are read: axe then skips collecting every passing node (about a quarter faster). */
const violationsOnly = (builder: AxeBuilder) => builder.options({ resultTypes: ["violations"] });

/**
 * axe needs to run script in the page, which Chromium refuses when JavaScript is disabled. For the
 * no-js project we therefore copy the page exactly as it is rendered now (its DOM, <noscript>
 * content shown, no scripts) into a scripting-enabled tab at the same URL and analyse that copy.
 */
async function analyzeAsRendered(page: Page) {
  if (test.info().project.use.javaScriptEnabled !== false) {
    await settleConsentBanner(page);
    return violationsOnly(axeFor(page)).analyze();
  }
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript>/gi, "");
  const documentUrl = page.url().split("#")[0];
  const copy = await (await copyContextOf(page.context().browser()!)).newPage();
  try {
    await copy.setViewportSize(page.viewportSize()!);
    await copy.route(
      (url) => url.href.split("#")[0] === documentUrl,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await copy.goto(documentUrl);
    return await violationsOnly(axeFor(copy)).analyze();
  } finally {
    await copy.close();
  }
}

/**
 * One scripting-enabled context per worker's browser for those copies (a new context per audit
 * cost about 0.7 s of a 5 s page check). It holds no cookies: the copy's HTML is the page itself.
 */
const copyContexts = new WeakMap<Browser, Promise<BrowserContext>>();
function copyContextOf(browser: Browser) {
  let context = copyContexts.get(browser);
  // Explicit: Playwright Test applies the project's `use` options to every new context.
  if (!context) copyContexts.set(browser, (context = browser.newContext({ javaScriptEnabled: true })));
  return context;
}

/**
 * With JavaScript the banner's live part starts after hydration (it marks the page
 * `data-cookie-consent="ready"`); colour contrast measured mid-transition is wrong, so also wait
 * until no animation runs (the preferences dialog fades in).
 */
async function settleConsentBanner(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() => document.documentElement.dataset.cookieConsent === "ready", undefined, {
    timeout: WAIT_TIMEOUT_MS,
  });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

/** Zero axe-core violations of any impact on what the page shows now (JavaScript on or off). */
export async function expectNoAxeViolations(page: Page, context?: string) {
  const results = await analyzeAsRendered(page);
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ""}`).toEqual([]);
}

/** Collects console errors and page errors; call `assertClean()` at the end of a test. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return {
    problems,
    assertClean: () => expect(problems, "console errors or warnings").toEqual([]),
  };
}

/**
 * Waits until React has hydrated the page (JS project only; the scripts start by themselves once the
 * page is parsed), so a test's clicks reach the enhanced widgets the way a visitor's do after the
 * first moments.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** The client scripts (`/build/*.js`) the page has fetched so far, by path, sorted. */
export async function scriptsFetched(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => /^\/build\/.*\.js$/.test(pathname))
      .sort(),
  );
}

/**
 * Answers the cookie banner the way a no-JS visitor would (a POST to the page), so tests about
 * something else start from a page without it. The page's cookie jar receives the consent cookie.
 */
export async function answerConsent(page: Page, choice: "necessary" | "all" = "necessary") {
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const response = await page.request.post(`${origin}/`, {
    form: { intent: "cookie-consent", choice },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(response.status(), "consent answer").toBe(303);
}
