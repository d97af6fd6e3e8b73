/**
 * Issue 38 item 1, decision 209: the host's calendar read over CalDAV (tsdav) from a real server,
 * Radicale, started by the test: busy periods (plain, in a time zone, recurring with an exception,
 * free time and the site's own bookings left out), the cache, and a server that is down: no busy
 * periods, "unreadable", nothing personal in the log, within the time limit.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHostCalendar, OWN_BOOKING_PROPERTY } from "~/services/host-calendar.server";
import type { LogFields } from "~shared/types";
import { busyEvent, startRadicale, type RadicaleServer } from "../../helpers/server/radicale";
import { patience } from "../../helpers/patience";

let radicale: RadicaleServer;
beforeAll(async () => {
  // The account's name is an address, as at most providers: it must never reach the log.
  radicale = await startRadicale({ user: "maria.lopez@example.com" });
});
afterAll(() => radicale?.remove());

const logged: Array<{ level: string; event: string; fields?: LogFields }> = [];
const log = {
  info: (event: string, fields?: LogFields) => void logged.push({ level: "info", event, fields }),
  warn: (event: string, fields?: LogFields) => void logged.push({ level: "warn", event, fields }),
  error: (event: string, fields?: LogFields) => void logged.push({ level: "error", event, fields }),
};

const hour = 3_600_000;
/** The readings' time limit: a safety net on a loaded machine (a stopped server refuses at once). */
const LIMIT = patience(2_000);
const from = new Date("2027-03-01T00:00:00Z");
const to = new Date("2027-03-20T00:00:00Z");

describe("the host calendar over CalDAV (Radicale)", () => {
  it("reads busy periods: plain, in a time zone, recurring with a moved occurrence; not free time nor the site's own", async () => {
    await radicale.putEvent(
      "plain",
      busyEvent("plain", new Date("2027-03-02T09:00:00Z"), new Date("2027-03-02T10:30:00Z")),
    );
    await radicale.putEvent(
      "free",
      busyEvent("free", new Date("2027-03-03T09:00:00Z"), new Date("2027-03-03T10:00:00Z"), ["TRANSP:TRANSPARENT"]),
    );
    await radicale.putEvent(
      "ours",
      busyEvent("ours", new Date("2027-03-04T09:00:00Z"), new Date("2027-03-04T10:00:00Z"), [
        `${OWN_BOOKING_PROPERTY.toUpperCase()}:1`,
      ]),
    );
    // Every Friday 16:00-17:00 in New York (21:00 UTC in winter), three times; the second moved an hour.
    await radicale.putEvent(
      "weekly",
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//RTS tests//EN",
        "BEGIN:VTIMEZONE",
        "TZID:America/New_York",
        "BEGIN:STANDARD",
        "DTSTART:19701101T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
        "TZOFFSETFROM:-0400",
        "TZOFFSETTO:-0500",
        "END:STANDARD",
        "BEGIN:DAYLIGHT",
        "DTSTART:19700308T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
        "TZOFFSETFROM:-0500",
        "TZOFFSETTO:-0400",
        "END:DAYLIGHT",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
        "UID:weekly",
        "DTSTAMP:20270101T000000Z",
        "DTSTART;TZID=America/New_York:20270305T160000",
        "DTEND;TZID=America/New_York:20270305T170000",
        "RRULE:FREQ=WEEKLY;COUNT=3",
        "SUMMARY:Weekly",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:weekly",
        "DTSTAMP:20270101T000000Z",
        "RECURRENCE-ID;TZID=America/New_York:20270312T160000",
        "DTSTART;TZID=America/New_York:20270312T170000",
        "DTEND;TZID=America/New_York:20270312T180000",
        "SUMMARY:Weekly, moved",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
    const calendar = createHostCalendar(
      { url: radicale.url, username: radicale.user, password: "secret", calendar: "demos", timeoutMs: LIMIT },
      log,
    );
    expect(calendar.state()).toBe("not read yet");
    const busy = (await calendar.busy(from, to))!
      .map((period) => [new Date(period.start).toISOString(), (period.end - period.start) / hour])
      .sort();
    expect(busy).toEqual([
      ["2027-03-02T09:00:00.000Z", 1.5],
      ["2027-03-05T21:00:00.000Z", 1],
      // New York changed its clocks on 14 March; the moved occurrence is 17:00 EST on the 12th.
      ["2027-03-12T22:00:00.000Z", 1],
      ["2027-03-19T20:00:00.000Z", 1],
    ]);
    expect(calendar.state()).toBe("ok");
  });

  it("reuses a reading for its cache time, then reads again", async () => {
    const calendar = createHostCalendar(
      { url: radicale.url, username: radicale.user, password: "secret", cacheMs: patience(60_000), timeoutMs: LIMIT },
      log,
    );
    const first = await calendar.busy(from, to);
    await radicale.putEvent(
      "later",
      busyEvent("later", new Date("2027-03-09T08:00:00Z"), new Date("2027-03-09T09:00:00Z")),
    );
    expect(await calendar.busy(from, to)).toEqual(first);
    const fresh = createHostCalendar(
      { url: radicale.url, username: radicale.user, password: "secret", cacheMs: 0, timeoutMs: LIMIT },
      log,
    );
    expect((await fresh.busy(from, to))!.length).toBe(first!.length + 1);
  });

  it("down: no busy periods (slots offered as without it), 'unreadable', logged without personal data", async () => {
    const calendar = createHostCalendar(
      { url: radicale.url, username: radicale.user, password: "secret", cacheMs: 0, timeoutMs: LIMIT },
      log,
    );
    expect(await calendar.busy(from, to)).not.toBeNull(); // Logged in and read once.
    await radicale.stop();
    try {
      expect(await calendar.busy(from, to)).toBeNull();
      expect(calendar.state()).toBe("unreadable");
      const warning = logged.filter((entry) => entry.event === "host_calendar.unreadable").at(-1)!;
      expect(warning.level).toBe("warn");
      expect(JSON.stringify(logged)).not.toContain("maria.lopez");
      expect(JSON.stringify(logged)).not.toContain("secret");
    } finally {
      await radicale.restart();
    }
    expect(await calendar.busy(from, to)).not.toBeNull();
    expect(calendar.state()).toBe("ok");
  });

  it("a server that never answers: the reading gives up at its time limit", async () => {
    // Accepts the connection and says nothing: only the time limit can end the reading.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const calendar = createHostCalendar(
        { url: `http://127.0.0.1:${port}/`, username: "host", password: "secret", timeoutMs: patience(50) },
        log,
      );
      expect(await calendar.busy(from, to)).toBeNull();
      expect(calendar.state()).toBe("unreadable");
      expect(logged.at(-1)?.fields?.error).toMatch(/took longer than/);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
