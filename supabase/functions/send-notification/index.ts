/**
 * send-notification (spec §7): `POST { type, data }` → `{ error: null }` (200) or
 * `{ error: { code, message } }` (400 invalid, 409 demo slot taken, 503 unavailable); a newsletter
 * address answers 200 whatever its state, confirmed included, NEWSLETTER_ANSWER_MS after the post
 * (decision 247); a stored demo also answers its slot and signed link (`booking`).
 * Also the newsletter's signed links (decision 135): `{ type: "newsletter-confirm" |
 * "newsletter-unsubscribe", data: { token } }` → `{ error: null, outcome }` or 400/503; the
 * record of a cookie choice (decision 136): `{ type: "cookie-consent", data: { consent_id,
 * categories, revision, lang } }` → `{ error: null }` or 400/503.
 * `POST { action: "demo-lookup" | "demo-cancel" | "demo-move", token, ... }` runs a booking's signed
 * link (decision 131): `{ ok: true, booking }` or `{ ok: false, reason }` (403 for a bad signature).
 * The logic is shared with the Node app (../_shared/notifications.ts); this file validates the JSON
 * it receives and wires Deno: the database (SUPABASE_DB_URL, provided by Supabase), the mailer, CORS.
 */
import postgres from "postgres";
// Deno resolves React Email's react-dom peer from what the function itself imports: this makes it
// react-dom 18, the site's (without it Deno takes react-dom 19 beside react 18, and rendering fails).
import "react-dom/server";
import { corsHeaders } from "../_shared/cors.ts";
import { guideUrl } from "../_shared/guide.ts";
import { createHttpMailer, DEFAULT_EMAIL_API_URL } from "../_shared/http-mailer.ts";
import { consentRecordSchema, storeConsentRecord } from "../_shared/consent-records.ts";
import { followNewsletterLink, newsletterLinkRequest } from "../_shared/newsletter.ts";
import { NEWSLETTER_ANSWER_MS } from "../_shared/newsletter-answer.ts";
import { processNotification, validateNotificationRequest } from "../_shared/notifications.ts";
import { DEFAULT_REMINDER_HOURS, handleBookingAction, isBookingAction } from "../_shared/demo-booking.ts";
import { DEFAULT_BOOKING_RULES, invalidClosedDayRules } from "../_shared/demo-open-days.ts";
import { dispatchOutbox } from "../_shared/outbox.ts";
import { clockStartingAt } from "../_shared/test-clock.ts";
import type { Logger, Mailer, NotificationSettings, SqlClient } from "../_shared/types.ts";
import { errorMessage } from "../_shared/types.ts";
// The company's legal facts for the e-mails' footer: the site's one copy of them.
import { mailLegalFooter, unsetIdentity } from "../../../app/config/company.ts";
import { createSmtpMailer } from "./smtp.ts";

const log: Logger = {
  info: (event, fields = {}) => console.log(JSON.stringify({ level: "info", event, ...fields })),
  warn: (event, fields = {}) => console.warn(JSON.stringify({ level: "warn", event, ...fields })),
  error: (event, fields = {}) => console.error(JSON.stringify({ level: "error", event, ...fields })),
};

function setting(name: string): string | undefined {
  const value = Deno.env.get(name)?.trim();
  return value ? value : undefined;
}

const databaseUrl = setting("SUPABASE_DB_URL") ?? setting("DATABASE_URL");
if (!databaseUrl) throw new Error("send-notification: SUPABASE_DB_URL (or DATABASE_URL) is not set");

// prepare: false works through Supabase's transaction pooler as well as a direct connection.
const sql = postgres(databaseUrl, {
  max: Number(setting("DB_POOL_MAX") ?? 2),
  prepare: false,
  idle_timeout: 20,
  connect_timeout: 10,
  onnotice: () => {},
});

type Tx = { unsafe: (query: string, params?: never[]) => Promise<unknown> };

function txClient(tx: Tx): SqlClient {
  const self: SqlClient = {
    async query<T>(text: string, params: unknown[] = []) {
      return [...((await tx.unsafe(text, params as never[])) as Iterable<T>)];
    },
    transaction: (work) => work(self),
  };
  return self;
}

