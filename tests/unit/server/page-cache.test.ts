import { describe, expect, it } from "vitest";
import { applyCachingHeaders, type RenderFacts } from "~/services/cache-control.server";
import {
  createPageEntry,
  negotiateEncoding,
  notModified,
  PageCache,
  pageCacheKey,
  sharedLifetime,
} from "../../../server/page-cache";

const consentCookie = (categories: string[]) =>
  `cc_cookie=${encodeURIComponent(
    JSON.stringify({
      categories,
      revision: 0,
      data: null,
      consentTimestamp: new Date().toISOString(),
      consentId: "00000000-0000-4000-8000-000000000000",
      services: { necessary: [], analytics: [], functional: [], advertising: [] },
      languageCode: "es",
      lastConsentTimestamp: new Date().toISOString(),
      expirationTime: Date.now() + 86_400_000,
    }),
  )}`;

const key = (method: string, origin: string, target: string, cookie?: string) =>
  pageCacheKey(method, origin, target, cookie);

describe("page cache key", () => {
  it("only GET and HEAD use the cache; the origin and full target are part of the key", () => {
    expect(key("POST", "", "/")).toBeNull();
    expect(key("GET", "", "/faq")).toBe(key("HEAD", "", "/faq"));
    expect(key("GET", "", "/faq?a=1")).not.toBe(key("GET", "", "/faq"));
    expect(key("GET", "http://a.test", "/faq")).not.toBe(key("GET", "http://b.test", "/faq"));
  });

  it("never for a data request (single fetch: a fetcher or a navigation's loaders, not a page)", () => {
    expect(key("GET", "", "/faq.data")).toBeNull();
    expect(key("GET", "", "/_root.data")).toBeNull();
    expect(key("GET", "", "/faq.data?_routes=root%2Ces%2Ffaq")).toBeNull();
    expect(key("GET", "", "/faq?x=.data")).not.toBeNull();
    expect(key("GET", "", "/blog/data")).not.toBeNull();
  });

  it("keys by the cookies that change the markup: theme and the consent answer", () => {
    const none = key("GET", "", "/");
    const dark = key("GET", "", "/", "theme=dark");
    const light = key("GET", "", "/", "theme=light");
    expect(new Set([none, dark, light]).size).toBe(3);
    const necessary = key("GET", "", "/", consentCookie(["necessary"]));
    const all = key("GET", "", "/", consentCookie(["necessary", "analytics", "functional", "advertising"]));
    expect(necessary).not.toBe(none);
    expect(all).not.toBe(necessary);
  });

  it("a preference cookie that repeats or does not read as one of ours is this request's alone (issue 27 item 1)", () => {
    for (const cookie of [
      "theme=dark; theme=x",
      "theme=dark; theme=dark",
      "theme=x; theme=dark",
      "theme=purple",
      `${consentCookie(["necessary", "analytics", "functional", "advertising"])}; cc_cookie=x`,
      `cc_cookie=x; ${consentCookie(["necessary"])}`,
      "cc_cookie=%7Bnope",
      "cc_cookie=%zz",
      "lng=xx",
      "lng=es; lng=en",
    ]) {
      expect(key("GET", "", "/", cookie), cookie).toBeNull();
    }
  });

  it("a language cookie that matches the page changes nothing; one that redirects bypasses the cache", () => {
    expect(key("GET", "", "/en/faq", "lng=en")).toBe(key("GET", "", "/en/faq"));
    expect(key("GET", "", "/faq", "lng=es; theme=dark")).toBe(key("GET", "", "/faq", "theme=dark"));
    expect(key("GET", "", "/faq", "lng=en")).toBeNull();
    expect(key("GET", "", "/en?x=1", "lng=es")).toBeNull();
  });

  it("any other cookie (the flash message, one added later) renders afresh", () => {
    expect(key("GET", "", "/", "__flash=abc")).toBeNull();
    expect(key("GET", "", "/", "theme=dark; somethingNew=1")).toBeNull();
    expect(key("GET", "", "/", "")).toBe(key("GET", "", "/"));
  });
});

