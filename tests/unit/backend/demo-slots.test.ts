import { describe, expect, it } from "vitest";
import {
  addIsoDays,
  DEMO_DURATION_MINUTES,
  DEMO_SLOTS,
  DEMO_TIME_ZONE,
  isValidIsoDate,
  madridToday,
  slotEnd,
  slotStartUtc,
} from "~shared/demo-slots";
import {
  closedDates,
  DEFAULT_BOOKING_RULES,
  invalidClosedDayRules,
  isOfferedSlot,
  offeredSlots,
  type BookingRules,
} from "~shared/demo-open-days";
import { HOLIDAYS } from "../../helpers/demo-dates";

/** The grid alone: no notice, no company closures, a long window. */
const gridOnly: BookingRules = { closedDays: "", minNoticeHours: 0, windowDays: 30 };

/** The slots offered on one date at `now` ([] when the date is not offered). */
function slotsOn(date: string, now: Date, rules: BookingRules = gridOnly): string[] {
  return offeredSlots(now, rules).find((day) => day.date === date)?.slots ?? [];
}

describe("demo slot grid", () => {
  it("has eleven hourly slots from 08:00 to 18:00 in Madrid, 45 minutes each", () => {
    expect(DEMO_TIME_ZONE).toBe("Europe/Madrid");
    expect(DEMO_SLOTS).toHaveLength(11);
    expect(DEMO_SLOTS[0]).toBe("08:00");
    expect(DEMO_SLOTS[10]).toBe("18:00");
    expect(DEMO_DURATION_MINUTES).toBe(45);
  });
});

describe("slotStartUtc across daylight-saving changes", () => {
  it.each([
    // Spring forward 2026: Sunday 29 March.
    ["2026-03-27", "10:00", "2026-03-27T09:00:00.000Z"], // Friday before: CET (+1)
    ["2026-03-30", "10:00", "2026-03-30T08:00:00.000Z"], // Monday after: CEST (+2)
    // Fall back 2026: Sunday 25 October.
    ["2026-10-23", "08:00", "2026-10-23T06:00:00.000Z"], // Friday before: CEST (+2)
    ["2026-10-26", "08:00", "2026-10-26T07:00:00.000Z"], // Monday after: CET (+1)
    ["2026-10-26", "18:00", "2026-10-26T17:00:00.000Z"],
    // 2025 changes: 30 March and 26 October.
    ["2025-03-31", "09:00", "2025-03-31T07:00:00.000Z"],
    ["2025-10-27", "09:00", "2025-10-27T08:00:00.000Z"],
    // The change days themselves (not bookable, but the conversion must still be right).
    ["2026-03-29", "12:00", "2026-03-29T10:00:00.000Z"],
    ["2026-10-25", "12:00", "2026-10-25T11:00:00.000Z"],
  ])("%s %s Madrid is %s", (date, time, expected) => {
    expect(slotStartUtc(date, time).toISOString()).toBe(expected);
  });

  it("refuses malformed input", () => {
    expect(() => slotStartUtc("2026-02-30", "10:00")).toThrow(RangeError);
    expect(() => slotStartUtc("2026-03-02", "25:00")).toThrow(RangeError);
  });
});

describe("offered slots: the grid, the clock and the Madrid calendar", () => {
  it("excludes today's past hours using the Madrid clock (summer time)", () => {
    // 2026-06-10 09:30 UTC = 11:30 in Madrid: 08:00-11:00 are gone.
    const now = new Date("2026-06-10T09:30:00Z");
    expect(slotsOn("2026-06-10", now)).toEqual(["12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00"]);
  });

  it("excludes today's past hours using the Madrid clock (winter time)", () => {
    // 2026-01-14 16:00 UTC = 17:00 in Madrid: a slot starting now is not offered.
    expect(slotsOn("2026-01-14", new Date("2026-01-14T16:00:00Z"))).toEqual(["18:00"]);
    expect(slotsOn("2026-01-14", new Date("2026-01-14T17:00:00Z"))).toEqual([]);
  });

  it("uses Madrid's date, not UTC's, around midnight", () => {
    // 23:30 UTC on Monday is already Tuesday 00:30 in Madrid (summer): Monday is past.
    const now = new Date("2026-06-08T23:30:00Z");
    expect(madridToday(now)).toBe("2026-06-09");
    expect(slotsOn("2026-06-08", now)).toEqual([]);
    expect(slotsOn("2026-06-09", now)).toHaveLength(11);
  });

  it("gives nothing on weekends, past days or malformed dates", () => {
    const now = new Date("2026-06-10T06:00:00Z");
    expect(slotsOn("2026-06-13", now)).toEqual([]); // Saturday
    expect(slotsOn("2026-06-14", now)).toEqual([]); // Sunday
    expect(slotsOn("2026-06-09", now)).toEqual([]); // yesterday
    expect(isOfferedSlot("2026-13-01", "10:00", now, gridOnly)).toBe(false);
    expect(isOfferedSlot("10/06/2026", "10:00", now, gridOnly)).toBe(false);
    expect(slotsOn("2026-06-15", now)).toHaveLength(11); // next Monday
  });

  it("skips weekends and a today with no slot left", () => {
    // Friday 2026-10-23 19:00 Madrid (17:00 UTC, summer time): today is over.
    const dates = offeredSlots(new Date("2026-10-23T17:00:00Z"), gridOnly).map((day) => day.date);
    expect(dates.slice(0, 3)).toEqual(["2026-10-26", "2026-10-27", "2026-10-28"]);
  });

  it("includes today while a slot is left", () => {
    const dates = offeredSlots(new Date("2026-03-27T07:30:00Z"), gridOnly).map((day) => day.date); // Friday 08:30
    expect(dates.slice(0, 2)).toEqual(["2026-03-27", "2026-03-30"]);
  });
});

