/**
 * The host's calendar over CalDAV (decision 209): when CALDAV_URL is set, the busy periods of the
 * person who runs the demos hide the slots they overlap, on every path that offers or accepts one
 * (demo-availability.server, the booking and move actions). Read with tsdav (a calendar-query with
 * a time range), each event expanded with ical.js (recurrences, time zones); a short cache and a
 * time limit. When the calendar cannot be read the site offers slots as without it, logs
 * `host_calendar.unreadable` (no addresses, no event text) and /healthz says so.
 */
import ICAL from "ical.js";
import { DAVClient, type DAVCalendar } from "tsdav";
import { env, type Env } from "~/services/env.server";
import { log } from "~/services/logger.server";
import { addIsoDays, DEMO_DURATION_MINUTES, madridDay, slotStartUtc } from "~shared/demo-slots";
import type { HostCalendarWriter, Logger } from "~shared/types";
import { errorMessage, redactPersonal } from "~shared/types";

export type HostCalendarSettings = {
  url: string;
  username: string;
  password: string;
  /** The calendar's display name or the last part of its address; the first calendar when absent. */
  calendar?: string;
  /** How long one reading is reused. */
  cacheMs?: number;
  /** How long a reading may take before the site gives up on it. */
  timeoutMs?: number;
};

export type BusyPeriod = { start: number; end: number };
export type HostCalendarState = "ok" | "unreadable" | "not read yet";

export type HostCalendar = {
  /** The busy periods overlapping [from, to), or null when the calendar could not be read. */
  busy(from: Date, to: Date): Promise<BusyPeriod[] | null>;
  /** How the last reading went, for /healthz. */
  state(): HostCalendarState;
  /** The calendar collection and a logged-in client (the writer of decision 209 uses them). */
  connect(): Promise<{ client: DAVClient; calendar: DAVCalendar }>;
};

/** Marks the events the site writes for its bookings (x-name, RFC 5545 §3.8.8.2). */
export const OWN_BOOKING_PROPERTY = "x-rts-demo-booking";
const DEFAULT_CACHE_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 4_000;
/** Occurrences of one recurring event looked at, at most (a daily event over the window is ~30). */
const MAX_OCCURRENCES = 400;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The busy periods of one calendar object (VEVENTs, recurrences expanded) that overlap [from, to). */
export function busyPeriodsOf(ics: string, from: number, to: number): BusyPeriod[] {
  const component = new ICAL.Component(ICAL.parse(ics));
  for (const zone of component.getAllSubcomponents("vtimezone")) {
    const tzid = String(zone.getFirstPropertyValue("tzid") ?? "");
    if (tzid && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(zone);
  }
  const periods: BusyPeriod[] = [];
  const add = (start: ICAL.Time, end: ICAL.Time) => {
    const period = { start: start.toJSDate().getTime(), end: end.toJSDate().getTime() };
    if (period.start < to && period.end > from) periods.push(period);
  };
  const events = component.getAllSubcomponents("vevent");
  for (const vevent of events) {
    if (String(vevent.getFirstPropertyValue("transp") ?? "").toUpperCase() === "TRANSPARENT") continue;
    // The site's own bookings, written here (decision 209), are counted by the database's seats.
    if (vevent.hasProperty(OWN_BOOKING_PROPERTY)) continue;
    if (String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") continue;
    const event = new ICAL.Event(vevent);
    if (event.isRecurrenceException()) continue; // Counted through its master's occurrences.
    for (const exception of events.filter((other) => other !== vevent && other.hasProperty("recurrence-id"))) {
      const other = new ICAL.Event(exception);
      if (other.uid === event.uid) event.relateException(other);
    }
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate);
      continue;
    }
    const occurrences = event.iterator();
    for (let index = 0, next = occurrences.next(); next && index < MAX_OCCURRENCES; index += 1) {
      if (next.toJSDate().getTime() >= to) break;
      const details = event.getOccurrenceDetails(next);
      const status = String(details.item.component.getFirstPropertyValue("status") ?? "").toUpperCase();
      if (status !== "CANCELLED") add(details.startDate, details.endDate);
      next = occurrences.next();
    }
  }
  return periods;
}

