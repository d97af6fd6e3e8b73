/**
 * The visitor's cookie choice, as both the server (no-JavaScript form, root loader) and
 * vanilla-cookieconsent (JavaScript) read and write it. One cookie, in vanilla-cookieconsent's own
 * format, so a choice made with either is respected by the other. Client-safe: no server imports.
 */

/** vanilla-cookieconsent's default cookie name, kept so the library reads what the server writes. */
export const CONSENT_COOKIE_NAME = "cc_cookie";

/**
 * How long a choice is kept before the banner asks again. The AEPD (Guía sobre el uso de las
 * cookies, 2024) accepts up to 24 months; we keep one year (docs/decisions/136-cookie-consent-records.md).
 */
export const CONSENT_MAX_AGE_DAYS = 365;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;

/** Bump when the categories or their purposes change: every stored choice is then asked again. */
export const CONSENT_REVISION = 0;

/** Where a choice made with JavaScript is recorded server-side (decision 136; no-JS posts record it too). */
export const CONSENT_RECORD_PATH = "/cookies/registro";

/** The spec's localStorage key (§9) where the choice is mirrored in the spec's shape. */
export const CONSENT_STORAGE_KEY = "cookieConsent";

export const consentCategories = ["necessary", "analytics", "functional", "advertising"] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export const optionalCategories = ["analytics", "functional", "advertising"] as const;
export type OptionalCategory = (typeof optionalCategories)[number];

/** The spec's shape (§4, §9): necessary is always true once a choice exists. */
export type ConsentChoice = { necessary: true; analytics: boolean; functional: boolean; advertising: boolean };

/** What vanilla-cookieconsent 3.x stores (JSON, URI-encoded) in its cookie. */
export type ConsentCookieValue = {
  categories: string[];
  revision: number;
  data: unknown;
  consentTimestamp: string;
  consentId: string;
  services: Record<string, string[]>;
  languageCode: string;
  lastConsentTimestamp: string;
  expirationTime: number;
};

export const allAccepted: ConsentChoice = { necessary: true, analytics: true, functional: true, advertising: true };
export const onlyNecessary: ConsentChoice = {
  necessary: true,
  analytics: false,
  functional: false,
  advertising: false,
};

export function choiceFromCategories(categories: readonly string[]): ConsentChoice {
  return {
    necessary: true,
    analytics: categories.includes("analytics"),
    functional: categories.includes("functional"),
    advertising: categories.includes("advertising"),
  };
}

export function categoriesFromChoice(choice: ConsentChoice): ConsentCategory[] {
  return consentCategories.filter((category) => category === "necessary" || choice[category]);
}

const isIsoDate = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value));

/**
 * The stored cookie, if it is a choice vanilla-cookieconsent itself would accept as valid (same
 * fields it checks, same revision) and younger than the maximum age. `raw` is the decoded value.
 */
export function parseConsentCookie(raw: string | undefined, now: Date = new Date()): ConsentCookieValue | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const cookie = value as Partial<ConsentCookieValue>;
  if (!Array.isArray(cookie.categories) || !cookie.categories.every((item) => typeof item === "string")) return null;
  if (typeof cookie.consentId !== "string" || cookie.consentId === "") return null;
  if (!isIsoDate(cookie.consentTimestamp) || !isIsoDate(cookie.lastConsentTimestamp)) return null;
  if ((cookie.revision ?? 0) !== CONSENT_REVISION) return null;
  if (now.getTime() - Date.parse(cookie.lastConsentTimestamp) > CONSENT_MAX_AGE_SECONDS * 1000) return null;
  return cookie as ConsentCookieValue;
}

export function choiceFromCookie(raw: string | undefined, now?: Date): ConsentChoice | null {
  const cookie = parseConsentCookie(raw, now);
  return cookie ? choiceFromCategories(cookie.categories) : null;
}

export function sameChoice(a: ConsentChoice | null, b: ConsentChoice | null): boolean {
  if (a === null || b === null) return a === b;
  return consentCategories.every((category) => a[category] === b[category]);
}
