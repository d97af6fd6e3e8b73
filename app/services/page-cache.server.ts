/**
 * The page cache (docs/decisions/070-page-cache-and-hashed-csp.md): rendered pages kept in memory,
 * already compressed, keyed by what changes their markup, answered by the HTTP front
 * (site-server.server.ts) before Express and Remix are reached.
 *
 * - What may be stored is decided here, once per rendered page (`pageCacheRule`, called by
 *   entry.server): only a 200 GET render without errors, flash message or Set-Cookie. Pages whose
 *   markup follows live data are kept out (the demo booking panel, `?demo=`) or expire soon (the
 *   blog); everything else lives until the next build (a new build is a new process).
 * - Which request may use the cache is decided by `pageCacheKey`: GET/HEAD with no cookie other
 *   than the preferences that change the markup (theme, consent answer) and no language cookie
 *   that would redirect. Any other cookie (the flash message, or one added later) renders afresh.
 *   A new cookie that changes the markup must be added to `markupPreferences`.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { choiceFromCookie, CONSENT_COOKIE_NAME, consentCategories } from "~/components/consent/consent-state";
import { isTheme } from "~/components/layout/theme";
import { isLang, languageFromPath } from "~/i18n/language";
import { LANGUAGE_COOKIE, THEME_COOKIE } from "./preferences.server";

export type Encoding = "br" | "gzip" | "identity";

/** What entry.server decided about a rendered page; travels to the front in an internal header. */
export type PageCacheRule =
  | { store: false }
  | {
      store: true;
      /** In-process lifetime; null: until the next build. */
      ttlSeconds: number | null;
      /** Cache-Control for a visitor without cookies (shared caches may keep the answer). */
      shared: string;
      /** A blog article: each answer from the cache still counts a view. */
      viewSlug?: string;
    };

export const PAGE_CACHE_RULE_HEADER = "X-Page-Cache-Rule";

/** Browsers revalidate every page (ETag, 304); CDNs and proxies may keep anonymous pages a while. */
const SHARED_PAGE = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";
/** Visitors with preference cookies: their own browser only, revalidated each time. */
export const PRIVATE_PAGE = "private, no-cache";
/** Flash messages, form answers, errors: never kept anywhere. */
export const NEVER_STORE = "private, no-store";

/** Lists of articles with their view counts: the blog, a topic's page, an author's page (decisions 185, 187). */
const BLOG_LISTING_ROUTES = new Set([
  "es/blog",
  "en/blog",
  "es/blog-topic",
  "en/blog-topic",
  "es/blog-author",
  "en/blog-author",
]);
const BLOG_ARTICLE_ROUTES = new Set(["es/blog-post", "en/blog-post"]);

export type RenderFacts = {
  request: Request;
  status: number;
  hasErrors: boolean;
  responseHeaders: Headers;
  matches: ReadonlyArray<{ route: { id: string }; params: Record<string, string | undefined> }>;
  blogTtlSeconds: number;
};

/** Whether and how long a rendered page may be kept (see the module comment). */
export function pageCacheRule(facts: RenderFacts): PageCacheRule {
  const { request, responseHeaders } = facts;
  const readOnly = request.method === "GET" || request.method === "HEAD";
  if (!readOnly || facts.status !== 200 || facts.hasErrors) return { store: false };
  if (responseHeaders.has("Set-Cookie")) return { store: false };
  if (/\b(no-store|private)\b/i.test(responseHeaders.get("Cache-Control") ?? "")) return { store: false };
  const url = new URL(request.url);
  // The demo booking panel shows free slots, which change with every booking.
  if (url.searchParams.has("demo")) return { store: false };
  const ttl = facts.blogTtlSeconds;
  for (const match of facts.matches) {
    if (BLOG_ARTICLE_ROUTES.has(match.route.id)) {
      // Shared caches must ask us every time, so that every reading is counted.
      return { store: true, ttlSeconds: ttl, shared: "public, no-cache", viewSlug: match.params.slug };
    }
    if (BLOG_LISTING_ROUTES.has(match.route.id)) {
      return {
        store: true,
        ttlSeconds: ttl,
        shared: `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${ttl}`,
      };
    }
  }
  return { store: true, ttlSeconds: null, shared: SHARED_PAGE };
}

export function readPageCacheRule(headers: Headers): PageCacheRule | null {
  const value = headers.get(PAGE_CACHE_RULE_HEADER);
  if (value === null) return null;
  headers.delete(PAGE_CACHE_RULE_HEADER);
  try {
    return JSON.parse(value) as PageCacheRule;
  } catch {
    return { store: false };
  }
}

