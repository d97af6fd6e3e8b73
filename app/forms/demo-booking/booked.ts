/**
 * A stored booking as the forms carry it (no zod, no server code: the browser imports it): the
 * confirmation panel reads it from the answer (JavaScript) or from the flash notice's parameter after
 * the redirect (no JavaScript); the no-JavaScript picker posts date and time as one field.
 */
import type { BookedDemo } from "~shared/types";

export type { BookedDemo } from "~shared/types";

/** The no-JavaScript picker's field: "YYYY-MM-DD HH:MM". */
export const SLOT_FIELD = "demo_slot";

const BOOKED_PATTERN = /^(\d{4}-\d{2}-\d{2})\|(\d{2}:\d{2})\|([0-9a-z.]{0,100})$/;

export function encodeBooked(booking: BookedDemo): string {
  return `${booking.date}|${booking.time}|${booking.token ?? ""}`;
}

export function decodeBooked(param: string | undefined | null): BookedDemo | null {
  const match = param ? BOOKED_PATTERN.exec(param) : null;
  return match ? { date: match[1], time: match[2], token: match[3] || null } : null;
}

/** The post with `demo_slot` ("2026-11-27 10:00") read as `demo_date` and `demo_time`. */
export function splitSlotField(form: FormData): FormData {
  const copy = new FormData();
  for (const [name, value] of form.entries()) {
    if (name !== "demo_date" && name !== "demo_time") copy.append(name, value);
  }
  const slot = form.get(SLOT_FIELD);
  const [date = "", time = ""] = typeof slot === "string" ? slot.trim().split(/\s+/, 2) : [];
  copy.set("demo_date", date);
  copy.set("demo_time", time);
  return copy;
}

/**
 * What the booking calendars offer (decision 175), computed on the server: each offered date with its
 * slots (open days, notice, the booking window), and the slots already full ("YYYY-MM-DD HH:MM").
 */
export type DemoAvailability = { days: Array<{ date: string; slots: string[] }>; full: string[] };

/** The resource route that answers a `DemoAvailability` (no-store). */
export const DEMO_AVAILABILITY_PATH = "/reserva-demo/horas-ocupadas.json";
