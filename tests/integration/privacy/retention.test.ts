/**
 * The retention job on the real engines (PGlite and PostgreSQL), on a clock the test controls:
 * expired leads go with their e-mail, fresh ones stay, sent e-mail loses its content after its
 * period (keeping its bookkeeping), local .eml files follow the same rule, and nothing else moves.
 */
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "~/services/env.server";
import {
  applyRetention,
  retentionPolicy,
  startRetentionJob,
  type RetentionPolicy,
} from "~/services/privacy/retention.server";
import type { Mailer } from "~shared/types";
import { createFileMailer } from "~/services/mailer/file-mailer.server";
import { memoryLog } from "../../helpers/backend/logs";
import { engines, type Opened } from "../../helpers/privacy/engines";
import { age, count, submitLeads } from "../../helpers/privacy/leads";

const DAY = 86_400_000;
const env = (vars: Record<string, string> = {}) => readEnv({ NODE_ENV: "test", ...vars } as NodeJS.ProcessEnv);
const defaults: RetentionPolicy = retentionPolicy(env());

describe("retention settings", () => {
  it("default to the documented periods, which are also public.apply_retention's defaults", () => {
    expect(defaults).toEqual({
      demoDays: 365,
      contactDays: 365,
      leadMagnetDays: 365,
      sentMailDays: 30,
      newsletterPendingDays: 7,
      consentDays: 1095,
    });
    expect(env().RETENTION_INTERVAL_HOURS).toBe(6);
    expect(() => env({ RETENTION_CONTACT_DAYS: "0" })).toThrow(/RETENTION_CONTACT_DAYS/);
    expect(() => env({ RETENTION_SENT_MAIL_DAYS: "ten" })).toThrow(/RETENTION_SENT_MAIL_DAYS/);
    expect(retentionPolicy(env({ RETENTION_DEMO_DAYS: "90" })).demoDays).toBe(90);
  });
});