export function createHostCalendar(settings: HostCalendarSettings, log: Logger): HostCalendar {
  const cacheMs = settings.cacheMs ?? DEFAULT_CACHE_MS;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let connection: Promise<{ client: DAVClient; calendar: DAVCalendar }> | undefined;
  let state: HostCalendarState = "not read yet";
  const readings = new Map<string, { at: number; result: Promise<BusyPeriod[] | null> }>();

  async function open() {
    const client = new DAVClient({
      serverUrl: settings.url,
      credentials: { username: settings.username, password: settings.password },
      authMethod: "Basic",
      defaultAccountType: "caldav",
    });
    await client.login();
    const calendars = await client.fetchCalendars();
    const wanted = settings.calendar?.trim();
    const calendar = wanted
      ? calendars.find(
          (candidate) =>
            candidate.displayName === wanted ||
            candidate.url.replace(/\/+$/, "").split("/").pop() === wanted.replace(/\/+$/, ""),
        )
      : calendars[0];
    if (!calendar) throw new Error(wanted ? "the configured calendar is not on the server" : "no calendar");
    return { client, calendar };
  }

  function connect() {
    connection ??= withTimeout(open(), timeoutMs, "CalDAV login").catch((error) => {
      connection = undefined; // Tried again next time.
      throw error;
    });
    return connection;
  }

  async function read(from: Date, to: Date): Promise<BusyPeriod[] | null> {
    try {
      const { client, calendar } = await connect();
      const objects = await withTimeout(
        client.fetchCalendarObjects({
          calendar,
          timeRange: { start: from.toISOString(), end: to.toISOString() },
        }),
        timeoutMs,
        "CalDAV calendar-query",
      );
      const busy = objects.flatMap((object) =>
        typeof object.data === "string" && object.data.includes("BEGIN:VCALENDAR")
          ? busyPeriodsOf(object.data, from.getTime(), to.getTime())
          : [],
      );
      if (state !== "ok") log.info("host_calendar.readable", { periods: busy.length });
      state = "ok";
      return busy;
    } catch (error) {
      state = "unreadable";
      // The server's own words may quote the account: only what is left without addresses.
      log.warn("host_calendar.unreadable", { error: redactPersonal(errorMessage(error)).slice(0, 200) });
      return null;
    }
  }

  return {
    busy(from, to) {
      const key = `${from.getTime()}|${to.getTime()}`;
      const now = Date.now();
      const cached = readings.get(key);
      if (cached && now - cached.at < cacheMs) return cached.result;
      for (const [other, reading] of readings) if (now - reading.at >= cacheMs) readings.delete(other);
      const result = read(from, to);
      readings.set(key, { at: now, result });
      return result;
    },
    state: () => state,
    connect,
  };
}

/** A refusal that no retry changes (the event itself refused): the outbox gives up at once. */
function calendarFailure(action: string, status: number): Error {
  return Object.assign(new Error(`CalDAV ${action} answered ${status}`), {
    permanent: status === 400 || status === 413 || status === 415,
  });
}

/**
 * The outbox's writer for the host's calendar (decision 209): PUT the booking's event at
 * `<calendar>/<uid>.ics` (a new one or a replacement: the same request either way, so a retry after
 * a crash does no harm), DELETE it when cancelled (already gone counts as done).
 */
export function hostCalendarWriter(calendar: HostCalendar, timeoutMs = DEFAULT_TIMEOUT_MS): HostCalendarWriter {
  async function request(method: "PUT" | "DELETE", uid: string, body?: string): Promise<Response> {
    const { client, calendar: collection } = await calendar.connect();
    const address = new URL(
      `${encodeURIComponent(uid)}.ics`,
      collection.url.endsWith("/") ? collection.url : `${collection.url}/`,
    );
    return fetch(address, {
      method,
      headers: { ...client.authHeaders, ...(body ? { "Content-Type": "text/calendar; charset=utf-8" } : {}) },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }
  return {
    kind: "caldav",
    async put(uid, ics) {
      const response = await request("PUT", uid, ics);
      await response.body?.cancel();
      if (!response.ok) throw calendarFailure("PUT", response.status);
    },
    async remove(uid) {
      const response = await request("DELETE", uid);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404 && response.status !== 410)
        throw calendarFailure("DELETE", response.status);
    },
  };
}

let configured: HostCalendar | null | undefined;

type CalDavEnv = Partial<
  Pick<
    Env,
    | "CALDAV_URL"
    | "CALDAV_USERNAME"
    | "CALDAV_PASSWORD"
    | "CALDAV_CALENDAR"
    | "CALDAV_CACHE_SECONDS"
    | "CALDAV_TIMEOUT_MS"
  >
>;

/** A host calendar from the CALDAV_* settings (CALDAV_URL set). */
export function hostCalendarFrom(config: CalDavEnv, logger: Logger = log): HostCalendar | null {
  if (!config.CALDAV_URL) return null;
  return createHostCalendar(
    {
      url: config.CALDAV_URL,
      username: config.CALDAV_USERNAME ?? "",
      password: config.CALDAV_PASSWORD ?? "",
      calendar: config.CALDAV_CALENDAR,
      cacheMs: config.CALDAV_CACHE_SECONDS === undefined ? undefined : config.CALDAV_CACHE_SECONDS * 1000,
      timeoutMs: config.CALDAV_TIMEOUT_MS,
    },
    logger,
  );
}

/** The site's host calendar for its free/busy readings, or null when CALDAV_URL is not set. */
export function hostCalendar(): HostCalendar | null {
  if (configured === undefined) configured = hostCalendarFrom(env());
  return configured;
}

/** The slots ("YYYY-MM-DD HH:MM") among `days` that a busy period of the host calendar overlaps. */
export async function hostBusySlots(days: Array<{ date: string; slots: readonly string[] }>): Promise<string[]> {
  const calendar = hostCalendar();
  if (!calendar || days.length === 0) return [];
  // Whole Madrid days, so every reading of the same window shares one cache entry.
  const from = madridDay(days[0].date);
  const to = madridDay(addIsoDays(days[days.length - 1].date, 1));
  const busy = await calendar.busy(from, to);
  if (!busy) return [];
  return days.flatMap((day) =>
    day.slots
      .filter((slot) => {
        const start = slotStartUtc(day.date, slot).getTime();
        const end = start + DEMO_DURATION_MINUTES * 60_000;
        return busy.some((period) => period.start < end && period.end > start);
      })
      .map((slot) => `${day.date} ${slot}`),
  );
}
