/**
 * Demo slots on the real engines (decisions 130, 131): a slot holds DEMO_SLOT_CAPACITY bookings and
 * a race of parallel posts has exactly that many winners; full slots are listed for the calendars;
 * the signed link cancels (slot free again, METHOD:CANCEL with the same UID, a notice to the
 * company) and moves (same UID, SEQUENCE + 1), each e-mail once; a tampered link does nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { patience, WAIT_TIMEOUT_MS } from "../../helpers/patience";
import type { Mailer, OutgoingMail } from "~shared/types";
import { manageTokenFor } from "../../helpers/backend/booking-links";
import { find, parseIcs, prop } from "../../helpers/backend/ics";
import { parsedLead } from "../../helpers/backend/lead";
import { engines, type Opened } from "../../helpers/privacy/engines";
import { HOLIDAYS, offeredDates } from "../../helpers/demo-dates";
import { openTestBackend } from "../../helpers/backend/open";
import { removeDir } from "../../helpers/backend/pglite-template";
import { addIsoDays, slotStartUtc } from "~shared/demo-slots";
import { dispatchOutbox } from "~shared/outbox";

const silentLog = { info() {}, warn() {}, error() {} };

function memoryMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { kind: "memory", sent, send: async (mail) => void sent.push(mail) };
}

const [, , dayA, dayB] = offeredDates();

function booking(index: number, date: string, time: string) {
  return parsedLead({
    type: "demo",
    data: {
      name: `Persona ${index}`,
      email: `p${index}@example.com`,
      phone: "600111222",
      demo_date: date,
      demo_time: time,
    },
  });
}

function event(mail: OutgoingMail) {
  const ics = mail.invitation?.content ?? "";
  const calendar = find(parseIcs(ics), "VCALENDAR");
  const vevent = calendar && find(calendar, "VEVENT");
  if (!calendar || !vevent) throw new Error("no VEVENT");
  return {
    method: prop(calendar, "METHOD")?.value,
    uid: prop(vevent, "UID")?.value,
    sequence: prop(vevent, "SEQUENCE")?.value,
    status: prop(vevent, "STATUS")?.value,
    start: prop(vevent, "DTSTART")?.value,
  };
}

describe.each(engines)("demo slots on $name", (engine) => {
  let db: Opened | undefined;
  beforeAll(() => engine.start());
  afterAll(() => engine.stop());
  afterEach(async () => {
    await db?.dispose();
    db = undefined;
  });

  it("a race of 8 parallel bookings of one slot has one winner; the slot is then listed as full", async () => {
    db = await engine.open({ mailer: memoryMailer() });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => db!.backend.notify(booking(i, dayA, "10:00"))),
    );
    const winners = answers.filter((answer) => answer.error === null);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.error?.code === "slot-taken")).toHaveLength(7);
    const rows = await db.backend.sql.query<{ n: number }>(
      "select count(*)::int as n from public.demo_bookings where cancelled_at is null",
    );
    expect(rows[0].n).toBe(1);
    // Only the winner's two e-mails were queued, and its reminder (due a day before the demo).
    const outbox = await db.backend.sql.query<{ kind: string }>(
      "select kind from public.notification_outbox order by id",
    );
    expect(outbox.map((row) => row.kind)).toEqual(["company", "visitor-confirmation", "visitor-reminder"]);
    // The outbox sends the reminder at its time, once: not a minute before, not again after.
    const due = slotStartUtc(dayA, "10:00").getTime() - 24 * 3_600_000;
    const reminderMailer = memoryMailer();
    const pass = (at: number) =>
      dispatchOutbox(
        { sql: db!.backend.sql, mailer: reminderMailer, log: silentLog, now: () => new Date(at) },
        { limit: 10 },
      );
    await db.backend.settled();
    expect((await pass(due - 60_000)).sent).toBe(0);
    expect((await pass(due)).sent).toBe(1);
    expect((await pass(due + 3_600_000)).sent).toBe(0);
    expect(reminderMailer.sent.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Recordatorio: tu demo, .*, 10:00$`)),
    ]);
    expect(await db.backend.fullDemoSlots(dayA, dayB)).toEqual([`${dayA} 10:00`]);
  });

  it("DEMO_SLOT_CAPACITY=3: a race of 7 has three winners", async () => {
    db = await engine.open({ mailer: memoryMailer(), env: { DEMO_SLOT_CAPACITY: "3" } });
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) => db!.backend.notify(booking(i, dayA, "11:00"))),
    );
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(3);
    expect(answers.filter((answer) => answer.error?.code === "slot-taken")).toHaveLength(4);
    expect(await db.backend.fullDemoSlots(dayA, dayA)).toEqual([`${dayA} 11:00`]);
  });

  it("a burst of changes is one mail: 24 moves mail the first at once and keep one waiting update, which a cancellation replaces (issue 36 item 2)", async () => {
    const mailer = memoryMailer();
    const secret = "c".repeat(40);
    db = await engine.open({ mailer, env: { SESSION_SECRET: secret } });
    const answer = await db.backend.notify(booking(24, dayA, "09:00"));
    if (answer.error !== null || !answer.booking?.token) throw new Error("not booked");
    const token = await manageTokenFor(answer.booking.token, secret);
    for (let n = 0; n < 24; n += 1) {
      expect(await db.backend.moveDemo(token, dayB, n % 2 === 0 ? "10:00" : "11:00")).toMatchObject({ ok: true });
    }
    await db.backend.settled();
    const toVisitor = () => mailer.sent.filter((mail) => mail.to === "p24@example.com").map((mail) => event(mail));
    // The confirmation and the first move went at once; the other 23 wait as one update.
    expect(toVisitor().map((mail) => mail.sequence)).toEqual(["0", "1"]);
    const waiting = await db.backend.sql.query<{ key: string; kind: string }>(
      `select idempotency_key as key, kind from public.notification_outbox
        where lead_type = 'demo' and status = 'pending' and next_attempt_at > now() order by kind`,
    );
    // The waiting update, and the reminder (decision 208), which moved with each move: one, the last's.
    expect(waiting.map((row) => row.kind)).toEqual(["company-update", "visitor-reminder", "visitor-update"]);
    // It says the slot the first move's mail told of, and the last one.
    expect(waiting[0]!.key).toMatch(new RegExp(`-update-24@${dayB} 10:00$`));
    expect(waiting[1]!.key).toMatch(/:visitor-reminder-24$/);
    // Confirmation and first move (2 + 2), the waiting update (2), one reminder: nothing else.
    const rows = await db.backend.sql.query<{ n: number }>(
      "select count(*)::int as n from public.notification_outbox where lead_type = 'demo'",
    );
    expect(rows[0]!.n).toBe(7);
    // The cancellation replaces the waiting update and goes at once.
    expect(await db.backend.cancelDemo(token)).toMatchObject({ ok: true });
    await db.backend.settled();
    expect(toVisitor().map((mail) => mail.method)).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    const left = await db.backend.sql.query<{ n: number }>(
      "select count(*)::int as n from public.notification_outbox where lead_type = 'demo' and status = 'pending'",
    );
    expect(left[0]!.n).toBe(0);
  });

  it("a waiting update is sent when its delay is over", async () => {
    const mailer = memoryMailer();
    const secret = "d".repeat(40);
    db = await engine.open({ mailer, env: { SESSION_SECRET: secret, BOOKING_CHANGE_MAIL_DELAY_SECONDS: "1" } });
    const answer = await db.backend.notify(booking(25, dayA, "09:00"));
    if (answer.error !== null || !answer.booking?.token) throw new Error("not booked");
    const token = await manageTokenFor(answer.booking.token, secret);
    expect(await db.backend.moveDemo(token, dayB, "10:00")).toMatchObject({ ok: true });
    expect(await db.backend.moveDemo(token, dayB, "12:00")).toMatchObject({ ok: true });
    await vi.waitFor(
      () =>
        expect(mailer.sent.filter((mail) => mail.to === "p25@example.com").map((mail) => event(mail).sequence)).toEqual(
          ["0", "1", "2"],
        ),
      { timeout: WAIT_TIMEOUT_MS, interval: patience(10) },
    );
  });

  it("the signed link: lookup, move (SEQUENCE 1), cancel (METHOD:CANCEL, same UID), each e-mail once", async () => {
    const mailer = memoryMailer();
    db = await engine.open({ mailer, env: { SESSION_SECRET: "x".repeat(40) } });
    const answer = await db.backend.notify(booking(1, dayA, "12:00"));
    if (answer.error !== null || !answer.booking?.token) throw new Error("not booked");
    // The answer carries a calendar token; the manage link is the e-mail's (decision 202).
    const token = await manageTokenFor(answer.booking.token, "x".repeat(40));
    expect(token).not.toBe(answer.booking.token);
    expect(await db.backend.demoBooking(answer.booking.token)).toEqual({ ok: false, reason: "invalid-link" });
    expect(await db.backend.cancelDemo(answer.booking.token)).toEqual({ ok: false, reason: "invalid-link" });
    const byCalendar = await db.backend.demoCalendar(answer.booking.token);
    expect(byCalendar.ok && byCalendar.calendar).toMatch(/^BEGIN:VCALENDAR/);
    expect(byCalendar.ok && byCalendar.calendar).not.toContain("/reserva-demo/");
    // The confirmation goes out in the background (decision 178).
    await db.backend.settled();
    const confirmation = mailer.sent.find((mail) => mail.to === "p1@example.com");
    expect(confirmation?.text).toContain(`/reserva-demo/${token}`);
    const first = event(confirmation!);
    expect(first).toMatchObject({ method: "REQUEST", sequence: "0" });
    // The reminder waits in the outbox, due 24 hours before the demo (decision 208).
    const reminders = () =>
      db!.backend.sql.query<{ key: string; due: string; status: string }>(
        `select idempotency_key as key, next_attempt_at as due, status from public.notification_outbox
          where kind = 'visitor-reminder' order by id`,
      );
    const dayBefore = (date: string, time: string) => new Date(slotStartUtc(date, time).getTime() - 24 * 3_600_000);
    expect((await reminders()).map((r) => [r.status, new Date(r.due).toISOString()])).toEqual([
      ["pending", dayBefore(dayA, "12:00").toISOString()],
    ]);
    expect(mailer.sent.some((mail) => /^Recordatorio/.test(mail.subject))).toBe(false);

    // Tampered or foreign links are refused and change nothing.
    const [id, mac] = token.split(".");
    for (const bad of [
      `${id}.${mac.slice(0, -1)}${mac.endsWith("0") ? "1" : "0"}`,
      `${Number(id) + 1}.${mac}`,
      "1.x",
      "",
    ]) {
      expect(await db.backend.cancelDemo(bad)).toEqual({ ok: false, reason: "invalid-link" });
    }

    const looked = await db.backend.demoBooking(token);
    expect(looked).toMatchObject({ ok: true, booking: { date: dayA, time: "12:00", status: "active", sequence: 0 } });
    expect(looked.ok && looked.calendar).toContain("METHOD:PUBLISH");

    // Another visitor holds 13:00: moving there is refused; 15:00 works.
    expect((await db.backend.notify(booking(2, dayA, "13:00"))).error).toBeNull();
    expect(await db.backend.moveDemo(token, dayA, "13:00")).toEqual({ ok: false, reason: "slot-taken" });
    const moved = await db.backend.moveDemo(token, dayB, "15:00");
    expect(moved).toMatchObject({ ok: true, booking: { date: dayB, time: "15:00", sequence: 1 } });
    // Its e-mails leave after the answer (decision 178), as a lead's do.
    await db.backend.settled();
    const update = mailer.sent.filter((mail) => mail.to === "p1@example.com").at(-1)!;
    expect(event(update)).toMatchObject({ method: "REQUEST", uid: first.uid, sequence: "1", status: "CONFIRMED" });
    expect(event(update).start).toBe(`${dayB.replace(/-/g, "")}T150000`);
    expect(await db.backend.fullDemoSlots(dayA, dayB)).toEqual([`${dayA} 13:00`, `${dayB} 15:00`]);
    // The reminder moved with the demo: the one for 12:00 is gone, one for the new time waits.
    const mine = async () => (await reminders()).filter((r) => r.key.startsWith(`demo:${id}:`));
    expect((await mine()).map((r) => [r.key, r.status, new Date(r.due).toISOString()])).toEqual([
      [`demo:${id}:visitor-reminder-1`, "pending", dayBefore(dayB, "15:00").toISOString()],
    ]);

    const cancelled = await db.backend.cancelDemo(token);
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled", sequence: 2 } });
    await db.backend.settled();
    const visitorMails = mailer.sent.filter((mail) => mail.to === "p1@example.com");
    expect(event(visitorMails.at(-1)!)).toMatchObject({
      method: "CANCEL",
      uid: first.uid,
      sequence: "2",
      status: "CANCELLED",
    });
    const companyNotices = mailer.sent.filter(
      (mail) => mail.to !== "p1@example.com" && /^Demo (cancelada|cambiada)/.test(mail.subject),
    );
    expect(companyNotices.map((mail) => mail.subject.split(":")[0])).toEqual(["Demo cambiada", "Demo cancelada"]);
    // No reminder is left for a cancelled demo.
    expect(await mine()).toEqual([]);
    // The company gets the same event to import (decision 206): published, updated, withdrawn.
    const companyEvents = mailer.sent.filter((mail) => mail.to !== "p1@example.com" && mail.invitation).map(event);
    expect(
      companyEvents.filter((e) => e.uid === first.uid).map((e) => `${e.method} ${e.sequence} ${e.status}`),
    ).toEqual(["PUBLISH 0 CONFIRMED", "PUBLISH 1 CONFIRMED", "PUBLISH 2 CANCELLED"]);
    // The slot is free again and can be booked; a second cancel is refused and sends nothing.
    expect(await db.backend.fullDemoSlots(dayB, dayB)).toEqual([]);
    const count = mailer.sent.length;
    expect(await db.backend.cancelDemo(token)).toEqual({ ok: false, reason: "cancelled" });
    expect(await db.backend.moveDemo(token, dayB, "16:00")).toEqual({ ok: false, reason: "cancelled" });
    expect(mailer.sent.length).toBe(count);
    expect((await db.backend.notify(booking(3, dayB, "15:00"))).error).toBeNull();
  });
});

describe("moves go only to offered slots (decision 175)", () => {
  it.each(HOLIDAYS)("a move to a $kind holiday ($date) is refused; to $open it goes", async ({ date, open }) => {
    // The clock a week before the holiday, at 09:00 in Madrid: both days inside the booking window.
    const now = slotStartUtc(addIsoDays(date, -7), "09:00");
    const { backend, dataDir } = await openTestBackend({
      mailer: memoryMailer(),
      now: () => now,
      env: { SESSION_SECRET: "m".repeat(40) },
    });
    try {
      const booked = await backend.notify(
        parsedLead(
          {
            type: "demo",
            data: { name: "Mueve", email: "mueve@pyme.test", phone: "600111222", demo_date: open, demo_time: "10:00" },
          },
          now,
        ),
      );
      if (booked.error !== null || !booked.booking?.token) throw new Error("not booked");
      const token = await manageTokenFor(booked.booking.token, "m".repeat(40));
      expect(await backend.moveDemo(token, date, "11:00")).toEqual({
        ok: false,
        reason: "invalid-slot",
      });
      expect(await backend.moveDemo(token, open, "12:00")).toMatchObject({ ok: true });
    } finally {
      await backend.close();
      removeDir(dataDir);
    }
  });
});