function facts(overrides: Partial<RenderFacts> & { url?: string; method?: string; cookie?: string } = {}): RenderFacts {
  const { url = "http://site.test/faq", method = "GET", cookie, ...rest } = overrides;
  return {
    request: new Request(url, { method, headers: cookie ? { Cookie: cookie } : {} }),
    status: 200,
    hasErrors: false,
    responseHeaders: new Headers(),
    matches: [{ route: { id: "root" } }, { route: { id: "es/faq" } }],
    blogTtlSeconds: 45,
    ...rest,
  };
}

/** The headers a render gets (entry.server), as the page cache and a CDN read them. */
function caching(overrides: Parameters<typeof facts>[0] = {}) {
  const rendered = facts(overrides);
  applyCachingHeaders(rendered);
  // entry.server's page: HTML.
  const headers: Record<string, string> = {
    "content-type": "text/html; charset=utf-8",
    ...Object.fromEntries(rendered.responseHeaders),
  };
  return { headers, lifetime: sharedLifetime(rendered.status, headers) };
}

const only = (id: string) => ({ matches: [{ route: { id } }] });

describe("what a render says about caching (the route's own Cache-Control, decision 250)", () => {
  it("a plain page may be kept by shared caches, which key it by the preference cookies", () => {
    const { headers, lifetime } = caching();
    expect(headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(headers.vary).toBe("Cookie");
    expect(lifetime).toBe(300);
  });

  it("never keeps errors, answers to posts, Set-Cookie, a route's no-store, or a live page (the booking page)", () => {
    expect(caching({ status: 404 }).lifetime).toBeNull();
    expect(caching({ hasErrors: true }).lifetime).toBeNull();
    expect(caching({ method: "POST" }).lifetime).toBeNull();
    expect(caching({ responseHeaders: new Headers({ "Set-Cookie": "a=b" }) }).lifetime).toBeNull();
    expect(caching({ responseHeaders: new Headers({ "Cache-Control": "no-store" }) }).lifetime).toBeNull();
    const booking = caching({ matches: [{ route: { id: "root" } }, { route: { id: "es/demo-booking" } }] });
    expect(booking.headers["cache-control"]).toBe("private, no-store");
  });

  it("a render drawn from cookies that are not only preferences is kept by no one", () => {
    expect(caching({ cookie: "theme=dark" }).lifetime).toBe(300);
    expect(caching({ cookie: "theme=dark; theme=x" }).lifetime).toBeNull();
    expect(caching({ cookie: `cc_cookie=x; ${consentCookie(["necessary"])}` }).lifetime).toBeNull();
  });

  it("a page of one person's data is never kept, never indexed, never named to other sites", () => {
    const personal = {
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
      "referrer-policy": "same-origin",
    };
    for (const id of ["es/demo-manage", "en/newsletter-confirm", "es/newsletter-unsubscribe"]) {
      expect(caching({ matches: [{ route: { id: "root" } }, { route: { id } }] }).headers, id).toMatchObject(personal);
    }
    // A token in the query makes any page personal; a route nobody classified is never kept.
    expect(caching({ url: "http://site.test/faq?token=abc" }).headers).toMatchObject(personal);
    expect(caching(only("es/unclassified")).lifetime).toBeNull();
  });

  it("blog listings expire after the configured time; an article reaches its loader on every reading (views)", () => {
    for (const id of ["en/blog", "es/blog-topic", "en/blog-author"]) {
      expect(caching(only(id)).headers["cache-control"], id).toContain("s-maxage=45");
      expect(caching(only(id)).lifetime, id).toBe(45);
    }
    const article = caching(only("es/blog-post"));
    expect(article.headers["cache-control"]).toBe("public, no-cache");
    expect(article.lifetime).toBeNull();
  });
});

describe("what the page cache keeps (CDN semantics)", () => {
  it("public or s-maxage, a positive lifetime, no Set-Cookie, varying only by encoding and cookies; text without its own ETag", () => {
    const html = { "content-type": "text/html; charset=utf-8" };
    expect(sharedLifetime(200, { ...html, "cache-control": "public, max-age=60", etag: '"x"' })).toBeNull();
    expect(
      sharedLifetime(200, { "content-type": "application/pdf", "cache-control": "public, max-age=60" }),
    ).toBeNull();
    expect(sharedLifetime(200, { ...html, "cache-control": "public, max-age=60" })).toBe(60);
    expect(sharedLifetime(200, { ...html, "cache-control": "s-maxage=30, max-age=0" })).toBe(30);
    expect(sharedLifetime(200, { ...html, "cache-control": "max-age=60" })).toBeNull();
    expect(sharedLifetime(200, { ...html, "cache-control": "public, s-maxage=0" })).toBeNull();
    expect(sharedLifetime(200, { ...html, "cache-control": "public, s-maxage=60, private" })).toBeNull();
    expect(sharedLifetime(200, html)).toBeNull();
    expect(sharedLifetime(404, { ...html, "cache-control": "public, s-maxage=60" })).toBeNull();
    expect(sharedLifetime(200, { ...html, "cache-control": "public, s-maxage=60", "set-cookie": ["a=b"] })).toBeNull();
    expect(
      sharedLifetime(200, { ...html, "cache-control": "public, s-maxage=60", vary: "Accept-Language" }),
    ).toBeNull();
    expect(
      sharedLifetime(200, { ...html, "cache-control": "public, s-maxage=60", vary: "Cookie, Accept-Encoding" }),
    ).toBe(60);
  });
});

const page = (key: string, bytes: number, ttlSeconds = 300) =>
  createPageEntry(key, { "content-type": "text/html" }, Buffer.alloc(bytes, 97), ttlSeconds);

describe("PageCache (LRU by bytes)", () => {
  it("evicts the least recently used entries once the bodies pass the limit", () => {
    const cache = new PageCache(10_000);
    cache.set(page("a", 1_000));
    cache.set(page("b", 1_000));
    cache.set(page("c", 1_000));
    expect(cache.get("a")).toBeDefined(); // a is now the most recently used
    for (const key of ["d", "e", "f", "g", "h", "i", "j"]) cache.set(page(key, 1_000));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("j")).toBeDefined();
  });

  it("counts compressed bodies added later, and refuses a page larger than an eighth of the cache", () => {
    const cache = new PageCache(8_000);
    const entry = page("a", 500);
    cache.set(entry);
    const before = cache.bytes;
    cache.addBody(entry, "br", Buffer.alloc(100));
    expect(cache.bytes).toBe(before + 100);
    cache.addBody(entry, "br", Buffer.alloc(100)); // made once
    expect(cache.bytes).toBe(before + 100);
    expect(cache.set(page("big", 1_200))).toBe(false);
    expect(cache.get("big")).toBeUndefined();
  });

  it("each entry expires after its own lifetime", () => {
    let now = 1_000;
    const cache = new PageCache(100_000, () => now);
    cache.set(page("blog", 10, 60));
    cache.set(page("faq", 10, 300));
    now = 60_999;
    expect(cache.get("blog")).toBeDefined();
    now = 61_001;
    expect(cache.get("blog")).toBeUndefined();
    expect(cache.get("faq")).toBeDefined();
    now = 301_001;
    expect(cache.get("faq")).toBeUndefined();
  });
});

describe("encodings and validators", () => {
  it("prefers brotli, then gzip; honours q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
  });

  it("If-None-Match with any representation's tag (strong or weak) is a 304", () => {
    const entry = page("a", 10);
    expect(notModified(entry, `"${entry.etag}-br"`)).toBe(true);
    expect(notModified(entry, `W/"${entry.etag}-gz", "other"`)).toBe(true);
    expect(notModified(entry, `"${entry.etag}"`)).toBe(true);
    expect(notModified(entry, "*")).toBe(true);
    expect(notModified(entry, `"${entry.etag}x"`)).toBe(false);
    expect(notModified(entry, undefined)).toBe(false);
  });
});
