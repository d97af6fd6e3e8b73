import { describe, expect, it } from "vitest";
import {
  availableSlots,
  bookableDates,
  DEMO_DURATION_MINUTES,
  DEMO_SLOTS,
  DEMO_TIME_ZONE,
  isBookableDate,
  madridToday,
  slotStartUtc,
} from "~shared/demo-slots";

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

describe("availableSlots", () => {
  it("excludes today's past hours using the Madrid clock (summer time)", () => {
    // 2026-06-10 09:30 UTC = 11:30 in Madrid: 08:00-11:00 are gone.
    const now = new Date("2026-06-10T09:30:00Z");
    expect(availableSlots("2026-06-10", now)).toEqual(["12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00"]);
  });

  it("excludes today's past hours using the Madrid clock (winter time)", () => {
    // 2026-01-14 16:00 UTC = 17:00 in Madrid: a slot starting now is not bookable.
    expect(availableSlots("2026-01-14", new Date("2026-01-14T16:00:00Z"))).toEqual(["18:00"]);
    expect(availableSlots("2026-01-14", new Date("2026-01-14T17:00:00Z"))).toEqual([]);
  });

  it("uses Madrid's date, not UTC's, around midnight", () => {
    // 23:30 UTC on Monday is already Tuesday 00:30 in Madrid (summer): Monday is past.
    const now = new Date("2026-06-08T23:30:00Z");
    expect(madridToday(now)).toBe("2026-06-09");
    expect(availableSlots("2026-06-08", now)).toEqual([]);
    expect(availableSlots("2026-06-09", now)).toHaveLength(11);
  });

  it("gives nothing on weekends, past days or malformed dates", () => {
    const now = new Date("2026-06-10T06:00:00Z");
    expect(availableSlots("2026-06-13", now)).toEqual([]); // Saturday
    expect(availableSlots("2026-06-14", now)).toEqual([]); // Sunday
    expect(availableSlots("2026-06-09", now)).toEqual([]); // yesterday
    expect(availableSlots("2026-13-01", now)).toEqual([]);
    expect(availableSlots("10/06/2026", now)).toEqual([]);
    expect(availableSlots("2026-06-15", now)).toHaveLength(11); // next Monday
  });
});

describe("isBookableDate and bookableDates", () => {
  it("skips weekends and a today with no slot left", () => {
    // Friday 2026-10-23 19:00 Madrid (17:00 UTC, summer time): today is over.
    const now = new Date("2026-10-23T17:00:00Z");
    expect(isBookableDate("2026-10-23", now)).toBe(false);
    expect(bookableDates(now, 3)).toEqual(["2026-10-26", "2026-10-27", "2026-10-28"]);
  });

  it("includes today while a slot is left", () => {
    const now = new Date("2026-03-27T07:30:00Z"); // Friday 08:30 Madrid
    expect(bookableDates(now, 2)).toEqual(["2026-03-27", "2026-03-30"]);
  });
});
