import { randomUUID } from "node:crypto";
import {
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_REVISION,
  categoriesFromChoice,
  optionalCategories,
  parseConsentCookie,
  type ConsentChoice,
  type ConsentCookieValue,
} from "~/components/consent/consent-state";
import type { Lang } from "~/i18n/language";
import { consentRecordSchema } from "~shared/consent-records";
import { parseCookies } from "~/utils/cookies";
import { serialize } from "cookie";
import { requestPreferences } from "./request-preferences.server";

/** The visitor's stored cookie choice, or null while they have not answered the banner. */
export function consentFromRequest(request: Request): ConsentChoice | null {
  return requestPreferences(request).consent;
}

/** An id the consent record can store: the library's random UUID; anything else (forged, damaged) is replaced. */
function recordableId(id: string): boolean {
  return consentRecordSchema.shape.consent_id.safeParse(id).success;
}

type CookieOptions = { request: Request; lang: Lang; now?: Date; newId?: () => string };

/**
 * The Set-Cookie header that stores a choice in vanilla-cookieconsent's own format (so the library
 * finds it valid when JavaScript runs later). An earlier valid choice keeps its id and first date,
 * as the library does when a visitor changes their mind.
 */
export function consentSetCookie(choice: ConsentChoice, options: CookieOptions): string {
  return consentCookie(choice, options).header;
}

/** The stored value (to record it, decision 136) and its Set-Cookie header. */
export function consentCookie(
  choice: ConsentChoice,
  { request, lang, now = new Date(), newId = randomUUID }: CookieOptions,
): { value: ConsentCookieValue; header: string } {
  const stored = parseConsentCookie(parseCookies(request.headers.get("Cookie")).values[CONSENT_COOKIE_NAME], now);
  // An earlier choice is carried on only with an id the record can hold (a forged one starts afresh).
  const previous = stored && recordableId(stored.consentId) ? stored : null;
  const expires = new Date(now.getTime() + CONSENT_MAX_AGE_SECONDS * 1000);
  const value: ConsentCookieValue = {
    categories: categoriesFromChoice(choice),
    revision: CONSENT_REVISION,
    data: previous?.data ?? null,
    consentTimestamp: previous?.consentTimestamp ?? now.toISOString(),
    consentId: previous?.consentId ?? newId(),
    // No category declares individual services: one empty list per category, as the library writes.
    services: { necessary: [], ...Object.fromEntries(optionalCategories.map((category) => [category, []])) },
    languageCode: lang,
    lastConsentTimestamp: now.toISOString(),
    expirationTime: expires.getTime(),
  };
  const header = serialize(CONSENT_COOKIE_NAME, JSON.stringify(value), {
    path: "/",
    expires,
    maxAge: CONSENT_MAX_AGE_SECONDS,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
  });
  return { value, header };
}
