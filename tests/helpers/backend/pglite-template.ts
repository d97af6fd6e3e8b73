/**
 * A migrated and seeded PGlite data directory, prepared once (initdb is the slow part) and copied
 * for each test. Keyed by the content of supabase/, so editing a migration or the seed rebuilds it.
 */
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareDatabase } from "~/services/backend/migrations.server";
import { openPglite } from "~/services/backend/pglite.server";
import { silentLog } from "./logs";

export const SUPABASE_DIR = path.resolve("supabase");

function contentKey(): string {
  const hash = createHash("sha256");
  const migrations = path.join(SUPABASE_DIR, "migrations");
  for (const file of readdirSync(migrations).sort())
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  hash.update(readFileSync(path.join(SUPABASE_DIR, "seed.sql")));
  hash.update(readFileSync(path.resolve("app/services/backend/local-shim.server.ts")));
  return hash.digest("hex").slice(0, 16);
}

const DAY_MS = 24 * 60 * 60 * 1000;

let templatePromise: Promise<string> | undefined;

async function buildTemplate(): Promise<string> {
  const root = path.join(os.tmpdir(), "rts-backend-tests");
  const template = path.join(root, `template-${contentKey()}`);
  if (existsSync(path.join(template, "READY"))) return template;
  const staging = mkdtempSync(path.join(os.tmpdir(), "rts-template-"));
  const connection = await openPglite(path.join(staging, "pglite"));
  await prepareDatabase(connection, { supabaseDir: SUPABASE_DIR, seed: true, log: silentLog });
  await connection.close();
  cpSync(path.join(staging, "pglite"), path.join(staging, "data", "pglite"), { recursive: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(staging, "data", "READY"), new Date().toISOString());
  try {
    renameSync(path.join(staging, "data"), template);
  } catch {
    // Another worker won the race; its template is equivalent.
  }
  // Templates of older migrations/seeds are no longer useful, but another checkout's suite running
  // side by side may be copying its own right now: only a day-old one is surely abandoned.
  for (const entry of readdirSync(root)) {
    const other = path.join(root, entry);
    if (entry.startsWith("template-") && other !== template && Date.now() - statSync(other).mtimeMs > DAY_MS)
      rmSync(other, { recursive: true, force: true });
  }
  rmSync(staging, { recursive: true, force: true });
  return template;
}

/** A fresh DATA_DIR (with `pglite/` migrated and seeded) under the system temp directory. */
export async function freshDataDir(): Promise<string> {
  templatePromise ??= buildTemplate();
  const template = await templatePromise;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rts-data-"));
  cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

export function removeDir(directory: string): void {
  rmSync(directory, { recursive: true, force: true });
}
