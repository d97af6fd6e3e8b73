/**
 * Checks every form POST passes before anything is parsed or stored: same-site origin, a body of at
 * most 32 KB, and the visitor's address for the rate limit. Each answers with a refusal, never a throw.
 */
import type { AppLoadContext } from "@remix-run/node";

export const MAX_FORM_BODY_BYTES = 32 * 1024;

export type Refusal = "cross-site" | "too-large" | "bad-request" | "rate-limited";

/**
 * A POST from another site: `Sec-Fetch-Site: cross-site`, or an `Origin` whose host is not this
 * site's. Requests with neither header (curl, old clients) pass: a browser always sends one of them
 * on a cross-origin form post, and CSRF needs a browser.
 */
export function isCrossSitePost(request: Request, siteUrl?: string): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  // An opaque origin (sandboxed frame, data: URL) is never this site.
  if (origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  // Compare hosts, not origins: behind a TLS-terminating proxy the request URL says http.
  if (originHost === new URL(request.url).host) return false;
  if (siteUrl) {
    try {
      if (originHost === new URL(siteUrl).host) return false;
    } catch {
      // SITE_URL is validated at start-up; ignore here.
    }
  }
  return true;
}

export type BodyResult = { ok: true; form: FormData } | { ok: false; refusal: "too-large" | "bad-request" };

/**
 * Reads the body as form data, refusing it as soon as it passes `limit` bytes (Content-Length
 * checked first; a chunked body is counted while it streams), so an oversized post is never parsed.
 */
export async function readFormBody(request: Request, limit = MAX_FORM_BODY_BYTES): Promise<BodyResult> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > limit)) {
    return { ok: false, refusal: /^\d+$/.test(declared.trim()) ? "too-large" : "bad-request" };
  }
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    return { ok: false, refusal: "bad-request" };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > limit) {
          await discardRest(reader, size);
          return { ok: false, refusal: "too-large" };
        }
        chunks.push(value);
      }
    } catch {
      return { ok: false, refusal: "bad-request" };
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    const form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, refusal: "bad-request" };
  }
}

/** Past this much, an oversized chunked body is cut off (the connection closes) instead of drained. */
const MAX_DRAINED_BYTES = 1024 * 1024;

/**
 * Reads and drops the rest of a refused body so the 413 reaches the client: cancelling the stream
 * destroys the socket, and the client would see an empty reply. A body beyond 1 MB is cut off.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  let total = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > MAX_DRAINED_BYTES) {
        await reader.cancel().catch(() => {});
        return;
      }
    }
  } catch {
    // The client went away: nothing left to answer.
  }
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address as server.js resolved it (X-Forwarded-For only when TRUST_PROXY says so). */
    clientAddress?: string;
  }
}

/** The address the rate limit counts: from the load context that server.js fills; "unknown" elsewhere. */
export function clientAddress(context: AppLoadContext | undefined): string {
  const address = context?.clientAddress?.trim();
  if (!address) return "unknown";
  // One bucket per IPv4 address; "::ffff:1.2.3.4" and "1.2.3.4" are the same visitor.
  if (address.startsWith("::ffff:") && address.includes(".")) return address.slice(7);
  return address.includes(":") ? ipv6Prefix64(address) : address;
}

/** An IPv6 visitor usually owns a whole /64: count the prefix, or one visitor has 2^64 addresses. */
export function ipv6Prefix64(address: string): string {
  const bare = address.replace(/%.*$/, "").toLowerCase();
  const [head, tail] = bare.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : Math.max(0, 8 - headParts.length - tailParts.length);
  const groups = [...headParts, ...Array<string>(missing).fill("0"), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, "") || "0")
    .join(":")}::/64`;
}
