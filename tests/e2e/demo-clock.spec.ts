/**
 * The demo calendar on the dates that broke tests before (issue 35): a month-end, a holiday week, the
 * booking window's last days and both DST changes. Each runs on a site of its own whose clock starts
 * at that instant (TEST_CLOCK_START, decision 195): the JavaScript calendar shows exactly the days
 * the site offers (it draws what the server sends; the browser's clock only marks "today"), month by
 * month, its
 * "next month" stops at the window's last month, and the window's last slot is booked. The
 * no-JavaScript select offers the same days. The rules themselves at these instants:
 * tests/unit/backend/booking-clock.test.ts.
 */
import { expect, test } from "@playwright/test";
import { CLOCK_CASES } from "../helpers/demo-clock";
import { waitForHydration } from "../helpers/e2e";
import { flashStatus, offeredDays, showCalendarMonth, uniqueEmail } from "../helpers/forms/e2e";
import { startSiteProcess, type SiteProcess } from "../helpers/server/site-process";

for (const { name, now } of CLOCK_CASES) {
  test.describe(`the calendar on ${name} (${now})`, () => {
    let site: SiteProcess;
    test.beforeAll(async () => {
      site = await startSiteProcess({ env: { NODE_ENV: "test", TEST_CLOCK_START: now, FORM_RATE_LIMIT: "off" } });
    });
    test.afterAll(async () => {
      await site?.stop();
      site?.cleanup();
    });

    // The browser's clock stays real: Playwright's page.clock replaces Date, and @date-fns/tz's
    // TZDate, a subclass of Date in the calendar's lazily loaded chunk, then draws a broken month.
    test(
      "shows the offered days and no other; the window's last slot is booked",
      { tag: "@js" },
      async ({ page, request }, testInfo) => {
        const days = await offeredDays(request, site.url);

        // Without JavaScript: the select offers the same days.
        const html = await (await request.get(`${site.url}/reserva-demo`)).text();
        const selectDays = [
          ...new Set([...html.matchAll(/<option value="(\d{4}-\d\d-\d\d) \d\d:\d\d"/g)].map((m) => m[1])),
        ];
        expect(selectDays).toEqual(days);

        await page.goto(`${site.url}/contacto`);
        await waitForHydration(page);
        await page.getByRole("main").getByRole("button", { name: /demo/i }).first().click();
        const dialog = page.getByRole("dialog", { name: "Agenda una demo gratuita" });
        // Month by month, from the first offered day's to the last's: open exactly the offered days.
        const months = [...new Set(days.map((day) => day.slice(0, 7)))];
        for (const month of months) {
          await showCalendarMonth(dialog, `${month}-01`);
          const open = await dialog
            .getByRole("grid")
            .locator("button[data-date]:not([aria-disabled=true])")
            .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-date")));
          expect(open, month).toEqual(days.filter((day) => day.startsWith(month)));
        }
        await expect(dialog.getByRole("button", { name: "Mes siguiente" })).toBeDisabled();

        const last = days.at(-1)!;
        await dialog.locator(`button[data-date="${last}"]`).click();
        await dialog.getByRole("radio", { name: "18:00" }).check();
        await dialog.getByLabel("Nombre completo").fill("Reloj Fijo");
        await dialog.getByLabel("Correo electrónico").fill(uniqueEmail("clock", testInfo));
        await dialog.getByLabel("Teléfono").fill("600 111 222");
        await dialog.getByRole("button", { name: "Agendar demo" }).click();
        await expect(flashStatus(page)).toContainText("¡Demo agendada correctamente!");
        const confirmation = dialog.locator(".demo-confirmation");
        await expect(confirmation).toContainText("18:00 (hora de Madrid, Europe/Madrid)");
        const availability = await request.get(`${site.url}/reserva-demo/horas-ocupadas.json`);
        expect(((await availability.json()) as { full: string[] }).full).toContain(`${last} 18:00`);
      },
    );
  });
}
