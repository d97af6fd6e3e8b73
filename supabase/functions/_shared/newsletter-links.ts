/**
 * The signed links of the newsletter e-mails (docs/decisions/135): confirm a pending address,
 * unsubscribe. A token is `<subscriber id>.<HMAC-SHA256(purpose:id)>` (base64url), keyed by the
 * database's own random secret (public.link_signing_key), so the Node app and the edge function sign
 * and check alike with no setting to share, and a link names nobody. Web Crypto only: Node and Deno.
 */
import type { SqlClient } from "./types.ts";
import type { Lang } from "../../../app/i18n/language.ts";

type Queryable = Pick<SqlClient, "query">;

export type LinkPurpose = "confirm" | "unsubscribe";

/**
 * The pages the links open, per language: the route table's newsletter-* templates (a unit test keeps
 * them equal; English at English words since decision 186).
 */
export const NEWSLETTER_PATHS: Record<LinkPurpose | "one-click", Record<Lang, string>> = {
  confirm: { es: "/newsletter/confirmar", en: "/en/newsletter/confirm" },
  unsubscribe: { es: "/newsletter/baja", en: "/en/newsletter/unsubscribe" },
  // RFC 8058 one-click: a mail provider POSTs `List-Unsubscribe=One-Click` here; a GET goes to the page.
  "one-click": { es: "/newsletter/baja/un-clic", en: "/en/newsletter/unsubscribe/one-click" },
};

/**
 * Every address a one-click POST may come to: today's, and the English one of e-mails sent before
 * decision 186, which stays live (a redirect would turn the provider's POST into a GET).
 */
export const ONE_CLICK_PATHS: readonly string[] = [
  ...Object.values(NEWSLETTER_PATHS["one-click"]),
  "/en/newsletter/baja/un-clic",
];

/** A token's shape: id, dot, 43 base64url characters (256 bits). Anything else is refused unread. */
export const TOKEN_PATTERN = /^[1-9][0-9]{0,17}\.[A-Za-z0-9_-]{43}$/;

function base64url(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function signingSecret(sql: Queryable): Promise<string> {
  const rows = await sql.query<{ secret: string }>("select secret from public.link_signing_key where id = 1");
  if (!rows[0]?.secret) throw new Error("public.link_signing_key has no secret (run the migrations)");
  return rows[0].secret;
}

async function signature(secret: string, purpose: LinkPurpose, id: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return base64url(await crypto.subtle.sign("HMAC", key, encoder.encode(`newsletter-${purpose}:${id}`)));
}

/** Compares two strings in time that depends only on their length. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export async function signToken(sql: Queryable, purpose: LinkPurpose, subscriberId: string): Promise<string> {
  return `${subscriberId}.${await signature(await signingSecret(sql), purpose, subscriberId)}`;
}

/** The subscriber id a token was signed for, or null when it is malformed or not ours. */
export async function verifyToken(sql: Queryable, purpose: LinkPurpose, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [id, given] = token.split(".");
  const expected = await signature(await signingSecret(sql), purpose, id);
  return sameText(given, expected) ? id : null;
}

/** The absolute URL of a link page (or the one-click endpoint) with its token. */
export function newsletterUrl(siteUrl: string, page: LinkPurpose | "one-click", lang: Lang, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${NEWSLETTER_PATHS[page][lang]}?token=${encodeURIComponent(token)}`;
}

/** The links every newsletter e-mail carries, and its RFC 2369 / RFC 8058 headers. */
export async function unsubscribeLinks(
  sql: Queryable,
  siteUrl: string,
  lang: Lang,
  subscriberId: string,
): Promise<{ pageUrl: string; headers: Record<string, string> }> {
  const token = await signToken(sql, "unsubscribe", subscriberId);
  return {
    pageUrl: newsletterUrl(siteUrl, "unsubscribe", lang, token),
    headers: {
      "List-Unsubscribe": `<${newsletterUrl(siteUrl, "one-click", lang, token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
