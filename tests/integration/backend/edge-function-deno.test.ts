/**
 * The real send-notification function under real Deno (the `deno` npm package), against a real
 * PostgreSQL wire protocol (PGlite behind @electric-sql/pglite-socket) and a real SMTP server.
 * Deno fetches its npm: imports from the registry npm uses, trusting the certificates npm trusts
 * (scripts/deno.mjs), on first run (then from its cache); `npm test` fetches them first
 * (`functions:check`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { DENO_BIN, denoEnvironment } from "../../../scripts/deno.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manageTokenFor } from "../../helpers/backend/booking-links";
import { HOLIDAYS, offeredDates as offeredDatesAt } from "../../helpers/demo-dates";
import { CLOCK_CASES } from "../../helpers/demo-clock";
import { silentMailServer } from "../../helpers/backend/silent-smtp";
import { madridToday } from "~shared/demo-slots";
import { openPglite, type PgliteConnection } from "~/services/backend/pglite.server";
import { freshDataDir, removeDir } from "../../helpers/backend/pglite-template";
import { startSmtpSink, type SmtpSink } from "../../helpers/backend/smtp-sink";
import { patience, SLOW_TEST_TIMEOUT_MS, START_TIMEOUT_MS } from "../../helpers/patience";
import { NEWSLETTER_ANSWER_MS } from "~shared/newsletter-answer";
import { signToken } from "~shared/newsletter-links";

const FUNCTION_DIR = path.resolve("supabase/functions/send-notification");
/**
 * The day every function in this file takes for today (TEST_CLOCK_START, decision 195): Christmas
 * week of 2026, so the dates booked and the holidays refused never depend on today's date.
 */
const CLOCK_START = CLOCK_CASES.find((clock) => clock.name === "a holiday week")!.now;
const offeredDates = () => offeredDatesAt(new Date(CLOCK_START));
/**
 * How far apart the fastest answers of two newsletter address states may fall when both wait for the
 * same moment (decision 247): 0.6-1.8 ms here (nine runs of 8 of each, load average 9-12); the net
 * is ten times 1 ms. Without the wait, every answer came under 80 ms, the fastest 9-10 ms apart.
 */
const SAME_MOMENT_SPREAD_MS = patience(1);

let dataDir: string;
let db: PgliteConnection;
let socketServer: PGLiteSocketServer;
let sink: SmtpSink;
let dbPort: number;
let fn: DenoFunction;
let baseUrl: string;

type DenoFunction = { url: string; output(): string; stop(): Promise<void> };

/**
 * The function under real Deno on a free loopback port, with `EdgeRuntime.waitUntil` defined the way
 * Supabase's runtime defines it (a preload that records each promise handed to it).
 */
