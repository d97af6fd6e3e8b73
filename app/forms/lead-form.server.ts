/**
 * The one server recipe of the four lead forms: rate limit, honeypot, Zod validation (Conform's
 * parseWithZod with the shared schemas), storage through the backend port, then the answer:
 * - without JavaScript: 303 back to the page with a flash message (success), or the page itself
 *   re-rendered with the errors / failure notice and every value kept (400, 429, 503);
 * - with JavaScript (the fetcher adds `_enhanced=1`): the same outcome as data, the flash message in
 *   the cookie for the revalidating root loader.
 */
import { json, type AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { ZodType } from "zod";
import { contactEnquirySchema, demoBookingSchema, leadMagnetSchema, newsletterSchema } from "~shared/schemas";
import type { Lang } from "~/i18n/language";
import { getBackend } from "~/services/backend/index.server";
import type { NotificationType } from "~/services/backend/port";
import { env } from "~/services/env.server";
import { errorFields, log } from "~/services/logger.server";
import { createRateLimiter, parseRateLimit, type RateLimiter } from "~/services/rate-limit.server";
import { clientAddress } from "~/services/request-guards.server";
import { jsonWithFlash, redirectWithFlash, stashFlash, type ToastInput } from "~/services/toast.server";
import { ENHANCED_FIELD, HONEYPOT_FIELD, INTENT_FIELD, type FormIntent, type FormReply, type ToastKey } from "./types";

type FormSpec = {
  type: NotificationType;
  schema: ZodType;
  success: ToastKey;
  failure: ToastKey;
  duplicate?: ToastKey;
  /** Lead magnet: the thank-you notice names the address the eBook went to. */
  echoEmail?: boolean;
};

const specs: Record<FormIntent, FormSpec> = {
  demo: { type: "demo", schema: demoBookingSchema, success: "demo.success", failure: "demo.error" },
  contact: { type: "contact", schema: contactEnquirySchema, success: "contact.success", failure: "contact.error" },
  newsletter: {
    type: "newsletter",
    schema: newsletterSchema,
    success: "newsletter.success",
    failure: "newsletter.error",
    duplicate: "newsletter.duplicate",
  },
  "lead-magnet": {
    type: "lead-magnet",
    schema: leadMagnetSchema,
    success: "leadMagnet.success",
    failure: "leadMagnet.error",
    echoEmail: true,
  },
};

let limiter: RateLimiter | undefined;

/** The process-wide limiter, from FORM_RATE_LIMIT; tests may replace it with `useFormRateLimit`. */
export function formRateLimiter(): RateLimiter {
  limiter ??= createRateLimiter(parseRateLimit(env().FORM_RATE_LIMIT));
  return limiter;
}

export function useFormRateLimit(value: string): RateLimiter {
  limiter = createRateLimiter(parseRateLimit(value));
  return limiter;
}

const CONTROL_FIELDS = new Set([INTENT_FIELD, ENHANCED_FIELD, HONEYPOT_FIELD]);

/** The visitor's values, to put back in the form (never files, never our control fields). */
function keptValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !CONTROL_FIELDS.has(name) && !(name in values)) values[name] = value;
  }
  return values;
}

function keptResult(form: FormData): SubmissionResult<string[]> {
  return { status: "error", initialValue: keptValues(form), error: {} };
}

type Context = { request: Request; context: AppLoadContext | undefined; lang: Lang; enhanced: boolean };

/** Any answer but success: data for the fetcher, or the re-rendered page for a document POST. */
async function answer(
  ctx: Context,
  reply: FormReply,
  options: { status: number; toast?: ToastInput; retryAfter?: number },
): Promise<Response> {
  const headers = new Headers();
  if (options.retryAfter) headers.set("Retry-After", String(options.retryAfter));
  if (ctx.enhanced) {
    if (options.toast) return jsonWithFlash(reply, options.toast, { status: options.status, headers });
    return json(reply, { status: options.status, headers });
  }
  stashFlash(ctx.context, { reply, toast: options.toast, retryAfter: options.retryAfter });
  return json(reply, { status: options.status, headers });
}

function isDuplicate(error: { code: string; message: string }): boolean {
  return error.code === "duplicate" || /duplicate|already exists/i.test(error.message);
}

export async function handleLeadForm(
  intent: FormIntent,
  form: FormData,
  ctx: Omit<Context, "enhanced">,
): Promise<Response> {
  const spec = specs[intent];
  const full: Context = { ...ctx, enhanced: form.get(ENHANCED_FIELD) === "1" };
  const address = clientAddress(ctx.context);

  const decision = await formRateLimiter().hit(`${intent}|${address}`);
  if (!decision.allowed) {
    log.warn("form.rate_limited", { intent, address, retryAfter: decision.retryAfterSeconds });
    return answer(
      full,
      { intent, status: "refused", result: keptResult(form) },
      {
        status: 429,
        retryAfter: decision.retryAfterSeconds,
        toast: { type: "error", key: "refusal.rateLimited", param: String(Math.ceil(decision.retryAfterSeconds / 60)) },
      },
    );
  }

  const honeypot = form.get(HONEYPOT_FIELD);
  const filledHoneypot = typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== null;

  const submission = parseWithZod(form, { schema: spec.schema });
  if (submission.status !== "success" && !filledHoneypot) {
    return answer(full, { intent, status: "invalid", result: submission.reply() }, { status: 400 });
  }

  const value = (submission.status === "success" ? submission.value : {}) as Record<string, unknown>;
  const email = spec.echoEmail && typeof value.email === "string" ? value.email : undefined;
  const successToast: ToastInput = { type: "success", key: spec.success, ...(email ? { param: email } : {}) };

  if (filledHoneypot) {
    // A neutral answer, identical to success, so the bot learns nothing; nothing is stored.
    log.warn("form.honeypot", { intent, address });
    return succeed(full, intent, successToast, email);
  }

  let result: Awaited<ReturnType<Awaited<ReturnType<typeof getBackend>>["notify"]>>;
  try {
    const backend = await getBackend();
    result = await backend.notify({ type: spec.type, data: { ...value, lang: ctx.lang } });
  } catch (error) {
    result = { error: { code: "unavailable", message: error instanceof Error ? error.message : String(error) } };
    log.error("form.backend_threw", { intent, ...errorFields(error) });
  }

  if (result.error === null) {
    log.info("form.stored", { intent });
    return succeed(full, intent, successToast, email);
  }
  if (spec.duplicate && isDuplicate(result.error)) {
    log.info("form.duplicate", { intent });
    return succeed(full, intent, { type: "info", key: spec.duplicate }, undefined);
  }
  log.error("form.failed", { intent, code: result.error.code, message: result.error.message });
  return answer(
    full,
    { intent, status: "failed", result: keptResult(form) },
    { status: 503, toast: { type: "error", key: spec.failure } },
  );
}

function succeed(ctx: Context, intent: FormIntent, toast: ToastInput, email: string | undefined): Promise<Response> {
  if (ctx.enhanced) {
    const reply: FormReply = {
      intent,
      status: "success",
      result: { status: "success", initialValue: null },
      ...(email ? { email } : {}),
    };
    return jsonWithFlash(reply, toast);
  }
  // POST/redirect/GET to the page itself, without its query (?demo=1, ?puesto=...).
  return redirectWithFlash(new URL(ctx.request.url).pathname, toast);
}
