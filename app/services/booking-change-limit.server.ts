/**
 * Moves and cancellations of a demo booking count against two allowances (issue 36 item 2, decision
 * 202): one per booking (BOOKING_CHANGE_LIMIT, its signed link) and one per visitor address
 * (BOOKING_CHANGE_VISITOR_LIMIT), counted in the database like the lead allowance, so every instance
 * shares them. The visitor's is asked first: a flood of made-up links stops there.
 */
import type { AppLoadContext } from "@remix-run/node";
import { env } from "./env.server";
import { log } from "./logger.server";
import { visitorTag } from "./keyed-hash.server";
import { createRateLimiter, parseRateLimit, type RateLimiter } from "./rate-limit.server";
import { clientAddress } from "./request-guards.server";

let limiters: { booking: RateLimiter; visitor: RateLimiter } | undefined;

function bookingChangeLimiters() {
  limiters ??= {
    booking: createRateLimiter(parseRateLimit(env().BOOKING_CHANGE_LIMIT)),
    visitor: createRateLimiter(parseRateLimit(env().BOOKING_CHANGE_VISITOR_LIMIT)),
  };
  return limiters;
}

/** Tests only: fresh limiters for these rules (FORM_RATE_LIMIT syntax). */
export function setBookingChangeLimitsForTests(booking: string, visitor: string): void {
  limiters = {
    booking: createRateLimiter(parseRateLimit(booking)),
    visitor: createRateLimiter(parseRateLimit(visitor)),
  };
}

/** Whether this change of the booking of `token` may go ahead, or how many seconds to wait. */
export async function admitBookingChange(
  token: string,
  context: AppLoadContext | undefined,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const { booking, visitor } = bookingChangeLimiters();
  const address = clientAddress(context);
  const byVisitor = await visitor.hit(`booking-change|visitor|${address}`);
  const decision = byVisitor.allowed ? await booking.hit(`booking-change|booking|${token}`) : byVisitor;
  if (decision.allowed) return decision;
  if (!decision.remembered) {
    log.warn("demo.change_limited", {
      by: byVisitor.allowed ? "booking" : "visitor",
      visitor: visitorTag(address),
      retryAfter: decision.retryAfterSeconds,
    });
  }
  return { allowed: false, retryAfterSeconds: decision.retryAfterSeconds };
}
