import { env, type Env } from "~/services/env.server";
import { DEFAULT_BOOKING_RULES, type BookingRules } from "~shared/demo-open-days";

/** The demo calendar's rules from the settings (DEMO_CLOSED_DAYS, DEMO_MIN_NOTICE_HOURS, DEMO_BOOKING_DAYS). */
export function bookingRules(
  config: Partial<Pick<Env, "DEMO_CLOSED_DAYS" | "DEMO_MIN_NOTICE_HOURS" | "DEMO_BOOKING_DAYS">> = env(),
): BookingRules {
  return {
    closedDays: config.DEMO_CLOSED_DAYS ?? DEFAULT_BOOKING_RULES.closedDays,
    minNoticeHours: config.DEMO_MIN_NOTICE_HOURS ?? DEFAULT_BOOKING_RULES.minNoticeHours,
    windowDays: config.DEMO_BOOKING_DAYS ?? DEFAULT_BOOKING_RULES.windowDays,
  };
}
