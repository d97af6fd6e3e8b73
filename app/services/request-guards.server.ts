/**
 * Checks every form POST passes before anything is parsed or stored: same-site origin, a body of at
 * most 32 KB, and the visitor's address for the rate limit. Each answers with a refusal, never a throw.
 * Also who the visitor is behind a proxy (TRUST_PROXY). The HTTP server (server/) applies the first
 * checks and resolves the visitor once per request; the actions read the body and the address.
 */
import { BlockList, isIP } from "node:net";
import type { AppLoadContext } from "@remix-run/node";

export const MAX_FORM_BODY_BYTES = 32 * 1024;

export type Refusal = "cross-site" | "too-large" | "bad-request" | "rate-limited";

/**
 * A POST from another site: `Sec-Fetch-Site: cross-site`, or an `Origin` whose host is not this
 * site's (`host`, as the request reached it, or SITE_URL's). Requests with neither header (curl, old
 * clients) pass: a browser always sends one of them on a cross-origin form post, and CSRF needs a
 * browser. The HTTP server applies it to every POST before Remix sees it (Remix's own check would answer 500).
 */
export function isCrossSitePost(
  headers: { "sec-fetch-site"?: string; origin?: string },
  host: string,
  siteUrl?: string,
): boolean {
  if (headers["sec-fetch-site"] === "cross-site") return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
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
  if (originHost === host) return false;
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

/**
 * A post's body, read and parsed once per request (whoever asks first; everyone after gets the same
 * result). The request itself is left unread.
 */
export function postedBody(request: Request, context: AppLoadContext | undefined, limit?: number): Promise<BodyResult> {
  if (!context) return readFormBody(request.clone(), limit);
  context.posted ??= readFormBody(request.clone(), limit);
  return context.posted;
}

/**
 * Which proxies in front of the site may speak for the visitor: the number of proxy hops, or the
 * proxies' own addresses (single addresses, CIDR subnets, or the names loopback, linklocal and
 * uniquelocal). Null: none; X-Forwarded-* headers are ignored.
 */
export type ProxyTrust = { hops: number } | { addresses: BlockList } | null;

const NAMED_SUBNETS: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * Reads TRUST_PROXY. `true` is refused: it would believe every X-Forwarded-For entry, and a visitor
 * who writes their own header would get a new address (and a new rate-limit count) on every post.
 */
export function parseTrustProxy(value: string | undefined): ProxyTrust {
  const text = (value ?? "").trim();
  if (text === "" || text === "false" || text === "0") return null;
  if (text === "true") {
    throw new Error(
      'TRUST_PROXY=true would trust any X-Forwarded-For a visitor sends. Set the number of proxies in front of the site (usually 1) or their addresses (e.g. "10.0.0.0/8" or "uniquelocal").',
    );
  }
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) };
  const addresses = new BlockList();
  for (const item of text.split(",").map((part) => part.trim())) {
    for (const entry of NAMED_SUBNETS[item] ?? [item]) {
      const [address, prefix] = entry.split("/");
      const family = isIP(address);
      if (family === 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
        throw new Error(`TRUST_PROXY: "${item}" is not an address, a subnet (a.b.c.d/n) or a hop count`);
      }
      const type = family === 4 ? "ipv4" : "ipv6";
      if (prefix === undefined) addresses.addAddress(address, type);
      else addresses.addSubnet(address, Number(prefix), type);
    }
  }
  return { addresses };
}

function bareAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, "");
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

function isTrustedHop(trust: NonNullable<ProxyTrust>, address: string, hop: number): boolean {
  if ("hops" in trust) return hop < trust.hops;
  const family = isIP(address);
  return family !== 0 && trust.addresses.check(address, family === 4 ? "ipv4" : "ipv6");
}

export type ClientFacts = { address: string; secure: boolean };

/**
 * The visitor's address and whether they reached us over HTTPS. Walks from the connection towards
 * the visitor through X-Forwarded-For while each hop is a trusted proxy (Express's "trust proxy"
 * rules); X-Forwarded-Proto counts only when the connection itself comes from a trusted proxy.
 */
export function resolveClient(
  trust: ProxyTrust,
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  forwardedProto: string | undefined,
  encrypted = false,
): ClientFacts {
  const socket = bareAddress(socketAddress ?? "");
  if (!trust || !isTrustedHop(trust, socket, 0)) return { address: socket, secure: encrypted };
  const secure = encrypted || (forwardedProto ?? "").split(",")[0].trim().toLowerCase() === "https";
  const chain = (forwardedFor ?? "")
    .split(",")
    .map(bareAddress)
    .filter((entry) => entry !== "")
    .reverse();
  let address = socket;
  for (let hop = 0; hop < chain.length; hop += 1) {
    if (isIP(chain[hop]) === 0) break; // a malformed entry: keep the last real address
    address = chain[hop];
    if (!isTrustedHop(trust, address, hop + 1)) break;
  }
  return { address, secure };
}

/** The address the rate limit counts: from the load context the HTTP server fills; "unknown" elsewhere. */
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
