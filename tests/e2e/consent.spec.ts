import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { axeFor, waitForHydration, watchConsole } from "../helpers/e2e";

/**
 * Cookie consent (issue 2 point 5, spec §4 "Cookie banner"). Every test runs in both projects. The
 * banner is the server-rendered form for every visitor (decision 160): with JavaScript it answers
 * through a fetcher (no reload) and can be closed; the preferences dialog (vanilla-cookieconsent)
 * loads when the visitor reaches for the footer's "cookie settings".
 */

type Choice = { necessary: boolean; analytics: boolean; functional: boolean; advertising: boolean };
const ALL: Choice = { necessary: true, analytics: true, functional: true, advertising: true };
const NECESSARY: Choice = { necessary: true, analytics: false, functional: false, advertising: false };

const isJs = (testInfo: TestInfo) => testInfo.project.name === "js";

const text = {
  es: {
    title: "Tu privacidad, tu elección",
    all: "Aceptar todas",
    necessary: "Solo necesarias",
    customize: "Personalizar",
    save: "Guardar preferencias",
    close: "Cerrar el aviso sin guardar",
    prefs: "Preferencias de cookies",
    settings: "Configurar cookies",
    analytics: "Analítica",
    functional: "Funcionales",
    advertising: "Publicidad",
  },
  en: {
    title: "Your privacy, your choice",
    all: "Accept all",
    necessary: "Only necessary",
    customize: "Customise",
    save: "Save preferences",
    close: "Close the notice without saving",
    prefs: "Cookie preferences",
    settings: "Cookie settings",
    analytics: "Analytics",
    functional: "Functional",
    advertising: "Advertising",
  },
} as const;
type Lang = keyof typeof text;

/** Opens a page; with JavaScript waits until React hydrated and the consent banner is live. */
async function open(page: Page, path: string, testInfo: TestInfo) {
  await page.goto(path);
  if (isJs(testInfo)) {
    await waitForHydration(page);
    await page.waitForFunction(() => document.documentElement.dataset.cookieConsent === "ready");
  }
}

/** The banner the visitor sees: the same server-rendered region with and without JavaScript. */
/**
 * The footer's "cookie settings" control with JavaScript: the server's link until the visitor reaches
 * for it, then the button that opens the preferences; a click on either opens them (decision 160).
 */
function settingsControl(page: Page, name: string) {
  const footer = page.getByRole("contentinfo");
  return footer.getByRole("button", { name }).or(footer.getByRole("link", { name }));
}

/** Waits until `selector` is fully opaque and no animation or transition runs (instead of a fixed pause). */
async function settled(page: Page, selector: string) {
  await page.waitForFunction(
    (selector) =>
      document.querySelector(selector) !== null &&
      getComputedStyle(document.querySelector(selector)!).opacity === "1" &&
      document.getAnimations().every((animation) => animation.playState !== "running"),
    selector,
  );
}

function banner(page: Page, lang: Lang) {
  return page.getByRole("region", { name: text[lang].title });
}

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((item) => item.name === "cc_cookie");
  if (!cookie) return null;
  return { cookie, value: JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[]; consentId: string } };
}

async function storedCategories(context: BrowserContext) {
  return (await consentCookie(context))?.value.categories.slice().sort() ?? null;
}

const categoriesOf = (choice: Choice) => (Object.keys(choice) as (keyof Choice)[]).filter((key) => choice[key]).sort();

async function mirrored(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("cookieConsent") ?? "null"));
}

/** Exactly the state after an answer: cookie (both modes), mirror (JS), banner gone on another page. */
async function expectStoredEverywhere(page: Page, testInfo: TestInfo, choice: Choice, nextPath: string, lang: Lang) {
  expect(await storedCategories(page.context())).toEqual(categoriesOf(choice));
  const { cookie } = (await consentCookie(page.context()))!;
  expect(cookie.sameSite).toBe("Lax");
  const yearFromNow = Date.now() / 1000 + 366 * 24 * 3600;
  expect(cookie.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
  expect(cookie.expires).toBeLessThan(yearFromNow);
  if (isJs(testInfo)) expect(await mirrored(page)).toEqual(choice);
  await open(page, nextPath, testInfo);
  await expect(page.getByRole("heading", { name: text[lang].title })).toHaveCount(0);
  if (isJs(testInfo)) expect(await mirrored(page)).toEqual(choice);
}

test("the banner shows until answered and 'only necessary' stores only necessary, for good", async ({
  page,
}, testInfo) => {
  const consoleWatch = watchConsole(page);
  await open(page, "/", testInfo);
  const shown = banner(page, "es");
  await expect(shown).toBeVisible();
  // Never two banners.
  await expect(page.getByRole("heading", { name: text.es.title })).toHaveCount(1);
  expect(await storedCategories(page.context())).toBeNull();

  // "Only necessary" is exactly as prominent as "accept all": same classes, same size.
  const accept = shown.getByRole("button", { name: text.es.all });
  const refuse = shown.getByRole("button", { name: text.es.necessary });
  expect(await refuse.getAttribute("class")).toBe(await accept.getAttribute("class"));
  const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()];
  expect(Math.round(r!.width)).toBe(Math.round(a!.width));
  expect(Math.round(r!.height)).toBe(Math.round(a!.height));

  await refuse.click();
  if (isJs(testInfo)) await expect(shown).toBeHidden();
  else await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: text.es.title })).toHaveCount(0);
  await expectStoredEverywhere(page, testInfo, NECESSARY, "/faq", "es");
  await page.reload();
  await expect(page.getByRole("heading", { name: text.es.title })).toHaveCount(0);
  consoleWatch.assertClean();
});

