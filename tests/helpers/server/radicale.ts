/**
 * A throwaway CalDAV server (Debian's `radicale` package, run as `python3 -m radicale`) on a free
 * loopback port, like the PostgreSQL clusters beside it: its config file and its collections in a
 * scratch folder, no authentication (any user name is accepted; each user owns /<user>/), and one
 * calendar made for the host. Events are written and read with plain CalDAV requests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MAIL_READERS_PYTHON } from "../../../scripts/test-prerequisites.mjs";
import { freePort } from "../forms/free-port";
import { START_TIMEOUT_MS, WAIT_TIMEOUT_MS } from "../patience";
import { scratchDir } from "../scratch";

export type RadicaleServer = {
  /** The server's root, what CALDAV_URL names. */
  url: string;
  port: number;
  user: string;
  /** The host calendar's collection address (ends with "/"). */
  calendarUrl: string;
  /** Writes (or replaces) an event in the host calendar. */
  putEvent(uid: string, ics: string): Promise<void>;
  /** The calendar's events: file name and content. */
  events(): Promise<Array<{ href: string; ics: string }>>;
  /** Stops the server; its files stay until `remove` (a restart uses them). */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder. */
  restart(): Promise<void>;
  remove(): Promise<void>;
};

const auth = (user: string) => `Basic ${Buffer.from(`${user}:secret`).toString("base64")}`;

async function answers(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      await fetch(url, { method: "OPTIONS", signal: AbortSignal.timeout(WAIT_TIMEOUT_MS) });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
}

export async function startRadicale(options: { user?: string; calendar?: string } = {}): Promise<RadicaleServer> {
  const user = options.user ?? "host";
  const calendar = options.calendar ?? "demos";
  const port = await freePort();
  const root = scratchDir("rts-radicale-");
  const collections = path.join(root, "collections");
  const calendarDir = path.join(collections, "collection-root", user, calendar);
  mkdirSync(calendarDir, { recursive: true });
  writeFileSync(
    path.join(calendarDir, ".Radicale.props"),
    JSON.stringify({ tag: "VCALENDAR", "D:displayname": "Demos", "C:supported-calendar-component-set": "VEVENT" }),
  );
  const config = path.join(root, "config");
  writeFileSync(
    config,
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = none",
      "[rights]",
      "type = owner_only",
      "[storage]",
      `filesystem_folder = ${collections}`,
      "[logging]",
      "level = warning",
      "mask_passwords = True",
      "",
    ].join("\n"),
  );
  const url = `http://127.0.0.1:${port}/`;
  const calendarUrl = `${url}${user}/${calendar}/`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  async function start() {
    child = spawn(MAIL_READERS_PYTHON, ["-m", "radicale", "--config", config], { stdio: "ignore" });
    const running = child;
    exited = new Promise((resolve) => running.once("exit", () => resolve()));
    await Promise.race([
      answers(url, Date.now() + START_TIMEOUT_MS),
      exited.then(() => {
        throw new Error("radicale exited at start (is Debian's `radicale` package installed?)");
      }),
    ]);
  }

  await start();
  async function stop() {
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  }
  return {
    url,
    port,
    user,
    calendarUrl,
    async putEvent(uid, ics) {
      const response = await fetch(`${calendarUrl}${encodeURIComponent(uid)}.ics`, {
        method: "PUT",
        headers: { "Content-Type": "text/calendar; charset=utf-8", Authorization: auth(user) },
        body: ics,
      });
      if (!response.ok) throw new Error(`PUT event: ${response.status}`);
    },
    async events() {
      const response = await fetch(calendarUrl, {
        method: "REPORT",
        headers: { Depth: "1", "Content-Type": "application/xml", Authorization: auth(user) },
        body: `<?xml version="1.0"?><C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><C:calendar-data/></D:prop><C:filter><C:comp-filter name="VCALENDAR"/></C:filter></C:calendar-query>`,
      });
      const xml = await response.text();
      const found: Array<{ href: string; ics: string }> = [];
      for (const match of xml.matchAll(/<(?:\w+:)?response>([^]*?)<\/(?:\w+:)?response>/g)) {
        const href = /<(?:\w+:)?href>([^<]*)</.exec(match[1])?.[1] ?? "";
        const data = /<(?:\w+:)?calendar-data[^>]*>([^<]*)</.exec(match[1])?.[1];
        if (data) {
          const ics = data.replace(/&#13;/g, "\r").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
          found.push({ href, ics });
        }
      }
      return found;
    },
    stop,
    restart: start,
    async remove() {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** An iCalendar object with one event from `start` to `end` (UTC instants), as a calendar app writes it. */
export function busyEvent(uid: string, start: Date, end: Date, extra: string[] = []): string {
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//RTS tests//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${stamp(new Date("2026-01-01T00:00:00Z"))}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    "SUMMARY:Busy",
    ...extra,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
