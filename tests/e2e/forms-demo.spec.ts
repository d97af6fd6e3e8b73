/**
 * Demo booking: the dialog (JavaScript) and the booking page's form (no JavaScript), the calendar
 * rules and keyboard operation, validation, success, and axe with the dialog open.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { closedDates, DEFAULT_BOOKING_RULES, offeredSlots } from "~shared/demo-open-days";
import { slotStartUtc } from "~shared/demo-slots";
import {
  expectNoReload,
  flashStatus,
  holdPosts,
  isJs,
  offeredDay,
  open,
  pickCalendarDate,
  uniqueEmail,
} from "../helpers/forms/e2e";
import { expectNoAxeViolations, waitForHydration } from "../helpers/e2e";
import { icsProperties, mailsAbout } from "../helpers/forms/mail";

const longDate = (date: string) =>
  new Intl.DateTimeFormat("es-ES", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));

/** The "add to calendar" link: a download of the booking's .ics, as it is now. */
async function expectCalendarDownload(page: Page, link: Locator, date: string, time: string) {
  await expect(link).toHaveAttribute("download", "demo.ics");
  const response = await page.request.get((await link.getAttribute("href"))!);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  expect(icsProperties(await response.text())).toMatchObject({
    METHOD: "PUBLISH",
    SEQUENCE: "0",
    DTSTART: `${date.replace(/-/g, "")}T${time.replace(":", "")}00`,
  });
}

/** Picks a date in the dialog's calendar (tests/helpers/forms/e2e.ts pickCalendarDate). */
const pickDate = (page: Page, date: string) =>
  pickCalendarDate(page.getByRole("dialog", { name: "Agenda una demo gratuita" }), date);

