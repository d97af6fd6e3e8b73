/**
 * The record of a visitor's cookie choice (decision 136), host-independent: the Node app stores it
 * through its SQL client, the edge function through its own. The random id is the consent cookie's
 * `consentId`; no address, IP or user agent is ever part of it.
 */
import { z } from "zod";
import type { Logger, NotifyResult, SqlClient } from "./types.ts";
import { errorMessage } from "./types.ts";
import { languages } from "../../../app/i18n/language.ts";

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
  lang: z.enum(languages, { error: "invalidOption" }),
});

export type ConsentRecord = z.output<typeof consentRecordSchema>;

/**
 * Stores one choice, unless it is the same as the last one recorded for its id (issue 27 item 6: a
 * repeated post adds nothing; A, B, then A again is three choices). `replayed`: not stored again.
 * A storage failure is "unavailable" (the visitor's cookie holds the choice anyway).
 */
export async function storeConsentRecord(
  deps: { sql: SqlClient; log: Logger; now?: () => Date },
  record: ConsentRecord,
): Promise<NotifyResult> {
  try {
    const stored = await deps.sql.transaction(async (tx) => {
      // Two identical posts at once are one choice: they take turns on the id.
      await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 136))", [record.consent_id]);
      return tx.query(
        `insert into public.cookie_consent_records (consent_id, categories, revision, lang, recorded_at)
         select $1::uuid, $2::text[], $3, $4, $5::timestamptz
          where not exists (
            select 1 from (select categories, revision from public.cookie_consent_records
                            where consent_id = $1::uuid order by recorded_at desc, id desc limit 1) as last
             where array(select unnest(last.categories) order by 1) = array(select unnest($2::text[]) order by 1)
               and last.revision = $3)
         returning id`,
        [
          record.consent_id,
          record.categories,
          record.revision,
          record.lang,
          (deps.now ?? (() => new Date()))().toISOString(),
        ],
      );
    });
    if (stored.length === 0) {
      deps.log.info("consent.unchanged", { revision: record.revision });
      return { error: null, replayed: true };
    }
    deps.log.info("consent.recorded", { categories: record.categories.length, revision: record.revision });
    return { error: null };
  } catch (error) {
    deps.log.error("consent.record_failed", { error: errorMessage(error) });
    return { error: { code: "unavailable", message: "The consent could not be recorded" } };
  }
}
