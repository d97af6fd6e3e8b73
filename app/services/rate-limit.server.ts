/**
 * Per-address, per-form rate limit for the lead forms (FORM_RATE_LIMIT, default 5 posts in 10
 * minutes), as a sliding window counted in the database (`public.hit_form_rate_limit`), so every
 * instance of the site behind a load balancer shares one count (docs/decisions/072). The database
 * stores an HMAC of "<form>|<address>", never the address itself.
 */
import { LRUCache } from "lru-cache";
import type { SupabaseClient } from "@supabase/supabase-js";
import { getBackend, isSqlBackend } from "./backend/index.server";
import type { ScriptRunner } from "./backend/migrations.server";
import { rateLimitKeyHash } from "./keyed-hash.server";
import { errorFields, log } from "./logger.server";

export type RateLimitRule = { max: number; windowMs: number } | null;

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** "5/10m" -> 5 posts per 10 minutes; "off" -> null (no limit). Throws on anything else. */
export function parseRateLimit(value: string): RateLimitRule {
  const text = value.trim();
  if (text === "off") return null;
  const match = /^([1-9]\d{0,5})\/([1-9]\d{0,5})([smh])$/.exec(text);
  if (!match) throw new Error(`Invalid FORM_RATE_LIMIT "${value}": use <count>/<window><s|m|h>, e.g. 5/10m, or off`);
  return { max: Number(match[1]), windowMs: Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS] };
}

/** `remembered`: refused from this process's memory of an earlier refusal (nothing asked, nothing new to log). */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; remembered?: true };

export interface RateLimiter {
  /**
   * Counts one attempt for `key` and says whether it is allowed. `scale` multiplies the rule's
   * allowance for this key (the forms count posts that fail validation in their own, 10x larger bucket).
   */
  hit(key: string, scale?: number): Promise<RateLimitDecision>;
}

/** Counts one attempt under `keyHash`; answers 0 when allowed, else the seconds to wait. */
export type RateLimitStore = (keyHash: string, max: number, windowMs: number) => Promise<number>;

/** The SQL function on a connection (embedded PGlite or PostgreSQL). */
export function sqlRateLimitStore(sql: ScriptRunner): RateLimitStore {
  return async (keyHash, max, windowMs) => {
    const rows = await sql.query<{ retry_after: number }>(
      "select public.hit_form_rate_limit($1, $2, $3) as retry_after",
      [keyHash, max, windowMs],
    );
    return Number(rows[0]?.retry_after ?? 0);
  };
}

/** The site's store: the SQL function, directly (embedded, PostgreSQL) or as an RPC (Supabase). */
export const databaseRateLimitStore: RateLimitStore = async (keyHash, max, windowMs) => {
  const backend = await getBackend();
  if (isSqlBackend(backend)) return sqlRateLimitStore(backend.sql)(keyHash, max, windowMs);
  const { client } = backend as typeof backend & { client: SupabaseClient };
  const { data, error } = await client.rpc("hit_form_rate_limit", {
    p_key: keyHash,
    p_max: max,
    p_window_ms: windowMs,
  });
  if (error) throw new Error(`hit_form_rate_limit failed: ${error.message}`);
  return Number(data ?? 0);
};

/**
 * The limiter of one rule. A key the store has refused stays refused in this process until the wait
 * it was told is over, answered from memory (decision 250): a flood of refused posts costs no query.
 * Exact, because a refused post is not counted: nothing can free the key before that time.
 */
export function createRateLimiter(
  rule: RateLimitRule,
  store: RateLimitStore = databaseRateLimitStore,
  now: () => number = Date.now,
): RateLimiter {
  const refusedUntil = new LRUCache<string, number>({ max: 10_000 });
  return {
    async hit(key, scale = 1) {
      if (!rule) return { allowed: true };
      const until = refusedUntil.get(key);
      if (until !== undefined) {
        const left = until - now();
        if (left > 0) return { allowed: false, retryAfterSeconds: Math.ceil(left / 1000), remembered: true };
        refusedUntil.delete(key);
      }
      try {
        const retryAfterSeconds = await store(rateLimitKeyHash(key), rule.max * scale, rule.windowMs);
        if (retryAfterSeconds <= 0) return { allowed: true };
        refusedUntil.set(key, now() + retryAfterSeconds * 1000);
        return { allowed: false, retryAfterSeconds };
      } catch (error) {
        // The database is down: the post itself will be answered "unavailable" and stored nowhere,
        // so letting it through costs nothing, and refusing would hide the real failure.
        log.warn("rate_limit.unavailable", errorFields(error));
        return { allowed: true };
      }
    },
  };
}
