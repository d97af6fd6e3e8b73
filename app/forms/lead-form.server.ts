/**
 * The one server recipe of the four lead forms, in two steps:
 * - `admitLead`: fields, validation (Conform's parseWithZod with the shared schema: the only
 *   validation on the site's side) and the allowance, decided before anything is stored (a post
 *   over the allowance is answered 429 with the form again, decision 250); once per request (kept
 *   on the load context).
 * - `handleLeadForm`: honeypot, then storage through the backend port, which trusts the parsed
 *   request. It says what happened; the page action (page-action.server.ts) turns that into the answer.
 * With the two things both steps stand on: the posted fields, read once (`readLeadFields`), and the
 * submission's key (`submissionKey`, from the token each render gives its forms: `newFormToken`).
 */
import { createHash, randomBytes } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/node";
import {
  contactEnquirySchema,
  demoBookingSchemaAt,
  leadMagnetSchema,
  newsletterSchema,
  type NotificationRequest,
} from "~shared/schemas";
import type { Lang } from "~/i18n/language";
import { getBackend } from "~/services/backend/index.server";
import { bookingRules } from "~/services/booking-rules.server";
import { siteNow } from "~/services/clock.server";
import { hostBusyAt } from "~/services/demo-availability.server";
import type { NotifyResult } from "~/services/backend/port";
import { env } from "~/services/env.server";
import { errorFields, log } from "~/services/logger.server";
import { visitorTag } from "~/services/keyed-hash.server";
import { createRateLimiter, parseRateLimit, type RateLimiter } from "~/services/rate-limit.server";
import { clientAddress } from "~/services/request-guards.server";
import { LRUCache } from "lru-cache";
import { REPLAY_WINDOW_MS } from "~shared/notifications";
import type { BookedDemo } from "~shared/types";
import { encodeBooked, splitSlotField, SLOT_FIELD } from "./demo-booking/booked";
import {
  FORM_TOKEN_PATTERN,
  HONEYPOT_FIELD,
  TOKEN_FIELD,
  type FormIntent,
  type FormReply,
  type Notice,
  type ToastKey,
} from "./types";

/**
 * What a post came to. Accepted (stored, a repeated newsletter address, or a honeypot): the page
 * answers with its notice. Not accepted: the form is shown again with `reply` and `status`.
 */
export type FormOutcome =
  | { accepted: true; intent: FormIntent; notice: Notice; email?: string; booking?: BookedDemo }
  | {
      accepted: false;
      status: 400 | 403 | 409 | 413 | 429 | 503;
      reply: FormReply;
      notice?: Notice;
      retryAfter?: number;
    };

/*
 * The posted fields: the one parsing point of a lead form's fields (decision 120). Whatever a client
 * sends, what reaches validation, storage and the re-rendered form is a flat record of the form's
 * own field names to clean strings.
 *
 * - Only the form's own fields are read. Conform's reserved names (`__intent__`, `__state__`), path
 *   syntax (`email[]`, `email.x`, `email[0]`) and any other name are dropped, so they can neither
 *   steer Conform nor reach the page that re-renders the errors.
 * - A field sent twice with the same value counts once; with different values it is an error of
 *   that field ("repeated"), never an array. Files are not text and are dropped.
 * - Text is normalised: NUL and the other invisible control characters are removed (TAB and line
 *   breaks stay; single-line fields still refuse line breaks in the schema), CRLF becomes LF (what
 *   the browser counted against `maxlength`), lone surrogates become U+FFFD and the text is NFC.
 *   A valid lead is kept whatever odd character one field held; the database never sees a NUL.
 */

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text a visitor meant: see "The posted fields" above. */
export function cleanText(value: string): string {
  return value
    .replace(LONE_SURROGATE, "\ufffd")
    .replace(INVISIBLE_CONTROLS, "")
    .replace(/\r\n?/g, "\n")
    .normalize("NFC");
}

export type LeadFields = {
  /** The form's fields, cleaned, for the schema (Conform's parseWithZod reads it as a form). */
  data: URLSearchParams;
  /** The same as a record: what the visitor typed, to put back in the form. */
  values: Record<string, string>;
  /** Fields sent more than once with different values. */
  repeated: string[];
};

