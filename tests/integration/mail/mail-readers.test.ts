/**
 * Issue 29, Targets: every message kind, in both languages, read by real readers: Python's `email`
 * (policy=default), python-icalendar and vobject for the invitations (Debian's python3-icalendar,
 * python3-vobject), ical.js (Thunderbird's parser), and SpamAssassin with its local rules.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalNameOf } from "~/config/company";
import { readCompanyContent } from "~/services/content/company-content.server";
import { everyKind, toEml, type Sample } from "../../helpers/mail/every-kind";
import { SLOW_TEST_TIMEOUT_MS } from "../../helpers/patience";

const run = promisify(execFile);
const folder = mkdtempSync(path.join(os.tmpdir(), "rts-mail-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Calendar = {
  part: { type: string; method: string | null; disposition: string | null; filename: string | null };
  method: string;
  events: number;
  uid: string;
  sequence: number;
  status: string;
  start: string;
  end: string;
  tzid: string;
  url: string | null;
  location: string | null;
  description: string;
  attendees: Array<{ address: string; rsvp: string | null }>;
  timezones: string[];
  vobject: { method: string; location: string | null; attendees: number; start: string; end: string; uid: string };
};
type Read = {
  defects: string[];
  subject: string;
  messageId: string;
  date: string;
  autoSubmitted: string | null;
  structure: string;
  parts: Array<{ type: string; defects: string[] }>;
  text: string | null;
  html: string | null;
  calendars: Calendar[];
};

let samples: Array<Sample & { file: string; eml: string }>;
let read: Map<string, Read>;

beforeAll(async () => {
  samples = [];
  for (const sample of await everyKind()) {
    const file = path.join(folder, `${sample.name}-${sample.lang}.eml`);
    const eml = await toEml(sample.mail);
    writeFileSync(file, eml);
    samples.push({ ...sample, file, eml });
  }
  // Debian's Python, where python3-icalendar and python3-vobject are.
  const { stdout } = await run(
    "/usr/bin/python3",
    ["tests/helpers/mail/read-mails.py", ...samples.map((s) => s.file)],
    {
      maxBuffer: 32 * 1024 * 1024,
    },
  );
  read = new Map((JSON.parse(stdout) as Array<Read & { file: string }>).map((entry) => [entry.file, entry]));
});

/**
 * The visitor's copies are iTIP REQUEST/CANCEL with the visitor as attendee; the company's are the
 * same event published (decision 206: an organizer's own invitation is not added by Outlook or
 * Google), withdrawn as STATUS:CANCELLED.
 */
const invitations: Record<string, { method: string; sequence: number; status: string; attendees: number }> = {
  "demo-confirmation": { method: "REQUEST", sequence: 0, status: "CONFIRMED", attendees: 1 },
  "company-demo": { method: "PUBLISH", sequence: 0, status: "CONFIRMED", attendees: 0 },
  "demo-update": { method: "REQUEST", sequence: 1, status: "CONFIRMED", attendees: 1 },
  "company-demo-update": { method: "PUBLISH", sequence: 1, status: "CONFIRMED", attendees: 0 },
  "demo-cancellation": { method: "CANCEL", sequence: 2, status: "CANCELLED", attendees: 1 },
  "company-demo-cancellation": { method: "PUBLISH", sequence: 2, status: "CANCELLED", attendees: 0 },
};
const START = "2026-12-15T09:00:00Z";
const ROOM = "https://meet.jit.si/rts-demo-5b0e8f1c-7a2d-4c39-9e41-0d6f2a8b3c57";

describe("every kind of e-mail, as Python's email reads it", () => {
  it("22 messages: each kind, visitors' in both languages", () => {
    expect(samples).toHaveLength(22);
    expect(new Set(samples.map((s) => s.mail.messageId)).size).toBe(22);
  });

  it("text parts speak of links, not buttons; the reminder carries the time, the room and the manage link", () => {
    for (const sample of samples) {
      const { text } = read.get(sample.file)!;
      expect(text, `${sample.name}-${sample.lang}`).not.toMatch(/el botón\b|the button\b/i);
    }
    for (const lang of ["es", "en"] as const) {
      const sample = samples.find((s) => s.name === "demo-reminder" && s.lang === lang)!;
      const { text, calendars } = read.get(sample.file)!;
      expect(calendars).toEqual([]);
      expect(text).toContain(ROOM);
      expect(text).toMatch(/\/(?:reserva-demo|book-a-demo)\/1042\./);
      expect(text).toContain(lang === "es" ? "10:00 (hora de Madrid)" : "10:00 (Madrid time)");
    }
    // The visitor who booked from New York reads their own clock beside Madrid's.
    const english = read.get(samples.find((s) => s.name === "demo-confirmation" && s.lang === "en")!.file)!;
    expect(english.text).toContain("10:00 (Madrid time); your time, 04:00 (America/New_York)");
    const spanish = read.get(samples.find((s) => s.name === "demo-confirmation" && s.lang === "es")!.file)!;
    expect(spanish.text).not.toContain("en tu hora");
  });

  it("has no parser defect, a text and an HTML part, Auto-Submitted and a unique Message-ID", () => {
    for (const sample of samples) {
      const mail = read.get(sample.file)!;
      const where = `${sample.name}-${sample.lang}`;
      expect(mail.defects, where).toEqual([]);
      expect(
        mail.parts.flatMap((part) => part.defects),
        where,
      ).toEqual([]);
      expect(mail.text, where).toBeTruthy();
      expect(mail.html, where).toMatch(new RegExp(`<html[^>]* lang="${sample.lang}"`));
      expect(mail.autoSubmitted, where).toBe("auto-generated");
      expect(mail.messageId, where).toMatch(/^<[0-9a-f-]{36}@rts-soluciones\.es>$/);
      // The footer: who sends it, where they are (as far as the operator has set it, decision 210),
      // why the reader gets it.
      expect(mail.text, where).toContain(legalNameOf(readCompanyContent().identity));
      expect(mail.text, where).toMatch(/Valencia, (España|Spain)/);
      expect(mail.text, where).not.toMatch(/^, |, ,/m);
      expect(mail.text, where).toMatch(/Recibes este|You are receiving this/);
    }
  });
});

