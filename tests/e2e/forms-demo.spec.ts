/**
 * Demo booking: the dialog (JavaScript) and the server-rendered panel (no JavaScript), the calendar
 * rules and keyboard operation, validation, success, and axe with the dialog open.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoReload, flashStatus, holdPosts, isJs, open, uniqueEmail, weekdayAhead } from "../helpers/forms/e2e";
import { expectNoAxeViolations } from "../helpers/e2e";

// axe copies and multi-step flows need more than 30 s when the shared machine is busy.
test.describe.configure({ timeout: 90_000 });

const longDate = (date: string) =>
  new Intl.DateTimeFormat("es-ES", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));

/** Picks a date in the calendar, moving month by month. */
async function pickDate(page: Page, date: string) {
  const dialog = page.getByRole("dialog", { name: "Agenda una demo gratuita" });
  for (let step = 0; step < 3; step += 1) {
    const day = dialog.locator(`button[data-date="${date}"]`);
    if (await day.count()) {
      await day.click();
      return;
    }
    await dialog.getByRole("button", { name: "Mes siguiente" }).click();
  }
  throw new Error(`date ${date} not reachable`);
}

test("opening: a dialog with JavaScript (focus in, trapped, Escape, focus back), a link to the page's form without", async ({
  page,
}, testInfo) => {
  if (isJs(testInfo)) {
    await open(page, "/contacto", testInfo);
    const trigger = page.getByRole("main").getByRole("button", { name: /demo/i }).first();
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Agenda una demo gratuita" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await expect(dialog).toContainText("Demos disponibles de lunes a viernes.");
    await expect(dialog).toContainText("Todas las horas son de Madrid (Europe/Madrid).");
    await expectNoAxeViolations(page, "demo dialog open");
    for (let index = 0; index < 40; index += 1) await page.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  } else {
    await open(page, "/", testInfo);
    await page.getByRole("main").getByRole("link", { name: /demo/i }).first().click();
    await expect(page).toHaveURL(/\/\?demo=1#demo-booking$/);
    const panel = page.locator("#demo-booking");
    await expect(panel.getByRole("heading", { name: "Agenda una demo gratuita" })).toBeVisible();
    await expect(panel).toContainText("Demos disponibles de lunes a viernes.");
    await expect(panel).toContainText("Europe/Madrid");
    const dates = panel.getByLabel("Fecha").locator("option");
    expect(await dates.count()).toBeGreaterThan(10);
    const values = await dates.evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
    );
    for (const value of values) expect([0, 6]).not.toContain(new Date(`${value}T00:00:00Z`).getUTCDay());
    await expect(panel.getByLabel("Hora").locator("option")).toHaveCount(12); // prompt + 11 slots
  }
});