test("opening: a dialog with JavaScript (focus in, trapped, Escape, focus back), a link to the booking page without", async ({
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
    await expect(page).toHaveURL(/\/reserva-demo\?origen=%2F#demo-booking$/);
    await expect(page.getByRole("heading", { level: 1, name: "Agenda una demo gratuita" })).toBeVisible();
    const panel = page.locator("#demo-booking");
    await expect(panel).toContainText("Demos disponibles de lunes a viernes.");
    await expect(panel).toContainText("Europe/Madrid");
    // One native select: the coming weekdays as groups, their hours as options.
    const picker = panel.getByLabel("Día y hora");
    await expect(picker.locator("optgroup")).toHaveCount(15);
    await expect(picker.locator("optgroup").first().locator("option")).toHaveCount(11);
    const values = await picker
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    for (const value of values) expect([0, 6]).not.toContain(new Date(`${value.slice(0, 10)}T00:00:00Z`).getUTCDay());
  }
});

test("dates and times: the offered days in a calendar with its keyboard with JavaScript, a native list without", async ({
  page,
}, testInfo) => {
  if (isJs(testInfo)) {
    // The days the server would offer on Wednesday 19 June 2030 at 10:30 in Madrid (decision 175:
    // the rules run on the server; the calendar shows what it is sent, from the first day's month).
    // The browser's own clock stays real: Playwright's fake Date breaks @date-fns/tz's TZDate.
    const now = new Date("2030-06-19T08:30:00Z");
    await page.route("**/reserva-demo/horas-ocupadas.json", (route) =>
      route.fulfill({ json: { days: offeredSlots(now, DEFAULT_BOOKING_RULES), full: [] } }),
    );
    await open(page, "/", testInfo);
    await page.getByRole("main").getByRole("button", { name: /demo/i }).first().click();
    const dialog = page.getByRole("dialog", { name: "Agenda una demo gratuita" });
    await expect(dialog.locator(".demo-calendar-month")).toHaveText("junio de 2030");
    await expect(dialog.locator("th").first()).toHaveText(/^lun/);
    await expect(dialog.locator('button[data-date="2030-06-22"]')).toHaveAttribute("aria-disabled", "true"); // Saturday
    await expect(dialog.locator('button[data-date="2030-06-23"]')).toHaveAttribute("aria-disabled", "true"); // Sunday
    await expect(dialog.locator('button[data-date="2030-06-18"]')).toHaveAttribute("aria-disabled", "true"); // yesterday
    await expect(dialog.locator('button[data-date="2030-06-24"]')).toHaveAttribute("aria-disabled", "true"); // Sant Joan
    await expect(dialog.locator('button[data-date="2030-06-22"]')).toHaveAccessibleName(
      /sábado, 22 de junio de 2030, no disponible/,
    );
    await expect(dialog.getByText("Elige primero una fecha para ver las horas disponibles.")).toBeVisible();
    await expect(dialog.getByRole("radio")).toHaveCount(0);

    // A disabled day cannot be chosen.
    await dialog.locator('button[data-date="2030-06-22"]').click({ force: true });
    await expect(dialog.getByRole("radio")).toHaveCount(0);

    // Today: only the hours at least two hours ahead (13:00 to 18:00).
    await dialog.locator('button[data-date="2030-06-19"]').click();
    await expect(dialog.getByRole("radio")).toHaveCount(6);
    await expect(dialog.getByRole("radio").first()).toHaveAccessibleName("13:00");

    // Keyboard: from the 19th, → to the 20th, ↓ to the 27th, Enter chooses it: all 11 slots.
    await dialog.locator('button[data-date="2030-06-19"]').focus();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.locator('button[data-date="2030-06-20"]')).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(dialog.locator('button[data-date="2030-06-27"]')).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.locator('td:has(button[data-date="2030-06-27"])')).toHaveAttribute("aria-selected", "true");
    const slots = dialog.getByRole("radio");
    await expect(slots).toHaveCount(11);
    await expect(slots.first()).toHaveAccessibleName("08:00");
    await expect(slots.last()).toHaveAccessibleName("18:00");
    await page.keyboard.press("PageDown");
    await expect(dialog.locator(".demo-calendar-month")).toHaveText("julio de 2030");

    await dialog.getByRole("radio", { name: "15:00" }).check();
    await expect(dialog.locator(".demo-summary")).toContainText(
      "jueves, 27 de junio de 2030 a las 15:00 (hora de Madrid), 45 minutos.",
    );

    // English: the month as British English writes it, weeks still from Monday.
    await open(page, "/en", testInfo);
    await page.getByRole("main").getByRole("button", { name: /demo/i }).first().click();
    const english = page.getByRole("dialog", { name: "Book a free demo" });
    await expect(english.locator(".demo-calendar-month")).toHaveText("June 2030");
    await expect(english.locator("th").first()).toHaveText(/^Mon/);
  } else {
    const loaded = new Date();
    await open(page, "/reserva-demo", testInfo);
    const panel = page.locator("#demo-booking");
    const picker = panel.getByLabel("Día y hora");
    const values = await picker
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    const dates = [...new Set(values.map((value) => value.slice(0, 10)))];
    // The booking window: the first 15 open days (decision 175), each with its hours still ahead.
    expect(dates.length).toBe(15);
    for (const date of dates) {
      expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
      expect(closedDates(Number(date.slice(0, 4)), DEFAULT_BOOKING_RULES.closedDays).has(date)).toBe(false);
    }
    for (const value of values) {
      const [date, time] = value.split(" ");
      expect(slotStartUtc(date, time).getTime()).toBeGreaterThan(loaded.getTime() + 2 * 3_600_000 - 60_000);
    }
    const last = picker.locator("optgroup").last();
    const lastDate = longDate(dates[dates.length - 1]);
    await expect(last).toHaveAttribute("label", lastDate);
    // Each hour with its day: the closed list shows the chosen option alone (issue 30).
    await expect(last.locator("option")).toHaveText(
      ["08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00"].map(
        (time) => `${lastDate}, ${time}`,
      ),
    );
  }
});

