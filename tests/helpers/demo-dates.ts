import { addIsoDays, madridToday } from "~shared/demo-slots";
import { DEFAULT_BOOKING_RULES, offeredSlots, type BookingRules } from "~shared/demo-open-days";

/** The dates the booking forms offer at `now` with the given settings (default: the defaults), in order. */
export function offeredDates(now = new Date(), rules: BookingRules = DEFAULT_BOOKING_RULES): string[] {
  return offeredSlots(now, rules).map((day) => day.date);
}

/** The first offered date at least `days` days ahead (else the last one offered): never closed, never past. */
export function offeredDayAhead(days = 8, now = new Date()): string {
  const dates = offeredDates(now);
  const from = addIsoDays(madridToday(now), days);
  return dates.find((date) => date >= from) ?? dates[dates.length - 1];
}

/**
 * Closed days of 2026 and 2027 (Spain's national holidays, the Comunitat Valenciana's and Valencia
 * city's), each checked against the day before or after, which is open.
 */
export const HOLIDAYS = [
  { kind: "national", date: "2026-12-08", open: "2026-12-09" }, // Inmaculada Concepción (Tuesday)
  { kind: "regional", date: "2026-04-06", open: "2026-04-07" }, // Lunes de Pascua (Comunitat Valenciana)
  { kind: "local", date: "2026-01-22", open: "2026-01-21" }, // San Vicente Mártir (València)
  { kind: "national", date: "2027-12-08", open: "2027-12-09" },
  { kind: "regional", date: "2027-03-29", open: "2027-03-30" },
  { kind: "local", date: "2027-01-22", open: "2027-01-21" },
] as const;
