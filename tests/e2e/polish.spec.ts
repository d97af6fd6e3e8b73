import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { allPagePaths, answerConsent, expectNoAxeViolations, waitForHydration } from "../helpers/e2e";
import { patience } from "../helpers/patience";

/**
 * The rough edges of issue 30, each as a visitor meets it, with JavaScript and without (the js and
 * no-js projects).
 */

const isJs = (testInfo: TestInfo) => testInfo.project.name === "js";

async function open(page: Page, path: string, testInfo: TestInfo, width = 1280) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
  await answerConsent(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  if (isJs(testInfo)) await waitForHydration(page);
}

// Layout and copy are the same with JavaScript or without: @content runs them once.
test(
  "card grids leave no card alone in its row at 1280 px (cases 3 + 2, vacancies 3 + 1 before)",
  {
    tag: "@content",
  },
  async ({ page }, testInfo) => {
    for (const [path, grid] of [
      ["/casos-exito", "main .card-grid"],
      ["/carreras", "#vacantes .card-grid"],
      ["/sobre-nosotros", "#capacidades .card-grid"],
      ["/servicios/gestion-procesos", "#servicios-incluidos .card-grid"],
    ] as const) {
      await open(page, path, testInfo);
      const rows = await page
        .locator(grid)
        .first()
        .evaluate((list) => {
          const tops = new Map<number, number>();
          const right = list.getBoundingClientRect().right;
          for (const item of Array.from(list.children)) {
            const box = item.getBoundingClientRect();
            tops.set(Math.round(box.top), Math.max(tops.get(Math.round(box.top)) ?? 0, box.right));
          }
          // How far each row's last card stops short of the grid's right edge.
          return [...tops.values()].map((end) => Math.round(right - end));
        });
      for (const gap of rows) expect(gap, `${path}: a row ends ${gap} px short`).toBeLessThanOrEqual(1);
    }
  },
);

test("the chat tab on a phone is a 44 px target, and covers no link", async ({ page }, testInfo) => {
  await open(page, "/", testInfo, 390);
  const box = (await page.locator(".chat-button").boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
});

test(
  "an article's table keeps its words whole on a phone (no 'contabilizació/n')",
  { tag: "@content" },
  async ({ page }, testInfo) => {
    // The articles with tables: the RPA case's results, the Kit Digital aid by segment (es and en).
    for (const path of [
      "/blog/rpa-automatizar-facturas-proveedores",
      "/blog/kit-digital-2026-que-cubre",
      "/en/blog/kit-digital-explained",
    ]) {
      await open(page, path, testInfo, 390);
      const broken = await page.locator(".blog-prose table :is(th, td)").evaluateAll((cells) =>
        cells.flatMap((cell) => {
          // A cell whose longest word is wider than the cell breaks it mid-word.
          const range = document.createRange();
          const words = (cell.textContent ?? "").split(/\s+/).filter(Boolean);
          const style = getComputedStyle(cell);
          const canvas = document.createElement("canvas").getContext("2d")!;
          canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const inner = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          range.detach();
          return words.filter((word) => canvas.measureText(word).width > inner + 1);
        }),
      );
      expect(broken, path).toEqual([]);
    }
  },
);

test(
  'English pages name the programme once, as it names itself: Kit Digital, never a translated "Digital Kit"',
  {
    tag: "@content",
  },
  async ({ page }) => {
    test.setTimeout(patience(18_000));
    // Issue 37: one English name, on every English page (titles of articles included).
    const english = allPagePaths.filter((entry) => entry.lang === "en").map((entry) => entry.path);
    for (const path of english) {
      await page.goto(path);
      const found = await page.locator("body").evaluate((body) => {
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        const hits: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          if (node.parentElement?.closest("script, style")) continue;
          if (/Digital Kit/i.test(text)) hits.push(text.trim());
        }
        return hits;
      });
      expect(found, path).toEqual([]);
    }
    await page.goto("/en/services/kit-digital");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Kit Digital");
  },
);