const db: SqlClient = {
  async query<T>(text: string, params: unknown[] = []) {
    return [...((await sql.unsafe(text, params as never[])) as Iterable<T>)];
  },
  async transaction<R>(work: (tx: SqlClient) => Promise<R>): Promise<R> {
    return (await sql.begin((tx) => work(txClient(tx as unknown as Tx)))) as R;
  },
};

function createMailer(): Mailer {
  const apiKey = setting("RESEND_API_KEY") ?? setting("EMAIL_API_KEY");
  if (apiKey) return createHttpMailer({ apiKey, url: setting("EMAIL_API_URL") ?? DEFAULT_EMAIL_API_URL });
  const smtpUrl = setting("SMTP_URL");
  if (smtpUrl) return createSmtpMailer(smtpUrl);
  log.warn("mailer.unconfigured", {
    hint: "set RESEND_API_KEY or SMTP_URL; e-mail stays queued in notification_outbox",
  });
  return {
    kind: "none",
    send: () => Promise.reject(new Error("No e-mail transport configured (RESEND_API_KEY or SMTP_URL)")),
  };
}

const mailer = createMailer();
const companyEmail = setting("NOTIFY_EMAIL_TO") ?? setting("COMPANY_EMAIL") ?? "info@rts-soluciones.es";
const siteUrl = (setting("SITE_URL") ?? "http://localhost:3000").replace(/\/+$/, "");
const settings: NotificationSettings = {
  companyName: "RTS",
  companyInbox: companyEmail,
  mailFrom: setting("MAIL_FROM") ?? `RTS <${companyEmail}>`,
  siteUrl,
  leadMagnetUrl: {
    es: setting("LEAD_MAGNET_URL") ?? guideUrl(siteUrl, "es"),
    en: setting("LEAD_MAGNET_URL_EN") ?? guideUrl(siteUrl, "en"),
  },
  // Decision 130: the same DEMO_SLOT_CAPACITY as the site's (default 1).
  demoSlotCapacity: Number(setting("DEMO_SLOT_CAPACITY") ?? 1),
  // Decision 131: signs the cancel/move links; the site's SESSION_SECRET (README "Supabase").
  bookingLinkSecret: setting("BOOKING_LINK_SECRET") ?? setting("SESSION_SECRET"),
  // Decision 175: the site's DEMO_CLOSED_DAYS, DEMO_MIN_NOTICE_HOURS and DEMO_BOOKING_DAYS.
  booking: {
    closedDays: setting("DEMO_CLOSED_DAYS") ?? DEFAULT_BOOKING_RULES.closedDays,
    minNoticeHours: Number(setting("DEMO_MIN_NOTICE_HOURS") ?? DEFAULT_BOOKING_RULES.minNoticeHours),
    windowDays: Number(setting("DEMO_BOOKING_DAYS") ?? DEFAULT_BOOKING_RULES.windowDays),
  },
  // The function cannot read app/content/company/identity.yaml: give it the same legal name and
  // registered office as settings (docs/backend.md, decision 210); unset, the trade name and the city.
  legal: mailLegalFooter({
    ...unsetIdentity,
    legalName: setting("COMPANY_LEGAL_NAME") ?? null,
    registeredOffice: {
      street: setting("COMPANY_STREET") ?? null,
      postalCode: setting("COMPANY_POSTAL_CODE") ?? null,
      city: setting("COMPANY_CITY") ?? null,
    },
  }),
  // Decisions 207, 208: the site's DEMO_MEETING_URL and DEMO_REMINDER_HOURS.
  meetingUrl: setting("DEMO_MEETING_URL"),
  reminderHours: Number(setting("DEMO_REMINDER_HOURS") ?? DEFAULT_REMINDER_HOURS),
};
const unreadable = invalidClosedDayRules(settings.booking!.closedDays);
if (unreadable.length > 0)
  throw new Error(`send-notification: DEMO_CLOSED_DAYS has rules it cannot read: ${unreadable.join("; ")}`);
if (!settings.bookingLinkSecret) {
  log.warn("booking_links.unsigned", { hint: "set SESSION_SECRET: demo e-mails carry no cancel/move link without it" });
}

// Tests only (decision 195): the day the function takes for today; unset, the system clock.
const now = clockStartingAt(setting("TEST_CLOCK_START"));
if (now) log.warn("clock.test_start", { now: now().toISOString(), hint: "TEST_CLOCK_START is for tests only" });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "Content-Type": "application/json; charset=utf-8" },
  });
}

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

