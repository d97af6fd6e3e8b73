/**
 * Small things a visitor notices (issue 11 item 7): wide tables show that they scroll, English dates
 * are British, the language link's name holds its visible text, and a failed post without JavaScript
 * is announced (decisions 117, 218). That the chat button covers no link or button on a phone is
 * checked on every page by shell.spec's every-page test.
 */
import { expect, test } from "@playwright/test";
import { answerConsent, expectNoAxeViolations } from "../helpers/e2e";
import { isJs, open } from "../helpers/forms/e2e";

test("a wide table on a phone shows that it scrolls and scrolls from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await answerConsent(page);
  for (const [path, name, hint] of [
    ["/casos-exito/automatizacion-contable-inteligente", null, "Desliza la tabla para ver todas las columnas"],
    ["/en/cookie-policy", null, "Swipe the table sideways to see every column"],
    [
      "/blog/rpa-automatizar-facturas-proveedores",
      "Qué cambia cuando funciona",
      "Desliza la tabla para ver todas las columnas",
    ],
  ] as const) {
    await page.goto(path);
    const region = page.locator(".table-scrolls").first();
    // A region named by its caption (or, in an article, by the heading above it), reachable by Tab.
    await expect(region, path).toHaveRole("region");
    await expect(region, path).toHaveAccessibleName(
      name ?? ((await region.locator("caption").textContent()) ?? "").trim(),
    );
    await expect(region, path).toHaveAttribute("tabindex", "0");
    const overflows = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
    if (!overflows) {
      await expect(region.locator(".table-hint"), path).toBeHidden();
      continue;
    }
    await expect(region.locator(".table-hint"), path).toBeVisible();
    await expect(region.locator(".table-hint"), path).toHaveText(hint);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((element) => element.scrollLeft), { message: path }).toBeGreaterThan(0);
  }
  // The case's three columns fit 390 px (they once overflowed by a pixel behind a hint); at 320 px
  // they scroll and say so, and the cookie table scrolls at 390 (the test must be able to fail).
  await page.goto("/casos-exito/automatizacion-contable-inteligente");
  const caseHint = page.locator(".table-scrolls .table-hint").first();
  await expect(caseHint).toBeHidden();
  await page.setViewportSize({ width: 320, height: 844 });
  await expect(caseHint).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/cookie-policy");
  await expect(page.locator(".table-scrolls .table-hint").first()).toBeVisible();
  // A table that fits shows no hint.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator(".table-scrolls .table-hint").first()).toBeHidden();
});

test(
  "English dates are British and the language link's name holds its visible text",
  { tag: "@content" },
  async ({ page }) => {
    await page.goto("/en/blog");
    const dates = await page.locator("main time").allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates)
      expect(date.trim()).toMatch(
        /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );
    await page.goto("/en/privacy-policy");
    await expect(page.locator("main")).not.toContainText(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    );

    for (const [path, visible, name] of [
      ["/", "EN", "EN: read this page in English"],
      ["/en", "ES", "ES: ver esta página en español"],
    ] as const) {
      await page.goto(path);
      const link = page.locator("a.language-switch");
      await expect(link).toHaveText(visible);
      await expect(link).toHaveAccessibleName(name);
    }
  },
);

test("a failed post is announced: an alert summary, and without JavaScript a title that starts with 'Error: '", async ({
  page,
}, testInfo) => {
  for (const [path, submit, title] of [
    ["/contacto", "Enviar mensaje", /^Contacto/],
    ["/en/contact", "Send message", /^Contact/],
  ] as const) {
    await open(page, path, testInfo);
    const before = await page.title();
    expect(before).toMatch(title);
    const form = page.locator("#contact-enquiry-form");
    await form.getByRole("button", { name: submit }).click();
    const summary = form.locator(".form-summary");
    await expect(summary).toBeVisible();
    await expect(summary).toHaveAttribute("role", "alert");
    if (isJs(testInfo)) {
      await expect(summary).toBeFocused();
      expect(await page.title()).toBe(before);
    } else {
      expect(await page.title()).toBe(`Error: ${before}`);
    }
    await expectNoAxeViolations(page, `${path} error summary`);
  }
});
