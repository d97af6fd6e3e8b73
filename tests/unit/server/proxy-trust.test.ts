import { describe, expect, it } from "vitest";
import { readEnv } from "~/services/env.server";
import { parseTrustProxy, resolveClient } from "~/services/request-guards.server";

describe("TRUST_PROXY", () => {
  it("refuses true (any visitor could write their own address), and anything malformed", () => {
    expect(() => parseTrustProxy("true")).toThrow(/number of proxies/);
    expect(() => readEnv({ TRUST_PROXY: "true" } as unknown as NodeJS.ProcessEnv)).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/abc")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("proxy.example")).toThrow(/TRUST_PROXY/);
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy("false")).toBeNull();
    expect(parseTrustProxy("2")).toEqual({ hops: 2 });
  });

  it("without it, X-Forwarded-For and X-Forwarded-Proto are ignored", () => {
    expect(resolveClient(null, "::ffff:192.0.2.1", "203.0.113.9", "https")).toEqual({
      address: "192.0.2.1",
      secure: false,
    });
  });

  it("a hop count takes the address the last proxy saw: a forged entry on the left changes nothing", () => {
    const trust = parseTrustProxy("1");
    expect(resolveClient(trust, "10.0.0.2", "6.6.6.6, 203.0.113.9", "https")).toEqual({
      address: "203.0.113.9",
      secure: true,
    });
    expect(resolveClient(trust, "10.0.0.2", "7.7.7.7, 203.0.113.9", undefined).address).toBe("203.0.113.9");
    expect(resolveClient(trust, "10.0.0.2", undefined, undefined).address).toBe("10.0.0.2");
    expect(resolveClient(parseTrustProxy("2"), "10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.7", "").address).toBe(
      "203.0.113.9",
    );
  });

  it("an address list walks back through trusted proxies only; the proto counts only from one", () => {
    const trust = parseTrustProxy("10.0.0.0/8, loopback");
    expect(resolveClient(trust, "127.0.0.1", "6.6.6.6, 203.0.113.9, 10.1.2.3", "https").address).toBe("203.0.113.9");
    expect(resolveClient(trust, "198.51.100.4", "203.0.113.9", "https")).toEqual({
      address: "198.51.100.4",
      secure: false,
    });
    expect(resolveClient(parseTrustProxy("uniquelocal"), "172.18.0.5", "2001:db8::1", "https")).toEqual({
      address: "2001:db8::1",
      secure: true,
    });
  });
});
