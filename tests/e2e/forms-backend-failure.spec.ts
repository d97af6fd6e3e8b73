/**
 * A backend that fails for real, in a real browser: a copy of the site on DATABASE_URL (a
 * PostgreSQL-protocol server: PGlite behind pglite-socket), whose database is shut down after start.
 * Every form then shows its destructive notice and keeps the values; nothing pretends success.
 */
import { expect, test, type Page } from "@playwright/test";
import { startClosableDatabase, type ClosableDatabase } from "../helpers/forms/closable-database";
import { flashAlert, isJs, offeredDay, pickCalendarDate } from "../helpers/forms/e2e";
import { expectNoAxeViolations, waitForHydration } from "../helpers/e2e";
import { startSite, type SiteServer } from "../helpers/forms/site-server";

let database: ClosableDatabase;
let site: SiteServer;

test.beforeAll(async () => {
  database = await startClosableDatabase(null);
  site = await startSite({ DATABASE_URL: database.url, FORM_RATE_LIMIT: "off" });
  await database.close();
});

test.afterAll(async () => {
  await site?.stop();
  await database?.close();
});

async function open(page: Page, path: string, js: boolean) {
  await page.goto(`${site.url}${path}`);
  if (js) await waitForHydration(page);
}

test("contact: 'Error al enviar el mensaje' / 'Por favor, inténtalo de nuevo.', values kept", async ({
  page,
}, testInfo) => {
  await open(page, "/contacto", isJs(testInfo));
  const form = page.locator("#contact-enquiry-form");
  await form.getByLabel("Nombre completo").fill("Fallo Real");
  await form.getByLabel("Correo electrónico").fill("fallo@example.com");
  await form.getByLabel("Mensaje").fill("¿Me llega?");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    form.getByRole("button", { name: "Enviar mensaje" }).click(),
  ]);
  expect(response.status()).toBe(503);
  await expect(flashAlert(page)).toContainText("Error al enviar el mensaje");
  await expect(flashAlert(page)).toContainText("Por favor, inténtalo de nuevo.");
  await expect(page.locator("#contact-enquiry-form").getByLabel("Mensaje")).toHaveValue("¿Me llega?");
  await expect(page.locator("#contact-enquiry-form").getByLabel("Nombre completo")).toHaveValue("Fallo Real");
  await expectNoAxeViolations(page, "contact failure notice");
});

test("newsletter (EN): 'Error subscribing. Please try again.', value kept", async ({ page }, testInfo) => {
  await open(page, "/en/blog", isJs(testInfo));
  const input = page.locator("#newsletter").getByLabel("Your e-mail");
  await input.fill("down@example.com");
  await input.press("Enter");
  await expect(flashAlert(page)).toContainText("Error subscribing. Please try again.");
  await expect(page.locator("#newsletter").getByLabel("Your e-mail")).toHaveValue("down@example.com");
});

test("demo: 'Error al agendar la demo', the booking form stays open with the values", async ({
  page,
  request,
}, testInfo) => {
  const js = isJs(testInfo);
  await open(page, js ? "/contacto" : "/reserva-demo", js);
  const date = await offeredDay(request, 6, site.url);
  if (js) {
    await page.getByRole("main").getByRole("button", { name: /demo/i }).first().click();
    const dialog = page.getByRole("dialog", { name: "Agenda una demo gratuita" });
    await dialog.getByLabel("Nombre completo").fill("Demo Caída");
    await dialog.getByLabel("Correo electrónico").fill("caida@example.com");
    await dialog.getByLabel("Teléfono").fill("600000111");
    await pickCalendarDate(dialog, date);
    await dialog.getByRole("radio", { name: "09:00" }).check();
    await dialog.getByRole("button", { name: "Agendar demo" }).click();
    await expect(flashAlert(page)).toContainText("Error al agendar la demo");
    await expect(flashAlert(page)).toContainText("Por favor, inténtalo de nuevo.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Nombre completo")).toHaveValue("Demo Caída");
    await expect(dialog.getByRole("radio", { name: "09:00" })).toBeChecked();
  } else {
    const panel = page.locator("#demo-booking");
    await panel.getByLabel("Nombre completo").fill("Demo Caída");
    await panel.getByLabel("Correo electrónico").fill("caida@example.com");
    await panel.getByLabel("Teléfono").fill("600000111");
    await panel.getByLabel("Día y hora").selectOption(`${date} 09:00`);
    await panel.getByRole("button", { name: "Agendar demo" }).click();
    await expect(flashAlert(page)).toContainText("Error al agendar la demo");
    await expect(page.locator("#demo-booking").getByLabel("Nombre completo")).toHaveValue("Demo Caída");
    await expect(page.locator("#demo-booking").getByLabel("Día y hora")).toHaveValue(`${date} 09:00`);
  }
});

test("lead magnet: no thank-you panel when nothing was stored", async ({ page }, testInfo) => {
  await open(page, "/", isJs(testInfo));
  const form = page.locator("#lead-magnet-form");
  await form.getByLabel("Nombre completo").fill("Sin Base");
  await form.getByLabel("Correo electrónico").fill("sinbase@example.com");
  await form.getByRole("button", { name: "Descargar eBook gratis" }).click();
  await expect(flashAlert(page)).toContainText("No hemos podido registrar tu solicitud");
  await expect(page.locator(".lead-magnet-thanks")).toHaveCount(0);
  await expect(page.locator("#lead-magnet-form").getByLabel("Correo electrónico")).toHaveValue("sinbase@example.com");
});
