/**
 * The lead magnet keeps its promise: a visitor who asks for the guide gets an e-mail whose link
 * answers with the PDF in the visitor's language (with and without JavaScript, in both languages).
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { guides } from "../helpers/guide";
import { pdfFacts } from "../../app/services/guide/pdf-facts.server";
import { GUIDE_PATHS } from "~shared/guide";
import { mailTo } from "../helpers/forms/outbox";
import { open, uniqueEmail } from "../helpers/forms/e2e";

const copy = {
  es: {
    page: "/",
    name: "Nombre completo",
    email: "Correo electrónico",
    submit: "Descargar eBook gratis",
    download: "Descargar la guía (PDF)",
  },
  en: {
    page: "/en",
    name: "Full name",
    email: "E-mail",
    submit: "Download free eBook",
    download: "Download the guide (PDF)",
  },
} as const;

// Both languages in one test, a step each: the same flow on the two home pages.
test("es, en: the thank-you panel and the guide e-mail link to the guide in the visitor's language", async ({
  page,
}, testInfo) => {
  for (const lang of ["es", "en"] as const) {
    await test.step(lang, async () => {
      const text = copy[lang];
      await open(page, text.page, testInfo);
      const form = page.locator("#lead-magnet-form");
      const email = uniqueEmail(`guide-${lang}`, testInfo);
      await form.getByLabel(text.name).fill("Lectora de Guías");
      await form.getByLabel(text.email).fill(email);
      await form.getByRole("button", { name: text.submit }).click();
      await expect(page.locator(".lead-magnet-thanks")).toBeVisible();

      // The panel offers the same file at once (a plain link, so it works without JavaScript too).
      const offered = page.locator(".lead-magnet-thanks").getByRole("link", { name: text.download });
      await expect(offered).toHaveAttribute("href", GUIDE_PATHS[lang]);
      const [download] = await Promise.all([page.waitForEvent("download"), offered.click()]);
      expect(new URL(download.url()).pathname).toBe(GUIDE_PATHS[lang]);
      expect(pdfFacts(await readFile((await download.path())!)).pageTexts.length).toBeGreaterThan(1);

      const mail = await mailTo(email);
      const link = new URL(/https?:\/\/\S+\.pdf/.exec(mail.text)![0]);
      expect(link.pathname).toBe(GUIDE_PATHS[lang]);
      expect(mail.html).toContain(`href="${link.href}"`);
      // The link's origin is the site's (SITE_URL, or localhost here): fetch its path from the server under test.
      const response = await page.request.get(link.pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const cover = pdfFacts(await response.body()).pageTexts[0].replace(/\s+/g, "");
      expect(cover).toContain(guides[lang].cover.title.replace(/\s+/g, ""));
    });
  }
});
