/**
 * The site's own shared cache (decision 250): a middleware in front of Remix that keeps
 * rendered pages in memory, compressed, and honours exactly what each answer says, as a CDN or
 * Varnish in front would:
 *
 * - stored: a 200 answer to a GET whose Cache-Control allows a shared cache (`public` or
 *   `s-maxage`, no `private`, `no-store` or `no-cache`) for `s-maxage` (else `max-age`) seconds,
 *   without Set-Cookie, varying at most by Accept-Encoding and Cookie; of a type it keeps compressed
 *   (pages and other text) and without validators of its own (a file with its own ETag, the guide's
 *   PDF, is answered by its route);
 * - keyed by the address and, for `Vary: Cookie`, the cookies normalised to the preferences that
 *   change the markup (`markupVariant`, the reading the render uses), the way a CDN is told to
 *   normalise cookies; a request with any other cookie, or one that switches the language without
 *   JavaScript (its cookie is set in the answer), is passed through (never looked up, never stored);
 * - decided when the answer's headers are known (its first write): what may not be stored goes on
 *   as it is written, never held (a file, an error, a private page); a storable page is held to its
 *   end, or until it passes the most one entry may take (then it streams, not stored);
 * - answered with the stored headers, an ETag (304 when the visitor has it) and the best encoding;
 *   concurrent requests for a page being rendered wait for that render instead of starting their own;
 *   a reload (`Cache-Control: no-cache` or `max-age=0`) renders afresh and refreshes the entry.
 *
 * Mounted after compression(): what Remix writes is read here before it is compressed.
 */
import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { log, errorFields } from "~/services/logger.server";
import { markupVariant, readPreferences, setsLanguageChoice } from "~/services/request-preferences.server";
import { visitorOf } from "./visitor";

export type Encoding = "br" | "gzip" | "identity";

/** `keyOrigin`: pages name the request's own host (no SITE_URL), so the host is part of the key. */
export function pageCache(options: { maxBytes: number; keyOrigin: boolean }): RequestHandler {
  const cache = new PageCache(options.maxBytes);
  const rendering = new Map<string, Promise<PageEntry | null>>();
  return (req, res, next) => {
    const visitor = visitorOf(res);
    const key = pageCacheKey(req.method, options.keyOrigin ? visitor.origin : "", visitor.target, req.headers.cookie);
    // A language switch without JavaScript (the other language's page as Referer) sets this
    // visitor's cookie: rendered for them alone, as a CDN told the same rule would pass it.
    const switching = setsLanguageChoice(visitor.origin + visitor.target, req.headers.referer, req.headers.cookie);
    if (key === null || switching) return next();
    // Nothing of one visitor may go into this render (no one-time form token, decision 166).
    res.locals.renderMayBeShared = true;
    const send = (entry: PageEntry, fromCache: boolean) =>
      sendEntry(req, res, entry, cache, fromCache).catch(() => res.destroy());
    if (!wantsFresh(req)) {
      const entry = cache.get(key);
      if (entry) return void send(entry, true);
      const pending = rendering.get(key);
      // The same page is being rendered for another visitor: wait for it instead of rendering twice.
      if (pending) return void pending.then((found) => (found ? send(found, true) : next()), next);
    }
    if (req.method !== "GET") return next();
    let settle: (entry: PageEntry | null) => void = () => {};
    const promise = new Promise<PageEntry | null>((resolve) => (settle = resolve));
    rendering.set(key, promise);
    const settled = (entry: PageEntry | null) => {
      if (rendering.get(key) === promise) rendering.delete(key);
      settle(entry);
    };
    res.once("close", () => settled(null));
    holdIfKept(res, {
      lifetime: () => sharedLifetime(res.statusCode, res.getHeaders()),
      maxBytes: cache.maxEntryBytes,
      passed: () => settled(null),
      ended: (body, lifetime, release) => {
        if (body.length === 0) {
          settled(null);
          return release();
        }
        const entry = createPageEntry(key, res.getHeaders(), body, lifetime);
        cache.set(entry);
        settled(entry);
        void send(entry, false);
      },
    });
    next();
  };
}

type Hold = {
  /** What the answer's status and headers allow a shared cache (`sharedLifetime`), asked once they are known. */
  lifetime(): number | null;
  /** The largest body the cache keeps: a longer one is sent on as it is written. */
  maxBytes: number;
  /** The answer is not kept: it went, or goes on, as it is written. */
  passed(): void;
  /** The whole body of an answer that may be kept: answer from it, or `release` it as it was written. */
  ended(body: Buffer, lifetime: number, release: () => void): void;
};

/**
 * Decides at the moment the headers are known (the answer's first write, or its end) whether it may
 * be kept. If not (a file that is not text, a 404, `private`, Set-Cookie...) nothing is held: it goes
 * on through compression as it is written. If so, its body is held until the end and handed to
 * `ended`; past `maxBytes` what was held goes on and the rest streams. An explicit writeHead is one
 * of the server's own short answers, never kept.
 */
