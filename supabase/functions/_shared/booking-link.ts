/**
 * The signed link of a demo booking (docs/decisions/131-signed-booking-links.md): `<id>.<mac>`, where
 * mac is HMAC-SHA256 over "demo-booking:<id>" with the server secret, in lowercase hex (the site
 * redirects paths to lowercase, so the token must not depend on letter case). Only a holder of the
 * secret can make one, so knowing (or guessing) a booking id gives nothing. WebCrypto only: the same
 * code runs in Node, Deno and (never needed there) the browser.
 */
import type { Lang } from "../../../app/i18n/language.ts";

const TOKEN_PATTERN = /^([1-9]\d{0,17})\.([0-9a-f]{64})$/;
const encoder = new TextEncoder();

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * What a token lets its holder do: `demo-booking` (the manage link, e-mailed to the address only:
 * see, move, cancel) or `demo-calendar` (the confirmation panel's "add to calendar" file: read the
 * slot, nothing else; decision 202). The purpose is signed with the id, so one never passes for the other.
 */
export type BookingTokenPurpose = "demo-booking" | "demo-calendar";

async function mac(secret: string, id: string, purpose: BookingTokenPurpose = "demo-booking"): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return hex(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`${purpose}:${id}`))));
}

/** Equal strings, compared without leaking where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export async function signBookingToken(
  secret: string,
  bookingId: string,
  purpose: BookingTokenPurpose = "demo-booking",
): Promise<string> {
  if (!/^[1-9]\d{0,17}$/.test(bookingId)) throw new RangeError("invalid booking id");
  return `${bookingId}.${await mac(secret, bookingId, purpose)}`;
}

/** The booking id a token was signed for, or null (malformed, tampered, signed with another secret or purpose). */
export async function verifyBookingToken(
  secret: string,
  token: string,
  purpose: BookingTokenPurpose = "demo-booking",
): Promise<string | null> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  return sameText(await mac(secret, match[1], purpose), match[2]) ? match[1] : null;
}

/**
 * Where a booking's page lives, per language: the route table's demo-manage template (a unit test
 * keeps them equal; English at English words since decision 186; the earlier /en/reserva-demo/<token>
 * of e-mails already sent answers a 301 to it).
 */
export const BOOKING_PAGE_PATHS = { es: "/reserva-demo/", en: "/en/book-a-demo/" } as const;

/** The page where the visitor cancels or moves the booking (in their language). */
export function bookingManageUrl(siteUrl: string, lang: Lang, token: string): string {
  return `${siteUrl}${BOOKING_PAGE_PATHS[lang]}${token}`;
}

/**
 * The booking as an .ics file ("add to calendar"), always the booking's current state, under the
 * booking page's path of the language (`token`: a calendar token, or the manage link's own).
 */
export function bookingCalendarPath(token: string, lang: Lang = "es"): string {
  return `${BOOKING_PAGE_PATHS[lang]}${token}/demo.ics`;
}