export function readLeadFields(form: FormData, names: readonly string[]): LeadFields {
  const wanted = new Set(names);
  const values: Record<string, string> = {};
  const repeated = new Set<string>();
  for (const [name, raw] of form.entries()) {
    if (!wanted.has(name) || typeof raw !== "string") continue;
    const value = cleanText(raw);
    if (!(name in values)) values[name] = value;
    else if (values[name] !== value) repeated.add(name);
  }
  return { data: new URLSearchParams(values), values, repeated: [...repeated] };
}

/*
 * The submission's key: exactly once across resubmission (decisions 123 and 166). A render for one visitor carries a new
 * random token in each lead form (a page the cache shares carries none: the browser makes its own,
 * app/forms/form-token.ts); the lead is stored with a key made of that token, the visitor and what
 * was posted, unique in its table. The same form sent again by the same visitor (its answer lost
 * after the commit, a reload that re-posts) has the same key: within the replay window, and while
 * what it stored stands, the backend answers the first outcome and stores and sends nothing more
 * (replays in supabase/functions/_shared/notifications.ts). Two visitors never share a key, even with one
 * token: the visitor is part of it.
 *
 * A post without a token (a shared page without JavaScript, decision 201) is keyed by the visitor,
 * the form and the values alone: the same form sent again with the same values within the replay
 * window is the same submission (a reload that re-posts, a double click, the back button), answered
 * with its first outcome; any other value, another visitor, or a later post is a new lead.
 */

