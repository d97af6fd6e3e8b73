import { randomUUID } from "node:crypto";
import {
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_REVISION,
  categoriesFromChoice,
  choiceFromCookie,
  optionalCategories,
  parseConsentCookie,
  type ConsentChoice,
  type ConsentCookieValue,
} from "~/components/consent/consent-state";
import type { Lang } from "~/i18n/language";
import { readCookie } from "~/utils/cookies";

/** The visitor's stored cookie choice, or null while they have not answered the banner. */
export function consentFromRequest(request: Request): ConsentChoice | null {
  return choiceFromCookie(readCookie(request.headers.get("Cookie"), CONSENT_COOKIE_NAME));
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
  const previous = parseConsentCookie(readCookie(request.headers.get("Cookie"), CONSENT_COOKIE_NAME), now);
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
  const secure = new URL(request.url).protocol === "https:";
  const header = [
    `${CONSENT_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(value))}`,
    "Path=/",
    `Expires=${expires.toUTCString()}`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
  return { value, header };
}
