import { readFile, rm } from "node:fs/promises";
import type { ScriptRunner } from "~/services/backend/migrations.server";
import { emlFilesOf } from "./eml-files.server";

/**
 * One person's data, found by e-mail address in any letter case: every lead table, the e-mail
 * outbox and the local `.eml` files. The database part is public.privacy_export/privacy_erase
 * (the same functions an operator can call from Supabase's SQL editor).
 */
type LeadTables = "demo_bookings" | "contact_messages" | "newsletter_subscribers" | "lead_magnet_requests";

export type PersonalDataExport = {
  email: string;
  exportedAt: string;
  database: Record<LeadTables, Record<string, unknown>[]> & { notification_outbox: Record<string, unknown>[] };
  /** Local copies of e-mail about the person: file name and the raw message. */
  emlFiles: { name: string; writtenAt: string; message: string }[];
};

export type ErasureReport = {
  email: string;
  erasedAt: string;
  /** The ids deleted from each table. */
  database: Record<LeadTables | "notification_outbox", number[]>;
  emlFiles: string[];
};

export async function exportPersonalData(
  sql: ScriptRunner,
  email: string,
  options: { outboxDir: string; now?: Date },
): Promise<PersonalDataExport> {
  const [row] = await sql.query<{ data: PersonalDataExport["database"] }>("select public.privacy_export($1) as data", [
    email,
  ]);
  const files = await emlFilesOf(options.outboxDir, email);
  return {
    email,
    exportedAt: (options.now ?? new Date()).toISOString(),
    database: row.data,
    emlFiles: await Promise.all(
      files.map(async (file) => ({
        name: file.name,
        writtenAt: file.writtenAt.toISOString(),
        message: await readFile(file.file, "utf8"),
      })),
    ),
  };
}

export async function erasePersonalData(
  sql: ScriptRunner,
  email: string,
  options: { outboxDir: string; now?: Date },
): Promise<ErasureReport> {
  const [row] = await sql.query<{ removed: Record<string, (number | string)[]> }>(
    "select public.privacy_erase($1) as removed",
    [email],
  );
  const database = Object.fromEntries(
    Object.entries(row.removed).map(([table, ids]) => [table, ids.map(Number)]),
  ) as ErasureReport["database"];
  const files = await emlFilesOf(options.outboxDir, email);
  for (const file of files) await rm(file.file, { force: true });
  return { email, erasedAt: (options.now ?? new Date()).toISOString(), database, emlFiles: files.map((f) => f.name) };
}