test("dates and times: calendar rules and keyboard with JavaScript, native weekday/time lists without", async ({
  page,
}, testInfo) => {
  if (isJs(testInfo)) {
    // Wednesday 5 June 2030, 10:30 in Madrid (08:30 UTC): the browser's clock only.
    await page.clock.setFixedTime(new Date("2030-06-05T08:30:00Z"));
    await open(page, "/", testInfo);
    await page.getByRole("main").getByRole("button", { name: /demo/i }).first().click();
    const dialog = page.getByRole("dialog", { name: "Agenda una demo gratuita" });
    await expect(dialog.locator(".demo-calendar-month")).toHaveText("junio de 2030");
    await expect(dialog.locator("th").first()).toHaveText(/^lun/);
    await expect(dialog.locator('button[data-date="2030-06-08"]')).toHaveAttribute("aria-disabled", "true"); // Saturday
    await expect(dialog.locator('button[data-date="2030-06-09"]')).toHaveAttribute("aria-disabled", "true"); // Sunday
    await expect(dialog.locator('button[data-date="2030-06-04"]')).toHaveAttribute("aria-disabled", "true"); // yesterday
    await expect(dialog.locator('button[data-date="2030-06-08"]')).toHaveAccessibleName(
      /sábado, 8 de junio de 2030, no disponible/,
    );
    await expect(dialog.getByText("Elige primero una fecha para ver las horas disponibles.")).toBeVisible();
    await expect(dialog.getByRole("radio")).toHaveCount(0);

    // A disabled day cannot be chosen.
    await dialog.locator('button[data-date="2030-06-08"]').click({ force: true });
    await expect(dialog.getByRole("radio")).toHaveCount(0);

    // Today: only the hours still ahead (11:00 to 18:00).
    await dialog.locator('button[data-date="2030-06-05"]').click();
    await expect(dialog.getByRole("radio")).toHaveCount(8);
    await expect(dialog.getByRole("radio").first()).toHaveAccessibleName("11:00");

    // Keyboard: from the 5th, → to the 6th, ↓ to the 13th, Enter chooses it: all 11 slots.
    await dialog.locator('button[data-date="2030-06-05"]').focus();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.locator('button[data-date="2030-06-06"]')).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(dialog.locator('button[data-date="2030-06-13"]')).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.locator('td:has(button[data-date="2030-06-13"])')).toHaveAttribute("aria-selected", "true");
    const slots = dialog.getByRole("radio");
    await expect(slots).toHaveCount(11);
    await expect(slots.first()).toHaveAccessibleName("08:00");
    await expect(slots.last()).toHaveAccessibleName("18:00");
    await page.keyboard.press("PageDown");
    await expect(dialog.locator(".demo-calendar-month")).toHaveText("julio de 2030");

    await dialog.getByRole("radio", { name: "15:00" }).check();
    await expect(dialog.locator(".demo-summary")).toContainText(
      "jueves, 13 de junio de 2030 a las 15:00 (hora de Madrid), 45 minutos.",
    );
  } else {
    await open(page, "/contacto?demo=1", testInfo);
    const panel = page.locator("#demo-booking");
    const values = await panel
      .getByLabel("Fecha")
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
    expect(values.length).toBe(15);
    for (const value of values) {
      expect([0, 6]).not.toContain(new Date(`${value}T00:00:00Z`).getUTCDay());
      expect(value > today).toBe(true); // so no past hour of today is ever offered
    }
    await expect(panel.getByLabel("Hora").locator("option")).toHaveText([
      "Elige una hora",
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
    ]);
  }
});

