/**
 * Issue 29, point 1 and issue 27, point 10, through the browser: no closed day is offered or
 * accepted, on any path a visitor has. A site of its own with a year's booking window
 * (DEMO_BOOKING_DAYS=366) and its clock set to 1 December 2026 (TEST_CLOCK_START, decision 195)
 * reaches the same holidays whatever today's date: the national one of 2026 and the national,
 * regional and local ones of 2027 (those of 2026 before then are covered by the shared rules' tests
 * with a pinned clock: tests/unit/backend/demo-slots.test.ts, schemas.test.ts). Paths:
 * the JavaScript calendar, the no-JavaScript select, the server's validation of a post, and the
 * booking's page (move) from the confirmation e-mail.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { madridToday } from "~shared/demo-slots";
import { readMail } from "../helpers/backend/mime";
import { HOLIDAYS } from "../helpers/demo-dates";
import { waitForHydration } from "../helpers/e2e";
import { isJs, showCalendarMonth, uniqueEmail } from "../helpers/forms/e2e";
import { startSiteProcess, type SiteProcess } from "../helpers/server/site-process";

/** The site's "now": a Tuesday morning a week before the Inmaculada (8 December). */
const NOW = "2026-12-01T09:00:00+01:00";
const ahead = HOLIDAYS.filter((holiday) => holiday.date > madridToday(new Date(NOW)));

let site: SiteProcess;
test.beforeAll(async () => {
  site = await startSiteProcess({
    env: { NODE_ENV: "test", TEST_CLOCK_START: NOW, DEMO_BOOKING_DAYS: "366", FORM_RATE_LIMIT: "off" },
  });
});
test.afterAll(async () => {
  await site?.stop();
  site?.cleanup();
});

test("the calendar (JavaScript) or the select (without) offers no holiday, and the open day beside it", async ({
  page,
}, testInfo) => {
  expect(ahead).toHaveLength(4);
  // With JavaScript the dialog on a page of its own; without, the booking page (decision 160).
  await page.goto(`${site.url}${isJs(testInfo) ? "/contacto" : "/reserva-demo"}`);
  if (isJs(testInfo)) {
    await waitForHydration(page);
    await page.getByRole("main").getByRole("button", { name: /demo/i }).first().click();
    const dialog = page.getByRole("dialog", { name: "Agenda una demo gratuita" });
    for (const { kind, date, open } of ahead) {
      await showCalendarMonth(dialog, date);
      const closed = dialog.locator(`button[data-date="${date}"]`);
      await expect(closed, `${kind} ${date}`).toHaveAttribute("aria-disabled", "true");
      await expect(closed, `${kind} ${date}`).toHaveAttribute("aria-label", /no disponible/);
      // A click on it chooses nothing (Playwright would wait for it to be enabled: forced).
      await closed.click({ force: true });
      await expect(dialog.getByText("Elige primero una fecha para ver las horas disponibles.")).toBeVisible();
      const openDay = dialog.locator(`button[data-date="${open}"]`);
      await expect(openDay, `${open}`).not.toHaveAttribute("aria-disabled", "true");
    }
  } else {
    const picker = page.locator("#demo-booking").getByLabel("Día y hora");
    for (const { kind, date, open } of ahead) {
      await expect(picker.locator(`option[value^="${date} "]`), `${kind} ${date}`).toHaveCount(0);
      await expect(picker.locator(`option[value^="${open} "]`), `${open}`).not.toHaveCount(0);
    }
  }
});

test("a post for a holiday is refused (400, a message on the date); the open day is booked", async ({
  request,
}, testInfo) => {
  for (const { kind, date, open } of ahead) {
    const fields = {
      intent: "demo",
      name: "Festivo",
      phone: "600 111 222",
      demo_time: isJs(testInfo) ? "13:00" : "14:00",
    };
    const refused = await request.post(`${site.url}/reserva-demo`, {
      form: { ...fields, email: uniqueEmail("festivo", testInfo), demo_date: date },
      maxRedirects: 0,
    });
    expect(refused.status(), `${kind} ${date}`).toBe(400);
    expect(await refused.text()).toContain("Ese día u hora no está disponible");
    const booked = await request.post(`${site.url}/reserva-demo`, {
      form: { ...fields, email: uniqueEmail("laborable", testInfo), demo_date: open },
      maxRedirects: 0,
    });
    expect(booked.status(), `${open}`).toBe(303);
  }
});

test("the booking's page offers no holiday to move to, and refuses a move there", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail("mover", testInfo);
  const [first] = ahead;
  const booked = await request.post(`${site.url}/reserva-demo`, {
    form: { intent: "demo", name: "Mover", email, phone: "600 111 222", demo_date: first.open, demo_time: "17:00" },
    maxRedirects: 0,
  });
  expect(booked.status()).toBe(303);
  // The manage link, from the confirmation the site wrote to its local outbox.
  const outbox = path.join(site.dataDir, "outbox");
  let link = "";
  await expect
    .poll(async () => {
      // Whole files only (the mailer writes a .tmp and renames it).
      for (const file of (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith(".eml"))) {
        const mail = readMail(await readFile(path.join(outbox, file), "utf8"));
        if (mail.to.includes(email)) link = /\/reserva-demo\/[0-9]+\.[0-9a-f]{64}/.exec(mail.text)?.[0] ?? "";
      }
      return link;
    })
    .not.toBe("");
  await page.goto(`${site.url}${link}`);
  const select = page.getByLabel("Día y hora");
  for (const { kind, date } of ahead) {
    await expect(select.locator(`option[value^="${date} "]`), `${kind} ${date}`).toHaveCount(0);
  }
  for (const { kind, date } of ahead) {
    const refused = await request.post(`${site.url}${link}`, {
      form: { intent: "demo-move", demo_slot: `${date} 10:00` },
      maxRedirects: 0,
    });
    expect(refused.status(), `${kind} ${date}`).toBe(400);
  }
});