describe("calendar dates (date-fns)", () => {
  it("reads only real days written YYYY-MM-DD", () => {
    expect(isValidIsoDate("2028-02-29")).toBe(true);
    for (const bad of ["2027-02-29", "2026-13-01", "2026-1-05", "10/06/2026", "2026-06-10T00:00", ""]) {
      expect(isValidIsoDate(bad)).toBe(false);
    }
  });

  it("adds days across months, years and daylight-saving changes", () => {
    expect(addIsoDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addIsoDays("2026-10-24", 2)).toBe("2026-10-26");
    expect(addIsoDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addIsoDays("2027-03-01", -1)).toBe("2027-02-28");
  });

  it("ends a slot 45 minutes later on the Madrid clock", () => {
    expect(slotEnd("2026-03-30", "18:00")).toEqual({ date: "2026-03-30", time: "18:45" });
  });
});

describe("open days", () => {
  it.each(HOLIDAYS)("a $kind holiday ($date) is never offered; $open is", ({ date, open }) => {
    // A week before, at 09:00 Madrid: both dates are inside the default window.
    const now = slotStartUtc(addIsoDays(date, -7), "09:00");
    const days = offeredSlots(now, DEFAULT_BOOKING_RULES).map((day) => day.date);
    expect(days).not.toContain(date);
    expect(days).toContain(open);
    expect(isOfferedSlot(date, "10:00", now, DEFAULT_BOOKING_RULES)).toBe(false);
    expect(isOfferedSlot(open, "10:00", now, DEFAULT_BOOKING_RULES)).toBe(true);
  });

  it("knows Valencia's other local day and the region's own day, from rules that do not go stale", () => {
    // San Vicente Ferrer: the Monday after Easter Monday; 9 October.
    for (const year of [2026, 2027, 2031]) {
      const closed = closedDates(year, "");
      expect(closed.has(`${year}-10-09`)).toBe(true);
    }
    expect(closedDates(2026, "").has("2026-04-13")).toBe(true);
    expect(closedDates(2027, "").has("2027-04-05")).toBe(true);
  });

  it("closes the company's own days, one-off ranges included, and refuses rules it cannot read", () => {
    const rules = "12-24;12-31;2027-08-02 P5D";
    const closed = closedDates(2027, rules);
    for (const day of ["2027-12-24", "2027-12-31", "2027-08-02", "2027-08-06"]) expect(closed.has(day)).toBe(true);
    expect(closed.has("2027-08-09")).toBe(false);
    expect(invalidClosedDayRules(rules)).toEqual([]);
    expect(invalidClosedDayRules("12-24;next tuesday-ish")).toEqual(["next tuesday-ish"]);
  });

  it("keeps the minimum notice and the window of open days", () => {
    // Monday 2026-11-30 09:30 Madrid; two hours of notice: 12:00 is the first slot.
    const now = slotStartUtc("2026-11-30", "09:30");
    const days = offeredSlots(now, DEFAULT_BOOKING_RULES);
    expect(days[0]).toEqual({ date: "2026-11-30", slots: DEMO_SLOTS.slice(4) });
    expect(days).toHaveLength(15);
    // 8 December (national) and the weekends are skipped: the 15th open day is 21 December.
    expect(days.map((day) => day.date)).not.toContain("2026-12-08");
    expect(days.at(-1)!.date).toBe("2026-12-21");
    expect(isOfferedSlot("2026-12-22", "10:00", now, DEFAULT_BOOKING_RULES)).toBe(false);
    expect(isOfferedSlot("9999-12-31", "10:00", now, DEFAULT_BOOKING_RULES)).toBe(false);
  });
});
