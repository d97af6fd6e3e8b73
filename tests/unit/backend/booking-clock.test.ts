import { describe, expect, it } from "vitest";
import { clockOffsetMs } from "~/services/clock.server";
import { readEnv } from "~/services/env.server";
import { demoBookingSchemaAt } from "~shared/schemas";
import { closedDates, DEFAULT_BOOKING_RULES, offeredSlots } from "~shared/demo-open-days";
import { addIsoDays, DEMO_SLOTS, madridToday, slotStartUtc } from "~shared/demo-slots";
import { CLOCK_CASES, HOLIDAY_WEEK_CLOSED } from "../../helpers/demo-clock";

const rules = DEFAULT_BOOKING_RULES;
const booking = (date: string, time: string) => ({
  name: "Ana",
  email: "ana@example.com",
  phone: "600 111 222",
  demo_date: date,
  demo_time: time,
});
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

describe("the site's clock (TEST_CLOCK_START, decision 195)", () => {
  it("starts at the instant set and runs on; the system clock without it", () => {
    const startedAt = Date.parse("2026-12-06T10:00:00Z");
    const config = readEnv({ NODE_ENV: "test", TEST_CLOCK_START: "2027-03-26T16:00:00+01:00" });
    expect(clockOffsetMs(config, startedAt)).toBe(Date.parse("2027-03-26T15:00:00Z") - startedAt);
    expect(clockOffsetMs(readEnv({ NODE_ENV: "test" }), startedAt)).toBe(0);
  });

  it("is refused in production, and without an offset", () => {
    expect(() => readEnv({ NODE_ENV: "production", TEST_CLOCK_START: "2027-03-26T16:00:00+01:00" })).toThrow(
      /TEST_CLOCK_START: is for tests only/,
    );
    expect(() => readEnv({ NODE_ENV: "test", TEST_CLOCK_START: "2027-03-26T16:00:00" })).toThrow(/TEST_CLOCK_START/);
  });
});

describe.each(CLOCK_CASES)("the booking rules on $name ($now)", ({ now: instant }) => {
  const now = new Date(instant);
  const days = offeredSlots(now, rules);
  const schema = demoBookingSchemaAt(now, rules);

  it("offer the window's open days: weekdays, no holiday, every slot after the notice", () => {
    expect(days).toHaveLength(rules.windowDays);
    const earliest = now.getTime() + rules.minNoticeHours * 3_600_000;
    for (const { date, slots } of days) {
      expect(isWeekend(date), date).toBe(false);
      expect(closedDates(Number(date.slice(0, 4)), rules.closedDays).has(date), date).toBe(false);
      for (const slot of slots) expect(slotStartUtc(date, slot).getTime()).toBeGreaterThan(earliest);
    }
    // Every open day between the first and the last is offered, none skipped.
    const offered = days.map((day) => day.date);
    for (let date = offered[0]; date <= offered.at(-1)!; date = addIsoDays(date, 1)) {
      const open = !isWeekend(date) && !closedDates(Number(date.slice(0, 4)), rules.closedDays).has(date);
      expect(offered.includes(date), date).toBe(open);
    }
  });

  it("accept the first and the last offered slot; refuse the day after the window and today's past hours", () => {
    const first = days[0];
    const last = days.at(-1)!;
    expect(schema.safeParse(booking(first.date, first.slots[0])).success).toBe(true);
    expect(schema.safeParse(booking(last.date, DEMO_SLOTS.at(-1)!)).success).toBe(true);
    let beyond = addIsoDays(last.date, 1);
    while (isWeekend(beyond) || closedDates(Number(beyond.slice(0, 4)), rules.closedDays).has(beyond))
      beyond = addIsoDays(beyond, 1);
    expect(schema.safeParse(booking(beyond, "10:00")).success).toBe(false);
    const today = madridToday(now);
    const past = DEMO_SLOTS.filter((slot) => slotStartUtc(today, slot).getTime() <= now.getTime());
    for (const slot of past) expect(schema.safeParse(booking(today, slot)).success, slot).toBe(false);
  });
});

describe("the booking rules on the dates themselves", () => {
  it("a month-end: the calendar spans two months", () => {
    const days = offeredSlots(new Date(CLOCK_CASES[0].now), rules).map((day) => day.date);
    expect(days[0].slice(0, 7)).toBe("2027-05");
    expect(days.at(-1)!.slice(0, 7)).toBe("2027-05");
    // Friday 30 April 16:30: 18:00 is within the notice; Monday 3 May is the first day.
    expect(days[0]).toBe("2027-05-03");
  });

  it("a holiday week: Christmas, New Year and Epiphany and the company's closed days are not offered", () => {
    const days = offeredSlots(new Date(CLOCK_CASES[1].now), rules).map((day) => day.date);
    for (const closed of HOLIDAY_WEEK_CLOSED) expect(days).not.toContain(closed);
    expect(days).toContain("2026-12-28");
    expect(days).toContain("2027-01-07");
  });

  it("a DST change: the Monday after keeps 08:00 on the Madrid clock at the new offset", () => {
    const spring = offeredSlots(new Date(CLOCK_CASES[3].now), rules);
    // Monday 29 March 2027 is Easter Monday (a regional holiday): Tuesday 30 is the first after the change.
    expect(spring.map((day) => day.date)).not.toContain("2027-03-29");
    expect(spring.map((day) => day.date)).toContain("2027-03-30");
    expect(slotStartUtc("2027-03-30", "08:00").toISOString()).toBe("2027-03-30T06:00:00.000Z");
    const autumn = offeredSlots(new Date(CLOCK_CASES[4].now), rules);
    expect(autumn.map((day) => day.date)).toContain("2026-10-26");
    expect(slotStartUtc("2026-10-26", "08:00").toISOString()).toBe("2026-10-26T07:00:00.000Z");
  });
});
