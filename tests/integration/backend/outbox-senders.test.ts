/**
 * At most one send in flight per message across processes (issue 27 item 8, decision 168): a row
 * being sent names its sender, and another sender takes it over only once that sender is gone,
 * never because a lease ran out while it still sends. On PostgreSQL (two backends on one database,
 * as two instances) a sender lives while its advisory lock does; on the embedded database the one
 * process there is takes over a dead sender's rows at once.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SqlSiteBackend } from "~/services/backend/index.server";
import type { Mailer, OutgoingMail } from "~shared/types";
import { parsedLead } from "../../helpers/backend/lead";
import { WAIT_TIMEOUT_MS } from "../../helpers/patience";
import { silentLog } from "../../helpers/backend/logs";
import { openTestBackend } from "../../helpers/backend/open";
import { removeDir } from "../../helpers/backend/pglite-template";
import { engines, type Engine } from "../../helpers/privacy/engines";

/** A mailer whose sends wait until released; each send is recorded by its Message-ID. */
function heldMailer() {
  const sent: string[] = [];
  const waiting: (() => void)[] = [];
  let started = 0;
  const mailer: Mailer = {
    kind: "held",
    send: (mail: OutgoingMail) =>
      new Promise<void>((resolve) => {
        started += 1;
        waiting.push(() => {
          sent.push(mail.messageId);
          resolve();
        });
      }),
  };
  return { mailer, sent, started: () => started, releaseAll: () => waiting.splice(0).forEach((go) => go()) };
}

const recordingMailer = () => {
  const sent: string[] = [];
  return { sent, mailer: { kind: "recording", send: async (mail: OutgoingMail) => void sent.push(mail.messageId) } };
};

async function waitUntil(check: () => boolean | Promise<boolean>) {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error("not yet");
    },
    { timeout: WAIT_TIMEOUT_MS, interval: 20 },
  );
}

const lead = (n: number) =>
  parsedLead({ type: "contact", data: { name: `Cliente ${n}`, email: `c${n}@pyme.test`, message: `Consulta ${n}` } });

describe("PostgreSQL: two instances on one database", () => {
  const engine = engines.find((candidate) => candidate.name === "PostgreSQL") as Engine;
  beforeAll(() => engine.start());
  afterAll(() => engine.stop());

  it("a live sender's row is never taken over, however old its lease; it is the moment its process is gone", async () => {
    const recording = recordingMailer();
    const later = new Date(Date.now() + 60 * 60_000); // an hour on: every lease long over
    const opened = await engine.open({ mailer: recording.mailer, env: { NOTIFY_EMAIL_TO: "leads@rts.test" } });
    const { backend: instance } = opened;
    // Another instance, as the database sees it: a session holding its sender lock.
    const otherInstance = new pg.Client(opened.env.DATABASE_URL);
    await otherInstance.connect();
    try {
      await otherInstance.query("select pg_advisory_lock(hashtextextended('outbox-sender:instance-a', 0))");
      expect(await instance.notify(lead(1))).toEqual({ error: null });
      await instance.settled();
      // One of its e-mails, as that instance leaves it while it sends: claimed, the lease run out.
      await instance.sql.query(
        `update public.notification_outbox
            set status = 'sending', sent_at = null, claimed_by = 'instance-a', locked_until = now() - interval '1 hour'
          where recipient = 'leads@rts.test'`,
      );
      const sentBefore = recording.sent.length;
      const dispatch = () => (instance as SqlSiteBackend).dispatchOutbox({ now: later }).then((result) => result.sent);
      expect(await dispatch()).toBe(0);
      // That instance's process is gone (its connection with it): taken over at once.
      await otherInstance.end();
      expect(await dispatch()).toBe(1);
      expect(recording.sent.length).toBe(sentBefore + 1);
    } finally {
      await otherInstance.end().catch(() => {});
      await opened.dispose();
    }
  });
});

describe("embedded: the one process there is", () => {
  it("takes over a row another sender left (a process that died) at once, not after its lease", async () => {
    const recording = recordingMailer();
    const { backend, dataDir } = await openTestBackend({
      env: { NOTIFY_EMAIL_TO: "leads@rts.test" },
      mailer: recording.mailer,
      log: silentLog,
    });
    let closed = false;
    try {
      expect(await backend.notify(lead(2))).toEqual({ error: null });
      await backend.settled();
      const before = recording.sent.length;
      // As a process killed mid-send leaves it: claimed by a sender that is no more, lease running.
      await backend.sql.query(
        `update public.notification_outbox
            set status = 'sending', sent_at = null, claimed_by = 'a-sender-that-died',
                locked_until = now() + interval '5 minutes'
          where recipient = 'leads@rts.test'`,
      );
      expect((await backend.dispatchOutbox()).sent).toBe(1);
      expect(recording.sent).toHaveLength(before + 1);
      await backend.close();
      closed = true;
    } finally {
      if (!closed) await backend.close();
      removeDir(dataDir);
    }
  });

  it("many e-mails on one long-lived shutdown signal leave no listener behind (no MaxListeners warning)", async () => {
    const recording = recordingMailer();
    const { backend, dataDir } = await openTestBackend({
      env: { NOTIFY_EMAIL_TO: "leads@rts.test" },
      mailer: recording.mailer,
      log: silentLog,
    });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => void warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    try {
      for (let n = 0; n < 15; n += 1) await backend.notify(lead(100 + n));
      await backend.settled();
      await new Promise((resolve) => setImmediate(resolve));
      const [{ n }] = await backend.sql.query<{ n: number }>(
        "select count(*)::int as n from public.notification_outbox",
      );
      expect(n).toBeGreaterThanOrEqual(15);
      expect(recording.sent).toHaveLength(n);
      expect(warnings.filter((warning) => /MaxListeners/.test(warning))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
      await backend.close();
      removeDir(dataDir);
    }
  });

  it("sends one e-mail at a time, so a crash leaves at most one in doubt", async () => {
    const held = heldMailer();
    const { backend, dataDir } = await openTestBackend({
      env: { NOTIFY_EMAIL_TO: "leads@rts.test" },
      mailer: held.mailer,
      log: silentLog,
    });
    try {
      await Promise.all([1, 2, 3, 4, 5].map((n) => backend.notify(lead(10 + n))));
      await waitUntil(() => held.started() === 1);
      const sending = await backend.sql.query<{ n: number }>(
        "select count(*)::int as n from public.notification_outbox where status = 'sending'",
      );
      expect(sending[0].n).toBe(1);
      const [{ n }] = await backend.sql.query<{ n: number }>(
        "select count(*)::int as n from public.notification_outbox",
      );
      // Each release lets the next e-mail start; released until every one has gone.
      await waitUntil(() => {
        held.releaseAll();
        return held.sent.length >= n;
      });
      await backend.settled();
      expect(new Set(held.sent).size).toBe(n);
    } finally {
      held.releaseAll();
      await backend.close();
      removeDir(dataDir);
    }
  });
});
