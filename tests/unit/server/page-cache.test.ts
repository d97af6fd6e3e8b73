import { describe, expect, it } from "vitest";
import {
  createPageEntry,
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

const key = (method: string, origin: string, target: string, cookie?: string) =>
  pageCacheKey(method, origin, target, cookie)?.key ?? null;

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
    expect(rule).toMatchObject({ store: true, ttlSeconds: null, variant: "" });
    expect(rule.store && rule.shared).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it("never keeps errors, answers to posts, Set-Cookie, a route's no-store, or a live page (the booking page)", () => {
    expect(pageCacheRule(facts({ status: 404 })).store).toBe(false);
    expect(pageCacheRule(facts({ hasErrors: true })).store).toBe(false);
    expect(pageCacheRule(facts({ method: "POST" })).store).toBe(false);
    expect(pageCacheRule(facts({ responseHeaders: new Headers({ "Set-Cookie": "a=b" }) })).store).toBe(false);
    expect(pageCacheRule(facts({ responseHeaders: new Headers({ "Cache-Control": "no-store" }) })).store).toBe(false);
    const booking = [
      { route: { id: "root" }, params: {} },
      { route: { id: "es/demo-booking" }, params: {} },
    ];
    expect(pageCacheRule(facts({ matches: booking }))).toEqual({ store: false });
  });

  it("names the cookies it was drawn for, the same part the request's key has; ambiguous cookies are never kept", () => {
    const dark = pageCacheRule(facts({ cookie: "theme=dark" }));
    expect(dark.store && dark.variant).toBe(pageCacheKey("GET", "", "/faq", "theme=dark")?.variant);
    expect(pageCacheRule(facts({ cookie: "theme=dark; theme=x" })).store).toBe(false);
    expect(pageCacheRule(facts({ cookie: `cc_cookie=x; ${consentCookie(["necessary"])}` })).store).toBe(false);
  });

  it("a page of one person's data is never kept, and says so (personal)", () => {
    for (const id of ["es/demo-manage", "en/newsletter-confirm", "es/newsletter-unsubscribe"]) {
      expect(
        pageCacheRule(
          facts({
            matches: [
              { route: { id: "root" }, params: {} },
              { route: { id }, params: {} },
            ],
          }),
        ),
      ).toEqual({ store: false, personal: true });
    }
    // A token in the query makes any page personal; a route nobody classified is never kept.
    expect(pageCacheRule(facts({ url: "http://site.test/faq?token=abc" }))).toEqual({ store: false, personal: true });
    expect(pageCacheRule(facts({ matches: [{ route: { id: "es/unclassified" }, params: {} }] })).store).toBe(false);
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
    expect(article).toEqual({
      store: true,
      variant: "",
      ttlSeconds: 45,
      shared: "public, no-cache",
      viewSlug: "ia-pymes",
    });
  });
});

const page = (key: string, bytes: number, ttlSeconds: number | null = null) =>
  createPageEntry(key, new Headers({ "Content-Type": "text/html" }), Buffer.alloc(bytes, 97), {
    store: true,
    variant: "",
    ttlSeconds,
    shared: "public",
  });

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
    let now = 1_000;
    const cache = new PageCache(100_000, () => now);
    cache.set(page("blog", 10, 60));
    cache.set(page("faq", 10, null));
    now = 60_999;
    expect(cache.get("blog")).toBeDefined();
    now = 61_001;
    expect(cache.get("blog")).toBeUndefined();
    now = 10 ** 12;
    expect(cache.get("faq")).toBeDefined();
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
