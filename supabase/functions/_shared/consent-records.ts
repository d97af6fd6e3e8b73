/**
 * The record of a visitor's cookie choice (decision 136), host-independent: the Node app stores it
 * through its SQL client, the edge function through its own. The random id is the consent cookie's
 * `consentId`; no address, IP or user agent is ever part of it.
 */
import { z } from "zod";
import type { Logger, NotifyResult, SqlClient } from "./types.ts";
import { errorMessage } from "./types.ts";

z.config({ jitless: true });

export const CONSENT_CATEGORIES = ["necessary", "analytics", "functional", "advertising"] as const;

export const consentRecordSchema = z.object({
  consent_id: z.uuid({ error: "invalid" }),
  categories: z
    .array(z.enum(CONSENT_CATEGORIES, { error: "invalidOption" }))
    .min(1)
    .max(CONSENT_CATEGORIES.length)
    .refine((list) => list.includes("necessary") && new Set(list).size === list.length, { error: "invalidOption" }),
  revision: z.number().int().min(0).max(1000),
  lang: z.enum(["es", "en"], { error: "invalidOption" }),
});

export type ConsentRecord = z.output<typeof consentRecordSchema>;

/** Stores one choice; a storage failure is "unavailable" (the visitor's cookie holds the choice anyway). */
export async function storeConsentRecord(
  deps: { sql: SqlClient; log: Logger; now?: () => Date },
  record: ConsentRecord,
): Promise<NotifyResult> {
  try {
    await deps.sql.query(
      `insert into public.cookie_consent_records (consent_id, categories, revision, lang, recorded_at)
       values ($1::uuid, $2::text[], $3, $4, $5::timestamptz)`,
      [
        record.consent_id,
        record.categories,
        record.revision,
        record.lang,
        (deps.now ?? (() => new Date()))().toISOString(),
      ],
    );
    deps.log.info("consent.recorded", { categories: record.categories.length, revision: record.revision });
    return { error: null };
  } catch (error) {
    deps.log.error("consent.record_failed", { error: errorMessage(error) });
    return { error: { code: "unavailable", message: "The consent could not be recorded" } };
  }
}
