import { mailLegalFooter } from "~/config/company";
import { readCompanyContent } from "~/services/content/company-content.server";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backendKind, notificationSettings, openBackend } from "~/services/backend/index.server";
import { readEnv } from "~/services/env.server";
import { parsedLead } from "../../helpers/backend/lead";
import { memoryLog } from "../../helpers/backend/logs";
import { confirmSubscriber } from "../../helpers/privacy/leads";
import { openTestBackend } from "../../helpers/backend/open";
import { removeDir, SUPABASE_DIR } from "../../helpers/backend/pglite-template";

const cleanup: string[] = [];
afterEach(() => {
  while (cleanup.length) removeDir(cleanup.pop()!);
});

const env = (values: Record<string, string>) => readEnv({ NODE_ENV: "test", ...values } as NodeJS.ProcessEnv);

describe("adapter selection from validated environment", () => {
  it("defaults to embedded, picks postgres or supabase when configured", () => {
    expect(backendKind(env({}))).toBe("embedded");
    expect(backendKind(env({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/site" }))).toBe("postgres");
    expect(backendKind(env({ SUPABASE_URL: "https://abc.supabase.co", SUPABASE_ANON_KEY: "k".repeat(40) }))).toBe(
      "supabase",
    );
    expect(
      backendKind(env({ SUPABASE_URL: "https://abc.supabase.co", SUPABASE_SERVICE_ROLE_KEY: "k".repeat(40) })),
    ).toBe("supabase");
  });

  it("refuses contradictory or incomplete configuration with a message naming the variables", () => {
    expect(() => backendKind(env({ SUPABASE_URL: "https://abc.supabase.co" }))).toThrow(
      /SUPABASE_URL is set but neither SUPABASE_ANON_KEY/,
    );
    expect(() => backendKind(env({ SUPABASE_ANON_KEY: "k".repeat(40) }))).toThrow(/SUPABASE_URL is not/);
    expect(() =>
      backendKind(
        env({
          SUPABASE_URL: "https://abc.supabase.co",
          SUPABASE_ANON_KEY: "k".repeat(40),
          DATABASE_URL: "postgres://h/db",
        }),
      ),
    ).toThrow(/either SUPABASE_URL .* or DATABASE_URL/);
    expect(() => env({ SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => env({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => env({ MAIL_FROM: "RTS <no-reply@rts.test>\r\nBcc: x@y.z" })).toThrow(/MAIL_FROM/);
    expect(() => env({ NOTIFY_EMAIL_TO: "nobody" })).toThrow(/NOTIFY_EMAIL_TO/);
  });

  it("derives the e-mail settings and the lead-magnet link", () => {
    expect(notificationSettings(env({}))).toEqual({
      companyName: "RTS",
      companyInbox: "info@rts-soluciones.es",
      mailFrom: "RTS <info@rts-soluciones.es>",
      siteUrl: "http://localhost:3000",
      leadMagnetUrl: {
        es: "http://localhost:3000/recursos/guia-automatizacion-pymes.pdf",
        en: "http://localhost:3000/en/resources/automation-guide-for-smes.pdf",
      },
      demoSlotCapacity: 1,
      // Decision 175's defaults; decision 176's footer facts from the identity file (decision 210).
      booking: { closedDays: "12-24;12-31", minNoticeHours: 2, windowDays: 15 },
      legal: mailLegalFooter(readCompanyContent().identity),
      // No SESSION_SECRET: no signed links; decision 202's one-minute wait for a burst of changes.
      bookingLinkSecret: undefined,
      changeMailDelayMs: 60_000,
      // Decisions 207-209: no join link, the reminder a day before, no host calendar without CALDAV_URL.
      meetingUrl: undefined,
      reminderHours: 24,
      writesHostCalendar: false,
    });
    expect(
      notificationSettings(
        env({
          SESSION_SECRET: "s".repeat(40),
          BOOKING_CHANGE_MAIL_DELAY_SECONDS: "5",
          DEMO_MEETING_URL: "https://meet.jit.si/rts-demo-{id}",
          DEMO_REMINDER_HOURS: "2",
        }),
      ),
    ).toMatchObject({
      bookingLinkSecret: "s".repeat(40),
      changeMailDelayMs: 5_000,
      meetingUrl: "https://meet.jit.si/rts-demo-{id}",
      reminderHours: 2,
    });
    expect(notificationSettings(env({ DEMO_CLOSED_DAYS: "08-01 P31D", DEMO_BOOKING_DAYS: "30" })).booking).toEqual({
      closedDays: "08-01 P31D",
      minNoticeHours: 2,
      windowDays: 30,
    });
    expect(
      notificationSettings(env({ SITE_URL: "https://www.rts.test/", COMPANY_EMAIL: "hola@rts.test" })),
    ).toMatchObject({
      companyInbox: "hola@rts.test",
      leadMagnetUrl: {
        es: "https://www.rts.test/recursos/guia-automatizacion-pymes.pdf",
        en: "https://www.rts.test/en/resources/automation-guide-for-smes.pdf",
      },
    });
    expect(
      notificationSettings(
        env({ NOTIFY_EMAIL_TO: "leads@rts.test", LEAD_MAGNET_URL: "https://cdn.rts.test/guia.pdf" }),
      ),
    ).toMatchObject({
      companyInbox: "leads@rts.test",
      leadMagnetUrl: {
        es: "https://cdn.rts.test/guia.pdf",
        en: "http://localhost:3000/en/resources/automation-guide-for-smes.pdf",
      },
    });
  });
});

describe("embedded adapter across restarts", () => {
  it("keeps every lead: a newsletter address confirmed before a restart is still confirmed after it; e-mail goes to .eml files", async () => {
    const first = await openTestBackend();
    cleanup.push(first.dataDir);
    expect(await first.backend.notify({ type: "newsletter", data: { email: "Persist@Pyme.test" } })).toEqual({
      error: null,
    });
    const [{ id }] = await first.backend.sql.query<{ id: number }>(
      "select id::int as id from public.newsletter_subscribers",
    );
    await confirmSubscriber(first.backend, id);
    await first.backend.close();

    const second = await openTestBackend({ dataDir: first.dataDir });
    expect(second.log.entries.find((e) => e.event === "db.ready")?.fields).toMatchObject({
      migrationsApplied: 0,
      seeded: false,
    });
    // Still confirmed: answered as any address (decision 247), and no new confirmation e-mail (below).
    const again = await second.backend.notify({ type: "newsletter", data: { email: "persist@pyme.TEST" } });
    expect(again).toEqual({ error: null });
    expect(
      await second.backend.sql.query(
        "select status from public.newsletter_subscribers where lower(email::text) = 'persist@pyme.test'",
      ),
    ).toEqual([{ status: "confirmed" }]);

    // No SMTP_URL: the confirmation, the company notification and the welcome are .eml files in DATA_DIR/outbox.
    const outbox = path.join(first.dataDir, "outbox");
    const files = readdirSync(outbox).filter((file) => file.endsWith(".eml"));
    expect(files).toHaveLength(3);
    const contents = files.map((file) => readFileSync(path.join(outbox, file), "utf8"));
    expect(contents.some((eml) => /^To: persist@pyme\.test$/im.test(eml))).toBe(true);
    expect(contents.some((eml) => /^To: info@rts-soluciones\.es$/m.test(eml))).toBe(true);
    expect(second.log.entries.filter((e) => e.event === "mail.written")).toHaveLength(0); // written by the first process
    await second.backend.close();
  });
});

describe("database unreachable", () => {
  it("refuses to start on a PostgreSQL that does not answer, naming DATABASE_URL without the password", async () => {
    const attempt = openBackend(env({ DATABASE_URL: "postgres://site:s3cret@127.0.0.1:9/site" }), {
      supabaseDir: SUPABASE_DIR,
      log: memoryLog(),
    });
    await expect(attempt).rejects.toThrow(/Could not open DATABASE_URL \(postgres:\/\/127\.0\.0\.1:9\/site\)/);
    await attempt.catch((error: Error) => expect(error.message).not.toContain("s3cret"));
  });

  it("answers 'unavailable' (never success) when the database fails after start-up", async () => {
    const { backend, dataDir } = await openTestBackend();
    cleanup.push(dataDir);
    // Break the schema under the running adapter: the insert fails like a lost database would.
    await backend.sql.exec("alter table public.contact_messages rename to contact_messages_gone");
    const result = await backend.notify(
      parsedLead({ type: "contact", data: { name: "Ana", email: "ana@pyme.test", message: "Hola" } }),
    );
    expect(result).toMatchObject({ error: { code: "unavailable" } });
    const outbox = await backend.sql.query<{ n: number }>("select count(*)::int as n from public.notification_outbox");
    expect(outbox[0].n).toBe(0);
    await backend.close();
  });
});
