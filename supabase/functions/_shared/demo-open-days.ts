/**
 * Which demo slots are offered and accepted (docs/decisions/175-open-days-and-booking-window.md): a
 * weekday that is not a holiday in Spain, the Comunitat Valenciana or Valencia city, nor one of the
 * company's closed days; at least the minimum notice ahead; within the booking window (the first
 * `windowDays` open days). One set of rules for every path: the forms' server validation, the
 * no-JavaScript select, the JavaScript calendar (it gets the slots computed here), moves, and the
 * edge function. Servers only: the holiday library is too large for the browser (decision 175).
 */
import Holidays from "date-holidays";
import { addDays, format, getYear, isWeekend } from "date-fns";
import {
  addIsoDays,
  DEMO_SLOTS,
  DEMO_TIME_ZONE,
  ISO_DATE,
  madrid,
  madridDay,
  madridToday,
  slotStartUtc,
  type DemoSlot,
} from "./demo-slots.ts";

export type BookingRules = {
  /** The company's own closed days: date-holidays rules separated by ";" (`12-24;2027-08-02 P14D`). */
  closedDays: string;
  /** How long before a slot it can still be booked (or moved to). */
  minNoticeHours: number;
  /** How many open days ahead the forms offer (and the servers accept). */
  windowDays: number;
};

export const DEFAULT_BOOKING_RULES: BookingRules = { closedDays: "12-24;12-31", minNoticeHours: 2, windowDays: 15 };

/**
 * Local holidays the library lacks, in its own rule grammar so they never go stale: Valencia city's
 * two (San Vicente Mártir, 22 January; San Vicente Ferrer, the Monday after Easter Monday) and the
 * Comunitat Valenciana's own day (9 October), which the library's ES-VC data leaves out.
 */
const LOCAL_HOLIDAY_RULES: Array<[rule: string, name: string]> = [
  ["01-22", "San Vicente Mártir (València)"],
  ["easter 8", "San Vicente Ferrer (València)"],
  ["10-09", "Dia de la Comunitat Valenciana"],
];

/** The company's closed-day rules, one by one. */
function closedDayRules(closedDays: string): string[] {
  return closedDays
    .split(";")
    .map((rule) => rule.trim())
    .filter(Boolean);
}

/** The rules the library cannot read (an empty list: all good). For the settings' validation. */
export function invalidClosedDayRules(closedDays: string): string[] {
  const probe = new Holidays();
  return closedDayRules(closedDays).filter((rule) => !probe.setHoliday(rule, { name: rule, type: "public" }));
}

function holidayCalendar(closedDays: string): Holidays {
  const calendar = new Holidays("ES", "VC", { timezone: DEMO_TIME_ZONE, types: ["public"] });
  for (const [rule, name] of LOCAL_HOLIDAY_RULES) calendar.setHoliday(rule, { name, type: "public" });
  for (const rule of closedDayRules(closedDays)) calendar.setHoliday(rule, { name: "closed", type: "public" });
  return calendar;
}

const calendars = new Map<string, { calendar: Holidays; years: Map<number, ReadonlySet<string>> }>();

/** The closed dates (YYYY-MM-DD) of a year: public holidays and the company's days, multi-day ones expanded. */
export function closedDates(year: number, closedDays: string): ReadonlySet<string> {
  let entry = calendars.get(closedDays);
  if (!entry) {
    entry = { calendar: holidayCalendar(closedDays), years: new Map() };
    calendars.set(closedDays, entry);
  }
  let dates = entry.years.get(year);
  if (!dates) {
    const set = new Set<string>();
    for (const holiday of entry.calendar.getHolidays(year)) {
      if (holiday.type !== "public") continue;
      const last = madridToday(new Date(holiday.end.getTime() - 1));
      for (let day = madridToday(holiday.start); day <= last; day = addIsoDays(day, 1)) set.add(day);
    }
    dates = set;
    entry.years.set(year, dates);
  }
  return dates;
}

/** Far enough to hold any window the settings allow (366 open days) across closures. */
const MAX_SCAN_DAYS = 800;

/**
 * The offered slots at `now`: the first `windowDays` open days that still have a slot at least the
 * minimum notice ahead, each with those slots, in date order. What the calendars show and what the
 * servers accept.
 */
export function offeredSlots(now: Date, rules: BookingRules): Array<{ date: string; slots: DemoSlot[] }> {
  const earliest = now.getTime() + rules.minNoticeHours * 3_600_000;
  // Days before the one the notice ends on have no slot left; days after it have all of theirs.
  const firstDay = madridToday(new Date(earliest));
  const days: Array<{ date: string; slots: DemoSlot[] }> = [];
  let day = madridDay(firstDay);
  for (let step = 0; days.length < rules.windowDays && step < MAX_SCAN_DAYS; step += 1) {
    const date = format(day, ISO_DATE, { in: madrid });
    if (!isWeekend(day, { in: madrid }) && !closedDates(getYear(day, { in: madrid }), rules.closedDays).has(date)) {
      const slots =
        date === firstDay
          ? DEMO_SLOTS.filter((slot) => slotStartUtc(date, slot).getTime() > earliest)
          : [...DEMO_SLOTS];
      if (slots.length > 0) days.push({ date, slots });
    }
    day = addDays(day, 1, { in: madrid });
  }
  return days;
}

/** Whether a slot is offered at `now` (new bookings and moves alike). */
export function isOfferedSlot(date: string, time: string, now: Date, rules: BookingRules): boolean {
  return offeredSlots(now, rules).some((day) => day.date === date && (day.slots as string[]).includes(time));
}
