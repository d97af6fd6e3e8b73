import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "~shared/types";
import { LOCAL_META_SQL, LOCAL_SHIM_SQL } from "./local-shim.server";

/** A connection able to run multi-statement SQL scripts and parameterised queries. */
export interface ScriptRunner {
  exec(script: string): Promise<void>;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs `work` in one transaction on this connection. */
  transaction<R>(work: (tx: ScriptRunner) => Promise<R>): Promise<R>;
}

export type Migration = { version: string; name: string; file: string; sql: string; checksum: string };

const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

/** Only comments and blank lines: a migration emptied after it was applied. */
function hasNoStatements(sql: string): boolean {
  return sql.split("\n").every((line) => line.trim() === "" || line.trim().startsWith("--"));
}

function checksum(sql: string): string {
  return createHash("sha256").update(sql).digest("hex");
}

export async function readMigrations(supabaseDir: string): Promise<Migration[]> {
  const directory = path.join(supabaseDir, "migrations");
  const files = (await readdir(directory)).filter((file) => file.endsWith(".sql")).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file name must be <14-digit timestamp>_<name>.sql: ${file}`);
    const sql = await readFile(path.join(directory, file), "utf8");
    migrations.push({ version: match[1], name: match[2], file, sql, checksum: checksum(sql) });
  }
  return migrations;
}

/**
 * Applies the shim, then every migration not yet recorded (each in its own transaction, recorded
 * in the same transaction), then the seed once. Returns what it did.
 */
export async function prepareDatabase(
  db: ScriptRunner,
  options: { supabaseDir: string; seed: boolean; log: Logger },
): Promise<{ applied: string[]; seeded: boolean }> {
  await db.exec(LOCAL_SHIM_SQL);
  await db.exec(LOCAL_META_SQL);

  const done = new Map(
    (
      await db.query<{ version: string; checksum: string }>(
        "select version, checksum from site_local.schema_migrations",
      )
    ).map((row) => [row.version, row.checksum]),
  );
  const applied: string[] = [];
  for (const migration of await readMigrations(options.supabaseDir)) {
    const known = done.get(migration.version);
    if (known) {
      if (known !== migration.checksum && hasNoStatements(migration.sql)) {
        // An applied migration emptied on purpose (decision 185): what it did stays; nothing to re-run.
        await db.query("update site_local.schema_migrations set checksum = $2 where version = $1", [
          migration.version,
          migration.checksum,
        ]);
        options.log.info("db.migration_emptied", { file: migration.file });
      } else if (known !== migration.checksum) {
        options.log.warn("db.migration_changed", {
          file: migration.file,
          hint: "applied migrations must not be edited",
        });
      }
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query("insert into site_local.schema_migrations (version, name, checksum) values ($1, $2, $3)", [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
    });
    applied.push(migration.file);
    options.log.info("db.migration_applied", { file: migration.file });
  }

  let seeded = false;
  if (options.seed) {
    const seedRows = await db.query("select 1 from site_local.seed_runs where name = 'seed.sql'");
    if (seedRows.length === 0) {
      const sql = await readFile(path.join(options.supabaseDir, "seed.sql"), "utf8");
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query("insert into site_local.seed_runs (name, checksum) values ('seed.sql', $1)", [checksum(sql)]);
      });
      seeded = true;
      options.log.info("db.seeded", { file: "supabase/seed.sql" });
    }
  }
  return { applied, seeded };
}