describe.each(engines)("retention on $name", (engine) => {
  let db: Opened;
  beforeAll(() => engine.start());
  afterAll(() => engine.stop());

  it("keeps public.apply_retention's defaults equal to the settings' defaults", async () => {
    db = await engine.open();
    try {
      const [row] = await db.backend.sql.query<{ args: string }>(
        "select pg_get_function_arguments('public.apply_retention'::regproc) as args",
      );
      const fromSql = Object.fromEntries(
        [...row.args.matchAll(/p_(\w+)_days integer DEFAULT (\d+)/g)].map((m) => [m[1], Number(m[2])]),
      );
      expect(fromSql).toEqual({
        demo: defaults.demoDays,
        contact: defaults.contactDays,
        lead_magnet: defaults.leadMagnetDays,
        sent_mail: defaults.sentMailDays,
        newsletter_pending: defaults.newsletterPendingDays,
        consent: defaults.consentDays,
      });
    } finally {
      await db.dispose();
    }
  });

  it("deletes the leads past their period with their e-mail, and keeps the rest", async () => {
    db = await engine.open();
    try {
      const sql = db.backend.sql;
      const old = await submitLeads(db.backend, { name: "Antigua Pérez", email: "antigua@pyme.test" });
      const fresh = await submitLeads(db.backend, { name: "Reciente Gil", email: "reciente@pyme.test" });
      // Booked 400 days ago for a demo held 200 days ago: kept (a demo counts from its date).
      const held = await submitLeads(db.backend, { name: "Demo Reciente", email: "held@pyme.test" }, ["demo"]);
      await age(sql, "demo", old.demo!, 400);
      await age(sql, "contact", old.contact!, 366);
      await age(sql, "leadMagnet", old.leadMagnet!, 366);
      await age(sql, "newsletter", old.newsletter!, 2000);
      await age(sql, "demo", held.demo!, 400, 200 + 10);
      await age(sql, "contact", fresh.contact!, 364);
      const outboxBefore = await count(sql, "notification_outbox");
      const oldMail = await count(
        sql,
        "notification_outbox",
        "(lead_type, lead_id) in (('demo', $1), ('contact', $2), ('lead-magnet', $3))",
        [old.demo, old.contact, old.leadMagnet],
      );
      // demo: company + visitor + the visitor's reminder (decision 208); contact: company + visitor;
      // guide: company + visitor.
      expect(oldMail).toBe(7);

      const report = await applyRetention(sql, defaults, { outboxDir: db.outboxDir });
      expect(report).toMatchObject({
        demo_bookings: 1,
        contact_messages: 1,
        lead_magnet_requests: 1,
        outbox_deleted: 7,
        outbox_content_dropped: 0,
      });
      expect(await count(sql, "demo_bookings")).toBe(2);
      expect(await count(sql, "demo_bookings", "id = $1", [old.demo])).toBe(0);
      expect(await count(sql, "contact_messages", "id = $1", [fresh.contact])).toBe(1);
      expect(await count(sql, "lead_magnet_requests", "id = $1", [fresh.leadMagnet])).toBe(1);
      expect(await count(sql, "newsletter_subscribers")).toBe(2); // kept while subscribed
      expect(await count(sql, "notification_outbox")).toBe(outboxBefore - 7);
      // The confirmation and the welcome (a confirmed subscriber is kept while subscribed).
      expect(await count(sql, "notification_outbox", "recipient = 'antigua@pyme.test'")).toBe(2);

      // A second pass finds nothing more.
      expect(await applyRetention(sql, defaults, { outboxDir: db.outboxDir })).toMatchObject({
        demo_bookings: 0,
        contact_messages: 0,
        lead_magnet_requests: 0,
        outbox_deleted: 0,
      });
    } finally {
      await db.dispose();
    }
  });

  it("deletes a newsletter address never confirmed after its period, with its e-mail; a confirmed one stays", async () => {
    db = await engine.open();
    try {
      const sql = db.backend.sql;
      const subscribe = (email: string) => db.backend.notify({ type: "newsletter", data: { email } });
      expect(await subscribe("pendiente@pyme.test")).toEqual({ error: null });
      expect(await subscribe("reciente@pyme.test")).toEqual({ error: null });
      const confirmed = await submitLeads(db.backend, { name: "", email: "confirmada@pyme.test" }, ["newsletter"]);
      await sql.query(
        "update public.newsletter_subscribers set created_at = created_at - interval '8 days' where email::text <> 'reciente@pyme.test'",
      );
      const report = await applyRetention(sql, defaults, { outboxDir: db.outboxDir });
      expect(report).toMatchObject({ newsletter_pending: 1, outbox_deleted: 1 }); // its confirmation e-mail
      const left = await sql.query<{ email: string; status: string }>(
        "select email::text as email, status from public.newsletter_subscribers order by id",
      );
      expect(left).toEqual([
        { email: "reciente@pyme.test", status: "pending" },
        { email: "confirmada@pyme.test", status: "confirmed" },
      ]);
      expect(await count(sql, "notification_outbox", "recipient = 'pendiente@pyme.test'")).toBe(0);
      expect(await count(sql, "notification_outbox", "lead_id = $1", [confirmed.newsletter])).toBe(3);
    } finally {
      await db.dispose();
    }
  });

  it("drops the content of e-mail sent more than the period ago, keeping its bookkeeping; unsent e-mail keeps it", async () => {
    // A mailer that is down for one address, so that e-mail stays pending.
    const sent: string[] = [];
    const mailer: Mailer = {
      kind: "test",
      async send(mail) {
        if (mail.to === "caido@pyme.test") throw new Error("mailbox unavailable");
        sent.push(mail.to);
      },
    };
    db = await engine.open({ mailer });
    try {
      const sql = db.backend.sql;
      await submitLeads(db.backend, { name: "Ana Envío", email: "ana@pyme.test" }, ["contact", "leadMagnet"]);
      await submitLeads(db.backend, { name: "Caído", email: "caido@pyme.test" }, ["leadMagnet"]);
      const rows = () =>
        sql.query<{ recipient: string; message: Record<string, unknown>; status: string; attempts: number }>(
          "select recipient, message, status, attempts from public.notification_outbox order by id",
        );
      const before = await rows();
      // Contact (company + acknowledgement) and guide (company + download) sent; Caído's download pending.
      expect(before.map((row) => row.status)).toEqual(["sent", "sent", "sent", "sent", "sent", "pending"]);

      // 29 days later nothing changes; 31 days later sent e-mail has no content left.
      const in29 = await applyRetention(sql, defaults, {
        now: new Date(Date.now() + 29 * DAY),
        outboxDir: db.outboxDir,
      });
      expect(in29.outbox_content_dropped).toBe(0);
      const in31 = await applyRetention(sql, defaults, {
        now: new Date(Date.now() + 31 * DAY),
        outboxDir: db.outboxDir,
      });
      expect(in31).toMatchObject({ outbox_content_dropped: 5, contact_messages: 0, lead_magnet_requests: 0 });
      const after = await rows();
      after.slice(0, 5).forEach((row, index) => {
        expect(row).toEqual({ recipient: "", message: {}, status: "sent", attempts: before[index].attempts });
      });
      expect(after[5]).toEqual(before[5]); // the pending e-mail: untouched
      expect(JSON.stringify(after.slice(0, 5))).not.toMatch(/@pyme\.test|Ana Envío/);
      const [bookkeeping] = await sql.query<{ n: number }>(
        "select count(*)::int as n from public.notification_outbox where content_dropped_at is not null and sent_at is not null and kind <> ''",
      );
      expect(bookkeeping.n).toBe(5);
      expect(
        (await applyRetention(sql, defaults, { now: new Date(Date.now() + 32 * DAY), outboxDir: db.outboxDir }))
          .outbox_content_dropped,
      ).toBe(0);
    } finally {
      await db.dispose();
    }
  });

  it("deletes e-mail that failed for good, with its .eml file, once the sent-mail period has passed since it failed", async () => {
    // The file mailer writes each message, then the address's server refuses it for good (as an
    // SMTP 5xx would): the row is marked 'failed' at once and keeps its recipient and content.
    let outboxDir = "";
    const mailer: Mailer = {
      kind: "test",
      async send(mail) {
        await createFileMailer(outboxDir, memoryLog()).send(mail);
        if (mail.to === "rebota@pyme.test") throw Object.assign(new Error("mailbox unavailable"), { permanent: true });
      },
    };
    db = await engine.open({ mailer });
    outboxDir = db.outboxDir;
    try {
      const sql = db.backend.sql;
      await submitLeads(db.backend, { name: "Rebota", email: "rebota@pyme.test" }, ["leadMagnet"]);
      const rows = () =>
        sql.query<{ recipient: string; status: string }>(
          "select recipient, status from public.notification_outbox order by id",
        );
      const emlFiles = async () => (await readdir(outboxDir)).filter((name) => name.endsWith(".eml"));
      // The company's copy sent; the visitor's download failed for good.
      expect((await rows()).map((row) => row.status)).toEqual(["sent", "failed"]);
      expect((await rows())[1]!.recipient).toBe("rebota@pyme.test");
      expect(await emlFiles()).toHaveLength(2);

      const in29 = await applyRetention(sql, defaults, { now: new Date(Date.now() + 29 * DAY), outboxDir });
      expect(in29).toMatchObject({ outbox_failed_deleted: 0, outbox_content_dropped: 0, eml_files_deleted: 0 });
      expect((await rows()).map((row) => row.status)).toEqual(["sent", "failed"]);

      const in31 = await applyRetention(sql, defaults, { now: new Date(Date.now() + 31 * DAY), outboxDir });
      expect(in31).toMatchObject({
        outbox_failed_deleted: 1,
        outbox_content_dropped: 1,
        outbox_deleted: 0,
        lead_magnet_requests: 0,
        eml_files_deleted: 2,
      });
      // The sent e-mail keeps its bookkeeping without content; the failed one is gone, file and row.
      expect(await rows()).toEqual([{ recipient: "", status: "sent" }]);
      expect(await emlFiles()).toEqual([]);
      expect(await count(sql, "lead_magnet_requests")).toBe(1); // the request itself has its own period
    } finally {
      await db.dispose();
    }
  });

  it("deletes local .eml files older than the sent-mail period and keeps newer ones", async () => {
    db = await engine.open();
    try {
      await submitLeads(db.backend, { name: "Eme Ele", email: "eml@pyme.test" }, ["contact", "leadMagnet"]);
      const written = (await readdir(db.outboxDir)).filter((name) => name.endsWith(".eml"));
      expect(written).toHaveLength(4);
      // A message written 40 days ago, as the file mailer names it.
      const oldName = `${new Date(Date.now() - 40 * DAY).toISOString().replace(/[:.]/g, "-")}-old.message@rts.test.eml`;
      await writeFile(path.join(db.outboxDir, oldName), "To: eml@pyme.test\n\nold\n");
      await writeFile(path.join(db.outboxDir, "notes.txt"), "not an e-mail");

      const now = await applyRetention(db.backend.sql, defaults, { outboxDir: db.outboxDir });
      expect(now.eml_files_deleted).toBe(1);
      expect((await readdir(db.outboxDir)).sort()).toEqual([...written, "notes.txt"].sort());
      const later = await applyRetention(db.backend.sql, defaults, {
        now: new Date(Date.now() + 31 * DAY),
        outboxDir: db.outboxDir,
      });
      expect(later.eml_files_deleted).toBe(4);
      expect(await readdir(db.outboxDir)).toEqual(["notes.txt"]);
    } finally {
      await db.dispose();
    }
  });

  it("runs on a timer from start-up and logs counts, never personal data", async () => {
    db = await engine.open();
    const log = memoryLog();
    try {
      const lead = await submitLeads(db.backend, { name: "Temporizador", email: "timer@pyme.test" }, ["contact"]);
      await age(db.backend.sql, "contact", lead.contact!, 400);
      const job = startRetentionJob(db.backend.sql, defaults, { intervalHours: 6, outboxDir: db.outboxDir, log });
      await expect.poll(() => count(db.backend.sql, "contact_messages")).toBe(0);
      await job.runOnce(); // the pass under way (or a new one, which finds nothing)
      job.stop();
      expect(await job.runOnce()).toBeNull(); // stopped: no more passes
      const entry = log.entries.find((e) => e.event === "privacy.retention");
      expect(entry?.fields).toMatchObject({ contact_messages: 1, outbox_deleted: 2 });
      expect(JSON.stringify(log.entries)).not.toMatch(/timer@pyme\.test|Temporizador/);
      // Off when the interval is 0.
      const off = startRetentionJob(db.backend.sql, defaults, { intervalHours: 0, outboxDir: db.outboxDir, log });
      off.stop();
      expect(log.entries.filter((e) => e.event === "privacy.retention")).toHaveLength(1);
    } finally {
      await db.dispose();
    }
  });

  it("is closed to the public roles", async () => {
    db = await engine.open();
    try {
      for (const role of ["anon", "authenticated"]) {
        for (const call of [
          "select public.apply_retention()",
          "select public.privacy_export('a@b.test')",
          "select public.privacy_erase('a@b.test')",
        ]) {
          await expect(
            db.backend.sql.transaction(async (tx) => {
              await tx.exec(`set local role ${role}`);
              await tx.query(call);
            }),
            `${role}: ${call}`,
          ).rejects.toThrow(/permission denied/);
        }
      }
    } finally {
      await db.dispose();
    }
  });
});
