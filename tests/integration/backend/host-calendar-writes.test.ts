/**
 * Issue 38 item 2 (decision 209) on PGlite and PostgreSQL with a real CalDAV server (Radicale): each
 * booking is written into the host's calendar through the outbox (the visitor's details, the staff
 * note on the manage link), moved with the booking, removed when it is cancelled; with the server
 * down the write waits in the outbox and is made once it is back.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Mailer, OutgoingMail } from "~shared/types";
import { manageTokenFor } from "../../helpers/backend/booking-links";
import { parsedLead } from "../../helpers/backend/lead";
import { offeredDates } from "../../helpers/demo-dates";
import { engines, type Opened } from "../../helpers/privacy/engines";
import { startRadicale, type RadicaleServer } from "../../helpers/server/radicale";
import { patience } from "../../helpers/patience";

function memoryMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { kind: "memory", sent, send: async (mail) => void sent.push(mail) };
}

const [, , dayA, dayB] = offeredDates();
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
/** A property of the event (not of its VTIMEZONE), unfolded. */
const line = (ics: string, name: string) =>
  new RegExp(`^${name}[;:](.*)$`, "m").exec(unfold(ics).replace(/\r/g, "").split("BEGIN:VEVENT")[1] ?? "")?.[1];

let radicale: RadicaleServer;
beforeAll(async () => {
  radicale = await startRadicale();
});
afterAll(() => radicale?.remove());

describe.each(engines)("the booking in the host's calendar on $name", (engine) => {
  let db: Opened | undefined;
  beforeAll(() => engine.start());
  afterAll(() => engine.stop());
  afterEach(async () => {
    await db?.dispose();
    db = undefined;
  });

  const env = () => ({
    SESSION_SECRET: "x".repeat(40),
    CALDAV_URL: radicale.url,
    CALDAV_USERNAME: radicale.user,
    CALDAV_PASSWORD: "app-password",
    CALDAV_CALENDAR: "demos",
    CALDAV_TIMEOUT_MS: String(patience(2_000)),
    DEMO_MEETING_URL: "https://meet.jit.si/rts-demo-{id}",
  });
  const booking = (email: string, time: string) =>
    parsedLead({
      type: "demo",
      data: { name: "Ana Host", email, phone: "600111222", company: "Bodegas Ana", demo_date: dayA, demo_time: time },
    });
  const eventOf = async (uid: string) => (await radicale.events()).find((event) => line(event.ics, "UID") === uid);

  it("written when booked, moved with it, removed when cancelled; each once, through the outbox", async () => {
    db = await engine.open({ mailer: memoryMailer(), env: env() });
    const email = `writes-${engine.name.toLowerCase()}@example.com`;
    const answer = await db.backend.notify(booking(email, "09:00"));
    if (answer.error !== null || !answer.booking?.token) throw new Error("not booked");
    // The answer carries a calendar-only token; the manage link is the e-mail's (decision 202).
    const token = await manageTokenFor(answer.booking.token, env().SESSION_SECRET);
    await db.backend.settled();
    const [{ uid }] = await db.backend.sql.query<{ uid: string }>(
      "select ics_uid::text as uid from public.demo_bookings where email = $1",
      [email],
    );
    const written = (await eventOf(uid))!;
    expect(written, "the event in the host's calendar").toBeDefined();
    expect(written.ics).not.toContain("METHOD:");
    expect(line(written.ics, "DTSTART")).toBe(`TZID=Europe/Madrid:${dayA.replace(/-/g, "")}T090000`);
    expect(line(written.ics, "SEQUENCE")).toBe("0");
    expect(line(written.ics, "X-RTS-DEMO-BOOKING")).toBe("1");
    expect(line(written.ics, "LOCATION")).toBe(`https://meet.jit.si/rts-demo-${uid}`);
    const description = unfold(written.ics);
    for (const detail of [
      "Ana Host",
      email,
      "600111222",
      "Bodegas Ana",
      `/reserva-demo/${token}`,
      "cuenta como hecho por ella",
    ]) {
      expect(description).toContain(detail);
    }

    expect(await db.backend.moveDemo(token, dayB, "16:00")).toMatchObject({ ok: true });
    await db.backend.settled();
    const moved = (await eventOf(uid))!;
    expect(line(moved.ics, "DTSTART")).toBe(`TZID=Europe/Madrid:${dayB.replace(/-/g, "")}T160000`);
    expect(line(moved.ics, "SEQUENCE")).toBe("1");
    expect((await radicale.events()).filter((event) => line(event.ics, "UID") === uid)).toHaveLength(1);

    expect(await db.backend.cancelDemo(token)).toMatchObject({ ok: true });
    await db.backend.settled();
    expect(await eventOf(uid)).toBeUndefined();
    const rows = await db.backend.sql.query<{ key: string; status: string; attempts: number }>(
      `select idempotency_key as key, status, attempts from public.notification_outbox
        where kind = 'host-calendar' order by id`,
    );
    const id = token.split(".")[0];
    expect(rows).toEqual([
      { key: `demo:${id}:host-calendar-0`, status: "sent", attempts: 1 },
      { key: `demo:${id}:host-calendar-1`, status: "sent", attempts: 1 },
      { key: `demo:${id}:host-calendar-2`, status: "sent", attempts: 1 },
    ]);
  });

  it("server down: the booking stands, the write waits in the outbox, and is made once the server is back", async () => {
    db = await engine.open({ mailer: memoryMailer(), env: { ...env(), CALDAV_TIMEOUT_MS: String(patience(2_000)) } });
    const email = `down-${engine.name.toLowerCase()}@example.com`;
    await radicale.stop();
    try {
      expect((await db.backend.notify(booking(email, "11:00"))).error).toBeNull();
      await db.backend.settled();
      const [row] = await db.backend.sql.query<{ status: string; attempts: number; next: string }>(
        "select status, attempts, next_attempt_at::text as next from public.notification_outbox where kind = 'host-calendar'",
      );
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      // Its visitor's mails went: the calendar does not hold them up.
      expect(
        (
          await db.backend.sql.query(
            "select 1 from public.notification_outbox where kind = 'visitor-confirmation' and status = 'sent'",
          )
        ).length,
      ).toBe(1);
    } finally {
      await radicale.restart();
    }
    const [{ uid, due }] = await db.backend.sql.query<{ uid: string; due: Date }>(
      `select b.ics_uid::text as uid, o.next_attempt_at as due from public.demo_bookings b
         join public.notification_outbox o on o.lead_id = b.id and o.kind = 'host-calendar' where b.email = $1`,
      [email],
    );
    const result = await db.backend.dispatchOutbox({ now: new Date(new Date(due).getTime() + 1) });
    expect(result.sent).toBe(1);
    expect(await eventOf(uid)).toBeDefined();
  });
});
