import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { answerConsent, demoLabel, expectNoAxeViolations, pathIn, waitForHydration } from "../helpers/e2e";

/**
 * The visual identity (issue 11, item 1): the header's "book a demo" call to action from the
 * keyboard (that it fits 320 px on every page is checked by shell.spec's every-page test); the brand
 * typeface self-hosted and preloaded; each hero's illustration on desktop only.
 */

const isJs = (testInfo: TestInfo) => testInfo.project.name === "js";

async function open(page: Page, path: string, testInfo: TestInfo) {
  if (isJs(testInfo)) await answerConsent(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  if (isJs(testInfo)) await waitForHydration(page);
}

test("the header's demo call to action works from the keyboard", async ({ page }, testInfo) => {
  await open(page, "/en/services/website", testInfo);
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
    // Without JavaScript: the booking page's form, which names this page as the lead's origin.
    await expect(page).toHaveURL(/\/en\/book-a-demo\?origen=%2Fen%2Fservices%2Fwebsite#demo-booking$/);
    await expect(page.locator("#demo-booking form")).toBeVisible();
  }
});

// Reads the fonts the browser loaded through a script.
test("the brand typeface is self-hosted, preloaded and used", { tag: "@js" }, async ({ page }, testInfo) => {
  await open(page, "/", testInfo);
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const href = (await preload.getAttribute("href"))!;
  expect(href).toMatch(/^\/build\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/);
  await expect(preload).toHaveAttribute("crossorigin", "anonymous");
  // The stylesheet's @font-face names the same file: one download.
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map((face) => ({ family: face.family, status: face.status }));
  });
  expect(faces).toContainEqual({ family: "Plus Jakarta Sans", status: "loaded" });
  const css = await (
    await page.request.get((await page.locator('link[rel="stylesheet"][href^="/build/site-"]').getAttribute("href"))!)
  ).text();
  expect(css).toContain(`url(${href})`);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Plus Jakarta Sans"/);
});

// A layout check at two widths, read through a script.
test(
  "each hero has its own illustration: beside the heading on desktop, under it on a phone",
  { tag: "@js" },
  async ({ page }, testInfo) => {
    const pages = [
      ["/", "home"],
      ["/servicios", "services"],
      ["/servicios/robotica-rpa", "service-robotics"],
      ["/servicios/kit-digital", "kit-digital"],
      ["/servicios/gestion-procesos", "kit-process"],
      ["/casos-exito", "cases"],
      ["/blog", "blog"],
      ["/contacto", "contact"],
      ["/en/faq", "faq"],
      ["/sobre-nosotros", "about"],
    ] as const;
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, name] of pages) {
      await open(page, path, testInfo);
      const visual = page.locator(".hero img.hero-visual");
      await expect(visual, path).toBeVisible();
      // One picture per page (decision 184), decorative: the heading says what the page is.
      await expect(visual, path).toHaveAttribute("src", `/images/heroes/${name}.svg`);
      await expect(visual, path).toHaveAttribute("alt", "");
      // Beside the heading, not under it: no empty half.
      const [heading, picture] = [(await page.locator("h1").boundingBox())!, (await visual.boundingBox())!];
      expect(picture.x, path).toBeGreaterThan(heading.x + heading.width - 1);
      expect(picture.y, path).toBeLessThan(heading.y + heading.height);
    }
    // Phones get the picture too, under the text, small enough to keep the page's start in view.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const visual = page.locator(".hero img.hero-visual");
    await expect(visual).toBeVisible();
    const [lead, picture] = [(await page.locator(".hero-lead").boundingBox())!, (await visual.boundingBox())!];
    expect(picture.y).toBeGreaterThan(lead.y + lead.height - 1);
    expect(picture.height).toBeLessThanOrEqual(200);
  },
);

/**
 * Sections vary in layout (decision 124): the kit layout each card section of these pages shows,
 * by section id. Every other section of main shows none of them (steps, figures, forms...).
 */
const kitLayouts = ["card-grid", "bento", "feature-rows", "offer-list"] as const;
type KitLayout = (typeof kitLayouts)[number];
const sectionLayouts: Record<string, Record<string, KitLayout>> = {
  "/": { "que-hacemos": "bento", beneficios: "offer-list", casos: "card-grid" },
  "/servicios": { servicios: "feature-rows" },
  "/servicios/kit-digital": { destinatarios: "offer-list", soluciones: "card-grid" },
  "/servicios/inteligencia-artificial": {
    incluye: "bento",
    beneficios: "card-grid",
    "casos-de-uso": "offer-list",
  },
  "/servicios/robotica-rpa": {
    capacidades: "bento",
    caracteristicas: "feature-rows",
    beneficios: "offer-list",
    sectores: "card-grid",
  },
  "/servicios/agency-of-influence": {
    servicios: "bento",
    incluye: "feature-rows",
    "casos-de-estudio": "card-grid",
  },
  "/sobre-nosotros": { equipo: "card-grid", valores: "offer-list", capacidades: "card-grid" },
  "/como-trabajamos": { compromisos: "card-grid", "por-que-elegirnos": "offer-list" },
  "/carreras": { beneficios: "card-grid", cultura: "offer-list", vacantes: "card-grid" },
  "/servicios/desarrollo-software": {
    especialidades: "offer-list",
    tecnologia: "card-grid",
    proyectos: "feature-rows",
    calidad: "bento",
  },
};

