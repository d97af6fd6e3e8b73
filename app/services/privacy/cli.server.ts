import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { backendKind, openBackend, isSqlBackend } from "~/services/backend/index.server";
import type { ScriptRunner } from "~/services/backend/migrations.server";
import { openPg } from "~/services/backend/pg.server";
import { readEnv, type Env } from "~/services/env.server";
import type { Logger, Mailer } from "~shared/types";
import { errorMessage } from "~shared/types";
import { protectDataDir } from "~/services/backend/data-dir-permissions.server";
import { erasePersonalData, exportPersonalData, type DatabaseKind } from "./personal-data.server";
import { applyRetention, outboxDirectory, retentionPolicy } from "./retention.server";

/**
 * The operator commands (README "Privacy"): `npm run privacy:export -- <email>`,
 * `npm run privacy:erase -- <email>` and `npm run privacy:retention`. They work on the database the
 * site's settings select (embedded DATA_DIR or DATABASE_URL) and print JSON on stdout; diagnostics
 * go to stderr. scripts/privacy.ts runs it (through scripts/run-ts.mjs, like the other TypeScript scripts).
 */
export type CommandIo = {
  env?: NodeJS.ProcessEnv;
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
  now?: () => Date;
};

class UsageError extends Error {}

const USAGE = [
  "Usage:",
  "  npm run privacy:export -- <email>   print everything stored about an address (JSON)",
  "  npm run privacy:erase -- <email>    delete it from every table, the e-mail outbox and DATA_DIR/outbox",
  "  npm run privacy:retention           apply the retention periods now (the site also does it every few hours)",
].join("\n");

const emailSchema = z.email().max(254);

function stderrLogger(write: (text: string) => void): Logger {
  const line =
    (level: string) =>
    (event: string, fields: Record<string, unknown> = {}) =>
      write(`${JSON.stringify({ level, event, ...fields })}\n`);
  return { info: line("info"), warn: line("warn"), error: line("error") };
}

/** The commands never send e-mail. */
const noMailer: Mailer = { kind: "none", send: () => Promise.reject(new Error("privacy commands send no e-mail")) };

async function openDatabase(
  config: Env,
  log: Logger,
): Promise<{ sql: ScriptRunner; kind: DatabaseKind; close(): Promise<void> }> {
  const kind = backendKind(config);
  if (kind === "supabase") {
    throw new UsageError(
      "These commands need the database itself, not the Supabase API: run them with DATABASE_URL set to the " +
        "project's connection string (and SUPABASE_URL unset), or call public.privacy_export('<email>') / " +
        "public.privacy_erase('<email>') in Supabase's SQL editor (docs/backend.md).",
    );
  }
  if (kind === "embedded") {
    const directory = path.resolve(config.DATA_DIR, "pglite");
    if (!existsSync(path.join(directory, "PG_VERSION"))) {
      throw new UsageError(`There is no embedded database in ${directory}: set DATA_DIR to the folder the site uses.`);
    }
    // Opened the way the site opens it (same lock on the data folder, same migrations).
    const backend = await openBackend(config, { log, seed: false, mailer: noMailer });
    if (!isSqlBackend(backend)) throw new Error("expected the embedded database");
    return {
      sql: backend.sql,
      kind: "embedded",
      // VACUUM FULL wrote new files with PGlite's own modes: the folder is tightened again (decision 169).
      close: () => backend.close().then(() => void protectDataDir(path.resolve(config.DATA_DIR), log)),
    };
  }
  // A PostgreSQL server may be managed by the Supabase CLI: use its schema as it is, never migrate it.
  const connection = openPg(config.DATABASE_URL as string, { max: 1 });
  try {
    const [row] = await connection.query<{ ready: boolean }>(
      "select to_regprocedure('public.privacy_erase(text)') is not null as ready",
    );
    if (!row.ready) {
      throw new UsageError(
        "The database at DATABASE_URL does not have the privacy functions yet: apply supabase/migrations " +
          "(start the site once with this version, or `npx supabase db push`).",
      );
    }
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
  return { sql: connection, kind: "postgres", close: () => connection.close() };
}

/** Runs one command; resolves to the process exit code (0 done, 1 failed, 2 wrong usage). */
export async function runPrivacyCommand(argv: string[], io: CommandIo = {}): Promise<number> {
  const stdout = io.stdout ?? ((text: string) => process.stdout.write(text));
  const stderr = io.stderr ?? ((text: string) => process.stderr.write(text));
  const [command, ...rest] = argv;
  let email: string | undefined;
  try {
    if (command === "export" || command === "erase") {
      if (rest.length !== 1) throw new UsageError(`privacy:${command} takes one e-mail address.`);
      const parsed = emailSchema.safeParse(rest[0].trim());
      if (!parsed.success) throw new UsageError(`Not an e-mail address: ${JSON.stringify(rest[0])}`);
      email = parsed.data;
    } else if (command !== "retention" || rest.length > 0) {
      throw new UsageError(command ? `Unknown command: ${command}` : "No command given.");
    }

    let config: Env;
    try {
      config = readEnv(io.env ?? process.env);
    } catch (error) {
      throw new UsageError(errorMessage(error));
    }
    const database = await openDatabase(config, stderrLogger(stderr));
    const outboxDir = outboxDirectory(config.DATA_DIR);
    const now = io.now?.() ?? new Date();
    try {
      const result =
        command === "export"
          ? await exportPersonalData(database.sql, email as string, { outboxDir, now })
          : command === "erase"
            ? await erasePersonalData(database.sql, email as string, { outboxDir, now, kind: database.kind })
            : await applyRetention(database.sql, retentionPolicy(config), { outboxDir, now });
      stdout(`${JSON.stringify(result, null, 2)}\n`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof UsageError) {
      stderr(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    stderr(`privacy:${command} failed: ${errorMessage(error)}\n`);
    return 1;
  }
}
