/**
 * The first-layer data-protection notice (issue 10 item 4, decision 137) beside the button of every
 * form that takes personal data, in both languages, with JavaScript on and off: controller, purpose,
 * basis, recipients, rights with the address, and a link to the matching privacy-policy section,
 * which exists and names the same processing. The notice never covers the button.
 */
import { expect, test, type Locator } from "@playwright/test";
import { company, legalNameOf } from "../../app/config/company";
import { readCompanyContent } from "../../app/services/content/company-content.server";
import { pathIn } from "../helpers/e2e";
import { open } from "../helpers/forms/e2e";

const forms = [
  { page: "", form: "#lead-magnet-form", section: "tratamiento-guia" },
  { page: "contacto", form: "#contact-enquiry-form", section: "tratamiento-contacto" },
  { page: "reserva-demo", form: "#demo-booking form", section: "tratamiento-demo" },
  { page: "faq", form: "#newsletter form", section: "tratamiento-newsletter" },
] as const;

const words = {
  es: {
    label: "Protección de datos:",
    basis: "Base:",
    rights: "Derechos:",
    more: "Más información sobre este tratamiento",
  },
  en: { label: "Data protection:", basis: "Basis:", rights: "Rights:", more: "More about this processing" },
} as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

test("every form that takes personal data shows the first-layer notice beside its button, linked to its policy section", async ({
  page,
}, testInfo) => {
  for (const lang of ["es", "en"] as const) {
    for (const { page: path, form, section } of forms) {
      const url = pathIn(`/${path}`, lang);
      await open(page, url, testInfo);
      const scope = page.locator(form).first();
      const notice = scope.locator(".form-data-notice");
      await expect(notice, `${url} ${form}`).toBeVisible();
      for (const text of [
        words[lang].label,
        legalNameOf(readCompanyContent().identity),
        words[lang].basis,
        words[lang].rights,
        company.email,
      ]) {
        await expect(notice, `${url} ${form}`).toContainText(text);
      }
      const link = notice.getByRole("link", { name: words[lang].more });
      const privacy = lang === "es" ? "/politica-privacidad" : "/en/privacy-policy";
      await expect(link).toHaveAttribute("href", `${privacy}#${section}`);
      // Beside the button, after it, never over it.
      const button = scope.locator('button[type="submit"]').last();
      const [b, n] = [await box(button), await box(notice)];
      expect(n.y, `${url} ${form}`).toBeGreaterThanOrEqual(b.y + b.height - 1);
    }
    // The second layer: each section exists in the policy, with the address that handles requests.
    await open(page, lang === "es" ? "/politica-privacidad" : "/en/privacy-policy", testInfo);
    for (const { section } of forms) {
      await expect(page.locator(`#${section}`)).toContainText(company.email);
    }
    await expect(page.locator("#tratamiento-guia")).not.toContainText(
      lang === "es" ? "se queda en tu navegador" : "stays in your browser",
    );
  }
});
