/**
 * The demo calendar's data (decision 175): the slots offered (open days, notice, the booking window,
 * computed here on the server with the holiday library) and those already full (decision 130). The
 * no-JavaScript picker reads it in the root loader of a `?demo=` page and the move page in its loader
 * (both never cached, decision 250); the JavaScript calendar from the resource route
 * `DEMO_AVAILABILITY_PATH` (no-store) each time it opens.
 */
import type { DemoAvailability } from "~/forms/demo-booking/booked";
import { getBackend } from "~/services/backend/index.server";
import { bookingRules } from "~/services/booking-rules.server";
import { siteNow } from "~/services/clock.server";
import { hostBusySlots } from "~/services/host-calendar.server";
import { errorFields, log } from "~/services/logger.server";
import { offeredSlots } from "~shared/demo-open-days";

/**
 * What the calendars offer at `now`. Without an answer from the database `fullKnown` is false and
 * every slot is shown free (the database still refuses a full one when it is posted).
 */
export async function demoAvailability(now = siteNow()): Promise<DemoAvailability & { fullKnown: boolean }> {
  const days = offeredSlots(now, bookingRules());
  if (days.length === 0) return { days, full: [], fullKnown: true };
  // The host's busy periods (decision 209) are read beside the database, and shown as taken.
  const busy = hostBusySlots(days);
  try {
    const full = await (await getBackend()).fullDemoSlots(days[0].date, days[days.length - 1].date);
    return { days, full: [...new Set([...full, ...(await busy)])].sort(), fullKnown: true };
  } catch (error) {
    log.error("demo.availability_failed", errorFields(error));
    return { days, full: await busy, fullKnown: false };
  }
}

/** Whether the host calendar (decision 209) is busy at a slot someone posts (a page drawn before it was). */
export async function hostBusyAt(date: string, time: string, now = new Date()): Promise<boolean> {
  const day = offeredSlots(now, bookingRules()).find((offered) => offered.date === date);
  if (!day || !(day.slots as readonly string[]).includes(time)) return false; // Refused as outside the offer by the rules themselves.
  return (await hostBusySlots(offeredSlots(now, bookingRules()))).includes(`${date} ${time}`);
}
