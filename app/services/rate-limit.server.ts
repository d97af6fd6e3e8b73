/**
 * Per-address, per-form rate limit for the lead forms (FORM_RATE_LIMIT, default 5 posts in 10
 * minutes). A sliding window kept in process memory: right for the single Node process this site
 * runs as; several processes would each count on their own (see docs/decisions/021).
 */

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

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt for `key` at `now` and says whether it is allowed. */
  hit(key: string, now?: number): RateLimitDecision;
  reset(): void;
}

/** Keys kept at most; beyond it the oldest are dropped, so a flood of addresses cannot exhaust memory. */
const MAX_KEYS = 50_000;

export function createRateLimiter(rule: RateLimitRule): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    hit(key, now = Date.now()) {
      if (!rule) return { allowed: true };
      const since = now - rule.windowMs;
      const recent = (hits.get(key) ?? []).filter((time) => time > since);
      if (recent.length >= rule.max) {
        hits.set(key, recent);
        const retryAfterMs = recent[0] + rule.windowMs - now;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      recent.push(now);
      hits.delete(key); // re-insert: Map order becomes "least recently used first"
      hits.set(key, recent);
      if (hits.size > MAX_KEYS) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return { allowed: true };
    },
    reset() {
      hits.clear();
    },
  };
}