test("'accept all' stores all four categories, in English too", async ({ page }, testInfo) => {
  const consoleWatch = watchConsole(page);
  await open(page, "/en", testInfo);
  const shown = banner(page, "en");
  await expect(shown).toBeVisible();
  await shown.getByRole("button", { name: text.en.all }).click();
  if (!isJs(testInfo)) await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("heading", { name: text.en.title })).toHaveCount(0);
  await expectStoredEverywhere(page, testInfo, ALL, "/en/contact", "en");
  consoleWatch.assertClean();
});

test("the preferences are saved exactly as chosen", async ({ page }, testInfo) => {
  const consoleWatch = watchConsole(page);
  const choice: Choice = { necessary: true, analytics: true, functional: false, advertising: false };
  await open(page, "/servicios", testInfo);
  const shown = banner(page, "es");
  await shown.locator("summary", { hasText: text.es.customize }).click();
  // Boxes change; nothing is stored until the visitor saves.
  await shown.getByRole("checkbox", { name: text.es.analytics }).check();
  await shown.getByRole("checkbox", { name: text.es.advertising }).check();
  await shown.getByRole("checkbox", { name: text.es.advertising }).uncheck();
  await expect(shown.getByRole("checkbox", { name: /Necesarias/ })).toBeDisabled();
  await expect(shown.getByRole("checkbox", { name: /Necesarias/ })).toBeChecked();
  expect(await storedCategories(page.context())).toBeNull();
  await shown.getByRole("button", { name: text.es.save }).click();
  if (isJs(testInfo)) await expect(shown).toBeHidden();
  else await expect(page).toHaveURL(/\/servicios$/);
  await expectStoredEverywhere(page, testInfo, choice, "/en/services", "en");
  consoleWatch.assertClean();
});

