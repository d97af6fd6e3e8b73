/**
 * The access and erasure rights on the real engines: `privacy:export` finds one person's data in
 * every table, the e-mail outbox and the local .eml files, in any letter case; `privacy:erase`
 * removes exactly that and nothing else. The commands run as the operator runs them
 * (runPrivacyCommand, with the site's environment), on PGlite and on PostgreSQL.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPrivacyCommand } from "~/services/privacy/cli.server";
import { erasePersonalData, exportPersonalData } from "~/services/privacy/personal-data.server";
import { engines, type Opened } from "../../helpers/privacy/engines";
import { count, LEAD_TABLES, submitLeads, type LeadIds } from "../../helpers/privacy/leads";
import { parsedLead } from "../../helpers/backend/lead";
import { SLOW_TEST_TIMEOUT_MS } from "../../helpers/patience";

const ANA = { name: "Ana López", email: "Ana.Lopez@Example.com" };
// Look-alikes that must never be touched: a longer address containing Ana's, and another domain.
const MARIANA = { name: "Mariana López", email: "mariana.lopez@example.com" };
const OTHER = { name: "Ana López", email: "ana.lopez@example.org" };
// Someone else whose message names Ana's address (issue 27 item 9): it is Bea's, not Ana's.
const BEA = { name: "Bea Ruiz", email: "bea.ruiz@example.com" };
const BEA_MESSAGE = "Hola, soy Bea Ruiz; mi socia es ana.lopez@example.com y os escribirá ella.";

/** How the suppression list stores an address: SHA-256 of its lower-case form. */
const addressHash = (email: string) => createHash("sha256").update(email.toLowerCase()).digest("hex");

/** Every file under `dir` whose bytes hold `text` (the database's own files, WAL included). */
function filesHolding(dir: string, text: string): string[] {
  const needle = Buffer.from(text);
  const found: string[] = [];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (statSync(file).isFile() && readFileSync(file).includes(needle)) found.push(name);
  }
  return found;
}