/** Each section of main, in order: its id and the first kit layout inside it (or null). */
function layoutsOf(page: Page) {
  return page.locator("main section[id]").evaluateAll(
    (sections, classes) =>
      sections.map((section) => {
        const list = section.querySelector(classes.map((name) => `.${name}`).join(", "));
        return { id: section.id, layout: classes.find((name) => list?.classList.contains(name)) ?? null };
      }),
    [...kitLayouts],
  );
}

test(
  "sections vary in layout: each page's card sections as chosen, never the same layout twice in a row",
  { tag: "@content" },
  async ({ page }) => {
    for (const [path, expected] of Object.entries(sectionLayouts)) {
      for (const localized of [path, pathIn(path, "en")]) {
        await page.goto(localized);
        const sections = await layoutsOf(page);
        const shown = Object.fromEntries(
          sections.filter((section) => section.layout).map((section) => [section.id, section.layout]),
        );
        expect(shown, localized).toEqual(expected);
        const repeated = sections.filter(
          (section, index) => index > 0 && section.layout && section.layout === sections[index - 1].layout,
        );
        expect(
          repeated.map((section) => section.id),
          `${localized}: a layout right after the same one`,
        ).toEqual([]);
      }
    }
  },
);

// The light theme of every page is checked by shell.spec; the new layouts' navy and tinted panels
// are checked here in the dark theme too.
test("the pages with these layouts are axe clean in the dark theme", { tag: "@content" }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.context().addCookies([{ name: "theme", value: "dark", url: test.info().project.use.baseURL! }]);
  for (const path of Object.keys(sectionLayouts)) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectNoAxeViolations(page, `${path} (dark)`);
  }
});

test("the layouts on a desktop and on a phone", { tag: "@content" }, async ({ page }) => {
  const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
  await page.setViewportSize({ width: 1280, height: 800 });

  // Six cards: the lead takes two columns and two rows.
  await page.goto("/servicios/inteligencia-artificial");
  const [lead, second] = [
    await box("#incluye .bento > li:nth-child(1)"),
    await box("#incluye .bento > li:nth-child(2)"),
  ];
  expect(lead.width).toBeGreaterThan(second.width * 1.8);
  expect(lead.height).toBeGreaterThan(second.height * 1.8);
  // A numbered list in two columns; the numbers show.
  const [first, next] = [
    await box("#casos-de-uso .offer-item:nth-child(1)"),
    await box("#casos-de-uso .offer-item:nth-child(2)"),
  ];
  expect(next.x).toBeGreaterThan(first.x + first.width);
  await expect(page.locator("#casos-de-uso .offer-number")).toHaveText(["01", "02", "03", "04", "05", "06"]);

  // Rows: words and panel side by side, the sides alternating; a figure is the panel's numeral.
  await page.goto("/servicios/agency-of-influence");
  const rows = page.locator("#incluye .feature-row");
  await expect(rows).toHaveCount(4);
  for (const [index, row] of (await rows.all()).entries()) {
    const text = (await row.locator(".feature-row-text").boundingBox())!;
    const panel = (await row.locator(".feature-visual").boundingBox())!;
    if (index % 2 === 0) expect(panel.x, `row ${index + 1}`).toBeGreaterThan(text.x + text.width);
    else expect(panel.x + panel.width, `row ${index + 1}`).toBeLessThan(text.x);
  }
  await expect(rows.first().locator(".feature-visual .card-figure-value")).toHaveText("+300 %");

  // A phone: one column, the lead as wide as the others, rows stacked, drawings-only panels left out.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/servicios/robotica-rpa");
  const [phoneLead, phoneSecond] = [
    await box("#capacidades .bento > li:nth-child(1)"),
    await box("#capacidades .bento > li:nth-child(2)"),
  ];
  expect(Math.abs(phoneLead.width - phoneSecond.width)).toBeLessThan(1);
  expect(phoneSecond.y).toBeGreaterThan(phoneLead.y + phoneLead.height);
  // Rows with no figure draw no panel of pale bars (issue 37: they read as loading skeletons): their
  // icon stands beside their words.
  await expect(page.locator("#caracteristicas .feature-row")).toHaveCount(4);
  await expect(page.locator("#caracteristicas .feature-visual")).toHaveCount(0);
  await expect(page.locator("#caracteristicas .feature-row-plain .icon-tile")).toHaveCount(4);
  await page.goto("/servicios/desarrollo-software");
  const row = page.locator("#proyectos .feature-row").nth(1);
  const [text, panel] = [
    (await row.locator(".feature-row-text").boundingBox())!,
    (await row.locator(".feature-visual").boundingBox())!,
  ];
  expect(panel.y).toBeGreaterThan(text.y + text.height - 1);
  await expect(row.locator(".card-figure-value")).toHaveText("12-16 semanas");
});