test("leaving the banner unanswered (or closing it) stores nothing and it comes back", async ({ page }, testInfo) => {
  const consoleWatch = watchConsole(page);
  await open(page, "/", testInfo);
  const shown = banner(page, "es");
  await expect(shown).toBeVisible();
  if (isJs(testInfo)) {
    await shown.getByRole("button", { name: text.es.close }).click();
    await expect(shown).toBeHidden();
    // Client-side navigation to another page: asked again.
    await page
      .getByRole("navigation", { name: "Navegación principal" })
      .getByRole("link", { name: "Contacto" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(shown).toBeVisible();
    expect(await mirrored(page)).toBeNull();
  } else {
    await page.getByRole("link", { name: "Contacto" }).first().click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(banner(page, "es")).toBeVisible();
  }
  expect(await storedCategories(page.context())).toBeNull();
  await open(page, "/sobre-nosotros", testInfo);
  await expect(banner(page, "es")).toBeVisible();
  consoleWatch.assertClean();
});

test("the footer's cookie settings reopen the preferences (a link to the policy's form without JavaScript)", async ({
  page,
}, testInfo) => {
  const consoleWatch = watchConsole(page);
  await open(page, "/", testInfo);
  await banner(page, "es").getByRole("button", { name: text.es.all }).click();
  await expect(page.getByRole("heading", { name: text.es.title })).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  if (isJs(testInfo)) {
    await settingsControl(page, text.es.settings).click();
    const prefs = page.getByRole("dialog", { name: text.es.prefs });
    await expect(prefs).toBeVisible();
    for (const name of [text.es.analytics, text.es.functional, text.es.advertising]) {
      await expect(prefs.getByRole("checkbox", { name })).toBeChecked();
    }
    await prefs.getByRole("checkbox", { name: text.es.advertising }).click();
    await prefs.getByRole("button", { name: text.es.save }).click();
    await expect(prefs).toBeHidden();
    await expect(page.getByRole("heading", { name: text.es.title })).toHaveCount(0);
    expect(await mirrored(page)).toEqual({ ...ALL, advertising: false });
    expect(await storedCategories(page.context())).toEqual(categoriesOf({ ...ALL, advertising: false }));
  } else {
    const link = footer.getByRole("link", { name: text.es.settings });
    await expect(link).toHaveAttribute("href", "/politica-cookies#cookie-preferences");
    await link.click();
    await expect(page).toHaveURL(/\/politica-cookies#cookie-preferences$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  consoleWatch.assertClean();
});

test("a choice made in the other mode is respected (no-JS → JS, and JS → no-JS)", async ({
  page,
  browser,
}, testInfo) => {
  const consoleWatch = watchConsole(page);
  const choice: Choice = { necessary: true, analytics: false, functional: true, advertising: false };
  if (isJs(testInfo)) {
    // The server form, as a browser without JavaScript posts it.
    const response = await page.request.post("/en/faq", {
      form: { intent: "cookie-consent", choice: "custom", functional: "on" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/en/faq");
    await open(page, "/en/faq", testInfo);
    await expect(page.getByRole("heading", { name: text.en.title })).toHaveCount(0);
    expect(await mirrored(page)).toEqual(choice);
    await settingsControl(page, text.en.settings).click();
    const prefs = page.getByRole("dialog", { name: text.en.prefs });
    await expect(prefs.getByRole("checkbox", { name: text.en.functional })).toBeChecked();
    await expect(prefs.getByRole("checkbox", { name: text.en.analytics })).not.toBeChecked();
  } else {
    const jsContext = await browser.newContext({ javaScriptEnabled: true, baseURL: testInfo.project.use.baseURL });
    const jsPage = await jsContext.newPage();
    await jsPage.goto("/");
    await waitForHydration(jsPage);
    const jsBanner = banner(jsPage, "es");
    await jsBanner.locator("summary", { hasText: text.es.customize }).click();
    await jsBanner.getByRole("checkbox", { name: text.es.functional }).check();
    await jsBanner.getByRole("button", { name: text.es.save }).click();
    await expect(jsBanner).toBeHidden();
    const written = await jsContext.cookies();
    await jsContext.close();
    await page.context().addCookies(written);
    expect(await storedCategories(page.context())).toEqual(categoriesOf(choice));
    await open(page, "/casos-exito", testInfo);
    await expect(page.getByRole("heading", { name: text.es.title })).toHaveCount(0);
  }
  consoleWatch.assertClean();
});

/**
 * axe-core on the consent UI (the whole rule set, scoped to the banner and the preferences: the
 * rest of the page is checked by the shell's all-pages test).
 */
async function expectConsentUiAxeClean(page: Page, selector: string, context: string) {
  const results = await axeFor(page).include(selector).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
  expect(results.passes.length, "axe found the consent UI to check").toBeGreaterThan(5);
}

/**
 * axe needs JavaScript in the page, which the no-JS project turns off. So the server's HTML for
 * this visitor (same cookies) is shown, scripts removed and <noscript> unwrapped exactly as a
 * browser without JavaScript parses it, in a page where axe can run.
 */
async function expectNoScriptBannerAxeClean(
  page: Page,
  browser: Browser,
  path: string,
  testInfo: TestInfo,
  options: { dark?: boolean; width?: number } = {},
) {
  const html = (await (await page.request.get(path)).text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<\/?noscript>/g, "")
    .replace('<details class="consent-details">', '<details class="consent-details" open>');
  expect(html).toContain('class="consent-banner"');
  const context = await browser.newContext({
    javaScriptEnabled: true, // not inherited from the no-JS project's options
    baseURL: testInfo.project.use.baseURL,
    colorScheme: options.dark ? "dark" : "light",
    viewport: { width: options.width ?? 1280, height: 720 },
  });
  const axePage = await context.newPage();
  await axePage.route("**/*", (route) =>
    route.request().resourceType() === "script" ? route.abort() : route.continue(),
  );
  await axePage.goto(path);
  await axePage.setContent(html, { waitUntil: "load" });
  await expect(axePage.getByRole("region", { name: text.es.title })).toBeVisible();
  await expect(axePage.getByRole("checkbox", { name: text.es.analytics })).toBeVisible();
  await expectConsentUiAxeClean(axePage, ".consent-banner", `no-JS banner${options.dark ? " (dark)" : ""}`);
  await context.close();
}

test("axe: no violations with the banner shown, and with the preferences open", async ({ page, browser }, testInfo) => {
  const consoleWatch = watchConsole(page);
  await open(page, "/", testInfo);
  const shown = banner(page, "es");
  await expect(shown).toBeVisible();
  if (isJs(testInfo)) {
    await expectConsentUiAxeClean(page, ".consent-banner", "banner");
    await shown.locator("summary", { hasText: text.es.customize }).click();
    await expectConsentUiAxeClean(page, ".consent-banner", "banner, customising");
    await shown.getByRole("button", { name: text.es.all }).click();
    await expect(shown).toBeHidden();
    await settingsControl(page, text.es.settings).click();
    await expect(page.getByRole("dialog", { name: text.es.prefs })).toBeVisible();
    // The dialog fades in: colours are measured once it is fully opaque.
    await settled(page, "#cc-main .pm");
    await expectConsentUiAxeClean(page, "#cc-main", "preferences");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 320, height: 720 });
    await expectConsentUiAxeClean(page, "#cc-main", "preferences, dark theme at 320 px");
  } else {
    await expectNoScriptBannerAxeClean(page, browser, "/", testInfo);
    await expectNoScriptBannerAxeClean(page, browser, "/", testInfo, { dark: true, width: 320 });
  }
  consoleWatch.assertClean();
});

test("on a phone the banner leaves the chat button visible and usable", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, "/", testInfo);
  const shown = banner(page, "es");
  await expect(shown).toBeVisible();
  await settled(page, ".consent-banner");
  const chat = page.locator(".chat-button");
  const [b, c] = [await shown.boundingBox(), await chat.boundingBox()];
  expect(b!.y + b!.height, "banner ends above the chat button").toBeLessThanOrEqual(c!.y);
  // The chat link is the element actually hit at its centre.
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest(".chat-button") !== null, {
    x: c!.x + c!.width / 2,
    y: c!.y + c!.height / 2,
  });
  expect(hit).toBe(true);
});

test("the banner never takes the focus: typing goes on while the scripts arrive", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  // Hold the client code back so the page goes live while the visitor is typing.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for "load": the held chunk is a static import of the page's module script, which
  // the load event waits for (decision 190).
  await page.goto("/", { waitUntil: "commit" });
  await expect(banner(page, "es")).toBeAttached();
  await page.getByLabel("Buscar servicios").click();
  const search = page.locator("#header-search");
  await search.click();
  await search.pressSequentially("robo");
  release();
  if (js) await waitForHydration(page);
  await page.keyboard.type("tica");
  await expect(page.locator("#header-search")).toHaveValue("robotica");
  await expect(page.locator("#header-search")).toBeFocused();
});

test("each choice is recorded server-side under the cookie's random id, a withdrawal too", async ({
  page,
}, testInfo) => {
  for (const lang of ["es", "en"] as const) {
    await page.context().clearCookies();
    const records: { status: number; fields: URLSearchParams }[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/cookies/registro" && response.request().method() === "POST") {
        records.push({ status: response.status(), fields: new URLSearchParams(response.request().postData() ?? "") });
      }
    });
    await open(page, lang === "es" ? "/" : "/en", testInfo);
    const shown = banner(page, lang);
    // The banner's own post records it (tests/integration/forms/consent-record.test.ts reads the
    // row): the answer that sets the cookie is a 303 (for the fetcher, single fetch's 202 carrying
    // the redirect, decision 190).
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      shown.getByRole("button", { name: text[lang].all }).click(),
    ]);
    expect(answer.status()).toBe(isJs(testInfo) ? 202 : 303);
    await expect.poll(() => storedCategories(page.context())).toEqual(categoriesOf(ALL));
    if (!isJs(testInfo)) continue;
    expect(records).toEqual([]);
    const { consentId } = (await consentCookie(page.context()))!.value;
    // A new page with the same choice records nothing new; withdrawing from the footer link does.
    await open(page, lang === "es" ? "/faq" : "/en/faq", testInfo);
    await settingsControl(page, text[lang].settings).click();
    const prefs = page.getByRole("dialog", { name: text[lang].prefs });
    await prefs.getByRole("button", { name: text[lang].necessary }).click();
    await expect(prefs).toBeHidden();
    await expect.poll(() => records.length).toBe(1);
    expect(records[0].status).toBe(201);
    expect(Object.fromEntries(records[0].fields)).toEqual({
      consent_id: consentId,
      categories: "necessary",
      revision: "0",
      lang,
    });
    page.removeAllListeners("response");
  }
});
