import type { Clock } from "./types.ts";

/**
 * The function's clock under tests, as the site's TEST_CLOCK_START (app/services/clock.server.ts,
 * decision 195): set to `start` when the process starts, running on from there, so the booking rules,
 * the signed links and the outbox read the same chosen day whatever today's date. Undefined without
 * a start: the code's own system clock. An instant without its offset is refused, as the site does.
 */
export function clockStartingAt(start: string | undefined, startedAt = Date.now()): Clock | undefined {
  if (start === undefined) return undefined;
  const instant = /(?:Z|[+-]\d{2}:\d{2})$/.test(start) ? new Date(start) : new Date(Number.NaN);
  if (Number.isNaN(instant.getTime())) throw new Error(`TEST_CLOCK_START is not an instant with its offset: ${start}`);
  const offsetMs = instant.getTime() - startedAt;
  return () => new Date(Date.now() + offsetMs);
}