async function command(argv: string[], env: Record<string, string>) {
  let stdout = "";
  let stderr = "";
  const code = await runPrivacyCommand(argv, {
    env: { NODE_ENV: "test", ...env },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

/** Every row and file, to prove an erasure touched nothing else. */
async function snapshot(db: Opened) {
  const tables: Record<string, unknown[]> = {};
  for (const table of [...Object.values(LEAD_TABLES), "notification_outbox"]) {
    tables[table] = await db.backend.sql.query(`select * from public.${table} order by id`);
  }
  const files = (await readdir(db.outboxDir)).sort();
  return { tables, files };
}

describe.each(engines)("personal data on $name", (engine) => {
  let db: Opened;
  let ana: Partial<LeadIds>;
  beforeAll(() => engine.start());
  afterAll(() => engine.stop());

  async function seed() {
    db = await engine.open();
    ana = await submitLeads(db.backend, ANA);
    await submitLeads(db.backend, MARIANA);
    await submitLeads(db.backend, OTHER, ["contact", "leadMagnet"]);
    await db.backend.notify(parsedLead({ type: "contact", data: { ...BEA, message: BEA_MESSAGE } }));
    await db.backend.settled();
    // Both once unsubscribed (only a hash of the address is kept, decision 202).
    for (const person of [ANA, MARIANA]) {
      await db.backend.sql.query("insert into public.newsletter_suppressions (email_hash) values ($1)", [
        addressHash(person.email),
      ]);
    }
  }

  /** Bea's contact message and the company's e-mail about it: they name Ana's address, and are Bea's. */
  async function beasRecords() {
    const [message] = await db.backend.sql.query<{ id: number }>(
      "select id::int as id from public.contact_messages where email = $1",
      [BEA.email],
    );
    const mails = await db.backend.sql.query<{ id: number }>(
      "select id::int as id from public.notification_outbox where lead_type = 'contact' and lead_id = $1 order by id",
      [message.id],
    );
    return { message: message.id, mails: mails.map((row) => row.id) };
  }

  it(
    "exports everything stored about an address, whatever its letter case",
    { timeout: SLOW_TEST_TIMEOUT_MS },
    async () => {
      await seed();
      try {
        const data = await exportPersonalData(db.backend.sql, "ana.lopez@EXAMPLE.com", { outboxDir: db.outboxDir });
        expect(data.database.demo_bookings.map((row) => Number(row.id))).toEqual([ana.demo]);
        expect(data.database.contact_messages).toHaveLength(1);
        expect(data.database.contact_messages[0]).toMatchObject({ name: ANA.name, email: ANA.email });
        expect(data.database.newsletter_subscribers).toHaveLength(1);
        expect(data.database.lead_magnet_requests).toHaveLength(1);
        // Her e-mail: demo (company + confirmation + the reminder due before the demo, decision 208),
        // contact (company + acknowledgement), newsletter (confirmation, company + welcome), guide
        // (company + download). The reminder is not sent yet, so it has no .eml copy: the export
        // carries its stored message (recipient and body), the only copy.
        expect(data.database.notification_outbox).toHaveLength(10);
        const reminders = data.database.notification_outbox.filter((row) => row.kind === "visitor-reminder");
        expect(reminders).toHaveLength(1);
        expect(reminders[0]).toMatchObject({ status: "pending", lead_id: ana.demo });
        expect(JSON.stringify(reminders[0].message)).toMatch(/(?<![\w.])ana\.lopez@example\.com/i);
        expect(data.emlFiles).toHaveLength(9);
        // Her address on the newsletter suppression list (a hash of it): exported too.
        expect(data.database.newsletter_suppressions).toEqual([
          expect.objectContaining({ email_hash: addressHash(ANA.email) }),
        ]);
        for (const file of data.emlFiles) expect(file.message).toMatch(/(?<![\w.])ana\.lopez@example\.com/i);
        expect(JSON.stringify(data)).not.toMatch(/mariana|example\.org/i);
        // Bea's message only mentions the address: not exported, listed for the operator to judge.
        expect(JSON.stringify({ ...data, mentions: null })).not.toContain("Bea Ruiz");
        const bea = await beasRecords();
        expect(data.mentions.database).toEqual({ contact_messages: [bea.message], notification_outbox: bea.mails });
        expect(data.mentions.emlFiles).toHaveLength(bea.mails.length);

        const nobody = await exportPersonalData(db.backend.sql, "nadie@example.com", { outboxDir: db.outboxDir });
        expect(Object.values(nobody.database).every((rows) => rows.length === 0)).toBe(true);
        expect(nobody.emlFiles).toEqual([]);
      } finally {
        await db.dispose();
      }
    },
  );

  it("erases one person's data everywhere it is kept, and nothing else", async () => {
    await seed();
    try {
      const before = await snapshot(db);
      const report = await erasePersonalData(db.backend.sql, "ANA.LOPEZ@example.COM", { outboxDir: db.outboxDir });
      expect(report.database).toMatchObject({
        demo_bookings: [ana.demo],
        contact_messages: [ana.contact],
        newsletter_subscribers: [ana.newsletter],
        lead_magnet_requests: [ana.leadMagnet],
      });
      // Her 9 sent e-mails and the reminder not yet due (decision 208), which has no .eml copy.
      expect(report.database.notification_outbox).toHaveLength(10);
      expect(report.emlFiles).toHaveLength(9);
      const bea = await beasRecords();
      expect(report.mentions.database).toEqual({ contact_messages: [bea.message], notification_outbox: bea.mails });

      const after = await snapshot(db);
      const erasedOutbox = new Set(report.database.notification_outbox);
      for (const [table, rows] of Object.entries(before.tables)) {
        const erased = table === "notification_outbox" ? erasedOutbox : new Set(Object.values(report.database).flat());
        const kept = (rows as { id: string | number }[]).filter(
          (row) =>
            !(table === "notification_outbox"
              ? erased.has(Number(row.id))
              : (report.database[table as keyof typeof report.database] as number[]).includes(Number(row.id))),
        );
        expect(after.tables[table], table).toEqual(kept);
      }
      expect(after.files).toEqual(before.files.filter((name) => !report.emlFiles.includes(name)));
      // Only Bea's message, the e-mail about it and its .eml copies still name the address: they are hers.
      const beas = new Set([`contact_messages:${bea.message}`, ...bea.mails.map((id) => `notification_outbox:${id}`)]);
      const leftovers =
        JSON.stringify(
          Object.entries(after.tables).map(([table, rows]) =>
            (rows as { id: string | number }[]).filter((row) => !beas.has(`${table}:${Number(row.id)}`)),
          ),
        ) +
        (
          await Promise.all(
            after.files
              .filter((name) => !report.mentions.emlFiles.includes(name))
              .map((name) => readFile(path.join(db.outboxDir, name), "utf8")),
          )
        ).join("");
      expect(leftovers).not.toMatch(/(?<![\w.])ana\.lopez@example\.com/i);
      expect(await count(db.backend.sql, "contact_messages", "lower(email) = $1", [MARIANA.email])).toBe(1);
      expect(await count(db.backend.sql, "contact_messages", "email = $1", [BEA.email])).toBe(1);
      expect(await count(db.backend.sql, "lead_magnet_requests", "email = $1", [OTHER.email])).toBe(1);
      // The suppression list keeps her hash (it is what keeps her from being mailed again, decision
      // 202), and Mariana's.
      expect(await count(db.backend.sql, "newsletter_suppressions")).toBe(2);

      // Erasing again finds nothing.
      const again = await erasePersonalData(db.backend.sql, ANA.email, { outboxDir: db.outboxDir });
      expect(Object.values(again.database).flat()).toEqual([]);
      expect(again.emlFiles).toEqual([]);
    } finally {
      await db.dispose();
    }
  });

  it(
    "runs as npm run privacy:export / privacy:erase on the site's database",
    { timeout: SLOW_TEST_TIMEOUT_MS },
    async () => {
      await seed();
      try {
        await db.close(); // the site is stopped while the operator runs the command
        const exported = await command(["export", "ana.lopez@example.com"], db.env);
        expect(exported.stderr).not.toMatch(/failed/);
        expect(exported.code).toBe(0);
        const data = JSON.parse(exported.stdout);
        expect(data.email).toBe("ana.lopez@example.com");
        expect(data.database.lead_magnet_requests[0]).toMatchObject({ name: ANA.name });

        const erased = await command(["erase", " Ana.Lopez@example.com "], db.env);
        expect(erased.code).toBe(0);
        const report = JSON.parse(erased.stdout);
        expect(report.database.demo_bookings).toEqual([ana.demo]);
        expect(report.emlFiles).toHaveLength(9);
        expect(report.compacted).toBe(true);
        if (engine.name === "PGlite") {
          // The bytes are gone from the data folder, WAL included (issue 27 item 9): her address as she
          // typed it and her message are in no file. (The lower-case address is still inside Mariana's
          // and in Bea's message, which are theirs.)
          const database = path.join(db.dataDir, "pglite");
          expect(filesHolding(database, "Ana.Lopez@Example.com")).toEqual([]);
          expect(filesHolding(database, `escribidme a ${ANA.email}`)).toEqual([]);
          // Still the site's own: VACUUM FULL wrote new files, tightened again when the command closed.
          const loose = (readdirSync(db.dataDir, { recursive: true }) as string[]).filter(
            (name) => (statSync(path.join(db.dataDir, name)).mode & 0o077) !== 0,
          );
          expect(loose).toEqual([]);
        }

        db = await engine.reopen(db);
        expect(await count(db.backend.sql, "newsletter_subscribers")).toBe(1); // Mariana's
        expect(await count(db.backend.sql, "contact_messages")).toBe(3); // Mariana's, the other Ana's and Bea's
        if (engine.name === "PGlite") {
          // While the site holds the data folder, a command must not open it too (one process per folder).
          const refused = await command(["export", "ana.lopez@example.com"], db.env);
          expect(refused.code).not.toBe(0);
          expect(refused.stdout).toBe("");
          expect(refused.stderr).toContain(db.dataDir);
        }
        await db.close();
        const retention = await command(["retention"], db.env);
        expect(retention.code).toBe(0);
        expect(JSON.parse(retention.stdout)).toMatchObject({ demo_bookings: 0, contact_messages: 0 });
        db = await engine.reopen(db);
      } finally {
        await db.dispose();
      }
    },
  );
});

describe("the privacy commands refuse what they cannot do, clearly", () => {
  it("explains wrong usage", async () => {
    for (const argv of [[], ["erase"], ["erase", "not-an-address"], ["export", "a@b.test", "c@d.test"], ["drop"]]) {
      const result = await command(argv, { DATA_DIR: "/nonexistent" });
      expect(result.code, argv.join(" ")).toBe(2);
      expect(result.stderr).toContain("npm run privacy:erase -- <email>");
      expect(result.stdout).toBe("");
    }
  });

  it("does not create a database where the site has none", async () => {
    const dataDir = path.join("/tmp", `rts-no-data-${process.pid}`);
    const result = await command(["export", "a@b.test"], { DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`There is no embedded database in ${path.join(dataDir, "pglite")}`);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("points a Supabase operator to DATABASE_URL or the SQL editor", async () => {
    const result = await command(["erase", "a@b.test"], {
      SUPABASE_URL: "https://project.supabase.co",
      SUPABASE_ANON_KEY: "anon-key-long-enough-0123456789",
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/DATABASE_URL .*public\.privacy_erase/s);
  });
});