// The dialog is the JavaScript path (without it, the policy page's form): @js.
test(
  "the cookie preferences dialog: visible chevrons, the banner's type, no axe violation",
  { tag: "@js" },
  async ({ page }, testInfo) => {
    await open(page, "/politica-cookies", testInfo);
    await page.locator("footer").getByRole("button", { name: "Configurar cookies" }).click();
    const dialog = page.locator("#cc-main .pm");
    await expect(dialog).toBeVisible();
    const arrow = dialog.locator(".pm__section-arrow").first();
    const [circle, chevron] = await arrow.evaluate((element) => [
      getComputedStyle(element).backgroundColor,
      getComputedStyle(element.querySelector("svg")!).stroke,
    ]);
    // Contrast of the chevron on its circle (WCAG's 3:1 for graphics).
    const luminance = (color: string) => {
      const [red, green, blue] = color
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number)
        .map((value) => {
          const channel = value / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
    };
    const [light, dark] = [luminance(circle), luminance(chevron)].sort((a, b) => b - a);
    expect((light! + 0.05) / (dark! + 0.05), `${chevron} on ${circle}`).toBeGreaterThanOrEqual(3);
    // The dialog's title as large as the banner's heading.
    const titleSize = await dialog.locator(".pm__title").evaluate((element) => getComputedStyle(element).fontSize);
    const bannerSize = await page.evaluate(() => {
      const probe = document.createElement("h2");
      probe.className = "consent-banner-title";
      document.body.append(probe);
      const size = getComputedStyle(probe).fontSize;
      probe.remove();
      return size;
    });
    expect(titleSize).toBe(bannerSize);
    await expectNoAxeViolations(page, "cookie preferences dialog");
  },
);

test("contact form: a fixed field loses its message at once; a sent message stays confirmed; selects show their prompt", async ({
  page,
}, testInfo) => {
  await open(page, "/contacto", testInfo);
  const form = page.locator("#contact-enquiry-form");
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  const name = form.getByLabel("Nombre completo");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  if (isJs(testInfo)) {
    // With JavaScript the message goes as soon as the field is right, before any new submit.
    await name.fill("Ana Pérez");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.locator(".field-error:not([hidden])")).toHaveCount(2);
    await expect(form.locator(".form-summary li")).toHaveCount(2);
  }
  await name.fill("Ana Pérez");
  await form.getByLabel("Correo electrónico").fill("ana@example.com");
  await form.getByLabel("Servicio de interés").selectOption("Inteligencia Artificial");
  await form.getByLabel("Mensaje").fill("Quiero automatizar la facturación.");
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  const confirmation = page.locator(".form-confirmation");
  await expect(confirmation).toContainText("¡Mensaje enviado correctamente!");
  // In view, where the visitor looks, not above the emptied form (issue 37); with JavaScript it
  // also takes the focus, so a screen reader reads it.
  await expect(confirmation).toBeInViewport();
  if (isJs(testInfo)) await expect(confirmation).toBeFocused();
  if (isJs(testInfo)) {
    // It stays: the toast goes after its 5 s, the confirmation does not.
    const toast = page.locator(".flash-toast .flash");
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: patience(6_000) });
  }
  await expect(confirmation).toBeVisible();
  // The selects show their prompt again, not an empty box.
  for (const label of ["Servicio de interés", "Número de empleados"]) {
    const select = page.locator("#contact-enquiry-form").getByLabel(label);
    await expect(select).toHaveValue("");
    expect(await select.evaluate((element: HTMLSelectElement) => element.selectedIndex), label).toBe(0);
  }
  // One note about the required fields, not two.
  await expect(page.locator("#contact-form").getByText(/obligatorio/)).toHaveCount(1);
});

