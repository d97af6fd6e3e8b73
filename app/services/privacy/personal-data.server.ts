import { readFile, rm } from "node:fs/promises";
import type { ScriptRunner } from "~/services/backend/migrations.server";
import { errorMessage } from "~shared/types";
import { emlFilesOf } from "./eml-files.server";

/**
 * One person's data, found by their e-mail address (in any letter case) in the fields that hold it:
 * every lead table, the e-mail outbox (recipient, Reply-To, and the rows of the person's leads:
 * their e-mail, demo reminders and host-calendar writes, each exported with its stored message) and
 * the local `.eml` files (their headers). The newsletter suppression list holds only a hash of the
 * address: its entry is exported, and kept by an erasure (it honours the objection, decision 202). The database part is public.privacy_export/privacy_erase (the same functions an
 * operator can call from Supabase's SQL editor). Records that only mention the address in free
 * text belong to someone else: they are listed (`mentions`) for the operator to judge, never
 * exported or erased (issue 27 item 9).
 */
type LeadTables = "demo_bookings" | "contact_messages" | "newsletter_subscribers" | "lead_magnet_requests";

/** Records that name the address without being the person's own: table ids and `.eml` file names. */
export type Mentions = {
  database: Partial<Record<LeadTables | "notification_outbox", number[]>>;
  emlFiles: string[];
};

export type PersonalDataExport = {
  email: string;
  exportedAt: string;
  database: Record<LeadTables | "notification_outbox" | "newsletter_suppressions", Record<string, unknown>[]>;
  /** Local copies of e-mail about the person: file name and the raw message. */
  emlFiles: { name: string; writtenAt: string; message: string }[];
  mentions: Mentions;
};

export type ErasureReport = {
  email: string;
  erasedAt: string;
  /** The ids deleted from each table. */
  database: Record<LeadTables | "notification_outbox", number[]>;
  emlFiles: string[];
  mentions: Mentions;
  /** Whether the deleted rows' bytes were also removed from the database's files (compactAfterErasure). */
  compacted: boolean;
  /** Why they were not, for the operator. */
  compactionNote?: string;
};

/** The engine the data lives in, for what an erasure can do to its files. */
export type DatabaseKind = "embedded" | "postgres";

async function mentionsOf(sql: ScriptRunner, email: string, emlFiles: string[]): Promise<Mentions> {
  const [row] = await sql.query<{ ids: Record<string, (number | string)[]> }>(
    "select public.privacy_mentions($1) as ids",
    [email],
  );
  const database = Object.fromEntries(
    Object.entries(row.ids)
      .filter(([, ids]) => ids.length > 0)
      .map(([table, ids]) => [table, ids.map(Number)]),
  );
  return { database, emlFiles };
}

/** The tables an erasure deletes from. */
const ERASED_TABLES = [
  "demo_bookings",
  "contact_messages",
  "newsletter_subscribers",
  "lead_magnet_requests",
  "notification_outbox",
];

/**
 * A deleted row's bytes stay in its table's file (a dead tuple) and in the write-ahead log until
 * both are rewritten (issue 27 item 9). VACUUM FULL rewrites each table and its indexes without
 * them; on the embedded database a checkpoint, a switch to a new WAL segment and a second
 * checkpoint then delete the old segments (recycling off, so they are removed, not renamed for
 * reuse with their old content). On PostgreSQL the same VACUUM FULL and CHECKPOINT run when the
 * role may; the server's older WAL, archives and backups keep the bytes until they expire
 * (docs/backend.md "Erasure").
 */
export async function compactAfterErasure(
  sql: ScriptRunner,
  kind: DatabaseKind,
): Promise<{ compacted: boolean; note?: string }> {
  try {
    if (kind === "embedded") await sql.exec("set wal_recycle = off");
    for (const table of ERASED_TABLES) await sql.exec(`vacuum full public.${table}`);
    await sql.exec("checkpoint");
    if (kind === "embedded") {
      await sql.query("select pg_switch_wal()");
      await sql.exec("checkpoint");
    }
    return { compacted: true };
  } catch (error) {
    return { compacted: false, note: `The rows are deleted; rewriting the tables failed: ${errorMessage(error)}` };
  }
}

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
      files.own.map(async (file) => ({
        name: file.name,
        writtenAt: file.writtenAt.toISOString(),
        message: await readFile(file.file, "utf8"),
      })),
    ),
    mentions: await mentionsOf(
      sql,
      email,
      files.mentions.map((file) => file.name),
    ),
  };
}

export async function erasePersonalData(
  sql: ScriptRunner,
  email: string,
  options: { outboxDir: string; now?: Date; kind?: DatabaseKind },
): Promise<ErasureReport> {
  const [row] = await sql.query<{ removed: Record<string, (number | string)[]> }>(
    "select public.privacy_erase($1) as removed",
    [email],
  );
  const database = Object.fromEntries(
    Object.entries(row.removed).map(([table, ids]) => [table, ids.map(Number)]),
  ) as ErasureReport["database"];
  const files = await emlFilesOf(options.outboxDir, email);
  for (const file of files.own) await rm(file.file, { force: true });
  const mentions = await mentionsOf(
    sql,
    email,
    files.mentions.map((file) => file.name),
  );
  const compaction = options.kind ? await compactAfterErasure(sql, options.kind) : { compacted: false };
  return {
    email,
    erasedAt: (options.now ?? new Date()).toISOString(),
    database,
    emlFiles: files.own.map((file) => file.name),
    mentions,
    compacted: compaction.compacted,
    ...(compaction.note ? { compactionNote: compaction.note } : {}),
  };
}
