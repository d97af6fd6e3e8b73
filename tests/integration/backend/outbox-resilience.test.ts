import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOutboxDispatcher } from "~/services/backend/dispatcher.server";
import type { SqlSiteBackend } from "~/services/backend/index.server";
import { parsedLead } from "../../helpers/backend/lead";
import { openTestBackend } from "../../helpers/backend/open";
import { removeDir } from "../../helpers/backend/pglite-template";
import { startSmtpSink, type SmtpSink } from "../../helpers/backend/smtp-sink";
import { SLOW_TEST_TIMEOUT_MS } from "../../helpers/patience";

let clock = new Date("2026-06-10T08:00:00Z");
let backend: SqlSiteBackend;
let dataDir: string;
let sink: SmtpSink | undefined;
let port: number;

beforeAll(async () => {
  // Reserve a loopback port, then close it: SMTP is "down" (connection refused) until reopened.
  const probe = await startSmtpSink();
  port = probe.port;
  await probe.close();
  ({ backend, dataDir } = await openTestBackend({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      NOTIFY_EMAIL_TO: "leads@rts.test",
      MAIL_FROM: "RTS <no-reply@rts.test>",
    },
    now: () => clock,
  }));
});
afterAll(async () => {
  await backend.close();
  await sink?.close();
  removeDir(dataDir);
});

async function statusCounts() {
  const rows = await backend.sql.query<{ status: string; n: number }>(
    "select status, count(*)::int as n from public.notification_outbox group by status order by status",
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

describe("nothing lost when e-mail is down, nothing sent twice when it is back", () => {
  it(
    "stores 100 submissions with SMTP down, all 200 e-mails pending; delivers each exactly once when SMTP returns",
    { timeout: SLOW_TEST_TIMEOUT_MS },
    async () => {
      for (let i = 0; i < 100; i += 1) {
        const result = await backend.notify(
          parsedLead({
            type: "contact",
            data: { name: `Cliente ${i}`, email: `cliente${i}@pyme.test`, message: `Consulta número ${i}` },
          }),
        );
        expect(result).toEqual({ error: null });
      }
      // Each answer came as soon as the lead was stored; its first attempt runs in the background.
      await backend.settled();
      const stored = await backend.sql.query<{ n: number }>("select count(*)::int as n from public.contact_messages");
      expect(stored[0].n).toBe(100);
      // Each contact: the company's notice and the visitor's acknowledgement.
      expect(await statusCounts()).toEqual({ pending: 200 });
      const attempts = await backend.sql.query<{ attempts: number; last_error: string; due: string }>(
        "select attempts, last_error, next_attempt_at::text as due from public.notification_outbox limit 1",
      );
      expect(attempts[0].attempts).toBe(1);
      expect(attempts[0].last_error).toMatch(/ECONNREFUSED|connect/i);

      // Not due yet: a pass right now sends nothing.
      expect((await backend.dispatchOutbox()).claimed).toBe(0);

      // 31 s later the first retry is due and fails again: the next delay doubles (60 s).
      clock = new Date(clock.getTime() + 31_000);
      const retry = await backend.dispatchOutbox({ limit: 200 });
      expect(retry).toMatchObject({ claimed: 200, sent: 0, retried: 200 });
      const next = await backend.sql.query<{ attempts: number; delay: number }>(
        "select attempts, extract(epoch from next_attempt_at - $1::timestamptz)::int as delay from public.notification_outbox limit 1",
        [clock.toISOString()],
      );
      expect(next[0]).toEqual({ attempts: 2, delay: 60 });

      // SMTP comes back; three concurrent passes (two direct, one background dispatcher) race for the rows.
      sink = await startSmtpSink(port);
      clock = new Date(clock.getTime() + 61_000);
      const dispatcher = startOutboxDispatcher(backend, 0, { info() {}, warn() {}, error() {} });
      const results = await Promise.all([
        backend.dispatchOutbox({ limit: 40 }),
        backend.dispatchOutbox({ limit: 40 }),
        dispatcher.runOnce(),
        backend.dispatchOutbox({ limit: 40 }),
      ]);
      dispatcher.stop();
      // Drain whatever is left.
      while ((await backend.dispatchOutbox({ limit: 50 })).claimed > 0);

      // Every pass has finished (the sink keeps a message before its sender hears it was accepted):
      // no further copy can still arrive.
      await backend.settled();
      expect(sink.messages).toHaveLength(200);
      const ids = sink.messages.map((message) => message.messageId);
      expect(new Set(ids).size).toBe(200);
      const toCompany = sink.messages.filter((message) => message.envelopeTo.join(",") === "leads@rts.test");
      expect(toCompany).toHaveLength(100);
      const numbers = new Set(toCompany.map((message) => /Consulta número (\d+)/.exec(message.text)?.[1]));
      expect(numbers.size).toBe(100);
      expect(await statusCounts()).toEqual({ sent: 200 });
      const sentDirect = results
        .slice(0, 2)
        .concat(results.slice(3))
        .reduce((sum, r) => sum + (r ? r.sent : 0), 0);
      expect(sentDirect).toBeLessThanOrEqual(200);

      // A later pass finds nothing to do: sent rows are never claimed again.
      clock = new Date(clock.getTime() + 24 * 3600_000);
      expect((await backend.dispatchOutbox({ limit: 500 })).claimed).toBe(0);
      expect(sink.messages).toHaveLength(200);
    },
  );

  it("reclaims a row whose sender died mid-send once its lease expires, but not before", async () => {
    const result = await backend.notify(
      parsedLead({ type: "contact", data: { name: "Lease", email: "lease@pyme.test", message: "m" } }),
    );
    expect(result).toEqual({ error: null });
    await sink!.waitFor(202);
    // Both rows (the notice, the acknowledgement) recorded as sent before a sender is made to look dead.
    await backend.settled();
    // Simulate a crashed sender: a row stuck in 'sending' with a lease.
    await backend.sql.query(
      `update public.notification_outbox set status = 'sending', sent_at = null, locked_until = $1::timestamptz + interval '5 minutes'
        where recipient = 'leads@rts.test' and lead_id = (select max(lead_id) from public.notification_outbox)`,
      [clock.toISOString()],
    );
    expect((await backend.dispatchOutbox()).claimed).toBe(0);
    clock = new Date(clock.getTime() + 6 * 60_000);
    expect((await backend.dispatchOutbox()).sent).toBe(1);
  });
});