function holdIfKept(res: Response, hold: Hold) {
  const { write, end, writeHead } = res;
  const chunks: Buffer[] = [];
  let held = 0;
  /** undefined until the headers are known; null: not kept. */
  let lifetime: number | null | undefined;
  const take = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    chunks.push(buffer);
    held += buffer.length;
  };
  const restore = () => {
    res.write = write;
    res.end = end;
    res.writeHead = writeHead;
  };
  /** Not kept: what was held goes first, then everything as it is written. */
  const passOn = () => {
    lifetime = null;
    restore();
    hold.passed();
    if (held > 0) res.write(Buffer.concat(chunks));
    chunks.length = 0;
  };
  const decide = (): number | null => {
    if (lifetime === undefined) {
      lifetime = hold.lifetime();
      if (lifetime === null) passOn();
    }
    return lifetime;
  };
  res.writeHead = ((...args: unknown[]) => {
    passOn();
    return (res.writeHead as (...args: unknown[]) => Response)(...args);
  }) as Response["writeHead"];
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (decide() === null) return (res.write as (...args: unknown[]) => boolean)(chunk, encoding, callback);
    take(chunk, encoding);
    if (held > hold.maxBytes) passOn();
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  }) as Response["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const kept = decide();
    if (kept === null) return (res.end as (...args: unknown[]) => Response)(chunk, encoding, callback);
    take(chunk, encoding);
    if (held > hold.maxBytes) {
      passOn();
      return res.end();
    }
    restore();
    const body = Buffer.concat(chunks);
    hold.ended(body, kept, () => {
      if (body.length > 0) res.write(body);
      res.end();
    });
    return res;
  }) as Response["end"];
}

/** Seconds a shared cache may keep this answer, or null (see the module comment). */
export function sharedLifetime(status: number, headers: OutgoingHttpHeaders): number | null {
  if (status !== 200 || headers["set-cookie"] !== undefined || headers.etag !== undefined) return null;
  if (!TEXT.test(String(headers["content-type"] ?? ""))) return null;
  const vary = String(headers.vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => name !== "accept-encoding" && name !== "cookie")) return null;
  const directives = new Map<string, string>();
  for (const part of String(headers["cache-control"] ?? "").split(",")) {
    const [name, value = ""] = part.trim().toLowerCase().split("=");
    if (name) directives.set(name, value.replace(/"/g, ""));
  }
  if (["private", "no-store", "no-cache"].some((name) => directives.has(name))) return null;
  const seconds = Number(directives.get("s-maxage") ?? directives.get("max-age") ?? NaN);
  if (!directives.has("public") && !directives.has("s-maxage")) return null;
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/** What the cache keeps and compresses: pages and other text. */
const TEXT = /^(?:text\/|application\/(?:json|xml|rss\+xml|atom\+xml|manifest\+json|javascript))/i;

const FRESH_REQUEST = /\b(?:no-cache|max-age=0)\b/i;

function wantsFresh(req: Request): boolean {
  const cacheControl = req.headers["cache-control"];
  return cacheControl !== undefined ? FRESH_REQUEST.test(cacheControl) : req.headers.pragma === "no-cache";
}

/**
 * The cache key of a request, or null when it must not use the cache: not GET/HEAD, a data request
 * (single fetch's `/page.data`, `/_root.data`), or cookies that are not shareable preferences
 * (`markupVariant`). `origin` is the public origin when pages name the request's own host, else empty.
 */
export function pageCacheKey(
  method: string | undefined,
  origin: string,
  target: string,
  cookie: string | undefined,
): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const queryAt = target.indexOf("?");
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  if (pathname.endsWith(".data")) return null;
  const variant = markupVariant(readPreferences(cookie), pathname);
  return variant === null ? null : `${origin}${target}#${variant}`;
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let gzipOk = false;
  for (const item of acceptEncoding.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gzipOk = true;
  }
  return gzipOk ? "gzip" : "identity";
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** One pass over the whole body (never per chunk): quality chosen for a fast first render. */
export function compress(body: Buffer, encoding: Exclude<Encoding, "identity">): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gz(body, { level: 9 });
}

export type PageEntry = {
  readonly key: string;
  /** Headers of the rendered page (Content-Type, its CSP, Cache-Control...), without encoding and length. */
  readonly headers: Readonly<Record<string, string | string[]>>;
  readonly etag: string;
  readonly bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  readonly ttlSeconds: number;
  /** Prepared headers per encoding and outcome, so a hit does no string work. */
  readonly prepared: Map<string, Record<string, string | string[]>>;
  size: number;
};

const HEADERS_NOT_KEPT = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

export function createPageEntry(
  key: string,
  rendered: OutgoingHttpHeaders,
  html: Buffer,
  ttlSeconds: number,
): PageEntry {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(rendered)) {
    if (!HEADERS_NOT_KEPT.has(name) && value !== undefined)
      headers[name] = Array.isArray(value) ? value : String(value);
  }
  return {
    key,
    headers,
    etag: createHash("sha256").update(html).digest("base64url").slice(0, 27),
    bodies: { identity: html },
    ttlSeconds,
    prepared: new Map(),
    size: html.length + key.length * 2,
  };
}

