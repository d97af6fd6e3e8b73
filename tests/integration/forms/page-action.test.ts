/**
 * The page action end to end on a real embedded database (PGlite) and the file outbox: what is
 * stored, what is answered, and that every abuse rule refuses without storing or throwing.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
// Types only: the modules are imported after the environment is set (beforeAll).
import type * as PageAction from "~/forms/page-action.server";
import type * as LeadForm from "~/forms/lead-form.server";
import type * as Toast from "~/services/toast.server";
import type * as Backend from "~/services/backend/index.server";
import { manageTokenFor } from "../../helpers/backend/booking-links";
import { freshDataDir, removeDir } from "../../helpers/backend/pglite-template";
import { offeredDayAhead } from "../../helpers/demo-dates";
import { routeAnswer, type RouteAnswer } from "../../helpers/route-answer";

let dataDir: string;
let action: typeof PageAction.action;
let pageHeaders: typeof PageAction.headers;
let setFormRateLimitForTests: typeof LeadForm.setFormRateLimitForTests;
let readFlash: typeof Toast.readFlash;
let backendModule: typeof Backend;

beforeAll(async () => {
  dataDir = await freshDataDir();
  Object.assign(process.env, {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    OUTBOX_INTERVAL_MS: "0",
    FORM_RATE_LIMIT: "off",
    SESSION_SECRET: "integration-secret-integration-secret-0123",
  });
  ({ action, headers: pageHeaders } = await import("~/forms/page-action.server"));
  ({ setFormRateLimitForTests } = await import("~/forms/lead-form.server"));
  ({ readFlash } = await import("~/services/toast.server"));
  backendModule = await import("~/services/backend/index.server");
});

afterAll(async () => {
  await backendModule.closeBackend();
  removeDir(dataDir);
});

beforeEach(() => {
  setFormRateLimitForTests("off");
});

const ORIGIN = "http://site.test";
/** What the browser adds to the Remix fetcher's fetch(): the one "enhanced" signal. */
const ENHANCED = { "Sec-Fetch-Dest": "empty" };