/**
 * The part of the key that comes from cookies, or null when the request must be rendered afresh:
 * a cookie the cache does not know, or a language cookie that redirects to the other language.
 */
export function markupPreferences(cookieHeader: string | undefined, pathname: string): string | null {
  if (!cookieHeader) return "";
  let theme = "";
  let consent = "";
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    const name = (index === -1 ? part : part.slice(0, index)).trim();
    if (name === "") continue;
    const raw = index === -1 ? "" : part.slice(index + 1).trim();
    if (name === THEME_COOKIE) {
      theme = isTheme(raw) ? raw : "";
    } else if (name === LANGUAGE_COOKIE) {
      if (isLang(raw) && raw !== languageFromPath(pathname)) return null;
    } else if (name === CONSENT_COOKIE_NAME) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(raw);
      } catch {
        return null;
      }
      const choice = choiceFromCookie(decoded);
      consent = choice ? consentCategories.map((category) => (choice[category] ? "1" : "0")).join("") : "";
    } else {
      return null;
    }
  }
  return theme || consent ? `t=${theme};c=${consent}` : "";
}

/**
 * The cache key of a request, or null when it must not use the cache. `origin` is the public
 * origin when pages name the request's own host (no SITE_URL), else empty.
 */
export function pageCacheKey(method: string | undefined, origin: string, target: string, cookie: string | undefined) {
  if (method !== "GET" && method !== "HEAD") return null;
  const queryAt = target.indexOf("?");
  const preferences = markupPreferences(cookie, queryAt === -1 ? target : target.slice(0, queryAt));
  return preferences === null ? null : `${origin}${target}#${preferences}`;
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
  /** Headers of the rendered page (Content-Type, its CSP, ...), without caching or encoding headers. */
  readonly headers: ReadonlyArray<[string, string]>;
  readonly etag: string;
  readonly bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  readonly expiresAt: number | null;
  readonly shared: string;
  readonly viewSlug?: string;
  /** Prepared header lists per encoding/visitor/protocol, so a hit does no string work. */
  readonly prepared: Map<string, string[]>;
  size: number;
};

const HEADERS_NOT_KEPT = new Set([
  "set-cookie",
  "cache-control",
  "vary",
  "etag",
  "content-length",
  "content-encoding",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  PAGE_CACHE_RULE_HEADER.toLowerCase(),
]);

export function createPageEntry(
  key: string,
  headers: Headers,
  html: Buffer,
  rule: Extract<PageCacheRule, { store: true }>,
  now = Date.now(),
): PageEntry {
  const kept: Array<[string, string]> = [];
  headers.forEach((value, name) => {
    if (!HEADERS_NOT_KEPT.has(name)) kept.push([name, value]);
  });
  return {
    key,
    headers: kept,
    etag: createHash("sha256").update(html).digest("base64url").slice(0, 27),
    bodies: { identity: html },
    expiresAt: rule.ttlSeconds === null ? null : now + rule.ttlSeconds * 1000,
    shared: rule.shared,
    viewSlug: rule.viewSlug,
    prepared: new Map(),
    size: html.length + key.length * 2,
  };
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

/** Least recently used entries leave first once the bodies pass `maxBytes`. */
export class PageCache {
  readonly #entries = new Map<string, PageEntry>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes() {
    return this.#bytes;
  }

  get size() {
    return this.#entries.size;
  }

  get(key: string, now = Date.now()): PageEntry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting makes it the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Stores an entry (one page may not take more than an eighth of the cache). */
  set(entry: PageEntry): boolean {
    if (entry.size > this.maxBytes / 8) return false;
    this.delete(entry.key);
    this.#entries.set(entry.key, entry);
    this.#bytes += entry.size;
    this.#evict(entry.key);
    return true;
  }

  /** Adds a compressed body to a stored entry (each encoding is made once, when first asked for). */
  addBody(entry: PageEntry, encoding: Encoding, body: Buffer) {
    if (entry.bodies[encoding]) return;
    entry.bodies[encoding] = body;
    entry.size += body.length;
    if (this.#entries.get(entry.key) === entry) {
      this.#bytes += body.length;
      this.#evict(entry.key);
    }
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #evict(keep: string) {
    for (const [key] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return;
      if (key !== keep) this.delete(key);
    }
  }
}
