/**
 * The page cache (docs/decisions/070 and 165): rendered pages kept in memory, already compressed,
 * keyed by what changes their markup, answered by the HTTP front (site-server.server.ts) before
 * Express and Remix are reached. The store is `lru-cache`, bounded by bytes, with lifetimes.
 *
 * - What may be stored is decided here, once per rendered page (`pageCacheRule`, called by
 *   entry.server): only a 200 GET render without errors, flash message or Set-Cookie, of a route
 *   `ROUTE_CACHING` calls shared, drawn from the same cookies as the request's key. Pages whose
 *   markup follows live data are kept out (`live`: the booking page's free slots) or expire soon
 *   (the blog); everything else lives until the next build (a new build is a new process). A page
 *   showing one person's data (`personal`) is never stored here or by anyone else.
 * - Which request may use the cache is decided by `pageCacheKey`: GET/HEAD whose cookies are only
 *   the preferences that change the markup, read by the same function the render reads them with
 *   (preferences.server.ts). Any other cookie, a repeated or unreadable one, renders afresh.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { markupVariant, readPreferences, requestPreferences } from "./preferences.server";

export type Encoding = "br" | "gzip" | "identity";

/** What entry.server decided about a rendered page; travels to the front in an internal header. */
export type PageCacheRule =
  | {
      store: false;
      /** The page shows one person's data: `private, no-store`, `noindex`, never stored anywhere. */
      personal?: true;
    }
  | {
      store: true;
      /** The cookie part of the key the render was drawn for (`markupVariant`). */
      variant: string;
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

/**
 * Every route of the build, by id without its language (`es/faq` and `en/faq` are `faq`), and what
 * its answers may be: `shared` pages, the same for every visitor who sends the same preferences;
 * `live` pages, the same for everyone but drawn from data that changes with every booking, never
 * stored; `personal` pages, one person's data (a token in the path or the query), never stored and
 * kept from every other cache; `resource` answers that are not pages (files, feeds, JSON, form
 * endpoints), which set their own headers and are never put in this cache. A route missing here fails tests/unit/server/route-caching.test.ts.
 */
export const ROUTE_CACHING = {
  root: "shared",
  home: "shared",
  about: "shared",
  services: "shared",
  "service-ai": "shared",
  "service-robotics": "shared",
  "service-marketing": "shared",
  "service-software": "shared",
  "kit-digital": "shared",
  "kit-process": "shared",
  "kit-website": "shared",
  "kit-seo": "shared",
  "kit-bi": "shared",
  "kit-social": "shared",
  cases: "shared",
  "case-hotel": "shared",
  "case-government": "shared",
  "case-accounting": "shared",
  "case-grid": "shared",
  "case-flights": "shared",
  faq: "shared",
  contact: "shared",
  blog: "shared",
  "blog-post": "shared",
  "blog-topic": "shared",
  "blog-author": "shared",
  careers: "shared",
  vacancy: "shared",
  "how-we-work": "shared",
  guide: "shared",
  privacy: "shared",
  terms: "shared",
  cookies: "shared",
  "routes/not-found": "shared",
  "demo-booking": "live",
  "demo-manage": "personal",
  "newsletter-confirm": "personal",
  "newsletter-unsubscribe": "personal",
  "newsletter-one-click": "personal",
  // The one-click address of e-mails sent before the English paths (decision 186), still live for POSTs.
  "en-old/newsletter-one-click": "personal",
  "demo-calendar": "personal",
  "blog-rss": "resource",
  "blog-topic-rss": "resource",
  manifest: "resource",
  "guide-pdf": "resource",
  "routes/security.txt": "resource",
  "routes/demo-availability": "resource",
  "routes/cookie-consent-record": "resource",
  "routes/sitemap.xml": "resource",
  "routes/robots.txt": "resource",
} as const satisfies Record<string, "shared" | "live" | "personal" | "resource">;

export type RouteCaching = (typeof ROUTE_CACHING)[keyof typeof ROUTE_CACHING];

/** A route id without its language prefix: the key of ROUTE_CACHING. */
export function routeCachingKey(routeId: string): string {
  return routeId.replace(/^(?:es|en)\//, "");
}

export function routeCaching(routeId: string): RouteCaching | undefined {
  return (ROUTE_CACHING as Record<string, RouteCaching>)[routeCachingKey(routeId)];
}

/** Query parameters that carry a personal token (the newsletter links): such a URL is personal whatever its route. */
const TOKEN_PARAMS = ["token"];

/** Lists of articles with their view counts: the blog, a topic's page, an author's page (decisions 185, 187). */
const BLOG_LISTING_ROUTES = new Set(["blog", "blog-topic", "blog-author"]);
const BLOG_ARTICLE_ROUTES = new Set(["blog-post"]);

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
  const url = new URL(request.url);
  const routes = facts.matches.map((match) => routeCachingKey(match.route.id));
  const kinds = routes.map(routeCaching);
  if (kinds.includes("personal") || TOKEN_PARAMS.some((name) => url.searchParams.has(name))) {
    return { store: false, personal: true };
  }
  // A live page, or a route nobody classified (the route-caching test catches those).
  if (kinds.some((kind) => kind !== "shared")) return { store: false };
  const readOnly = request.method === "GET" || request.method === "HEAD";
  if (!readOnly || facts.status !== 200 || facts.hasErrors) return { store: false };
  if (responseHeaders.has("Set-Cookie")) return { store: false };
  if (/\b(no-store|private)\b/i.test(responseHeaders.get("Cache-Control") ?? "")) return { store: false };
  // The key the front looked the page up with came from the same cookies (decision 165).
  const variant = markupVariant(requestPreferences(request), url.pathname);
  if (variant === null) return { store: false };
  const ttl = facts.blogTtlSeconds;
  for (const [index, route] of routes.entries()) {
    if (BLOG_ARTICLE_ROUTES.has(route)) {
      // Shared caches must ask us every time, so that every reading is counted.
      const viewSlug = facts.matches[index].params.slug;
      return { store: true, variant, ttlSeconds: ttl, shared: "public, no-cache", viewSlug };
    }
    if (BLOG_LISTING_ROUTES.has(route)) {
      return {
        store: true,
        variant,
        ttlSeconds: ttl,
        shared: `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${ttl}`,
      };
    }
  }
  return { store: true, variant, ttlSeconds: null, shared: SHARED_PAGE };
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

/** A single-fetch data request (Remix's `v3_singleFetch`): the page's path with `.data` appended. */
export function isDataRequest(pathname: string): boolean {
  return pathname.endsWith(".data");
}

export type PageCacheKey = { key: string; variant: string };

/**
 * The cache key of a request, or null when it must not use the cache: not GET/HEAD, a data request
 * (single fetch's `/page.data`, `/_root.data`), or cookies that are not shareable preferences (`markupVariant`). `origin` is the
 * public origin when pages name the request's own host (no SITE_URL), else empty.
 */
export function pageCacheKey(
  method: string | undefined,
  origin: string,
  target: string,
  cookie: string | undefined,
): PageCacheKey | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const queryAt = target.indexOf("?");
  if (isDataRequest(queryAt === -1 ? target : target.slice(0, queryAt))) return null;
  const variant = markupVariant(readPreferences(cookie), queryAt === -1 ? target : target.slice(0, queryAt));
  return variant === null ? null : { key: `${origin}${target}#${variant}`, variant };
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
  /** In-process lifetime; null: until the next build. */
  readonly ttlSeconds: number | null;
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
    ttlSeconds: rule.ttlSeconds,
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

/**
 * Rendered pages by key (`lru-cache`): the least recently used leave first once the bodies pass
 * `maxBytes`; one page may take at most an eighth; blog pages expire after their lifetime.
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

  get size() {
    return this.#entries.size;
  }

  get(key: string): PageEntry | undefined {
    return this.#entries.get(key);
  }

  /** Stores an entry; false when it is too large to keep. */
  set(entry: PageEntry): boolean {
    this.#entries.set(entry.key, entry, { ttl: entry.ttlSeconds === null ? 0 : entry.ttlSeconds * 1000 });
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
