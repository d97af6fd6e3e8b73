import { describe, expect, it } from "vitest";
import { createRateLimiter, parseRateLimit } from "~/services/rate-limit.server";
import { clientAddress, ipv6Prefix64, isCrossSitePost } from "~/services/request-guards.server";
import { readEnv } from "~/services/env.server";

describe("FORM_RATE_LIMIT", () => {
  it("parses count/window and off; refuses anything else at start-up", () => {
    expect(parseRateLimit("5/10m")).toEqual({ max: 5, windowMs: 600_000 });
    expect(parseRateLimit("20/1h")).toEqual({ max: 20, windowMs: 3_600_000 });
    expect(parseRateLimit("30/90s")).toEqual({ max: 30, windowMs: 90_000 });
    expect(parseRateLimit("off")).toBeNull();
    expect(() => parseRateLimit("5 per minute")).toThrow(/FORM_RATE_LIMIT/);
    expect(readEnv({} as unknown as NodeJS.ProcessEnv).FORM_RATE_LIMIT).toBe("5/10m");
    expect(() => readEnv({ FORM_RATE_LIMIT: "0/10m" } as unknown as NodeJS.ProcessEnv)).toThrow(/FORM_RATE_LIMIT/);
    expect(() => readEnv({ TRUST_PROXY: "yes please" } as unknown as NodeJS.ProcessEnv)).toThrow(/TRUST_PROXY/);
    expect(readEnv({ TRUST_PROXY: "1" } as unknown as NodeJS.ProcessEnv).TRUST_PROXY).toBe("1");
  });

  // The sliding window itself is counted by the database: tests/integration/server/rate-limit.test.ts.
  it("off never refuses, and never asks the store", async () => {
    const limiter = createRateLimiter(null, () => Promise.reject(new Error("the store must not be asked")));
    for (let index = 0; index < 100; index += 1) expect((await limiter.hit("a")).allowed).toBe(true);
  });
});

describe("cross-site posts", () => {
  // Node's request headers: lower-case names.
  it.each([
    [{}, false],
    [{ origin: "http://www.example.es" }, false],
    [{ origin: "https://www.example.es" }, false],
    [{ "sec-fetch-site": "same-origin", origin: "http://www.example.es" }, false],
    [{ origin: "https://evil.example" }, true],
    [{ origin: "null" }, true],
    [{ origin: "not a url" }, true],
    [{ "sec-fetch-site": "cross-site" }, true],
  ])("%j -> cross-site %s", (headers, expected) => {
    expect(isCrossSitePost(headers, "www.example.es")).toBe(expected);
  });

  it("accepts the configured SITE_URL host behind a proxy that rewrites Host", () => {
    const headers = { origin: "https://www.example.es" };
    expect(isCrossSitePost(headers, "127.0.0.1:3000", "https://www.example.es")).toBe(false);
    expect(isCrossSitePost(headers, "127.0.0.1:3000")).toBe(true);
  });
});

describe("client address", () => {
  it("comes from the load context only (server.js resolves X-Forwarded-For per TRUST_PROXY)", () => {
    expect(clientAddress({ clientAddress: "203.0.113.9" })).toBe("203.0.113.9");
    expect(clientAddress({ clientAddress: "::ffff:203.0.113.9" })).toBe("203.0.113.9");
    expect(clientAddress({})).toBe("unknown");
    expect(clientAddress(undefined)).toBe("unknown");
  });

  it("counts an IPv6 visitor by /64", () => {
    expect(ipv6Prefix64("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(ipv6Prefix64("2001:db8:aa:bb::9")).toBe("2001:db8:aa:bb::/64");
    expect(ipv6Prefix64("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipv6Prefix64("::1")).toBe("0:0:0:0::/64");
    expect(clientAddress({ clientAddress: "2001:db8:aa:bb:ffff::1" })).toBe(
      clientAddress({ clientAddress: "2001:db8:aa:bb::2" }),
    );
  });
});
