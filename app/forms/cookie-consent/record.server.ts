/**
 * Records a visitor's cookie choice server-side (decision 136): the random id of the choice (the
 * consent cookie's `consentId`), the categories, the policy revision, the language; the time is the
 * server's. No IP address or user agent is stored or logged. Used by the no-JavaScript consent form
 * and by the record route the consent library posts to.
 */
import type { AppLoadContext } from "@remix-run/node";
import { consentRecordSchema, type ConsentRecord } from "~shared/consent-records";
import { getBackend } from "~/services/backend/index.server";
import type { NotifyResult } from "~/services/backend/port";
import { env } from "~/services/env.server";
import { errorFields, log } from "~/services/logger.server";
import { visitorTag } from "~/services/keyed-hash.server";
import {
  createRateLimiter,
  parseRateLimit,
  type RateLimitDecision,
  type RateLimiter,
} from "~/services/rate-limit.server";
import { clientAddress } from "~/services/request-guards.server";

/** The consent library's record is a few fields: anything longer is not one. */
export const CONSENT_RECORD_LIMIT = 2048;

/** A visitor may change their mind: their choices count in a bucket this many times the forms' allowance. */
const CONSENT_SCALE = 4;

let limiter: RateLimiter | undefined;

/**
 * The visitor's allowance of recorded choices (issue 27 item 6), per address like the forms'
 * (FORM_RATE_LIMIT, four times as many): the no-JavaScript form and the library's record route
 * count together. Decided once per request; the HTTP front asks before anything runs.
 */
export function admitConsentChoice(context: AppLoadContext | undefined): Promise<RateLimitDecision> {
  const decide = async () => {
    limiter ??= createRateLimiter(parseRateLimit(env().FORM_RATE_LIMIT));
    const address = clientAddress(context);
    const decision = await limiter.hit(`consent|${address}`, CONSENT_SCALE);
    if (!decision.allowed && !decision.remembered) log.warn("consent.rate_limited", { visitor: visitorTag(address) });
    return decision;
  };
  if (!context) return decide();
  context.consentAdmission ??= decide();
  return context.consentAdmission;
}

/** Tests only: a fresh limiter for `rule` (FORM_RATE_LIMIT syntax). */
export function setConsentRateLimitForTests(rule: string): void {
  limiter = createRateLimiter(parseRateLimit(rule));
}

/** Stores a choice; the same choice as the id's last one is not stored again (`replayed`). */
export async function recordConsent(record: ConsentRecord): Promise<NotifyResult> {
  try {
    return await (await getBackend()).recordConsent(record);
  } catch (error) {
    log.error("consent.record_threw", errorFields(error));
    return { error: { code: "unavailable", message: "The consent could not be recorded" } };
  }
}

/** The record posted by the consent library (form fields; categories comma-separated), or null. */
export function recordFromForm(form: FormData): ConsentRecord | null {
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 200);
  const parsed = consentRecordSchema.safeParse({
    consent_id: text("consent_id"),
    categories: text("categories").split(",").filter(Boolean),
    revision: Number(text("revision") || "NaN"),
    lang: text("lang"),
  });
  return parsed.success ? parsed.data : null;
}