test("booking succeeds: toast/notice with the spec's texts, form reset", async ({ page }, testInfo) => {
  if (isJs(testInfo)) {
    await open(page, "/servicios/inteligencia-artificial", testInfo);
    const trigger = page.getByRole("main").getByRole("button", { name: /demo/i }).first();
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Agenda una demo gratuita" });
    const submit = dialog.getByRole("button", { name: "Agendar demo" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Nombre completo").fill("Irene Demo");
    await dialog.getByLabel("Correo electrónico").fill(uniqueEmail("demo", testInfo));
    await dialog.getByLabel("Teléfono").fill("+34 611 222 333");
    const date = weekdayAhead(8);
    await pickDate(page, date);
    await expect(submit).toBeDisabled(); // no time yet
    await dialog.getByRole("radio", { name: "10:00" }).check();
    await expect(dialog.locator(".demo-summary")).toContainText(`${longDate(date)} a las 10:00`);
    await expect(submit).toBeEnabled();
    const release = await holdPosts(page);
    await submit.click();
    await expect(dialog.getByRole("button", { name: "Agendando..." })).toBeDisabled();
    release();
    await expect(flashStatus(page)).toContainText("¡Demo agendado correctamente!");
    await expect(flashStatus(page)).toContainText("Te contactaremos pronto para confirmar la reunión.");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expectNoAxeViolations(page, "demo success toast");
    await expectNoReload(page, testInfo);
    // The toast goes after 5 s.
    await expect(flashStatus(page)).toBeEmpty({ timeout: 8_000 });
    // Reopened: a fresh, empty form.
    await trigger.click();
    await expect(
      page.getByRole("dialog", { name: "Agenda una demo gratuita" }).getByLabel("Nombre completo"),
    ).toHaveValue("");
  } else {
    await open(page, "/en/contacto?demo=1", testInfo);
    const panel = page.locator("#demo-booking");
    await panel.getByLabel("Full name").fill("Nora NoJS");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      panel.getByRole("button", { name: "Book demo" }).click(),
    ]);
    expect(response.status()).toBe(400);
    const again = page.locator("#demo-booking");
    await expect(again.locator(".form-summary")).toContainText("Please fill in all required fields");
    await expect(again.locator(".field-error:visible")).toHaveCount(4);
    await expect(again.getByLabel("Full name")).toHaveValue("Nora NoJS");

    await again.getByLabel("E-mail").fill(uniqueEmail("demo-nojs", testInfo));
    await again.getByLabel("Phone").fill("600 123 456");
    await again.getByLabel("Date").selectOption({ index: 3 });
    await again.getByLabel("Time").selectOption("12:00");
    await again.getByRole("button", { name: "Book demo" }).click();
    // POST/redirect/GET to the page without ?demo=1 (the browser keeps the #fragment across the redirect).
    await expect(page).toHaveURL(/\/en\/contacto(#demo-booking)?$/);
    await expect(flashStatus(page)).toContainText("Demo booked successfully!");
    await expect(flashStatus(page)).toContainText("We'll contact you soon to confirm the meeting.");
    await expect(page.locator("#demo-booking")).toHaveCount(0);
  }
});

test("validation: the server's messages, values kept; weekends and off-grid times refused", async ({
  page,
}, testInfo) => {
  if (isJs(testInfo)) {
    await open(page, "/contacto", testInfo);
    await page.getByRole("main").getByRole("button", { name: /demo/i }).first().click();
    const dialog = page.getByRole("dialog", { name: "Agenda una demo gratuita" });
    await dialog.getByLabel("Nombre completo").fill("Pablo");
    await dialog.getByLabel("Correo electrónico").fill("pablo@");
    await dialog.getByLabel("Teléfono").fill("abc");
    await pickDate(page, weekdayAhead(9));
    await dialog.getByRole("radio").first().check();
    await dialog.getByRole("button", { name: "Agendar demo" }).click();
    const summary = dialog.locator(".form-summary");
    await expect(summary).toContainText("Revisa los campos marcados");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Teléfono: Introduce un teléfono válido");
    await expect(dialog.getByLabel("Correo electrónico")).toHaveValue("pablo@");
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "demo dialog with errors");
  } else {
    await open(page, "/contacto?demo=1", testInfo);
    const panel = page.locator("#demo-booking");
    await panel.getByLabel("Nombre completo").fill("Hugo");
    await panel.getByLabel("Correo electrónico").fill("hugo@example.com");
    await panel.getByLabel("Teléfono").fill("600123456");
    // Tamper with the native selects as a script would.
    await panel.getByLabel("Fecha").evaluate((select) => {
      const option = document.createElement("option");
      option.value = "2031-01-04"; // a Saturday
      option.textContent = "sábado";
      select.append(option);
      (select as HTMLSelectElement).value = "2031-01-04";
    });
    await panel.getByLabel("Hora").evaluate((select) => {
      const option = document.createElement("option");
      option.value = "10:30";
      option.textContent = "10:30";
      select.append(option);
      (select as HTMLSelectElement).value = "10:30";
    });
    await panel.getByRole("button", { name: "Agendar demo" }).click();
    const summary = page.locator("#demo-booking .form-summary");
    await expect(summary).toContainText("Fecha: Las demos solo están disponibles de lunes a viernes.");
    await expect(summary).toContainText("Hora: Elige una de las horas disponibles (en punto, de 08:00 a 18:00).");
  }
});
