import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { allPagePaths, answerConsent, expectNoAxeViolations, waitForHydration } from "../helpers/e2e";

/**
 * The visual identity (issue 11, item 1): the header's "book a demo" call to action on every page,
 * with and without JavaScript, at 320 px; the brand typeface self-hosted and preloaded; each hero's
 * illustration on desktop only.
 */

const isJs = (testInfo: TestInfo) => testInfo.project.name === "js";
const demoLabel = { es: "Reserva una demo", en: "Book a demo" };

async function open(page: Page, path: string, testInfo: TestInfo) {
  if (isJs(testInfo)) await answerConsent(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  if (isJs(testInfo)) await waitForHydration(page);
}

// A layout check of the server-rendered markup at the smallest width: once, without JavaScript.
test(
  "every page's header shows the demo call to action, whole, inside a 320 px screen",
  { tag: "@content" },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    for (const { path, lang } of allPagePaths) {
      await page.goto(path);
      const cta = page.locator("header.site-header").getByRole("link", { name: demoLabel[lang], exact: true });
      await expect(cta, path).toBeVisible();
      const box = (await cta.boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(320);
      // The label is not cut: the text fits in the button.
      expect(await cta.evaluate((link) => link.scrollWidth <= link.clientWidth), path).toBe(true);
    }
  },
);

test("the header's demo call to action works from the keyboard", async ({ page }, testInfo) => {
  await open(page, "/en/servicios/sitio-web", testInfo);
  const header = page.locator("header.site-header");
  // Reached by Tab from the logo, before the search and the other tools.
  await header.locator(".logo-link").focus();
  const name = demoLabel.en;
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) break;
  }
  await expect(header.getByRole(isJs(testInfo) ? "button" : "link", { name, exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  if (isJs(testInfo)) {
    // The booking dialog opens over the page, in the page's language.
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "demo dialog from the header");
  } else {
    // Without JavaScript: the same page with its server-rendered booking form.
    await expect(page).toHaveURL(/\/en\/servicios\/sitio-web\?demo=1#demo-booking$/);
    await expect(page.locator("#demo-booking form")).toBeVisible();
  }
});

// Reads the fonts the browser loaded through a script.
test("the brand typeface is self-hosted, preloaded and used", { tag: "@js" }, async ({ page }, testInfo) => {
  await open(page, "/", testInfo);
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const href = (await preload.getAttribute("href"))!;
  expect(href).toMatch(/^\/build\/_assets\/plus-jakarta-sans-latin-wght-normal-\w+\.woff2$/);
  await expect(preload).toHaveAttribute("crossorigin", "anonymous");
  // The stylesheet's @font-face names the same file: one download.
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map((face) => ({ family: face.family, status: face.status }));
  });
  expect(faces).toContainEqual({ family: "Plus Jakarta Sans", status: "loaded" });
  const css = await (
    await page.request.get((await page.locator('link[rel="stylesheet"][href*="css-bundle"]').getAttribute("href"))!)
  ).text();
  expect(css).toContain(`url(${href})`);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Plus Jakarta Sans"/);
});

// A layout check at two widths, read through a script.
test("each hero has its illustration on desktop, none on a phone", { tag: "@js" }, async ({ page }, testInfo) => {
  const pages = [
    ["/", "dashboard"],
    ["/servicios", "automation"],
    ["/servicios/robotica-rpa", "automation"],
    ["/servicios/kit-digital", "report"],
    ["/servicios/gestion-procesos", "report"],
    ["/casos-exito", "report"],
    ["/blog", "articles"],
    ["/contacto", "conversation"],
    ["/en/faq", "conversation"],
    ["/sobre-nosotros", "automation"],
  ] as const;
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, name] of pages) {
    await open(page, path, testInfo);
    const visual = page.locator(`.hero .hero-visual-${name}`);
    await expect(visual, path).toBeVisible();
    await expect(visual, path).toHaveAttribute("aria-hidden", "true");
    // Beside the heading, not under it: no empty half.
    const [heading, picture] = [(await page.locator("h1").boundingBox())!, (await visual.boundingBox())!];
    expect(picture.x, path).toBeGreaterThan(heading.x + heading.width - 1);
    expect(picture.y, path).toBeLessThan(heading.y + heading.height);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.locator(".hero .hero-visual")).toBeHidden();
});
