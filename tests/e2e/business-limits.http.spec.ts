/**
 * Issue 36 item 2 against the built site: a booking's manage link reaches only its e-mail address
 * (never the page or the JSON answer), its calendar file answers at both languages' addresses, and
 * moves and cancellations count against an allowance per booking and per visitor, answered 429 with
 * a page in the visitor's language that keeps the chosen slot; a burst of moves is one mail.
 */
import { expect, test } from "@playwright/test";
import { offeredDates } from "../helpers/demo-dates";
import { mailsWrittenTo } from "../helpers/forms/outbox";
import { startSiteProcess, type SiteProcess } from "../helpers/server/site-process";

let site: SiteProcess;

test.beforeAll(async () => {
  site = await startSiteProcess({ env: { TRUST_PROXY: "loopback", OUTBOX_INTERVAL_MS: "0" } });
});

test.afterAll(async () => {
  await site?.stop("SIGKILL");
  site?.cleanup();
});

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
const ENHANCED = { "Sec-Fetch-Dest": "empty" };

function send(
  pathname: string,
  visitor: string,
  fields?: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${site.url}${pathname}`, {
    method: fields ? "POST" : "GET",
    headers: { ...(fields ? urlencoded : {}), "X-Forwarded-For": visitor, ...headers },
    body: fields ? new URLSearchParams(fields).toString() : undefined,
    redirect: "manual",
  });
}

const [, , , dayA, dayB, dayC] = offeredDates();

async function book(email: string, visitor: string, date: string, time: string, enhanced = false) {
  // With JavaScript the form posts through Remix's fetcher: a single-fetch data request (decision 190).
  const answer = await send(
    enhanced ? "/reserva-demo.data" : "/reserva-demo",
    visitor,
    { intent: "demo", name: "Ana Límites", email, phone: "+34 600 444 555", demo_date: date, demo_time: time },
    enhanced ? ENHANCED : {},
  );
  await expect.poll(async () => (await mailsWrittenTo(email, site.dataDir)).length).toBeGreaterThan(0);
  const manage = /\/reserva-demo\/([\w.-]+)/.exec((await mailsWrittenTo(email, site.dataDir))[0]!.text)![1]!;
  return { answer, manage };
}

test("the manage link reaches only the e-mail address; the calendar file answers in both languages", async () => {
  const email = `enlace.${Date.now()}@example.com`;
  const { answer, manage } = await book(email, "198.51.100.10", dayA, "09:00", true);
  expect(answer.status).toBe(200);
  // The answer is a turbo-stream of the action's data: the booking's token is in it, the manage link is not.
  const data = await answer.text();
  expect(data).not.toContain(manage);
  const calendarToken = /\b\d+\.[0-9a-f]{64}\b/.exec(data)?.[0] ?? "";
  expect(calendarToken).toMatch(/^\d+\.[0-9a-f]{64}$/);
  expect(calendarToken).not.toBe(manage);
  // The calendar token opens the .ics, at the Spanish and the English address, and nothing else.
  for (const address of [`/reserva-demo/${calendarToken}/demo.ics`, `/en/book-a-demo/${calendarToken}/demo.ics`]) {
    const ics = await send(address, "198.51.100.10");
    expect(ics.status, address).toBe(200);
    const text = await ics.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text).not.toContain(manage);
  }
  expect((await send(`/reserva-demo/${calendarToken}`, "198.51.100.10")).status).toBe(403);
  expect((await send(`/en/book-a-demo/${manage}/demo.ics`, "198.51.100.10")).status).toBe(200);

  // Without JavaScript: the page after the redirect shows the panel, without the manage link.
  const other = `enlace.nojs.${Date.now()}@example.com`;
  const noJs = await book(other, "198.51.100.11", dayA, "10:00");
  expect(noJs.answer.status).toBe(303);
  const cookie = noJs.answer.headers.get("set-cookie")!.split(";")[0]!;
  const page = await send(noJs.answer.headers.get("location")!, "198.51.100.11", undefined, { Cookie: cookie });
  const html = await page.text();
  expect(html).toContain("/demo.ics");
  expect(html).not.toContain(noJs.manage);
  expect(decodeURIComponent(cookie)).not.toContain(noJs.manage.split(".")[1]);
});

test("moves and cancellations: an allowance per booking and per visitor, a 429 page that keeps the slot, one mail for a burst", async () => {
  const email = `mueve.${Date.now()}@example.com`;
  const visitor = "198.51.100.20";
  const { manage } = await book(email, visitor, dayB, "09:00");
  const statuses: number[] = [];
  let refusal: Response | undefined;
  for (let n = 0; n < 24; n += 1) {
    const slot = `${dayC} ${n % 2 === 0 ? "10:00" : "11:00"}`;
    const answer = await send(`/reserva-demo/${manage}`, visitor, { intent: "demo-move", demo_slot: slot });
    statuses.push(answer.status);
    if (answer.status === 429 && !refusal) refusal = answer;
    else await answer.arrayBuffer();
  }
  // BOOKING_CHANGE_LIMIT's default: 5 an hour.
  expect(statuses.filter((status) => status === 303)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(19);
  expect(Number(refusal!.headers.get("retry-after"))).toBeGreaterThan(60);
  const page = await refusal!.text();
  expect(page).toContain('lang="es"');
  expect(page).toContain("Has cambiado esta reserva varias veces en poco tiempo");
  // The slot chosen is still chosen (the sixth move's).
  expect(page).toMatch(new RegExp(`<option value="${dayC} 11:00" selected=""`));
  // One mail for the burst: the confirmation and the first move's update now, the rest waits as one.
  const sent = (await mailsWrittenTo(email, site.dataDir)).length;
  expect(sent).toBe(2);
  test
    .info()
    .annotations.push({ type: "e-mails to the visitor after 24 moves", description: `${sent} sent, 1 waiting` });

  // In English, on the English address, for the same visitor (over its own allowance by now) and
  // another booking: refused too.
  const second = await book(`mueve.dos.${Date.now()}@example.com`, visitor, dayB, "12:00");
  const english = await send(`/en/book-a-demo/${second.manage}`, visitor, { intent: "demo-cancel" });
  expect(english.status).toBe(429);
  expect(await english.text()).toContain("You have changed this booking several times");
  // Another visitor with its own link is not limited by this one.
  const third = await book(`mueve.tres.${Date.now()}@example.com`, "198.51.100.21", dayB, "13:00");
  expect((await send(`/reserva-demo/${third.manage}`, "198.51.100.21", { intent: "demo-cancel" })).status).toBe(303);
});
