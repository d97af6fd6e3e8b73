/**
 * The forms' rate limit as the database counts it (public.hit_form_rate_limit), on a real embedded
 * PostgreSQL: the sliding window, exactness under a burst, and no address ever stored.
 * Sharing the count between two instances on one PostgreSQL: tests/e2e/scale-out.campaign.http.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlSiteBackend } from "~/services/backend/index.server";
import { rateLimitKeyHash } from "~/services/keyed-hash.server";
import { createRateLimiter, sqlRateLimitStore } from "~/services/rate-limit.server";
import { openTestBackend } from "../../helpers/backend/open";
import { removeDir } from "../../helpers/backend/pglite-template";

let backend: SqlSiteBackend;
let dataDir: string;

beforeAll(async () => {
  ({ backend, dataDir } = await openTestBackend());
});

afterAll(async () => {
  await backend.close();
  removeDir(dataDir);
});

/**
 * Moves a key's counted posts `seconds` into the past, as if that long had passed since they were
 * counted: the window is tested without waiting for it, so a slow machine cannot blur it.
 */
async function age(key: string, seconds: number) {
  await backend.sql.query(
    `update public.form_rate_limit_hits
        set hit_at = hit_at - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2)
      where key_hash = $1`,
    [rateLimitKeyHash(key), seconds],
  );
}

describe("hit_form_rate_limit", () => {
  it("allows max posts per sliding window, then answers how long to wait; keys count apart", async () => {
    // The limiter's clock moves with the database's: a refusal it remembers ages as the posts do.
    let passed = 0;
    const limiter = createRateLimiter(
      { max: 2, windowMs: 60_000 },
      sqlRateLimitStore(backend.sql),
      () => Date.now() + passed,
    );
    const elapse = async (key: string, seconds: number) => {
      await age(key, seconds);
      passed += seconds * 1000;
    };
    expect(await limiter.hit("contact|198.51.100.1")).toEqual({ allowed: true });
    await elapse("contact|198.51.100.1", 30);
    expect(await limiter.hit("contact|198.51.100.1")).toEqual({ allowed: true });
    const refused = await limiter.hit("contact|198.51.100.1");
    expect(refused.allowed).toBe(false);
    // The wait runs until the oldest post leaves the window (30 s from now), not a whole window.
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(await limiter.hit("newsletter|198.51.100.1")).toEqual({ allowed: true });
    expect(await limiter.hit("contact|198.51.100.2")).toEqual({ allowed: true });
    // Once the first post has left the window (61 s after it), one more is allowed, not two: the
    // second post (31 s ago) still counts.
    await elapse("contact|198.51.100.1", 31);
    expect(await limiter.hit("contact|198.51.100.1")).toEqual({ allowed: true });
    expect((await limiter.hit("contact|198.51.100.1")).allowed).toBe(false);
  });

  it("a burst of simultaneous posts lets exactly max through", async () => {
    const limiter = createRateLimiter({ max: 5, windowMs: 60_000 }, sqlRateLimitStore(backend.sql));
    const decisions = await Promise.all(Array.from({ length: 30 }, () => limiter.hit("demo|203.0.113.50")));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it("stores keyed hashes only, never the address, and drops rows whose window has passed", async () => {
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000 }, sqlRateLimitStore(backend.sql));
    await limiter.hit("lead-magnet|192.0.2.77");
    const rows = await backend.sql.query<{ key_hash: string }>("select key_hash from public.form_rate_limit_hits");
    expect(rows.some((row) => row.key_hash === rateLimitKeyHash("lead-magnet|192.0.2.77"))).toBe(true);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain("192.0.2.77");
    await age("lead-magnet|192.0.2.77", 61);
    await limiter.hit("other|192.0.2.78");
    const left = await backend.sql.query<{ n: number }>(
      "select count(*)::int as n from public.form_rate_limit_hits where key_hash = $1",
      [rateLimitKeyHash("lead-magnet|192.0.2.77")],
    );
    expect(left).toEqual([{ n: 0 }]);
  });

  it("refuses malformed calls (the function is callable with the Supabase anon key)", async () => {
    await expect(backend.sql.query("select public.hit_form_rate_limit('short', 5, 1000)")).rejects.toThrow(
      /invalid arguments/,
    );
    await expect(
      backend.sql.query("select public.hit_form_rate_limit($1, 0, 1000)", [rateLimitKeyHash("x")]),
    ).rejects.toThrow(/invalid arguments/);
  });

  it("with the database down the post goes on (it will be answered unavailable), never a throw", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => Promise.reject(new Error("down")));
    expect(await limiter.hit("contact|198.51.100.9")).toEqual({ allowed: true });
  });
});