test(
  "home at 1280 px: the large first card says what its service includes, as that service's page lists it, and draws no empty chart",
  { tag: "@content" },
  async ({ page }, testInfo) => {
    for (const [home, service] of [
      ["/", "/servicios/inteligencia-artificial"],
      ["/en", "/en/servicios/inteligencia-artificial"],
    ] as const) {
      await open(page, service, testInfo);
      const included = await page.locator("#incluye h3").allTextContents();
      expect(included.length, service).toBeGreaterThan(3);
      await open(page, home, testInfo);
      const lead = page.locator("#que-hacemos .bento-lead");
      await expect(lead.locator(".check-list li")).toHaveText(included);
      // The words fill the card: the chart that stood in for content is gone, and no third of the
      // card is left empty under its last line.
      const [chart, card, words] = await lead.evaluate((item) => {
        const last = item.querySelector(".card-footer") ?? item.querySelector(".check-list")!;
        return [
          getComputedStyle(item, "::after").content,
          item.getBoundingClientRect().height,
          last.getBoundingClientRect().bottom - item.getBoundingClientRect().top,
        ] as const;
      });
      expect(["none", "normal"], home).toContain(chart);
      expect(words / card, home).toBeGreaterThan(2 / 3);
    }
  },
);

test(
  "contact at 1280 px: what to expect sits beside the form, so the form's section leaves no empty third",
  { tag: "@content" },
  async ({ page }, testInfo) => {
    await open(page, "/contacto", testInfo);
    await expect(page.locator("#contact-form aside")).toBeVisible();
    const section = page.locator("#contact-form .container").first();
    const [form, aside, container] = await Promise.all([
      page.locator("#contact-enquiry-form").boundingBox(),
      page.locator("#contact-form aside").boundingBox(),
      section.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
      }),
    ]);
    // The form takes the left of the row and the aside its right: together they span the row.
    expect(form!.x - container.left).toBeLessThanOrEqual(1);
    expect(aside!.x).toBeGreaterThan(form!.x + form!.width);
    expect(container.right - (aside!.x + aside!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(aside!.y - form!.y)).toBeLessThanOrEqual(1);
  },
);

test(
  "on a phone the toast sits at the top of the screen, clear of the answer's buttons",
  { tag: "@js" },
  async ({ page }, testInfo) => {
    // At the bottom it hid the booking confirmation's "Añadir al calendario" for five seconds.
    await open(page, "/contacto", testInfo, 390);
    const form = page.locator("#contact-enquiry-form");
    await form.getByLabel("Nombre completo").fill("Ana Pérez");
    await form.getByLabel("Correo electrónico").fill("ana@example.com");
    await form.getByLabel("Mensaje").fill("Quiero automatizar la facturación.");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    const toast = page.locator(".flash-toast .flash");
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(844 / 3);
  },
);

test("phones: the column centred, the home page at most ten screens, the footer's link lists folded", async ({
  page,
}, testInfo) => {
  await open(page, "/", testInfo, 390);
  // 16 px each side (issue 37: 16 left and 48 right, a gutter kept for the chat tab).
  const gutters = await page
    .locator("main .container")
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.paddingLeft, style.paddingRight];
    });
  expect(gutters).toEqual(["16px", "16px"]);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  test
    .info()
    .annotations.push({ type: "home at 390 px", description: `${height} px, ${(height / 844).toFixed(1)} screens` });
  expect(height).toBeLessThanOrEqual(10 * 844);
  // The long card lists scroll sideways, one row each, and the keyboard can reach them.
  for (const id of ["historia", "que-hacemos", "casos"]) {
    const row = page.locator(`#${id} .phone-row`);
    await expect(row).toHaveAttribute("tabindex", "0");
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth), id).toBe(true);
  }
  // The footer's link lists fold into <details>, which open with or without JavaScript.
  const footer = page.locator("footer.site-footer");
  const services = footer.locator("details.footer-fold").first();
  await expect(services.getByRole("link").first()).toBeHidden();
  await services.locator("summary").click();
  await expect(services.getByRole("link").first()).toBeVisible();
  await expectNoAxeViolations(page, "home at 390 px, a footer list open");
  // From 768 px the same links show whole, the folded copy out of sight.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(footer.locator("details.footer-fold").first()).toBeHidden();
  await expect(footer.locator(".footer-wide").first().getByRole("link").first()).toBeVisible();
});
