import { describe, expect, it } from "vitest";
import { madridToday } from "~shared/demo-slots";
import { offeredSlots, type BookingRules } from "~shared/demo-open-days";
import {
  addDays,
  addMonths,
  formatLongDate,
  monthWeeks,
  weekdayIndex,
  weekdayNames,
} from "~/forms/demo-booking/calendar";
import { vacancyFromQuery } from "~/forms/contact-enquiry/ContactEnquiryForm";

describe("month grid", () => {
  it("starts weeks on Monday and pads with the neighbouring months", () => {
    // June 2025 starts on a Sunday: six padding cells, then the 1st.
    const weeks = monthWeeks("2025-06");
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2025-06-01"]);
    expect(weeks[1][0]).toBe("2025-06-02");
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weekdayIndex("2025-06-02")).toBe(0);
    expect(weekdayIndex("2025-06-08")).toBe(6);
  });

  it("moves by days and months across boundaries", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2025-12-15", 1)).toBe("2026-01-15");
  });

  it("names days in the page's language, Monday first", () => {
    expect(formatLongDate("2025-06-09", "es")).toBe("lunes, 9 de junio de 2025");
    expect(formatLongDate("2025-06-09", "en")).toMatch(/Monday,? 9 June 2025/);
    expect(weekdayNames("es")[0].long).toBe("lunes");
    expect(weekdayNames("en")[6].long).toBe("Sunday");
  });
});

describe("slot rules in Europe/Madrid (what the calendar offers)", () => {
  const at = (iso: string) => new Date(iso);
  const rules: BookingRules = { closedDays: "", minNoticeHours: 0, windowDays: 20 };
  const availableSlots = (date: string, now: Date) =>
    offeredSlots(now, rules).find((day) => day.date === date)?.slots ?? [];
  const bookableDates = (now: Date, count: number) =>
    offeredSlots(now, rules)
      .slice(0, count)
      .map((day) => day.date);

  it("offers 11 hourly slots on a future weekday and none at weekends or in the past", () => {
    const now = at("2025-06-04T10:00:00Z");
    expect(availableSlots("2025-06-09", now)).toHaveLength(11);
    expect(availableSlots("2025-06-07", now)).toEqual([]);
    expect(availableSlots("2025-06-03", now)).toEqual([]);
    expect(availableSlots("2025-06-08", now)).toEqual([]);
  });

  it("hides today's past hours (Madrid wall clock, summer: UTC+2)", () => {
    // 10:30 in Madrid.
    expect(availableSlots("2025-06-04", at("2025-06-04T08:30:00Z"))).toEqual([
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
    ]);
  });

  it("around the spring change (30 March 2025) and the autumn change (26 October 2025)", () => {
    // Friday 28 March 2025, 17:30 in Madrid (UTC+1): only 18:00 left.
    expect(availableSlots("2025-03-28", at("2025-03-28T16:30:00Z"))).toEqual(["18:00"]);
    // Monday 31 March 2025 (now UTC+2), 09:30 Madrid = 07:30 UTC.
    expect(availableSlots("2025-03-31", at("2025-03-31T07:30:00Z"))[0]).toBe("10:00");
    // Monday 27 October 2025 (back to UTC+1), 09:30 Madrid = 08:30 UTC.
    expect(availableSlots("2025-10-27", at("2025-10-27T08:30:00Z"))[0]).toBe("10:00");
    // Late Sunday evening UTC is already Monday in Madrid.
    expect(madridToday(at("2025-10-26T23:30:00Z"))).toBe("2025-10-27");
  });

  it("after 18:00 today the first bookable day is the next weekday", () => {
    // Friday 6 June 2025, 18:30 Madrid.
    expect(bookableDates(at("2025-06-06T16:30:00Z"), 2)).toEqual(["2025-06-09", "2025-06-10"]);
  });
});

describe("?puesto= prefill", () => {
  it("keeps one bounded line, or nothing", () => {
    expect(vacancyFromQuery("Desarrollador Full Stack")).toBe("Desarrollador Full Stack");
    expect(vacancyFromQuery("A\r\nBcc: x")).toBe("A Bcc: x");
    expect(vacancyFromQuery("x".repeat(500))).toBeNull();
    expect(vacancyFromQuery(null)).toBeNull();
  });
});
