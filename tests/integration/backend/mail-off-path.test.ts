/**
 * Issue 27, point 5: a booking's move and cancellation and a newsletter confirmation are answered
 * once the change and its outbox rows are committed, like a lead (decision 178), however long the
 * mail server takes. The mail server here accepts connections and never answers: an answer that
 * waited for it would come only after the mailer's greeting timeout had closed the connection, so
 * each answer must come while no connection has been given up yet.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlSiteBackend } from "~/services/backend/index.server";
import { manageTokenFor } from "../../helpers/backend/booking-links";
import { parsedLead } from "../../helpers/backend/lead";
import { openTestBackend } from "../../helpers/backend/open";
import { removeDir } from "../../helpers/backend/pglite-template";
import { silentMailServer } from "../../helpers/backend/silent-smtp";
import { offeredDates } from "../../helpers/demo-dates";

let silent: Awaited<ReturnType<typeof silentMailServer>>;
let backend: SqlSiteBackend;
let dataDir: string;

beforeAll(async () => {
  silent = await silentMailServer();
  ({ backend, dataDir } = await openTestBackend({
    env: { SMTP_URL: `smtp://127.0.0.1:${silent.port}`, SESSION_SECRET: "s".repeat(40) },
  }));
});

afterAll(async () => {
  // Closing hands the sends in flight back after its grace period.
  await backend?.close();
  await silent?.close();
  if (dataDir) removeDir(dataDir);
});

/** Rows committed for a lead, whatever their state: the e-mails were queued with the change. */
async function queued(leadType: string, keyPattern: string): Promise<number> {
  const rows = await backend.sql.query<{ n: number }>(
    "select count(*)::int as n from public.notification_outbox where lead_type = $1 and idempotency_key like $2",
    [leadType, keyPattern],
  );
  return rows[0].n;
}

describe("with a mail server that never answers", () => {
  it("a move and a cancellation are answered with their e-mails queued, before the mail server is given up on", async () => {
    const [, , dayA, dayB] = offeredDates();
    const booked = await backend.notify(
      parsedLead({
        type: "demo",
        data: { name: "Ana", email: "ana@pyme.test", phone: "600111222", demo_date: dayA, demo_time: "10:00" },
      }),
    );
    if (booked.error !== null || !booked.booking?.token) throw new Error("not booked");
    const token = await manageTokenFor(booked.booking.token, "s".repeat(40));

    const moved = await backend.moveDemo(token, dayB, "11:00");
    expect(moved).toMatchObject({ ok: true, booking: { date: dayB, time: "11:00" } });
    expect(silent.closed(), "the move's answer waited for the mail server").toBe(0);
    expect(await queued("demo", "%-update-1@%")).toBe(2);

    const cancelled = await backend.cancelDemo(token);
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled" } });
    expect(silent.closed(), "the cancellation's answer waited for the mail server").toBe(0);
    expect(await queued("demo", "%-cancellation")).toBe(2);
  });

  it("a newsletter confirmation is answered with the welcome queued, before the mail server is given up on", async () => {
    expect(await backend.notify(parsedLead({ type: "newsletter", data: { email: "news@pyme.test" } }))).toEqual({
      error: null,
    });
    // The confirmation e-mail is still in the outbox (never delivered): its link is read from there.
    const [row] = await backend.sql.query<{ message: { text: string } | string }>(
      "select message from public.notification_outbox where lead_type = 'newsletter' and kind = 'confirmation'",
    );
    const message = typeof row.message === "string" ? JSON.parse(row.message) : row.message;
    const token = /\/newsletter\/confirmar\?token=(\S+)/.exec(message.text)![1];

    const result = await backend.followNewsletterLink("confirm", token);
    expect(result).toEqual({ status: 200, outcome: "confirmed" });
    expect(silent.closed(), "the confirmation's answer waited for the mail server").toBe(0);
    expect(await queued("newsletter", "%:welcome")).toBe(1);
  });
});
