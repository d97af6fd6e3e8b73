/**
 * Issue 38 item 1 (decision 209) on the built site with a real CalDAV server (Radicale): a busy
 * period of the host's calendar hides the slots it overlaps in the calendar's data, the no-JavaScript
 * page and the move page, and a post for one is refused as taken; /healthz says how the calendar
 * reads; with the server down the site keeps offering slots and answering.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { offeredDayAhead } from "../helpers/demo-dates";
import { readMail } from "../helpers/backend/mime";
import { busyEvent, startRadicale, type RadicaleServer } from "../helpers/server/radicale";
import { startSiteProcess, type SiteProcess } from "../helpers/server/site-process";
import { patience } from "../helpers/patience";
import { slotStartUtc } from "~shared/demo-slots";

const DAY = offeredDayAhead(6);
let radicale: RadicaleServer;
let site: SiteProcess;

test.beforeAll(async () => {
  radicale = await startRadicale();
  // 10:30-11:15 Madrid: the 10:00 and 11:00 demos (45 minutes) overlap it, 09:00 and 12:00 do not.
  const start = new Date(slotStartUtc(DAY, "10:00").getTime() + 30 * 60_000);
  await radicale.putEvent("dentist", busyEvent("dentist", start, new Date(start.getTime() + 45 * 60_000)));
  site = await startSiteProcess({
    env: {
      CALDAV_URL: radicale.url,
      CALDAV_USERNAME: radicale.user,
      CALDAV_PASSWORD: "app-password",
      CALDAV_CALENDAR: "Demos",
      // Every request reads the calendar afresh: the test stops the server between two.
      CALDAV_CACHE_SECONDS: "0",
      // A safety net on a loaded machine: a stopped server refuses at once, it is not waited for.
      CALDAV_TIMEOUT_MS: String(patience(2_000)),
      FORM_RATE_LIMIT: "off",
      SITE_URL: "http://rts.test",
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  site?.cleanup();
  await radicale?.remove();
});

const url = (pathname: string) => `${site.url}${pathname}`;

async function full(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(url("/reserva-demo/horas-ocupadas.json"));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { full: string[] }).full;
}

async function book(request: APIRequestContext, time: string, email: string) {
  return request.post(url("/contacto?demo=1"), {
    form: { intent: "demo", name: "Ana Host", email, phone: "600 111 222", demo_date: DAY, demo_time: time },
    maxRedirects: 0,
  });
}

/** The manage link of the confirmation the site wrote to its outbox folder for `email`. */
async function manageLink(email: string): Promise<string> {
  const folder = path.join(site.dataDir, "outbox");
  let link = "";
  await expect
    .poll(async () => {
      // Whole messages only: the mailer writes each as a .tmp file, then renames it.
      for (const file of (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".eml"))) {
        const mail = readMail(await readFile(path.join(folder, file), "utf8"));
        if (mail.to.includes(email) && /^Demo confirmada/.test(mail.subject)) {
          link = /http:\/\/rts\.test(\/reserva-demo\/[\w.]+)/.exec(mail.text)?.[1] ?? "";
        }
      }
      return link;
    })
    .not.toBe("");
  return link;
}

test("busy in the host's calendar: not offered, refused when posted; down: offered as before", async ({ request }) => {
  expect(await full(request)).toEqual(expect.arrayContaining([`${DAY} 10:00`, `${DAY} 11:00`]));
  expect(await full(request)).not.toContain(`${DAY} 09:00`);
  expect(await full(request)).not.toContain(`${DAY} 12:00`);
  expect(await (await request.get(url("/healthz"))).json()).toEqual({ status: "ok", hostCalendar: "ok" });

  // The no-JavaScript page draws them taken.
  const page = await (await request.get(url("/reserva-demo"))).text();
  expect(page).toMatch(new RegExp(`<option value="${DAY} 10:00" disabled="">`));
  expect(page).toMatch(new RegExp(`<option value="${DAY} 09:00">`));

  // A page drawn before the host got busy: the post is refused as taken, nothing is stored.
  expect((await book(request, "10:00", "late@example.com")).status()).toBe(409);
  // The move page: the busy hours are taken there too, and a move to one is refused.
  expect((await book(request, "14:00", "mover@example.com")).status()).toBe(303);
  const manage = await manageLink("mover@example.com");
  const managePage = await (await request.get(url(manage))).text();
  expect(managePage).toMatch(new RegExp(`<option value="${DAY} 11:00" disabled="">`));
  const moveTo = (slot: string) =>
    request.post(url(manage), { form: { intent: "demo-move", demo_slot: `${DAY} ${slot}` }, maxRedirects: 0 });
  expect((await moveTo("11:00")).status()).toBe(409);
  // Booked, then moved: the host's calendar has the event at the new time (decision 209), and the
  // site's own event hides nothing by itself (14:00 is free again).
  const ours = async () =>
    (await radicale.events()).filter((event) => event.ics.includes("X-RTS-DEMO-BOOKING:1")).map((event) => event.ics);
  await expect.poll(async () => (await ours()).join()).toContain(`${DAY.replace(/-/g, "")}T140000`);
  expect((await moveTo("15:00")).status()).toBe(303);
  await expect.poll(async () => (await ours()).join()).toContain(`${DAY.replace(/-/g, "")}T150000`);
  expect(await ours()).toHaveLength(1);
  expect(await full(request)).not.toContain(`${DAY} 14:00`);
  expect(await full(request)).toContain(`${DAY} 15:00`);
  const cancel = await request.post(url(manage), { form: { intent: "demo-cancel" }, maxRedirects: 0 });
  expect(cancel.status()).toBe(303);
  await expect.poll(async () => (await ours()).length).toBe(0);

  // The server goes down: slots are offered as without it, the site answers, /healthz says so.
  await radicale.stop();
  try {
    expect(await full(request)).not.toContain(`${DAY} 10:00`);
    expect((await request.get(url("/reserva-demo"))).status()).toBe(200);
    expect(await (await request.get(url("/healthz"))).json()).toEqual({ status: "ok", hostCalendar: "unreadable" });
    expect(site.output()).toContain('"event":"host_calendar.unreadable"');
    expect(site.output()).not.toContain("app-password");
  } finally {
    await radicale.restart();
  }
  expect(await full(request)).toContain(`${DAY} 10:00`);
});