/**
 * Work that must outlive the answer: on Supabase, `EdgeRuntime.waitUntil` (its documented way to
 * run a task after the response); self-hosted under plain Deno, the promise simply runs on.
 */
function afterAnswer(work: Promise<unknown>): void {
  if (typeof EdgeRuntime !== "undefined") EdgeRuntime.waitUntil(work);
}

/** The e-mails a change committed leave after the answer (decision 178), as on the Node site. */
function dispatch(ids: string[]): void {
  afterAnswer(
    dispatchOutbox({ sql: db, mailer, log, now }, { ids }).catch((error) =>
      log.warn("outbox.send_deferred", { error: errorMessage(error) }),
    ),
  );
}

const deps = { sql: db, mailer, log, settings, dispatch, now };

/** Resolves at `instant` (milliseconds since the epoch): at once when it has passed. */
function until(instant: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, instant - Date.now())));
}

export async function handler(request: Request): Promise<Response> {
  const taken = Date.now();
  if (request.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  if (request.method !== "POST") {
    return json(405, { error: { code: "invalid", message: "Use POST with a JSON body { type, data }" } });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { error: { code: "invalid", message: "invalid request (the body is not JSON)" } });
  }

  // A visitor's cookie choice (decision 136): validated, then stored; nothing is sent.
  if ((body as { type?: unknown } | null)?.type === "cookie-consent") {
    const parsed = consentRecordSchema.safeParse((body as { data?: unknown }).data);
    if (!parsed.success) return json(400, { error: { code: "invalid", message: "invalid consent record" } });
    const stored = await storeConsentRecord({ sql: db, log, now }, parsed.data);
    return json(stored.error ? 503 : 200, stored);
  }

  // A scheduled pass (pg_cron, docs/backend.md): sends what is due, such as demo reminders (decision
  // 208). Harmless from anyone: it only sends mail already due, each row once.
  if ((body as { type?: unknown } | null)?.type === "outbox-dispatch") {
    const result = await dispatchOutbox({ sql: db, mailer, log, now }, { limit: 20 }).catch((error) => {
      log.warn("outbox.scheduled_pass_failed", { error: errorMessage(error) });
      return null;
    });
    return json(result ? 200 : 503, { error: result ? null : { code: "unavailable", message: "try again" } });
  }

  // A booking's signed link (look up, cancel, move): the token is checked before anything is read.
  if (isBookingAction(body)) {
    const answer = await handleBookingAction(deps, body);
    return json(answer.status, answer.body);
  }

  // A newsletter link (confirm, unsubscribe): its signed token is the whole check.
  const link = newsletterLinkRequest(body);
  if (link) {
    const result = await followNewsletterLink(deps, link.purpose, link.token);
    return json(
      result.status,
      result.status === 200
        ? { error: null, outcome: result.outcome }
        : result.status === 400
          ? { error: { code: "invalid", message: "invalid link" } }
          : { error: { code: "unavailable", message: "The link could not be followed; please try again." } },
    );
  }

  // The body comes from the internet: validated here, once, with the schema the site's forms use.
  const checked = validateNotificationRequest(body, log, now, settings.booking);
  const outcome = "refused" in checked ? checked.refused : await processNotification(deps, checked.request);

  // Edge functions have no background worker: each call also retries a few older unsent e-mails.
  afterAnswer(
    dispatchOutbox({ sql: db, mailer, log, now }, { limit: 5 }).catch((error) =>
      log.warn("outbox.retry_pass_failed", { error: errorMessage(error) }),
    ),
  );

  // Every newsletter answer leaves at the same time after the post, whatever the address's state, as
  // on the site (decision 247): how long the work took says nothing about who is subscribed.
  if ((body as { type?: unknown } | null)?.type === "newsletter") await until(taken + NEWSLETTER_ANSWER_MS);
  return json(outcome.status, outcome.body);
}

const port = setting("SEND_NOTIFICATION_PORT");
if (port !== undefined) {
  // Self-hosted / tests: an explicit loopback port (0 picks a free one and prints it).
  Deno.serve(
    {
      port: Number(port),
      hostname: setting("SEND_NOTIFICATION_HOST") ?? "127.0.0.1",
      onListen: ({ port: actual }) => console.log(JSON.stringify({ level: "info", event: "listening", port: actual })),
    },
    handler,
  );
} else {
  Deno.serve(handler);
}