/** Answers from an entry: 304 when the visitor has it, else the body in the best encoding. */
async function sendEntry(req: Request, res: Response, entry: PageEntry, cache: PageCache, fromCache: boolean) {
  let encoding = negotiateEncoding(req.headers["accept-encoding"]);
  if (notModified(entry, req.headers["if-none-match"])) {
    res.writeHead(304, preparedHeaders(entry, encoding, fromCache, false));
    res.end();
    return;
  }
  let body = entry.bodies[encoding];
  if (!body && encoding !== "identity") {
    try {
      body = await compress(entry.bodies.identity, encoding);
      cache.addBody(entry, encoding, body);
    } catch (error) {
      log.error("page_cache.compress_failed", errorFields(error));
      encoding = "identity";
      body = entry.bodies.identity;
    }
  }
  res.writeHead(200, preparedHeaders(entry, encoding, fromCache, true));
  res.end(req.method === "HEAD" ? undefined : body);
}

function preparedHeaders(
  entry: PageEntry,
  encoding: Encoding,
  fromCache: boolean,
  withBody: boolean,
): Record<string, string | string[]> {
  const id = `${encoding}|${fromCache ? 1 : 0}|${withBody ? 1 : 0}`;
  let headers = entry.prepared.get(id);
  if (headers) return headers;
  headers = {
    ...entry.headers,
    Vary: "Accept-Encoding, Cookie",
    ETag: entryETag(entry, encoding),
    // For operators and tests: answered from memory, or rendered now and kept.
    "X-Page-Cache": fromCache ? "hit" : "miss",
  };
  if (withBody) {
    // An encoded body says so, and compression() after this leaves it as it is.
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = String((entry.bodies[encoding] ?? entry.bodies.identity).length);
  }
  entry.prepared.set(id, headers);
  return headers;
}

export function entryETag(entry: PageEntry, encoding: Encoding): string {
  return `"${entry.etag}${encoding === "br" ? "-br" : encoding === "gzip" ? "-gz" : ""}"`;
}

/** If-None-Match names one of the entry's representations (any encoding: they are one page). */
export function notModified(entry: PageEntry, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  const base = `"${entry.etag}`;
  for (const item of ifNoneMatch.split(",")) {
    const tag = item.trim().replace(/^W\//, "");
    if (tag === "*" || tag === `${base}"` || tag === `${base}-br"` || tag === `${base}-gz"`) return true;
  }
  return false;
}

/**
 * Rendered pages by key (`lru-cache`): the least recently used leave first once the bodies pass
 * `maxBytes`; one page may take at most an eighth; each expires after its lifetime.
 */
export class PageCache {
  readonly #entries: LRUCache<string, PageEntry>;

  constructor(
    readonly maxBytes: number,
    now: () => number = Date.now,
  ) {
    this.#entries = new LRUCache<string, PageEntry>({
      maxSize: Math.max(1, maxBytes),
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: (entry) => entry.size,
      perf: { now },
      // Each lookup reads the clock (the default caches it for a millisecond).
      ttlResolution: 0,
    });
  }

  get bytes() {
    return this.#entries.calculatedSize;
  }

  /** The largest page it keeps (an eighth of the whole). */
  get maxEntryBytes() {
    return this.#entries.maxEntrySize;
  }

  get size() {
    return this.#entries.size;
  }

  get(key: string): PageEntry | undefined {
    return this.#entries.get(key);
  }

  /** Stores an entry; false when it is too large to keep. */
  set(entry: PageEntry): boolean {
    this.#entries.set(entry.key, entry, { ttl: entry.ttlSeconds * 1000 });
    return this.#entries.has(entry.key);
  }

  /** Adds a compressed body to a stored entry (each encoding is made once, when first asked for). */
  addBody(entry: PageEntry, encoding: Encoding, body: Buffer) {
    if (entry.bodies[encoding]) return;
    entry.bodies[encoding] = body;
    entry.size += body.length;
    if (this.#entries.peek(entry.key) !== entry) return;
    // Stored again so that its new size counts (lru-cache sizes a value when it is set), with the
    // lifetime it had left.
    const left = this.#entries.getRemainingTTL(entry.key);
    this.#entries.delete(entry.key);
    this.#entries.set(entry.key, entry, { ttl: left === Infinity ? 0 : left });
  }
}
