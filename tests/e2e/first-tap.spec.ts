/**
 * Issue 26: on a phone, every enhanced control does on its first tap what it does later, in place,
 * whether or not the visitor touched the page before (decision 160). Each test opens a fresh page,
 * waits until React has hydrated (the event a visitor's few seconds of reading stand for) and taps
 * the control first thing: no mouse move, no earlier touch. Without JavaScript the same taps take
 * the plain path, which lands where the control promised.
 */
import { expect, test, type Page } from "@playwright/test";
import { demoLabel, waitForHydration } from "../helpers/e2e";
import { flashStatus, uniqueEmail } from "../helpers/forms/e2e";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Opens a page and marks its window: a document load (the plain path) would drop the mark. */
async function openOnPhone(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
}

async function expectStayed(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true), "no reload").toBe(
    true,
  );
}

test.describe("first tap with JavaScript", { tag: "@js" }, () => {
  for (const path of ["/", "/servicios/inteligencia-artificial", "/faq", "/blog", "/en", "/en/contact"]) {
    test(`${path}: the header's demo button opens the booking dialog`, async ({ page }) => {
      await openOnPhone(page, path);
      const lang = path.startsWith("/en") ? "en" : "es";
      await page.locator("header.site-header").getByRole("button", { name: demoLabel[lang] }).tap();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByRole("dialog").getByRole("textbox").first()).toBeInViewport();
      await expectStayed(page);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  test("the theme switch switches in place", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openOnPhone(page, "/como-trabajamos");
    await page.getByRole("button", { name: "Activar tema oscuro" }).tap();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: "Activar tema claro" })).toBeVisible();
    await expectStayed(page);
  });

  test("the menu opens, and its search offers results as the visitor types", async ({ page }) => {
    await openOnPhone(page, "/casos-exito");
    await page.getByLabel("Abrir menú").tap();
    const menu = page.getByRole("navigation", { name: "Menú" });
    await expect(menu.getByRole("link", { name: "Cómo trabajamos" })).toBeVisible();
    const search = page.locator("#mobile-search");
    await search.tap();
    await search.pressSequentially("factur");
    await expect(page.getByRole("listbox")).toBeVisible();
    await expect(page.getByRole("option").first()).toBeVisible();
    await expectStayed(page);
  });

  test("the cookie settings open the preferences dialog", async ({ page }) => {
    await openOnPhone(page, "/faq");
    await page.locator("footer").getByRole("button", { name: "Configurar cookies" }).tap();
    await expect(page.getByRole("dialog", { name: "Preferencias de cookies" })).toBeVisible();
    await expectStayed(page);
  });

  test("the consent banner's answer is stored in place", async ({ page }) => {
    await openOnPhone(page, "/carreras");
    const banner = page.getByRole("region", { name: "Tu privacidad, tu elección" });
    await banner.getByRole("button", { name: "Solo necesarias" }).tap();
    await expect(banner).toBeHidden();
    await expectStayed(page);
  });

  test("the newsletter form answers in place", async ({ page }, testInfo) => {
    await openOnPhone(page, "/sobre-nosotros");
    const form = page.locator("#newsletter-form");
    await form.getByRole("textbox").tap();
    await form.getByRole("textbox").fill(uniqueEmail("first-tap", testInfo));
    await form.getByRole("button").tap();
    await expect(flashStatus(page)).not.toBeEmpty();
    await expectStayed(page);
  });

  test("the contact form answers in place", async ({ page }, testInfo) => {
    await openOnPhone(page, "/contacto");
    const form = page.locator("#contact-form form");
    await form.getByLabel("Nombre completo").tap();
    await form.getByLabel("Nombre completo").fill("Primer Toque");
    await form.getByLabel("Correo electrónico").fill(uniqueEmail("first-tap-contact", testInfo));
    await form.getByLabel("Mensaje").fill("Una prueba del primer toque en un móvil.");
    await form.getByRole("button", { name: "Enviar mensaje" }).tap();
    await expect(flashStatus(page)).toContainText("Mensaje enviado correctamente");
    await expectStayed(page);
  });
});

// Without JavaScript (or before it runs) the demo button is a link to the booking page: the visitor
// lands on its form, in view and clear of the cookie banner. The server's markup only: it runs once,
// in the no-js project (@content).
test(
  "without JavaScript the demo button leads to the booking form, in view and clear of the banner",
  {
    tag: "@content",
  },
  async ({ page }) => {
    await page.goto("/servicios/inteligencia-artificial");
    await page.locator("header.site-header").getByRole("link", { name: demoLabel.es }).tap();
    await expect(page).toHaveURL(/\/reserva-demo\?origen=%2Fservicios%2Finteligencia-artificial#demo-booking$/);
    const heading = page.getByRole("heading", { name: "Tus datos, el día y la hora" });
    const firstField = page.getByLabel("Nombre completo");
    await expect(heading).toBeInViewport();
    await expect(firstField).toBeInViewport();
    const banner = page.locator(".consent-banner");
    const bannerTop = (await banner.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const fieldBottom = (await firstField.boundingBox())!;
    expect(fieldBottom.y + fieldBottom.height, "the first field is above the cookie banner").toBeLessThanOrEqual(
      bannerTop,
    );
  },
);