async function startFunction(env: Record<string, string>): Promise<DenoFunction> {
  let output = "";
  const child: ChildProcess = spawn(
    DENO_BIN,
    [
      "run",
      "--config",
      path.join(FUNCTION_DIR, "deno.json"),
      "--allow-net=127.0.0.1",
      "--allow-env",
      "--allow-sys",
      "--allow-read",
      "--preload",
      path.resolve("tests/helpers/backend/edge-runtime.ts"),
      path.join(FUNCTION_DIR, "index.ts"),
    ],
    {
      env: {
        // Only what Deno needs from this process: the registry, certificates and cache it downloads with.
        ...denoEnvironment({
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DENO_DIR: process.env.DENO_DIR,
          DENO_CERT: process.env.DENO_CERT,
          DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE,
          NPM_CONFIG_REGISTRY: process.env.NPM_CONFIG_REGISTRY,
          npm_config_registry: process.env.npm_config_registry,
          npm_config_cafile: process.env.npm_config_cafile,
        }),
        SUPABASE_DB_URL: `postgres://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
        DB_POOL_MAX: "1",
        NOTIFY_EMAIL_TO: "leads@rts.test",
        MAIL_FROM: "RTS <no-reply@rts.test>",
        SITE_URL: "https://www.rts.test",
        SESSION_SECRET: "edge-function-test-secret-0123456789abcdef",
        SEND_NOTIFICATION_PORT: "0",
        TEST_CLOCK_START: CLOCK_START,
        // The identity the site reads from identity.yaml, given to the function as settings (decision 210).
        COMPANY_LEGAL_NAME: "Ejemplo Consultores, S.L.",
        COMPANY_STREET: "Calle Ejemplo, 1",
        COMPANY_POSTAL_CODE: "46001",
        ...env,
      } as unknown as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Deno did not start in ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"event":"listening","port":(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`Deno exited with ${code}:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

beforeAll(async () => {
  dataDir = await freshDataDir();
  db = await openPglite(path.join(dataDir, "pglite"));
  socketServer = new PGLiteSocketServer({ db: db.db, host: "127.0.0.1", port: 0, maxConnections: 4 });
  await socketServer.start();
  dbPort = Number(socketServer.getServerConn().split(":").pop());
  sink = await startSmtpSink();
  // A window of a year of open days (DEMO_BOOKING_DAYS) reaches the holidays of 2027 the closed-day test books.
  fn = await startFunction({ SMTP_URL: sink.url, DEMO_BOOKING_DAYS: "366" });
  baseUrl = fn.url;
});

afterAll(async () => {
  await fn?.stop();
  await sink?.close();
  await socketServer?.stop();
  await db?.close();
  if (dataDir) removeDir(dataDir);
});

async function post(body: unknown, url = baseUrl): Promise<{ status: number; json: unknown; headers: Headers }> {
  const response = await fetch(`${url}/send-notification`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer anon-key" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json(), headers: response.headers };
}

async function count(table: string): Promise<number> {
  const rows = await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
  return rows[0].n;
}

describe("send-notification under Deno", () => {
  it("answers the CORS preflight", async () => {
    const response = await fetch(`${baseUrl}/send-notification`, { method: "OPTIONS" });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toContain("apikey");
    await response.text();
  });

  it("stores a valid demo booking and mails the company and the visitor (with the .ics)", async () => {
    const [, date] = offeredDates();
    const { status, json, headers } = await post({
      type: "demo",
      data: {
        name: "Núria Camps",
        email: "nuria@pyme.test",
        phone: "+34 600 111 222",
        company: "",
        demo_date: date,
        demo_time: "11:00",
      },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ error: null, booking: { date, time: "11:00" } });
    const calendarToken = (json as { booking: { token: string } }).booking.token;
    expect(calendarToken).toMatch(/^\d+\.[0-9a-f]{64}$/);
    // The answer carries the calendar token only; the manage link is the e-mail's (decision 202).
    const token = await manageTokenFor(calendarToken, "edge-function-test-secret-0123456789abcdef");
    expect(headers.get("access-control-allow-origin")).toBe("*");
    const rows = await db.query<{ name: string; demo_date: string }>(
      "select name, demo_date::text as demo_date from public.demo_bookings",
    );
    expect(rows).toEqual([{ name: "Núria Camps", demo_date: date }]);
    await sink.waitFor(2);
    const company = sink.messages.find((m) => m.envelopeTo.includes("leads@rts.test"))!;
    expect(company.subject).toBe(`Nueva demo: ${date} a las 11:00`);
    expect(company.replyTo).toBe("nuria@pyme.test");
    const visitor = sink.messages.find((m) => m.envelopeTo.includes("nuria@pyme.test"))!;
    expect(
      visitor.attachments.some(
        (a) =>
          a.filename === "demo.ics" &&
          a.content.includes(`DTSTART;TZID=Europe/Madrid:${date.replace(/-/g, "")}T110000`),
      ),
    ).toBe(true);
    // The same template as the site's: lang, the legal footer, Auto-Submitted, the invitation as a part.
    expect(visitor.html).toMatch(/<html[^>]* lang="es"/);
    expect(visitor.text.replace(/\r\n/g, "\n")).toContain(
      "Ejemplo Consultores, S.L.\nCalle Ejemplo, 1, 46001 Valencia, España",
    );
    expect(visitor.headers.get("auto-submitted")).toBe("auto-generated");
    expect(visitor.attachments.find((a) => /^text\/calendar/i.test(a.contentType))?.contentType).toMatch(
      /method=REQUEST/i,
    );
    expect(company.attachments.some((a) => a.filename === "demo.ics")).toBe(true);
    expect(visitor.text).toContain(`https://www.rts.test/reserva-demo/${token}`);

    // The slot is taken: a second booking is answered 409 "slot-taken" and stores nothing.
    const second = await post({
      type: "demo",
      data: { name: "Otra", email: "otra@pyme.test", phone: "600 111 222", demo_date: date, demo_time: "11:00" },
    });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ error: { code: "slot-taken" } });

    // The signed link through the function: a tampered token is refused 403; the real one cancels.
    const tampered = await post({ action: "demo-cancel", token: `${token.slice(0, -2)}xx` });
    expect(tampered).toMatchObject({ status: 403, json: { ok: false, reason: "invalid-link" } });
    const cancelled = await post({ action: "demo-cancel", token });
    expect(cancelled).toMatchObject({ status: 200, json: { ok: true, booking: { status: "cancelled", sequence: 1 } } });
    // The company's invitation too: two mails for the booking, two for the cancellation.
    await sink.waitFor(4);
    const cancellation = sink.messages.filter((m) => m.envelopeTo.includes("nuria@pyme.test")).at(-1)!;
    const ics = cancellation.attachments.find((a) => a.filename === "demo.ics")?.content ?? "";
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("SEQUENCE:1");
    expect(await post({ action: "demo-lookup", token })).toMatchObject({
      status: 200,
      json: { ok: true, booking: { status: "cancelled" } },
    });
  });

  it("queues the reminder as the site does, withdraws it on cancel, and sends due mail on a scheduled call (issue 38)", async () => {
    const date = offeredDates()[4];
    const mailsBefore = sink.messages.length;
    const { status, json } = await post({
      type: "demo",
      data: { name: "Pau Recorda", email: "pau@pyme.test", phone: "600 333 444", demo_date: date, demo_time: "15:00" },
    });
    expect(status).toBe(200);
    // The answer carries a calendar-only token; cancelling takes the e-mail's manage link (decision 202).
    const calendarToken = (json as { booking: { token: string } }).booking.token;
    const token = await manageTokenFor(calendarToken, "edge-function-test-secret-0123456789abcdef");
    const reminders = () =>
      db.query<{ status: string }>(
        "select o.status from public.notification_outbox o join public.demo_bookings b on b.id = o.lead_id where b.email = 'pau@pyme.test' and o.kind = 'visitor-reminder'",
      );
    expect(await reminders()).toEqual([{ status: "pending" }]);
    expect(await post({ action: "demo-cancel", token })).toMatchObject({ status: 200, json: { ok: true } });
    expect(await reminders()).toEqual([]);
    // The pg_cron call of docs/backend.md: a pass over what is due, answered once it is done.
    expect(await post({ type: "outbox-dispatch" })).toMatchObject({ status: 200, json: { error: null } });
    // Its four mails (confirmation and notice, cancellation and notice) are in before the next test counts.
    await sink.waitFor(mailsBefore + 4);
  });

  it("answers 4xx for invalid requests and stores nothing", async () => {
    const before = {
      contact: await count("contact_messages"),
      outbox: await count("notification_outbox"),
      mails: sink.messages.length,
    };
    const invalid = await post({
      type: "contact",
      data: { name: "Eve\r\nBcc: x@y.test", email: "not-an-email", message: "" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({ error: { code: "invalid" } });
    expect((invalid.json as { error: { message: string } }).error.message).toMatch(/data\.email: email/);
    expect((await post("{not json")).status).toBe(400);
    expect((await post({ type: "newsletter" })).status).toBe(400);
    expect(await count("contact_messages")).toBe(before.contact);
    expect(await count("notification_outbox")).toBe(before.outbox);
    expect(sink.messages.length).toBe(before.mails);
  });

  it("records a cookie choice (random id, categories, revision; nothing else) and refuses a malformed one", async () => {
    const data = {
      consent_id: "6f1c1b2e-8d3a-4c55-9a77-0c2a9e4b1d10",
      categories: ["necessary", "analytics"],
      revision: 0,
      lang: "en",
    };
    expect(await post({ type: "cookie-consent", data })).toMatchObject({ status: 200, json: { error: null } });
    expect((await post({ type: "cookie-consent", data: { ...data, categories: ["analytics"] } })).status).toBe(400);
    expect(await count("cookie_consent_records")).toBe(1);
  });

  it("runs the newsletter's double opt-in: confirm and unsubscribe by signed link; the same answer once confirmed", async () => {
    const mailsBefore = sink.messages.length;
    expect((await post({ type: "newsletter", data: { email: "Joan@Pyme.test" } })).status).toBe(200);
    await sink.waitFor(mailsBefore + 1);
    const confirmation = sink.messages[mailsBefore];
    expect(confirmation.subject).toBe("Confirma tu suscripción al newsletter de RTS");
    expect(confirmation.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const token = /\/newsletter\/confirmar\?token=(\S+)/.exec(confirmation.text)![1];
    // Pending: subscribing again is no duplicate (a new confirmation e-mail).
    expect((await post({ type: "newsletter", data: { email: "joan@pyme.test" } })).status).toBe(200);

    expect((await post({ type: "newsletter-confirm", data: { token: `${token}x` } })).status).toBe(400);
    const confirmed = await post({ type: "newsletter-confirm", data: { token } });
    expect(confirmed).toMatchObject({ status: 200, json: { error: null, outcome: "confirmed" } });
    await sink.waitFor(mailsBefore + 4);
    const welcome = sink.messages.find((mail) => mail.subject === "Bienvenido al newsletter de RTS")!;
    expect(welcome.headers.get("list-unsubscribe")).toMatch(
      /^<https:\/\/www\.rts\.test\/newsletter\/baja\/un-clic\?token=/,
    );

    // Confirmed: the answer any address gets (decision 247), to a direct caller too; nothing sent.
    const outboxConfirmed = await count("notification_outbox");
    const again = await post({ type: "newsletter", data: { email: "joan@PYME.TEST" } });
    expect(again).toMatchObject({ status: 200, json: { error: null } });
    expect(await count("newsletter_subscribers")).toBe(1);
    expect(await count("notification_outbox")).toBe(outboxConfirmed);

    const unsubscribeToken = /\/newsletter\/baja\?token=(\S+)/.exec(welcome.text)![1];
    const gone = await post({ type: "newsletter-unsubscribe", data: { token: unsubscribeToken } });
    expect(gone).toMatchObject({ status: 200, json: { error: null, outcome: "unsubscribed" } });
    expect(await count("newsletter_subscribers")).toBe(0);
  });

  it("answers a newsletter post NEWSLETTER_ANSWER_MS after it whatever the address's state, as the site does (decision 247)", async () => {
    const ROUNDS = 8;
    /** One subscription through the function, timed from the post to the whole answer. */
    const subscribe = async (email: string) => {
      const started = performance.now();
      const answer = await post({ type: "newsletter", data: { email } });
      const ms = performance.now() - started;
      expect(answer).toMatchObject({ status: 200, json: { error: null } });
      return ms;
    };
    // Confirmed addresses, through the function's own confirmation link (signed here, as the mail's is).
    const confirmed: string[] = [];
    for (let n = 0; n < ROUNDS; n += 1) {
      const email = `confirmed.${n}@timing.test`;
      await subscribe(email);
      const [{ id }] = await db.query<{ id: string }>(
        "select id::text as id from public.newsletter_subscribers where email = $1",
        [email],
      );
      const token = await signToken(db, "confirm", id);
      expect(await post({ type: "newsletter-confirm", data: { token } })).toMatchObject({
        status: 200,
        json: { outcome: "confirmed" },
      });
      confirmed.push(email);
    }
    const times: Record<"new" | "pending" | "confirmed", number[]> = { new: [], pending: [], confirmed: [] };
    for (let n = 0; n < ROUNDS; n += 1) {
      // Interleaved, so the machine's moods fall on every state alike.
      const fresh = `new.${n}@timing.test`;
      times.new.push(await subscribe(fresh));
      times.pending.push(await subscribe(fresh)); // now pending: a new confirmation e-mail
      times.confirmed.push(await subscribe(confirmed[n])); // nothing stored, nothing sent
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1];
    const figures = Object.entries(times)
      .map(
        ([state, list]) =>
          `${state} median ${median(list).toFixed(1)} ms (min ${Math.min(...list).toFixed(1)}, max ${Math.max(...list).toFixed(1)})`,
      )
      .join("; ");
    console.log(`edge function newsletter answers, ${ROUNDS} of each: ${figures}`);
    // Every answer waits for the same moment after its post (a floor, not a deadline)...
    expect(Math.min(...Object.values(times).flat()), figures).toBeGreaterThanOrEqual(NEWSLETTER_ANSWER_MS);
    // ...so no state answers sooner than another. The fastest answer of each is what someone timing
    // the function reads (a busy moment only adds time), and what is left between them is noise.
    const fastest = Object.values(times).map((list) => Math.min(...list));
    expect(Math.max(...fastest) - Math.min(...fastest), figures).toBeLessThanOrEqual(SAME_MOMENT_SPREAD_MS);
  });

  it("takes TEST_CLOCK_START for today: the open day before it is past, and refused", async () => {
    const dayBefore = "2026-12-22"; // a Tuesday, open, bookable by a clock that has not reached it
    expect(madridToday(new Date(CLOCK_START))).toBe("2026-12-23");
    const refused = await post({
      type: "demo",
      data: { name: "Ayer", email: "ayer@pyme.test", phone: "600 111 222", demo_date: dayBefore, demo_time: "12:00" },
    });
    expect(refused.status).toBe(400);
    expect((refused.json as { error: { message: string } }).error.message).toContain("data.demo_date");
  });

  it.each(HOLIDAYS.filter((holiday) => holiday.date > madridToday(new Date(CLOCK_START))))(
    "refuses a $kind holiday ($date) with 400 and stores nothing; $open is booked (Supabase function)",
    async ({ date, open }) => {
      const data = { name: "Festivo", email: "festivo@pyme.test", phone: "600 111 222", demo_time: "12:00" };
      const refused = await post({ type: "demo", data: { ...data, demo_date: date } });
      expect(refused.status).toBe(400);
      expect((refused.json as { error: { message: string } }).error.message).toContain("data.demo_date: closedDay");
      const rows = await db.query("select 1 from public.demo_bookings where demo_date = $1::date", [date]);
      expect(rows).toHaveLength(0);
      expect((await post({ type: "demo", data: { ...data, demo_date: open } })).status).toBe(200);
    },
  );

  // A second Deno process starts here: the whole test's safety net.
  it(
    "with a mail server that never answers, answers a booking, a move and a cancellation at once; the mail goes through EdgeRuntime.waitUntil",
    { timeout: SLOW_TEST_TIMEOUT_MS },
    async () => {
      const silent = await silentMailServer();
      const hanging = await startFunction({ SMTP_URL: `smtp://127.0.0.1:${silent.port}` });
      try {
        const [, , , day, other] = offeredDates();
        const booked = await post(
          {
            type: "demo",
            data: {
              name: "Sin Correo",
              email: "sin@pyme.test",
              phone: "600 111 222",
              demo_date: day,
              demo_time: "16:00",
            },
          },
          hanging.url,
        );
        expect(booked.status).toBe(200);
        // An answer that waited would have come only after the mailer gave up on the silent server.
        expect(silent.closed(), "the booking's answer waited for the mail server").toBe(0);
        const token = await manageTokenFor(
          (booked.json as { booking: { token: string } }).booking.token,
          "edge-function-test-secret-0123456789abcdef",
        );
        const moved = await post({ action: "demo-move", token, demo_date: other, demo_time: "16:00" }, hanging.url);
        expect(moved).toMatchObject({ status: 200, json: { ok: true } });
        expect(silent.closed(), "the move's answer waited for the mail server").toBe(0);
        const cancelled = await post({ action: "demo-cancel", token }, hanging.url);
        expect(cancelled).toMatchObject({ status: 200, json: { ok: true } });
        expect(silent.closed(), "the cancellation's answer waited for the mail server").toBe(0);
        // Each change handed its e-mails to the runtime to finish after the answer.
        expect(hanging.output().match(/"event":"edge_runtime.wait_until"/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      } finally {
        await hanging.stop();
        await silent.close();
      }
    },
  );
});