/** A new token for the forms of one render: 144 random bits, URL-safe. */
export function newFormToken(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * The key of a valid post: of its token, visitor, form and values, or of the visitor, form and values
 * alone when it came without a token (a malformed one counts as none). `visitor`: a keyed hash of
 * the visitor's address (visitorTag).
 */
export function submissionKey(form: FormData, intent: FormIntent, lang: Lang, value: unknown, visitor: string): string {
  const token = form.get(TOKEN_FIELD);
  const tokened = typeof token === "string" && FORM_TOKEN_PATTERN.test(token);
  return createHash("sha256")
    .update(JSON.stringify([tokened ? token : "no-token", visitor, intent, lang, value]))
    .digest("hex");
}

const schemas = {
  // Checked against the same open days, notice and window as the calendars (decision 175).
  demo: demoBookingSchemaAt(siteNow, bookingRules()),
  contact: contactEnquirySchema,
  newsletter: newsletterSchema,
  "lead-magnet": leadMagnetSchema,
} as const satisfies Record<FormIntent, unknown>;

const notices: Record<FormIntent, { success: ToastKey; failure: ToastKey }> = {
  demo: { success: "demo.success", failure: "demo.error" },
  contact: { success: "contact.success", failure: "contact.error" },
  newsletter: { success: "newsletter.success", failure: "newsletter.error" },
  "lead-magnet": { success: "leadMagnet.success", failure: "leadMagnet.error" },
};

let limiter: RateLimiter | undefined;

/** The process-wide limiter, from FORM_RATE_LIMIT. */
function formRateLimiter(): RateLimiter {
  limiter ??= createRateLimiter(parseRateLimit(env().FORM_RATE_LIMIT));
  return limiter;
}

/** Tests only: replaces the process-wide limiter with a fresh one for `rule` (FORM_RATE_LIMIT syntax). */
export function setFormRateLimitForTests(rule: string): void {
  limiter = createRateLimiter(parseRateLimit(rule));
}

/** A post that fails validation counts in its own bucket, this many times the allowance (decision 121). */
const INVALID_POST_SCALE = 10;

/** The fields each form reads (the schema's keys; `lang` comes from the page, never from the post). */
function fieldNames(intent: FormIntent): string[] {
  return Object.keys(schemas[intent].shape).filter((name) => name !== "lang");
}

/** The visitor's values (cleaned), to put back in the form. */
function keptResult(fields: LeadFields): SubmissionResult<string[]> {
  return { status: "error", initialValue: fields.values, error: {} };
}

/** Conform's result for an invalid post, plus the error of each field sent twice with different values. */
function invalidResult(submission: { reply(): SubmissionResult<string[]> }, fields: LeadFields) {
  const result = submission.reply();
  const error: Record<string, string[] | null> = { ...(result.error ?? {}) };
  for (const name of fields.repeated) error[name] = ["repeated"];
  return { ...result, status: "error" as const, initialValue: fields.values, error };
}

/** The picker without JavaScript is one field: the date's and time's errors are its own. */
function slotErrorsOnPicker(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  const error = { ...(result.error ?? {}) };
  const slotError = error.demo_date ?? error.demo_time;
  delete error.demo_date;
  delete error.demo_time;
  if (slotError) error[SLOT_FIELD] = slotError;
  return { ...result, error };
}

type Parsed = {
  fields: LeadFields;
  submission: { reply(): SubmissionResult<string[]> };
  value: NotificationRequest["data"] | undefined;
  usedSlotField: boolean;
  filledHoneypot: boolean;
  form: FormData;
};

/**
 * What the forms know of a post before it is stored: its fields, whether it is valid, and whether
 * the visitor's allowance lets it through. `replayOnly`: over the allowance, but the same
 * submission this process stored moments ago (its answer was lost): it gets its first outcome and
 * nothing new is stored.
 */
export type LeadAdmission =
  | { admitted: false; outcome: Extract<FormOutcome, { accepted: false }> }
  | ({ admitted: true; key?: string } & ({ replayOnly: false } | { replayOnly: true; retryAfter: number }) & Parsed);

/** The answer to a post over the allowance: the form again, with the wait. */
function rateLimited(intent: FormIntent, fields: LeadFields, retryAfter: number): LeadAdmission & { admitted: false } {
  return {
    admitted: false,
    outcome: {
      accepted: false,
      status: 429,
      reply: { intent, status: "refused", result: keptResult(fields) },
      // The wait in whole minutes, said with the language's plural rules ("en 1 minuto", "in 8 minutes").
      notice: { type: "error", key: "refusal.rateLimited", param: String(Math.max(1, Math.ceil(retryAfter / 60))) },
      retryAfter,
    },
  };
}

/**
 * The keys of submissions this process stored or answered within the replay window: a retry over
 * the allowance may reach the database only with one of them, so a flood of made-up keys stays a
 * refusal that costs nothing.
 */
const recentKeys = new LRUCache<string, true>({ max: 10_000, ttl: REPLAY_WINDOW_MS });

function parsePost(intent: FormIntent, posted: FormData): Parsed {
  // The no-JavaScript picker posts one "date time" field (decision 130); the schema reads both.
  const slot = intent === "demo" ? posted.get(SLOT_FIELD) : null;
  const usedSlotField = typeof slot === "string";
  const form = usedSlotField ? splitSlotField(posted) : posted;
  const fields = readLeadFields(form, fieldNames(intent));
  // The re-rendered picker shows what was chosen.
  if (usedSlotField) fields.values[SLOT_FIELD] = cleanText(slot).slice(0, 40);
  const honeypot = form.get(HONEYPOT_FIELD);
  const filledHoneypot = typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== null;
  const submission = parseWithZod(fields.data, { schema: schemas[intent] });
  const value = submission.status === "success" && fields.repeated.length === 0 ? submission.value : undefined;
  return { fields, submission, value, usedSlotField, filledHoneypot, form };
}

export function admitLead(
  intent: FormIntent,
  posted: FormData,
  context: AppLoadContext | undefined,
  lang: Lang,
): Promise<LeadAdmission> {
  const decide = async (): Promise<LeadAdmission> => {
    const address = clientAddress(context);
    const parsed = parsePost(intent, posted);
    const { value, filledHoneypot, fields, form } = parsed;
    const key = value ? submissionKey(form, intent, lang, { ...value, lang }, visitorTag(address)) : undefined;
    // The allowance is for leads: a post that would be stored (or a bot's honeypot) counts once; one
    // that fails validation counts in a separate bucket ten times larger, which stops only floods.
    const counts = value !== undefined || filledHoneypot;
    const bucket = `${intent}|${address}`;
    const decision = await formRateLimiter().hit(
      counts ? bucket : `${bucket}|invalid`,
      counts ? 1 : INVALID_POST_SCALE,
    );
    if (decision.allowed) return { admitted: true, replayOnly: false, key, ...parsed };
    const retryAfter = decision.retryAfterSeconds;
    if (key && !filledHoneypot && recentKeys.has(key)) {
      return { admitted: true, replayOnly: true, retryAfter, key, ...parsed };
    }
    // Logged when the allowance first runs out, not for each post of a flood after it.
    if (!decision.remembered) log.warn("form.rate_limited", { intent, visitor: visitorTag(address), retryAfter });
    return rateLimited(intent, fields, retryAfter);
  };
  if (!context) return decide();
  context.leadAdmission ??= decide();
  return context.leadAdmission;
}

export async function handleLeadForm(
  intent: FormIntent,
  posted: FormData,
  { context, lang }: { context: AppLoadContext | undefined; lang: Lang },
): Promise<FormOutcome> {
  const address = clientAddress(context);
  const admission = await admitLead(intent, posted, context, lang);
  if (!admission.admitted) return admission.outcome;
  const { fields, submission, value, usedSlotField, filledHoneypot, key } = admission;

  // Lead magnet: the thank-you notice names the address the eBook went to.
  const email = intent === "lead-magnet" ? value?.email : undefined;
  const stored: FormOutcome = {
    accepted: true,
    intent,
    notice: { type: "success", key: notices[intent].success, ...(email ? { param: email } : {}) },
    ...(email ? { email } : {}),
  };

  if (filledHoneypot) {
    // A neutral answer, identical to success, so the bot learns nothing; nothing is stored.
    log.warn("form.honeypot", { intent, visitor: visitorTag(address) });
    return stored;
  }
  if (!value) {
    return {
      accepted: false,
      status: 400,
      reply: {
        intent,
        status: "invalid",
        result: usedSlotField
          ? slotErrorsOnPicker(invalidResult(submission, fields))
          : invalidResult(submission, fields),
      },
    };
  }

  // The schema of `intent` parsed `value`: together they are the request the backend stores as it is.
  const data = { ...value, lang };
  const request = { type: intent, data, ...(key ? { key } : {}) } as NotificationRequest;
  // A slot the host's calendar has become busy at since the page was drawn (decision 209): taken.
  const result =
    request.type === "demo" && (await hostBusyAt(request.data.demo_date, request.data.demo_time))
      ? ({ error: { code: "slot-taken", message: "the host's calendar is busy then" } } as const)
      : await notify(request, { replayOnly: admission.replayOnly });
  if (result.error === null) {
    if (key) recentKeys.set(key, true);
    log.info(result.replayed ? "form.replayed" : "form.stored", { intent });
    const booking = result.booking;
    if (intent !== "demo" || !booking) return stored;
    // The confirmation panel: with JavaScript from the answer, without it from the flash notice.
    return { ...stored, booking, notice: { ...stored.notice, param: encodeBooked(booking) } };
  }
  if (result.error.code === "slot-taken") {
    // Lost the slot (a race, or a page opened before it was taken): the other values stay.
    log.info("form.slot_taken", { intent });
    const values = { ...fields.values };
    delete values.demo_time;
    delete values[SLOT_FIELD];
    return {
      accepted: false,
      status: 409,
      reply: {
        intent,
        status: "invalid",
        result: {
          status: "error",
          initialValue: values,
          error: { [usedSlotField ? SLOT_FIELD : "demo_time"]: ["slotTaken"] },
        },
      },
    };
  }
  if (result.error.code === "not-replay" && admission.replayOnly) {
    // Over the allowance, and the submission it retried no longer stands: refused after all.
    return rateLimited(intent, fields, admission.retryAfter).outcome;
  }
  const { failure } = notices[intent];
  if (intent === "newsletter" && isDuplicate(result.error)) {
    // An address already subscribed gets the answer any address gets, in the flash cookie too: the
    // form never tells whether someone is subscribed (issue 36 item 2, decision 202). The backends
    // answer it as a success themselves (decision 247); a Supabase function deployed before that
    // still answers "duplicate".
    log.info("form.duplicate", { intent });
    return stored;
  }
  log.error("form.failed", { intent, code: result.error.code, message: result.error.message });
  return {
    accepted: false,
    status: 503,
    reply: { intent, status: "failed", result: keptResult(fields) },
    notice: { type: "error", key: failure },
  };
}

async function notify(request: NotificationRequest, options: { replayOnly: boolean }): Promise<NotifyResult> {
  try {
    return await (await getBackend()).notify(request, options);
  } catch (error) {
    log.error("form.backend_threw", { intent: request.type, ...errorFields(error) });
    return { error: { code: "unavailable", message: error instanceof Error ? error.message : String(error) } };
  }
}

function isDuplicate(error: { code: string; message: string }): boolean {
  return error.code === "duplicate" || /duplicate|already exists/i.test(error.message);
}