function post(
  pathname: string,
  fields: Record<string, string>,
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
): Request {
  return new Request(`${ORIGIN}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...init.headers },
    body: init.body ?? new URLSearchParams(fields).toString(),
    duplex: "half", // Node's fetch needs it for a streamed body
  } as RequestInit & { duplex: "half" });
}

async function run(request: Request, context: AppLoadContext = { clientAddress: "203.0.113.7" }) {
  const response = await routeAnswer(await action({ request, context, params: {} }));
  return { response, context };
}

async function rows(sql: string, params: unknown[] = []) {
  const backend = await backendModule.getBackend();
  if (!backendModule.isSqlBackend(backend)) throw new Error("expected the embedded backend");
  return backend.sql.query<Record<string, unknown>>(sql, params);
}

/** Waits for the background sends the posts so far started. */
async function settled() {
  const backend = await backendModule.getBackend();
  if (backendModule.isSqlBackend(backend)) await backend.settled();
}

function outbox(): string[] {
  try {
    return readdirSync(path.join(dataDir, "outbox"));
  } catch {
    return [];
  }
}

describe("valid posts are stored, then answered with POST/redirect/GET", () => {
  it("demo booking: 303 to the same page with a flash cookie; row and e-mails stored", async () => {
    const date = offeredDayAhead();
    const { response } = await run(
      post("/contacto", {
        intent: "demo",
        name: "Ana Demo",
        email: "ana.demo@example.com",
        phone: "+34 600 111 222",
        company: "Acme",
        demo_date: date,
        demo_time: "10:00",
        website: "",
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contacto");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__flash=.+; Max-Age=120; Path=\/; HttpOnly; SameSite=Lax/);
    const stored = await rows(
      "select name, demo_date::text as d, demo_time::text as t, lang from public.demo_bookings where email = $1",
      ["ana.demo@example.com"],
    );
    expect(stored).toEqual([{ name: "Ana Demo", d: date, t: "10:00:00", lang: "es" }]);
    // The e-mails go out after the answer, in the background.
    await settled();
    const written = outbox().map((file) => readFileSync(path.join(dataDir, "outbox", file), "utf8"));
    expect(written.some((mail) => /^To: ana\.demo@example\.com$/m.test(mail))).toBe(true);

    // The next page reads the flash once and clears it.
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
    const next = await readFlash(new Request(`${ORIGIN}/contacto`, { headers: { Cookie: cookie } }));
    // Its parameter carries the slot and the signed link to the confirmation panel (no JavaScript).
    expect(next.flash).toMatchObject({ type: "success", key: "demo.success" });
    expect(next.flash?.param).toMatch(new RegExp(`^${date}\\|10:00\\|\\d+\\.[0-9a-f]{64}$`));
    expect(next.headers.get("Set-Cookie")).toMatch(/^__flash=/);
    const plain = await readFlash(new Request(`${ORIGIN}/contacto`));
    expect(plain.flash).toBeNull();
    expect(plain.headers.get("Set-Cookie")).toBeNull();
  });

  it("contact enquiry from an English page stores lang en", async () => {
    const { response } = await run(
      post("/en/contact", {
        intent: "contact",
        name: "Bob",
        email: "bob.contact@example.com",
        service: "Ciberseguridad",
        message: "Line one\nline two",
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/contact");
    expect(
      await rows("select service, message, lang from public.contact_messages where email = $1", [
        "bob.contact@example.com",
      ]),
    ).toEqual([{ service: "Ciberseguridad", message: "Line one\nline two", lang: "en" }]);
  });

  it("lead magnet: stored, and the flash names the address the eBook went to", async () => {
    const { response } = await run(
      post("/", { intent: "lead-magnet", name: "Carla", email: "carla.ebook@example.com" }),
    );
    expect(response.status).toBe(303);
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
    const { flash } = await readFlash(new Request(`${ORIGIN}/`, { headers: { Cookie: cookie } }));
    expect(flash).toMatchObject({ key: "leadMagnet.success", param: "carla.ebook@example.com" });
    expect(
      await rows("select name from public.lead_magnet_requests where email = $1", ["carla.ebook@example.com"]),
    ).toHaveLength(1);
  });

  it("newsletter: a repeated confirmed address gets the answer every address gets (flash included), stored once", async () => {
    const first = await run(post("/blog", { intent: "newsletter", email: "dup@example.com" }));
    expect(first.response.status).toBe(303);
    // Double opt-in (decision 135): a confirmed address is the one the database calls a duplicate.
    await rows(
      "update public.newsletter_subscribers set status = 'confirmed', confirmed_at = now() where email = 'dup@example.com'",
    );
    const second = await run(post("/blog", { intent: "newsletter", email: "DUP@example.com" }, { headers: ENHANCED }));
    expect(second.response.status).toBe(200);
    expect(second.response.data).toMatchObject({ intent: "newsletter", status: "success" });
    const answered = JSON.stringify(second.response.data);
    expect(answered).not.toMatch(/duplicate|already/i);
    const cookie = second.response.headers.get("Set-Cookie")!.split(";")[0];
    const { flash } = await readFlash(new Request(`${ORIGIN}/blog`, { headers: { Cookie: cookie } }));
    expect(flash).toEqual({ type: "success", key: "newsletter.success" });
    expect(
      await rows("select count(*)::int as n from public.newsletter_subscribers where email = 'dup@example.com'"),
    ).toEqual([{ n: 1 }]);
  });
});

describe("exactly once across resubmission: the form's one-time token", () => {
  it("the same form sent again answers the first outcome with no second lead and no second e-mails; another lead on the same token is its own", async () => {
    const email = `replay.${Date.now()}@example.com`;
    const fields = {
      intent: "contact",
      name: "Ana Replay",
      email,
      message: "Hola",
      form_token: "tok_0123456789abcdef",
    };
    const mails = async () => {
      await settled();
      return (
        await rows(
          "select count(*)::int as n from public.notification_outbox where message->>'replyTo' = $1 or recipient = $1",
          [email],
        )
      )[0].n;
    };
    const first = await run(post("/contacto", fields));
    expect(first.response.status).toBe(303);
    const mailsAfterFirst = await mails();
    expect(mailsAfterFirst).toBeGreaterThan(0);
    for (const enhanced of [false, true]) {
      const again = await run(post("/contacto", fields, enhanced ? { headers: ENHANCED } : {}));
      expect(again.response.status).toBe(enhanced ? 200 : 303);
    }
    expect(await rows("select count(*)::int as n from public.contact_messages where email = $1", [email])).toEqual([
      { n: 1 },
    ]);
    expect(await mails()).toBe(mailsAfterFirst);
    // A cached page shows one token to many visitors: a different lead with it is stored.
    const other = await run(post("/contacto", { ...fields, message: "Otra consulta" }));
    expect(other.response.status).toBe(303);
    expect(await rows("select count(*)::int as n from public.contact_messages where email = $1", [email])).toEqual([
      { n: 2 },
    ]);
    // Newsletter: a replay is the first answer (subscribed), not "already subscribed".
    const subscriber = {
      intent: "newsletter",
      email: `replay.news.${Date.now()}@example.com`,
      form_token: "tok_news_0123456789",
    };
    expect((await run(post("/", subscriber))).response.status).toBe(303);
    const replayed = await run(post("/", subscriber, { headers: ENHANCED }));
    expect(replayed.response.data.status).toBe("success");
    const cookie = replayed.response.headers.get("Set-Cookie")!.split(";")[0];
    const flash = await readFlash(new Request(`${ORIGIN}/`, { headers: { Cookie: cookie } }));
    expect(flash.flash).toMatchObject({ key: "newsletter.success" });
  });
});

describe("a replay answers the first outcome only for the same submission retried, while it stands (issue 27 item 2)", () => {
  const visitor = (n: number): AppLoadContext => ({ clientAddress: `192.0.2.${n}` });
  async function count(table: string, email: string) {
    return (await rows(`select count(*)::int as n from public.${table} where lower(email::text) = $1`, [email]))[0].n;
  }
  async function mailsTo(email: string) {
    await settled();
    return (await rows("select count(*)::int as n from public.notification_outbox where recipient = $1", [email]))[0].n;
  }
  /** Makes the leads of an address look stored `minutes` ago (past the replay window). */
  async function olderBy(table: string, email: string, minutes: number) {
    await rows(
      `update public.${table} set created_at = created_at - make_interval(mins => $2) where lower(email::text) = $1`,
      [email, minutes],
    );
  }

  it("two visitors posting one token (a shared page) with the same values are two leads", async () => {
    const email = `shared.${Date.now()}@example.com`;
    const fields = { intent: "contact", name: "Misma", email, message: "Hola", form_token: "tok_shared_page_0123" };
    expect((await run(post("/contacto", fields), visitor(1))).response.status).toBe(303);
    expect((await run(post("/contacto", fields), visitor(2))).response.status).toBe(303);
    expect(await count("contact_messages", email)).toBe(2);
  });

  it("asking for the guide again sends it again, with a new token or after the window; a retry within it does not", async () => {
    const email = `guide.again.${Date.now()}@example.com`;
    const fields = (token: string) => ({ intent: "lead-magnet", name: "Lectora", email, form_token: token });
    await run(post("/", fields("tok_guide_first_000")), visitor(3));
    expect(await mailsTo(email)).toBe(1);
    // Retried (the answer was lost): the first outcome, nothing sent again, logged as a replay.
    const lines: string[] = [];
    const log = console.log;
    console.log = (line: string) => void lines.push(String(line));
    try {
      await run(post("/", fields("tok_guide_first_000")), visitor(3));
    } finally {
      console.log = log;
    }
    expect(
      lines.filter((line) => /"event":"form\.(stored|replayed)"/.test(line)).map((line) => JSON.parse(line).event),
    ).toEqual(["form.replayed"]);
    expect(await mailsTo(email)).toBe(1);
    // Asked again from a new page: sent again.
    await run(post("/", fields("tok_guide_second_00")), visitor(3));
    expect(await mailsTo(email)).toBe(2);
    // The same page's token, past the window: a new request, sent again.
    await olderBy("lead_magnet_requests", email, 11);
    await run(post("/", fields("tok_guide_first_000")), visitor(3));
    expect(await mailsTo(email)).toBe(3);
    expect(await count("lead_magnet_requests", email)).toBe(3);
  });

  it("a pending subscriber who subscribes again gets a new confirmation", async () => {
    const email = `pending.again.${Date.now()}@example.com`;
    await run(post("/", { intent: "newsletter", email, form_token: "tok_pending_first0" }), visitor(4));
    await run(post("/", { intent: "newsletter", email, form_token: "tok_pending_second" }), visitor(4));
    expect(await mailsTo(email)).toBe(2);
    expect(await count("newsletter_subscribers", email)).toBe(1);
  });

  it("a cancelled booking is never a replay target: the same fields again book anew", async () => {
    const email = `cancelled.${Date.now()}@example.com`;
    const fields = {
      intent: "demo",
      name: "Ana Cancela",
      email,
      phone: "+34 600 222 333",
      demo_date: offeredDayAhead(),
      demo_time: "12:00",
      form_token: "tok_booking_cancel0",
    };
    const first = await run(post("/contacto", fields, { headers: ENHANCED }), visitor(5));
    const booked = first.response.data as { booking: { token: string } };
    const backend = await backendModule.getBackend();
    const manage = await manageTokenFor(booked.booking.token, "integration-secret-integration-secret-0123");
    expect((await backend.cancelDemo(manage)).ok).toBe(true);
    const again = await run(post("/contacto", fields, { headers: ENHANCED }), visitor(5));
    expect(again.response.status).toBe(200);
    const rebooked = again.response.data as { booking: { token: string } };
    expect(rebooked.booking.token).not.toBe(booked.booking.token);
    expect(
      await rows("select count(*)::int as n from public.demo_bookings where email = $1 and cancelled_at is null", [
        email,
      ]),
    ).toEqual([{ n: 1 }]);
    expect(await count("demo_bookings", email)).toBe(2);
  });

  it("over the allowance, a stored lead re-posted with its token gets its first outcome; a new one is refused", async () => {
    setFormRateLimitForTests("1/10m");
    const email = `allowance.${Date.now()}@example.com`;
    const fields = { intent: "contact", name: "Una", email, message: "Hola", form_token: "tok_allowance_00000" };
    expect((await run(post("/contacto", fields), visitor(6))).response.status).toBe(303);
    expect((await run(post("/contacto", fields), visitor(6))).response.status).toBe(303);
    const other = await run(post("/contacto", { ...fields, form_token: "tok_allowance_other" }), visitor(6));
    expect(other.response.status).toBe(429);
    expect(await count("contact_messages", email)).toBe(1);
  });

  it("without a token (a shared page without JavaScript) the same post again is one lead with the first answer; other values, another visitor, or past the window are new (issue 36 item 4)", async () => {
    const email = `untokened.${Date.now()}@example.com`;
    const fields = { intent: "contact", name: "Sin Token", email, message: "Hola" };
    for (let n = 0; n < 3; n += 1) {
      const { response } = await run(post("/contacto", fields), visitor(8));
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/contacto");
    }
    expect(await count("contact_messages", email)).toBe(1);
    expect(await mailsTo(email)).toBe(1);
    // A malformed token counts as none: still the same submission.
    expect((await run(post("/contacto", { ...fields, form_token: "<x>" }), visitor(8))).response.status).toBe(303);
    expect(await count("contact_messages", email)).toBe(1);
    // Another message, another visitor: each a lead of its own.
    await run(post("/contacto", { ...fields, message: "Otra cosa" }), visitor(8));
    await run(post("/contacto", fields), visitor(9));
    expect(await count("contact_messages", email)).toBe(3);
    // The guide: asked twice at once from a shared page, sent once; past the window, sent again.
    const reader = `untokened.guide.${Date.now()}@example.com`;
    const guide = { intent: "lead-magnet", name: "Lectora", email: reader };
    await Promise.all([run(post("/", guide), visitor(10)), run(post("/", guide), visitor(10))]);
    expect(await count("lead_magnet_requests", reader)).toBe(1);
    expect(await mailsTo(reader)).toBe(1);
    await olderBy("lead_magnet_requests", reader, 11);
    await run(post("/", guide), visitor(10));
    expect(await mailsTo(reader)).toBe(2);
  });

  it("the address the guide went to never travels readable in the flash cookie", async () => {
    const email = `flash.${Date.now()}@example.com`;
    const { response } = await run(post("/", { intent: "lead-magnet", name: "Carla", email }), visitor(7));
    const value = decodeURIComponent(/^__flash=([^;]+)/.exec(response.headers.get("Set-Cookie") ?? "")![1]);
    const decoded = Buffer.from(value.split(".")[0], "base64").toString("utf8");
    expect(decoded).toContain("leadMagnet.success");
    expect(decoded).not.toContain(email);
    expect(decoded).not.toContain("flash.");
  });
});

describe("invalid posts re-render the page (400) with errors and the values kept; nothing stored", () => {
  it("missing fields: one stable key per field, typed values kept, all in the page's action data", async () => {
    const { response } = await run(
      post("/contacto", { intent: "demo", name: "Dani", email: "", phone: "", demo_date: "", demo_time: "" }),
    );
    expect(response.status).toBe(400);
    const body = response.data;
    expect(body.status).toBe("invalid");
    expect(body.result.error).toMatchObject({
      email: ["required"],
      phone: ["required"],
      demo_date: ["required"],
      demo_time: ["required"],
    });
    expect(body.result.initialValue).toMatchObject({ name: "Dani" });
    expect(body).toMatchObject({ intent: "demo", status: "invalid" });
    expect(body.notice).toBeUndefined();
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await rows("select count(*)::int as n from public.demo_bookings where name = 'Dani'")).toEqual([{ n: 0 }]);
  });

  it.each([
    ["a Saturday", "2030-01-05", "10:00", "demo_date", "weekend"],
    ["a past day", "2020-01-06", "10:00", "demo_date", "pastSlot"],
    ["a time off the grid", "2030-01-07", "10:30", "demo_time", "slotOutOfGrid"],
    ["a time after 18:00", "2030-01-07", "19:00", "demo_time", "slotOutOfGrid"],
    ["an impossible date", "2030-02-30", "10:00", "demo_date", "invalidDate"],
  ])("the server refuses %s whatever the client sent", async (_label, date, time, field, key) => {
    const { response } = await run(
      post("/", {
        intent: "demo",
        name: "Eva",
        email: "eva@example.com",
        phone: "600111222",
        demo_date: date,
        demo_time: time,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.data.result.error[field]).toEqual([key]);
    expect(await rows("select count(*)::int as n from public.demo_bookings where email = 'eva@example.com'")).toEqual([
      { n: 0 },
    ]);
  });

  it("CR/LF in a single-line field is refused (no header injection), and length limits hold", async () => {
    const { response } = await run(
      post("/contacto", {
        intent: "contact",
        name: "Mallory\r\nBcc: victim@example.com",
        email: "mallory@example.com\nBcc: x@example.com",
        company: "x".repeat(121),
        message: "m".repeat(2001),
      }),
    );
    expect(response.status).toBe(400);
    expect(response.data.result.error).toMatchObject({
      name: ["singleLine"],
      email: ["singleLine"],
      company: ["tooLong"],
      message: ["tooLong"],
    });
    expect(await rows("select count(*)::int as n from public.contact_messages where name like 'Mallory%'")).toEqual([
      { n: 0 },
    ]);
  });
});

describe("abuse rules", () => {
  it("honeypot: a neutral success answer, nothing stored", async () => {
    await settled();
    const before = outbox().length;
    const { response } = await run(
      post("/", { intent: "newsletter", email: "bot@example.com", website: "http://spam.example" }),
    );
    expect(response.status).toBe(303);
    expect(
      await rows("select count(*)::int as n from public.newsletter_subscribers where email = 'bot@example.com'"),
    ).toEqual([{ n: 0 }]);
    await settled();
    expect(outbox().length).toBe(before);
  });

  it("rate limit per address and per form: typos use none of the allowance; the 4th lead in the window is 429", async () => {
    setFormRateLimitForTests("3/10m");
    const address = { clientAddress: "198.51.100.20" };
    // Five mistakes first (an empty e-mail, a wrong one): each is a 400 and none counts.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const email = attempt % 2 ? "" : "not-an-address";
      const { response } = await run(post("/", { intent: "newsletter", email }), { ...address });
      expect(response.status).toBe(400);
    }
    for (let lead = 0; lead < 3; lead += 1) {
      const email = `allowance${lead}.${Date.now()}@example.com`;
      expect((await run(post("/", { intent: "newsletter", email }), { ...address })).response.status).toBe(303);
    }
    const { response } = await run(post("/", { intent: "newsletter", email: "late@example.com" }), {
      ...address,
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(590);
    const body = response.data;
    expect(body).toMatchObject({ intent: "newsletter", status: "refused" });
    expect(body.notice).toEqual({ type: "error", key: "refusal.rateLimited", param: "10" });
    expect(body.result.initialValue).toMatchObject({ email: "late@example.com" });
    expect(
      await rows("select count(*)::int as n from public.newsletter_subscribers where email = 'late@example.com'"),
    ).toEqual([{ n: 0 }]);
    // Posts that fail validation have a bucket of their own, ten times larger (30 here; 5 used above),
    // which stops a flood of garbage.
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await run(post("/", { intent: "newsletter", email: "" }), { ...address })).response.status).toBe(400);
    }
    expect((await run(post("/", { intent: "newsletter", email: "" }), { ...address })).response.status).toBe(429);
    // Another form, and another address, have their own counts.
    expect((await run(post("/", { intent: "contact" }), { ...address })).response.status).toBe(400);
    expect((await run(post("/", { intent: "newsletter" }), { clientAddress: "198.51.100.21" })).response.status).toBe(
      400,
    );
    // The page's `headers` carries the action's Retry-After to the re-rendered document.
    const documentHeaders = new Headers(
      pageHeaders({
        actionHeaders: response.headers,
        loaderHeaders: new Headers(),
        parentHeaders: new Headers({ "Content-Language": "es" }),
        errorHeaders: undefined,
      }),
    );
    expect(documentHeaders.get("Retry-After")).toBe(response.headers.get("Retry-After"));
    expect(documentHeaders.get("Content-Language")).toBe("es");
  });

  it("FORM_RATE_LIMIT=off never limits", async () => {
    setFormRateLimitForTests("off");
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const { response } = await run(post("/", { intent: "newsletter", email: "" }), {
        clientAddress: "198.51.100.30",
      });
      expect(response.status).toBe(400);
    }
  });

  it("a body over 32 KB is refused with 413 before parsing (declared or streamed)", async () => {
    const big = new URLSearchParams({
      intent: "contact",
      name: "Big",
      email: "big@example.com",
      message: "x".repeat(33 * 1024),
    }).toString();
    const declared = await run(post("/contacto", {}, { body: big, headers: { "Content-Length": String(big.length) } }));
    expect(declared.response.status).toBe(413);
    const encoder = new TextEncoder();
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < big.length; offset += 4096)
          controller.enqueue(encoder.encode(big.slice(offset, offset + 4096)));
        controller.close();
      },
    });
    const chunked = await run(post("/contacto", {}, { body: streamed }));
    expect(chunked.response.status).toBe(413);
    expect(chunked.response.data.notice).toEqual({ type: "error", key: "refusal.tooLarge" });
    expect(chunked.response.headers.get("Set-Cookie")).toBeNull();
    expect(
      await rows("select count(*)::int as n from public.contact_messages where email = 'big@example.com'"),
    ).toEqual([{ n: 0 }]);
  });

  // Cross-site posts are refused by the HTTP front before any action runs (one check for every
  // route): tests/e2e/forms-abuse.http.spec.ts and tests/e2e/server.http.spec.ts.
  it("a same-origin post passes the cross-site check", async () => {
    const { response } = await run(
      post(
        "/",
        { intent: "newsletter", email: "same@example.com" },
        { headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" } },
      ),
    );
    expect(response.status).toBe(303);
  });

  it("odd fields never reach the page: reserved names, path syntax and repeats are a 400 with the values kept as text; a NUL is removed and the lead kept", async () => {
    const odd = await run(
      post(
        "/contacto",
        {},
        {
          body: "intent=contact&__intent__=reset&__state__=%7B%7D&email%5B%5D=x%40example.com&email.x=y&name=Ana&name=Eva&message=Hola",
        },
      ),
    );
    expect(odd.response.status).toBe(400);
    const reply = odd.response.data;
    expect(reply.result.initialValue).toEqual({ name: "Ana", message: "Hola" });
    expect(reply.result.error).toMatchObject({ email: ["required"], name: ["repeated"] });

    const email = `nul.${Date.now()}@example.com`;
    const kept = await run(
      post("/contacto", { intent: "contact", name: "Ana\u0000 Nul", email, message: "Hola\u0000 equipo\r\nadiós" }),
    );
    expect(kept.response.status).toBe(303);
    expect(await rows("select name, message from public.contact_messages where email = $1", [email])).toEqual([
      { name: "Ana Nul", message: "Hola equipo\nadiós" },
    ]);
  });

  it("garbage never throws: unknown intent, wrong content type, malformed multipart", async () => {
    expect((await run(post("/", { intent: "drop-tables" }))).response.status).toBe(400);
    expect(
      (await run(post("/", {}, { body: "{}", headers: { "Content-Type": "application/json" } }))).response.status,
    ).toBe(400);
    const multipart = await run(
      post("/", {}, { body: "--x\r\nbroken", headers: { "Content-Type": "multipart/form-data; boundary=x" } }),
    );
    expect(multipart.response.status).toBe(400);
  });
});

describe("one signal tells an enhanced (fetcher) post from a document post: Sec-Fetch-Dest", () => {
  const contact = (email: string) => ({ intent: "contact", name: "Señal", email, message: "Hola" });
  const flashOf = async (response: RouteAnswer) => {
    const cookie = response.headers.get("Set-Cookie");
    if (!cookie) return null;
    const { flash } = await readFlash(new Request(`${ORIGIN}/`, { headers: { Cookie: cookie.split(";")[0] } }));
    return flash;
  };

  it("success: data and the notice in the flash cookie for the fetcher; 303 with it for a document", async () => {
    const enhanced = (await run(post("/en/contact", contact("signal.js@example.com"), { headers: ENHANCED }))).response;
    // Single fetch: the reply as data() (no json() Response), the redirect a Response.
    expect(enhanced.kind).toBe("data");
    expect(enhanced.status).toBe(200);
    expect(enhanced.data).toEqual({
      intent: "contact",
      status: "success",
      result: { status: "success", initialValue: null },
    });
    expect(await flashOf(enhanced)).toEqual({ type: "success", key: "contact.success" });

    const document = (
      await run(post("/en/contact", contact("signal.doc@example.com"), { headers: { "Sec-Fetch-Dest": "document" } }))
    ).response;
    expect(document.kind).toBe("response");
    expect(document.kind).toBe("response");
    expect(document.status).toBe(303);
    expect(document.headers.get("Location")).toBe("/en/contact");
    expect(await flashOf(document)).toEqual({ type: "success", key: "contact.success" });
  });

  it("the old hidden `_enhanced` field is no signal any more: without the header the answer is the redirect", async () => {
    const { response } = await run(post("/contacto", { ...contact("signal.field@example.com"), _enhanced: "1" }));
    expect(response.status).toBe(303);
  });

  it("refusals follow the same signal: a fetcher's 413 gets its notice in the cookie, a document's in its data", async () => {
    const big = new URLSearchParams({ ...contact("big2@example.com"), message: "x".repeat(33 * 1024) }).toString();
    const enhanced = (await run(post("/contacto", {}, { body: big, headers: ENHANCED }))).response;
    expect(enhanced.status).toBe(413);
    expect(enhanced.data).toEqual({ intent: null, status: "refused" });
    expect(await flashOf(enhanced)).toEqual({ type: "error", key: "refusal.tooLarge" });

    const document = (await run(post("/contacto", {}, { body: big }))).response;
    expect(document.status).toBe(413);
    expect(document.data).toEqual({
      intent: null,
      status: "refused",
      notice: { type: "error", key: "refusal.tooLarge" },
    });
    expect(document.headers.get("Set-Cookie")).toBeNull();
  });

  it("invalid with JavaScript: the errors as data, no notice and no cookie", async () => {
    const { response } = await run(post("/contacto", { intent: "contact", name: "Sin correo" }, { headers: ENHANCED }));
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.data.result.error).toMatchObject({ email: ["required"], message: ["required"] });
  });
});
