/**
 * The demo slots already full (decision 130), for the booking calendars: the no-JavaScript picker
 * reads them in the root loader of a `?demo=` page (never cached, decision 070), the JavaScript
 * calendar from the resource route `DEMO_AVAILABILITY_PATH` (no-store) each time it opens.
 */
import { madridToday } from "~shared/demo-slots";
import { getBackend } from "~/services/backend/index.server";
import { errorFields, log } from "~/services/logger.server";

/** How far ahead the calendars go (the JavaScript calendar shows six months after this one). */
const DAYS_AHEAD = 220;

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** "YYYY-MM-DD HH:MM" of every full slot from today on; null when the database does not answer. */
export async function fullDemoSlots(now = new Date()): Promise<string[] | null> {
  const from = madridToday(now);
  try {
    return await (await getBackend()).fullDemoSlots(from, addDays(from, DAYS_AHEAD));
  } catch (error) {
    // The calendars then offer every slot; the database still refuses a full one when it is posted.
    log.error("demo.availability_failed", errorFields(error));
    return null;
  }
}
