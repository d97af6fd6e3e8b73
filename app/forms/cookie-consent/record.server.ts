/**
 * Records a visitor's cookie choice server-side (decision 136): the random id of the choice (the
 * consent cookie's `consentId`), the categories, the policy revision, the language; the time is the
 * server's. No IP address or user agent is stored or logged. Used by the no-JavaScript consent form
 * and by the record route the consent library posts to.
 */
import { consentRecordSchema, type ConsentRecord } from "~shared/consent-records";
import { getBackend } from "~/services/backend/index.server";
import type { NotifyResult } from "~/services/backend/port";
import { errorFields, log } from "~/services/logger.server";

export async function recordConsent(record: ConsentRecord): Promise<NotifyResult> {
  try {
    const result = await (await getBackend()).recordConsent(record);
    if (result.error) log.error("consent.record_failed", { code: result.error.code });
    return result;
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
