/**
 * The demo calendar's data (decision 175): the slots offered (open days, notice, the booking window,
 * computed here on the server with the holiday library) and those already full (decision 130). The
 * no-JavaScript picker reads it in the root loader of a `?demo=` page and the move page in its loader
 * (both never cached, decision 070); the JavaScript calendar from the resource route
 * `DEMO_AVAILABILITY_PATH` (no-store) each time it opens.
 */
import type { DemoAvailability } from "~/forms/demo-booking/booked";
import { getBackend } from "~/services/backend/index.server";
import { bookingRules } from "~/services/booking-rules.server";
import { siteNow } from "~/services/clock.server";
import { errorFields, log } from "~/services/logger.server";
import { offeredSlots } from "~shared/demo-open-days";

/**
 * What the calendars offer at `now`. Without an answer from the database `fullKnown` is false and
 * every slot is shown free (the database still refuses a full one when it is posted).
 */
export async function demoAvailability(now = siteNow()): Promise<DemoAvailability & { fullKnown: boolean }> {
  const days = offeredSlots(now, bookingRules());
  if (days.length === 0) return { days, full: [], fullKnown: true };
  try {
    const full = await (await getBackend()).fullDemoSlots(days[0].date, days[days.length - 1].date);
    return { days, full, fullKnown: true };
  } catch (error) {
    log.error("demo.availability_failed", errorFields(error));
    return { days, full: [], fullKnown: false };
  }
}
