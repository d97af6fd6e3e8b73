/**
 * Contact enquiry (contact page) and lead magnet (home), with
 * JavaScript (fetcher in place, pending labels, toasts) and without (POST/redirect/GET, 400 pages).
 * The newsletter (footer, every page, double opt-in) is newsletter.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { refusalShown, expectNoReload, flashStatus, holdPosts, isJs, open, uniqueEmail } from "../helpers/forms/e2e";
import { expectNoAxeViolations } from "../helpers/e2e";

test.describe("contact enquiry", () => {
  test("missing required fields: summary linked to the fields, inline messages, values kept (400); then success (ES) texts", async ({
    page,
  }, testInfo) => {
    await open(page, "/contacto", testInfo);
    const form = page.locator("#contact-enquiry-form");
    await form.getByLabel("Empresa").fill("Acme SL");
    await form.getByLabel("Servicio de interés").selectOption("Ciberseguridad");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Enviar mensaje" }).click(),
    ]);
    expect(response.status()).toBe(400);
    const summary = form.locator(".form-summary");
    await expect(summary).toContainText("Por favor, completa todos los campos requeridos");
    await expect(summary.getByRole("link")).toHaveText([
      "Nombre completo: Este campo es obligatorio.",
      "Correo electrónico: Este campo es obligatorio.",
      "Mensaje: Este campo es obligatorio.",
    ]);
    if (isJs(testInfo)) await expect(summary).toBeFocused();
    await expect(form.getByLabel("Empresa")).toHaveValue("Acme SL");
    await expect(form.getByLabel("Servicio de interés")).toHaveValue("Ciberseguridad");
    await expect(form.getByLabel("Nombre completo")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "contact errors");
    await summary.getByRole("link", { name: /Correo electrónico/ }).click();
    await expect(page).toHaveURL(/#contact-enquiry-form-email$/);
    await expectNoReload(page, testInfo);

    // The same form, completed, is accepted: the Spanish success texts.
    await form.getByLabel("Nombre completo").fill("Lucía Prueba");
    await form.getByLabel("Correo electrónico").fill(uniqueEmail("contacto", testInfo));
    await form.getByLabel("Mensaje").fill("Quiero información.");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(flashStatus(page)).toContainText("¡Mensaje enviado correctamente!");
    await expect(flashStatus(page)).toContainText("Nos pondremos en contacto contigo pronto.");
    await expectNoReload(page, testInfo);
  });

  test("an invalid e-mail and phone are explained; the message limit is visible; then success (EN): pending label, toast, fields cleared", async ({
    page,
  }, testInfo) => {
    await open(page, "/en/contact", testInfo);
    const form = page.locator("#contact-enquiry-form");
    await expect(form.getByText("2000 characters at most.")).toBeVisible();
    await form.getByLabel("Full name").fill("Zoe");
    await form.getByLabel("E-mail").fill("zoe@");
    await form.getByLabel("Phone").fill("12ab");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.locator(".form-summary")).toContainText("Please check the highlighted fields");
    await expect(form.locator("#contact-enquiry-form-email-error")).toContainText("Enter a valid e-mail address");
    await expect(form.locator("#contact-enquiry-form-phone-error")).toContainText("Enter a valid phone number");
    await expect(form.getByLabel("Message")).toHaveValue("Hello");

    await form.getByLabel("Full name").fill("Oliver Test");
    await form.getByLabel("E-mail").fill(uniqueEmail("contact", testInfo));
    await form.getByLabel("Phone").fill("+34 612 345 678");
    await form.getByLabel("Message").fill("We would like a quote.");
    if (isJs(testInfo)) {
      const release = await holdPosts(page);
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
      release();
    } else {
      await form.getByRole("button", { name: "Send message" }).click();
    }
    await expect(flashStatus(page)).toContainText("Message sent successfully!");
    await expect(flashStatus(page)).toContainText("We'll contact you soon.");
    await expect(page.locator("#contact-enquiry-form").getByLabel("Full name")).toHaveValue("");
    await expect(page.locator("#contact-enquiry-form").getByLabel("Message")).toHaveValue("");
    await expectNoReload(page, testInfo);
  });

  test("?puesto= pre-fills an application in the page's language", async ({ page }, testInfo) => {
    await open(page, `/contacto?puesto=${encodeURIComponent("Especialista en IA/ML")}#contact-form`, testInfo);
    await expect(page.locator("#contact-enquiry-form").getByLabel("Mensaje")).toHaveValue(
      "Hola, me gustaría presentar mi candidatura para el puesto de Especialista en IA/ML.",
    );
    await open(page, `/en/contact?puesto=${encodeURIComponent("Robotics Engineer")}`, testInfo);
    await expect(page.locator("#contact-enquiry-form").getByLabel("Message")).toHaveValue(
      "Hello, I would like to apply for the Robotics Engineer position.",
    );
  });
});

test.describe("lead magnet", () => {
  test("errors, then the thank-you panel naming the address, then back to the form", async ({ page }, testInfo) => {
    await open(page, "/", testInfo);
    const form = page.locator("#lead-magnet-form");
    await form.getByLabel("Correo electrónico").fill("ana@");
    await form.getByRole("button", { name: "Descargar eBook gratis" }).click();
    await expect(form.locator(".form-summary")).toContainText("Por favor, completa todos los campos requeridos");
    await expect(form.locator(".form-summary")).toContainText(
      "Correo electrónico: Introduce un correo electrónico válido",
    );
    await expect(form.getByLabel("Correo electrónico")).toHaveValue("ana@");

    const email = uniqueEmail("ebook", testInfo);
    await form.getByLabel("Nombre completo").fill("Ana Lectora");
    await form.getByLabel("Correo electrónico").fill(email);
    await form.getByRole("button", { name: "Descargar eBook gratis" }).click();
    const thanks = page.locator(".lead-magnet-thanks");
    await expect(thanks.getByRole("heading", { name: "Gracias por tu interés" })).toBeVisible();
    await expect(thanks).toContainText(`Te hemos enviado el eBook a ${email}`);
    await expectNoReload(page, testInfo);
    await expectNoAxeViolations(page, "lead magnet thank-you");
    await thanks.getByRole("button", { name: "Descargar otro recurso" }).click();
    await expect(page.locator("#lead-magnet-form").getByLabel("Nombre completo")).toBeVisible();
  });
});

test("a refused post shows a readable notice, never a 500", async ({ page }, testInfo) => {
  await open(page, "/contacto", testInfo);
  // An oversized message (the browser limit removed, as a script would): 413 with a notice.
  const form = page.locator("#contact-enquiry-form");
  await form.getByLabel("Nombre completo").fill("Grande");
  await form.getByLabel("Correo electrónico").fill("grande@example.com");
  await form.getByLabel("Mensaje").evaluate((element) => element.removeAttribute("maxlength"));
  await form.getByLabel("Mensaje").fill("x".repeat(40_000));
  const shown = refusalShown(page, testInfo, "El envío es demasiado grande");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    form.getByRole("button", { name: "Enviar mensaje" }).click(),
  ]);
  expect(response.status()).toBe(413);
  await shown();
});
