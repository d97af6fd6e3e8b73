import { describe, expect, it } from "vitest";
import {
  createPageEntry,
  markupPreferences,
  negotiateEncoding,
  notModified,
  PageCache,
  pageCacheKey,
  pageCacheRule,
  type RenderFacts,
} from "~/services/page-cache.server";

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

describe("page cache key", () => {
  it("only GET and HEAD use the cache; the origin and full target are part of the key", () => {
    expect(pageCacheKey("POST", "", "/", undefined)).toBeNull();
    expect(pageCacheKey("GET", "", "/faq", undefined)).toBe(pageCacheKey("HEAD", "", "/faq", undefined));
    expect(pageCacheKey("GET", "", "/faq?a=1", undefined)).not.toBe(pageCacheKey("GET", "", "/faq", undefined));
    expect(pageCacheKey("GET", "http://a.test", "/faq", undefined)).not.toBe(
      pageCacheKey("GET", "http://b.test", "/faq", undefined),
    );
  });

  it("keys by the cookies that change the markup: theme and the consent answer", () => {
    const none = pageCacheKey("GET", "", "/", undefined);
    const dark = pageCacheKey("GET", "", "/", "theme=dark");
    const light = pageCacheKey("GET", "", "/", "theme=light");
    expect(new Set([none, dark, light]).size).toBe(3);
    expect(pageCacheKey("GET", "", "/", "theme=purple")).toBe(none);
    const necessary = pageCacheKey("GET", "", "/", consentCookie(["necessary"]));
    const all = pageCacheKey("GET", "", "/", consentCookie(["necessary", "analytics", "functional", "advertising"]));
    expect(necessary).not.toBe(none);
    expect(all).not.toBe(necessary);
    // An unreadable consent cookie is what the page treats as "not answered".
    expect(pageCacheKey("GET", "", "/", "cc_cookie=%7Bnope")).toBe(none);
  });

  it("a language cookie that matches the page changes nothing; one that redirects bypasses the cache", () => {
    expect(pageCacheKey("GET", "", "/en/faq", "lng=en")).toBe(pageCacheKey("GET", "", "/en/faq", undefined));
    expect(pageCacheKey("GET", "", "/faq", "lng=es; theme=dark")).toBe(pageCacheKey("GET", "", "/faq", "theme=dark"));
    expect(pageCacheKey("GET", "", "/faq", "lng=en")).toBeNull();
    expect(pageCacheKey("GET", "", "/en?x=1", "lng=es")).toBeNull();
  });

  it("any other cookie (the flash message, or one added later) renders afresh", () => {
    expect(markupPreferences("__flash=abc", "/")).toBeNull();
    expect(markupPreferences("theme=dark; somethingNew=1", "/")).toBeNull();
    expect(markupPreferences("", "/")).toBe("");
  });
});

function facts(overrides: Partial<RenderFacts> & { url?: string; method?: string } = {}): RenderFacts {
  const { url = "http://site.test/faq", method = "GET", ...rest } = overrides;
  return {
    request: new Request(url, { method }),
    status: 200,
    hasErrors: false,
    responseHeaders: new Headers(),
    matches: [
      { route: { id: "root" }, params: {} },
      { route: { id: "es/faq" }, params: {} },
    ],
    blogTtlSeconds: 45,
    ...rest,
  };
}

describe("page cache rule", () => {
  it("a plain page is kept until the next build, and shared caches may keep it a while", () => {
    const rule = pageCacheRule(facts());
    expect(rule).toMatchObject({ store: true, ttlSeconds: null });
    expect(rule.store && rule.shared).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it("never keeps errors, answers to posts, Set-Cookie, a route's no-store, or the demo booking panel", () => {
    expect(pageCacheRule(facts({ status: 404 })).store).toBe(false);
    expect(pageCacheRule(facts({ hasErrors: true })).store).toBe(false);
    expect(pageCacheRule(facts({ method: "POST" })).store).toBe(false);
    expect(pageCacheRule(facts({ responseHeaders: new Headers({ "Set-Cookie": "a=b" }) })).store).toBe(false);
    expect(pageCacheRule(facts({ responseHeaders: new Headers({ "Cache-Control": "no-store" }) })).store).toBe(false);
    expect(pageCacheRule(facts({ url: "http://site.test/contacto?demo=1" })).store).toBe(false);
  });

  it("blog pages expire after the configured time; an article counts views on every answer", () => {
    const listing = pageCacheRule(facts({ matches: [{ route: { id: "en/blog" }, params: {} }] }));
    expect(listing).toMatchObject({ store: true, ttlSeconds: 45 });
    expect(listing.store && listing.shared).toContain("s-maxage=45");
    // A topic's and an author's pages list articles with their views too (decisions 185, 187).
    for (const id of ["es/blog-topic", "en/blog-author"])
      expect(pageCacheRule(facts({ matches: [{ route: { id }, params: {} }] })), id).toMatchObject({ ttlSeconds: 45 });
    const article = pageCacheRule(
      facts({ matches: [{ route: { id: "es/blog-post" }, params: { slug: "ia-pymes" } }] }),
    );
    expect(article).toEqual({ store: true, ttlSeconds: 45, shared: "public, no-cache", viewSlug: "ia-pymes" });
  });
});

const page = (key: string, bytes: number, ttlSeconds: number | null = null, now = 0) =>
  createPageEntry(
    key,
    new Headers({ "Content-Type": "text/html" }),
    Buffer.alloc(bytes, 97),
    {
      store: true,
      ttlSeconds,
      shared: "public",
    },
    now,
  );

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

  it("blog entries expire; others live until the process ends", () => {
    const cache = new PageCache(100_000);
    cache.set(page("blog", 10, 60, 1_000));
    cache.set(page("faq", 10, null, 1_000));
    expect(cache.get("blog", 60_999)).toBeDefined();
    expect(cache.get("blog", 61_000)).toBeUndefined();
    expect(cache.get("faq", 10 ** 12)).toBeDefined();
    expect(cache.size).toBe(1);
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