test("booking succeeds: toast/notice with the spec's texts, form reset", async ({ page }, testInfo) => {
  if (isJs(testInfo)) {
    await open(page, "/servicios/inteligencia-artificial", testInfo);
    // On a content page the demo button is the server's link until the pointer reaches it, then the
    // live button (its code loads on intent, decision 160); the first click opens the dialog either way.
    const main = page.getByRole("main");
    await main
      .getByRole("button", { name: /demo/i })
      .or(main.getByRole("link", { name: /demo/i }))
      .first()
      .click();
    const trigger = main.getByRole("button", { name: /demo/i }).first();
    const dialog = page.getByRole("dialog", { name: "Agenda una demo gratuita" });
    const submit = dialog.getByRole("button", { name: "Agendar demo" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Nombre completo").fill("Irene Demo");
    await dialog.getByLabel("Correo electrónico").fill(uniqueEmail("demo", testInfo));
    await dialog.getByLabel("Teléfono").fill("+34 611 222 333");
    const date = await offeredDay(page.request, 5);
    await pickDate(page, date);
    await expect(submit).toBeDisabled(); // no time yet
    await dialog.getByRole("radio", { name: "10:00" }).check();
    await expect(dialog.locator(".demo-summary")).toContainText(`${longDate(date)} a las 10:00`);
    await expect(submit).toBeEnabled();
    const release = await holdPosts(page);
    await submit.click();
    await expect(dialog.getByRole("button", { name: "Agendando..." })).toBeDisabled();
    release();
    await expect(flashStatus(page)).toContainText("¡Demo agendada correctamente!");
    await expect(flashStatus(page)).toContainText("Te contactaremos pronto para confirmar la reunión.");
    // A lasting confirmation in the dialog (issue 11 item 5), focused, with "add to calendar".
    const confirmation = dialog.locator(".demo-confirmation");
    await expect(confirmation.getByRole("heading", { name: "Tu demo está reservada" })).toBeFocused();
    await expect(confirmation).toContainText(longDate(date));
    await expect(confirmation).toContainText("10:00 (hora de Madrid, Europe/Madrid)");
    await expect(confirmation).toContainText("45 minutos");
    await expect(confirmation).toContainText("Qué pasa ahora");
    await expectCalendarDownload(
      page,
      confirmation.getByRole("link", { name: "Añadir al calendario (.ics)" }),
      date,
      "10:00",
    );
    await expectNoAxeViolations(page, "demo confirmation");
    await expectNoReload(page, testInfo);
    // The toast goes after 5 s; the confirmation stays.
    await expect(flashStatus(page)).toBeEmpty();
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    // Reopened: a fresh, empty form.
    await trigger.click();
    await expect(
      page.getByRole("dialog", { name: "Agenda una demo gratuita" }).getByLabel("Nombre completo"),
    ).toHaveValue("");
  } else {
    await open(page, "/en/book-a-demo?origen=%2Fen%2Fcontact", testInfo);
    const panel = page.locator("#demo-booking");
    await panel.getByLabel("Full name").fill("Nora NoJS");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      panel.getByRole("button", { name: "Book demo" }).click(),
    ]);
    expect(response.status()).toBe(400);
    const again = page.locator("#demo-booking");
    await expect(again.locator(".form-summary")).toContainText("Please fill in all required fields");
    await expect(again.locator(".field-error:visible")).toHaveCount(3); // e-mail, phone, day and time
    await expect(again.getByLabel("Full name")).toHaveValue("Nora NoJS");

    await again.getByLabel("E-mail").fill(uniqueEmail("demo-nojs", testInfo));
    await again.getByLabel("Phone").fill("600 123 456");
    const date = await offeredDay(page.request, 6);
    await again.getByLabel("Day and time").selectOption(`${date} 12:00`);
    await again.getByRole("button", { name: "Book demo" }).click();
    // POST/redirect/GET to the booking page, still naming the visitor's page (the browser keeps the
    // #fragment across the redirect).
    await expect(page).toHaveURL(/\/en\/book-a-demo\?origen=%2Fen%2Fcontact(#demo-booking)?$/);
    await expect(flashStatus(page)).toContainText("Demo booked successfully!");
    await expect(flashStatus(page)).toContainText("We'll contact you soon to confirm the meeting.");
    // The lasting confirmation where the form was (issue 11 item 5), with "add to calendar".
    const confirmation = page.locator("#demo-booking");
    await expect(confirmation.getByRole("heading", { level: 2 })).toHaveText("Your demo is booked");
    const britishDate = new Intl.DateTimeFormat("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${date}T00:00:00Z`));
    await expect(confirmation).toContainText(britishDate);
    await expect(confirmation).toContainText("12:00 (Madrid time, Europe/Madrid)");
    await expect(confirmation).toContainText("45 minutes");
    await expectCalendarDownload(
      page,
      confirmation.getByRole("link", { name: "Add to calendar (.ics)" }),
      date,
      "12:00",
    );
    await expectNoAxeViolations(page, "demo confirmation panel");
    await confirmation.getByRole("link", { name: "Close" }).click();
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
    await pickDate(page, await offeredDay(page.request, 6));
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
    await open(page, "/reserva-demo", testInfo);
    const panel = page.locator("#demo-booking");
    await panel.getByLabel("Nombre completo").fill("Hugo");
    await panel.getByLabel("Correo electrónico").fill("hugo@example.com");
    await panel.getByLabel("Teléfono").fill("600123456");
    // Tamper with the native select as a script would: a Saturday, off the grid.
    await panel.getByLabel("Día y hora").evaluate((select) => {
      const option = document.createElement("option");
      option.value = "2031-01-04 10:30";
      option.textContent = "sábado";
      select.append(option);
      (select as HTMLSelectElement).value = "2031-01-04 10:30";
    });
    await panel.getByRole("button", { name: "Agendar demo" }).click();
    const summary = page.locator("#demo-booking .form-summary");
    await expect(summary).toContainText("Día y hora: Las demos solo están disponibles de lunes a viernes.");
    await expect(page.locator("#demo-booking").getByLabel("Nombre completo")).toHaveValue("Hugo");
  }
});

test.describe("a visitor in New York (issue 38)", () => {
  test.use({ timezoneId: "America/New_York", locale: "en-US" });

  test("sees their own time beside Madrid's: the dialog, the confirmation and the mail; without JavaScript, Madrid time", async ({
    page,
    request,
  }, testInfo) => {
    const date = await offeredDay(request, 10);
    // Madrid's 15:00 as New York's clock reads it that day (6 hours behind, 5 around the clock changes).
    const newYork = new Intl.DateTimeFormat("en-GB", {
      timeZone: "America/New_York",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(slotStartUtc(date, "15:00"));
    if (isJs(testInfo)) {
      await open(page, "/en/contact", testInfo);
      // The dialog opens on the hydrated page; the time zone is read after hydration too.
      await waitForHydration(page);
      await page.getByRole("main").getByRole("button", { name: /demo/i }).first().click();
      const dialog = page.getByRole("dialog", { name: "Book a free demo" });
      await expect(dialog).toBeVisible();
      const email = uniqueEmail("demo-ny", testInfo);
      await dialog.getByLabel("Full name").fill("Nia York");
      await dialog.getByLabel("E-mail").fill(email);
      await dialog.getByLabel("Phone").fill("+1 212 555 0100");
      await pickCalendarDate(dialog, date);
      await dialog.getByRole("radio", { name: "15:00" }).check();
      const mine = `Your time: ${newYork} (America/New_York).`;
      await expect(dialog.locator(".demo-summary")).toContainText(`15:00 (Madrid time), 45 minutes. ${mine}`);
      await dialog.getByRole("button", { name: "Book demo" }).click();
      const confirmation = dialog.locator(".demo-confirmation");
      await expect(confirmation).toContainText(`15:00 (Madrid time, Europe/Madrid) ${mine}`);
      const [mail] = await mailsAbout(email, /^Demo confirmed/);
      expect(mail.text).toContain(`15:00 (Madrid time); your time, ${newYork} (America/New_York)`);
    } else {
      await open(page, "/en/book-a-demo", testInfo);
      const panel = page.locator("#demo-booking");
      await expect(panel).toContainText("Madrid");
      await expect(panel).not.toContainText("Your time");
    }
  });
});
