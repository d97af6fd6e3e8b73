import { env, type Env } from "~/services/env.server";

/**
 * The site's clock: the time the booking rules (what the calendars offer, what the forms accept, a
 * move) and the backend (bookings, the outbox) read as now. Normally the system clock. Under tests,
 * TEST_CLOCK_START sets it to that instant when the process starts, and it runs on from there, so a
 * test can see the calendar on a month-end, a holiday week, the window's last days or a DST change
 * whatever today's date (decision 195). The setting is refused with NODE_ENV=production.
 */
export function clockOffsetMs(config: Pick<Env, "TEST_CLOCK_START"> = env(), startedAt = Date.now()): number {
  return config.TEST_CLOCK_START ? config.TEST_CLOCK_START.getTime() - startedAt : 0;
}

let offsetMs: number | undefined;

export function siteNow(): Date {
  offsetMs ??= clockOffsetMs();
  return new Date(Date.now() + offsetMs);
}

/** The clock to hand to the backend: undefined (its own system clock) unless a test set the site's. */
export function siteClock(config: Pick<Env, "TEST_CLOCK_START"> = env()): (() => Date) | undefined {
  return config.TEST_CLOCK_START ? siteNow : undefined;
}