describe("invitations (iTIP), as python-icalendar, vobject and ical.js read them", () => {
  it("travel as a text/calendar part with their method and as an .ics attachment, and parse alike everywhere", () => {
    for (const sample of samples.filter((s) => s.name in invitations)) {
      const expected = invitations[sample.name];
      const where = `${sample.name}-${sample.lang}`;
      const { calendars, structure } = read.get(sample.file)!;
      expect(structure, where).toBe("multipart/mixed");
      const alternative = calendars.find((c) => c.part.type === "text/calendar")!;
      const attachment = calendars.find((c) => c.part.disposition === "attachment")!;
      expect(alternative.part.method, where).toBe(expected.method);
      expect(attachment.part.filename, where).toBe("demo.ics");
      for (const calendar of [alternative, attachment]) {
        expect(calendar, where).toMatchObject({
          method: expected.method,
          events: 1,
          uid: "5b0e8f1c-7a2d-4c39-9e41-0d6f2a8b3c57",
          sequence: expected.sequence,
          start: START,
          end: "2026-12-15T09:45:00Z",
          tzid: "Europe/Madrid",
          timezones: ["Europe/Madrid"],
          status: expected.status,
        });
        expect(calendar.vobject, where).toEqual({
          method: expected.method,
          location: calendar.location,
          attendees: expected.attendees,
          start: START,
          end: "2026-12-15T09:45:00Z",
          uid: calendar.uid,
        });
        // No reply is asked for: nothing reads one. The company's copy has no attendee (RFC 5546 §3.2.1).
        expect(
          calendar.attendees.map((a) => a.rsvp),
          where,
        ).toEqual(expected.attendees ? ["FALSE"] : []);
        if (expected.status === "CONFIRMED") {
          // The join link is where and what the event links to; the description keeps the manage link.
          expect(calendar.url, where).toBe(ROOM);
          expect(calendar.location, where).toBe(ROOM);
          expect(calendar.description, where).toContain(ROOM);
          expect(calendar.description, where).toMatch(/\/(?:reserva-demo|book-a-demo)\/1042\./);
        }
      }
      // ical.js, the parser of Thunderbird.
      const ics = sample.mail.invitation!.content;
      const component = new ICAL.Component(ICAL.parse(ics));
      const event = new ICAL.Event(component.getFirstSubcomponent("vevent")!);
      ICAL.TimezoneService.register(component.getFirstSubcomponent("vtimezone")!);
      expect(component.getFirstPropertyValue("method"), where).toBe(expected.method);
      expect(event.startDate.toJSDate().toISOString().replace(".000", ""), where).toBe(START);
      expect(event.endDate.toJSDate().toISOString().replace(".000", ""), where).toBe("2026-12-15T09:45:00Z");
      expect(event.sequence, where).toBe(expected.sequence);
    }
  });
});

describe("SpamAssassin (local rules)", () => {
  it("scores every kind 0.0", { timeout: SLOW_TEST_TIMEOUT_MS }, async () => {
    // One run over an mbox of all of them: SpamAssassin spends its seconds loading its rules.
    const mbox = path.join(folder, "all.mbox");
    writeFileSync(
      mbox,
      samples
        .map((sample) => `From rts@localhost Fri Nov 27 09:00:00 2026\n${sample.eml.replace(/\r\n/g, "\n")}\n`)
        .join(""),
    );
    const { stdout } = await run("sh", ["-c", `spamassassin -L -t --mbox < "${mbox}"`], {
      maxBuffer: 32 * 1024 * 1024,
    });
    const statuses = [...stdout.matchAll(/^X-Spam-Status: (\w+), score=(-?[\d.]+)[^\n]*(?:\n\s+[^\n]*)*/gm)];
    expect(statuses).toHaveLength(samples.length);
    const scores = samples.map(
      (sample, index) => `${sample.name}-${sample.lang}: ${statuses[index][0].replace(/\s+/g, " ")}`,
    );
    console.log(scores.join("\n"));
    for (const [index, status] of statuses.entries()) {
      // "-0.0": the neutral rules of a message straight from the composer (NO_RELAYS, NO_RECEIVED, HTML_MESSAGE).
      expect(Math.abs(Number(status[2])), scores[index]).toBe(0);
    }
  });
});
