/**
 * A lead keeps its context (issue 11 item 4, decision 116): a Kit Digital page's call to action opens
 * the contact form with the solution and company-size band chosen (through the URL, with and without
 * JavaScript), and the lead's source page and utm_* parameters reach the company's e-mail. The
 * English form shows its options in English while the stored value stays the canonical one.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eDataDir } from "../../playwright.config";
import { readMail, type ReadMail } from "../helpers/backend/mime";
import { flashStatus, open, uniqueEmail } from "../helpers/forms/e2e";
import { pathIn } from "../helpers/e2e";

/** The company's notification about the lead from `address` (the local outbox: no SMTP here). */
async function companyMailAbout(address: string): Promise<ReadMail> {
  const directory = path.join(e2eDataDir, "outbox");
  let found: ReadMail | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(directory).catch(() => [])).filter((file) => file.endsWith(".eml"));
      for (const file of files) {
        const mail = readMail(await readFile(path.join(directory, file), "utf8"));
        if (!mail.to.includes(address) && mail.text.includes(`Email: ${address}`)) found = mail;
      }
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test("a Kit Digital page's call to action pre-selects the solution and size; the e-mail names the source", async ({
  page,
}, testInfo) => {
  await open(page, "/servicios/sitio-web?utm_source=boletin&utm_medium=email&utm_campaign=kit-2026", testInfo);
  const start = page.locator("form.kit-contact-start");
  await start.getByLabel("¿Cuántas personas trabajan en tu empresa?").selectOption("3-9");
  await start.getByRole("button").click();

  await expect(page).toHaveURL(/\/contacto\?/);
  const url = new URL(page.url());
  expect(url.hash).toBe("#contact-form");
  expect(Object.fromEntries(url.searchParams)).toEqual({
    servicio: "kit-website",
    origen: "/servicios/sitio-web",
    utm_source: "boletin",
    utm_medium: "email",
    utm_campaign: "kit-2026",
    empleados: "3-9",
  });
  const form = page.locator("#contact-enquiry-form");
  await expect(form.getByLabel("Servicio de interés")).toHaveValue("Kit Digital: Sitio web");
  await expect(form.getByLabel("Servicio de interés").locator("option:checked")).toHaveText(
    "Sitio web y presencia básica",
  );
  await expect(form.getByLabel("Número de empleados")).toHaveValue("3-9");

  const email = uniqueEmail("kit-source", testInfo);
  await form.getByLabel("Nombre completo").fill("Marta Origen");
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Mensaje").fill("Queremos una web nueva con el Kit Digital.");
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(flashStatus(page)).toContainText("¡Mensaje enviado correctamente!");

  const mail = await companyMailAbout(email);
  expect(mail.subject).toBe("Nuevo mensaje de contacto: Kit Digital: Sitio web");
  expect(mail.text).toContain("Servicio: Kit Digital: Sitio web");
  expect(mail.text).toContain("Tamaño de la empresa: 3-9 empleados");
  expect(mail.text).toMatch(/Página de origen: https?:\/\/[^/\s]+\/servicios\/sitio-web\n/);
  expect(mail.text).toContain("utm_source: boletin");
  expect(mail.text).toContain("utm_medium: email");
  expect(mail.text).toContain("utm_campaign: kit-2026");
  expect(mail.text).not.toContain("utm_term");
  expect(mail.html).toContain("Página de origen");
});

test("a form on the page a visit landed on sends that page and the visit's campaign", async ({ page }, testInfo) => {
  await open(page, "/en?utm_source=linkedin&utm_campaign=autumn", testInfo);
  const email = uniqueEmail("guide-source", testInfo);
  const form = page.locator("#lead-magnet-form");
  await form.getByLabel("Full name").fill("Origin Reader");
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Download free eBook" }).click();
  await expect(page.locator(".lead-magnet-thanks")).toBeVisible();
  const mail = await companyMailAbout(email);
  expect(mail.text).toMatch(/Página de origen: https?:\/\/[^/\s]+\/en\n/);
  expect(mail.text).toContain("utm_source: linkedin");
  expect(mail.text).toContain("utm_campaign: autumn");
});

test(
  "the English contact form shows its choices in English; the values stay canonical",
  { tag: "@content" },
  async ({ page }, testInfo) => {
    await open(page, "/en/contact?servicio=kit-seo&empleados=50-249", testInfo);
    const form = page.locator("#contact-enquiry-form");
    const service = form.getByLabel("Service you are interested in");
    await expect(service.locator("option")).toHaveText([
      "Select a service",
      "Artificial Intelligence",
      "Robotics and RPA",
      "Web and App Development",
      // The specification's names (§9; issue 37).
      "Big Data & Analytics",
      "Cybersecurity",
      "Process Discovery",
      "RTS Academy (training)",
      "Technology Consulting",
      "Process management",
      "Website and basic presence",
      "Advanced online presence (SEO)",
      "Business intelligence and analytics",
      "Social media management",
    ]);
    await expect(service.locator("optgroup")).toHaveAttribute("label", "Kit Digital solutions");
    await expect(service.locator("option", { hasText: "Artificial Intelligence" })).toHaveAttribute(
      "value",
      "Inteligencia Artificial",
    );
    await expect(service).toHaveValue("Kit Digital: Presencia en internet (SEO)");
    await expect(service.locator("option", { hasText: "Cybersecurity" })).toHaveAttribute("value", "Ciberseguridad");
    await expect(form.getByLabel("Number of employees")).toHaveValue("50-249");
    // An unknown key or band pre-selects nothing.
    await open(page, "/en/contact?servicio=nope&empleados=7", testInfo);
    await expect(form.getByLabel("Service you are interested in")).toHaveValue("");
    await expect(form.getByLabel("Number of employees")).toHaveValue("");
    // Nothing pre-selected: the markup of /en/contact, which shell.spec.ts audits with axe ("every page").
  },
);

test(
  "the Kit Digital call to action asks by a labelled field and its hero links to the form, in both languages",
  { tag: "@content" },
  async ({ page }, testInfo) => {
    for (const [lang, label] of [
      ["es", "¿Cuántas personas trabajan en tu empresa?"],
      ["en", "How many people work at your company?"],
    ] as const) {
      const path = pathIn("/servicios/gestion-procesos", lang);
      await open(page, path, testInfo);
      const start = page.locator("form.kit-contact-start");
      await expect(start.getByLabel(label)).toBeVisible();
      await expect(page.locator(".hero").getByRole("link").first()).toHaveAttribute(
        "href",
        `${pathIn("/contacto", lang)}?origen=${encodeURIComponent(path)}&servicio=kit-process#contact-form`,
      );
    }
    // axe on both pages (no query string) is in shell.spec.ts ("every page").
  },
);
