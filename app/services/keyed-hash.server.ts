/**
 * Keyed hashes of what must not be stored or logged as it is (a visitor's address, a rate-limit key):
 * HMAC with SESSION_SECRET, the same on every instance (README), so every instance and the HTTP
 * server (server/) name one visitor alike, and the hash cannot be read back.
 */
import { createHmac } from "node:crypto";
import { env } from "./env.server";

export function rateLimitKeyHash(key: string, secret = env().SESSION_SECRET ?? "rts-form-rate-limit"): string {
  return createHmac("sha256", secret).update(key).digest("hex");
}

/**
 * How logs name a visitor (honeypot, rate limit, a shed request): a short keyed hash of the address.
 * Lines about one visitor can be told apart and grouped; the address cannot be read back.
 */
export function visitorTag(address: string): string {
  return rateLimitKeyHash(`visitor|${address}`).slice(0, 12);
}
