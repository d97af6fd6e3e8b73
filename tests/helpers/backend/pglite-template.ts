/**
 * A migrated and seeded PGlite data directory, with the article files loaded,, prepared once (initdb is the slow part) and copied
 * for each test. Keyed by the content of supabase/, so editing a migration or the seed rebuilds it.
 */
import { createHash } from "node:crypto";
import {
  appendFileSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { readArticleFiles } from "~/services/articles/article-files.server";
import { syncArticlesSql } from "~/services/articles/article-sync.server";
import { prepareDatabase } from "~/services/backend/migrations.server";
import { openPglite } from "~/services/backend/pglite.server";
import { scratchDir, scratchRoot } from "../scratch";
import { silentLog } from "./logs";

export const SUPABASE_DIR = path.resolve("supabase");

/**
 * Settings written into the template's postgresql.conf, so every copy starts with them. PGlite's
 * default shared_buffers (128MB) is zeroed in WebAssembly memory at every start: about two thirds of
 * an opening's time. The tests' databases are a few MB, so 16MB changes nothing they observe and
 * makes each opening about three times faster (decision 132).
 */
const TEST_SETTINGS = "\n# tests/helpers/backend/pglite-template.ts (decision 132)\nshared_buffers = 16MB\n";

function contentKey(): string {
  const hash = createHash("sha256");
  const migrations = path.join(SUPABASE_DIR, "migrations");
  for (const file of readdirSync(migrations).sort())
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  hash.update(readFileSync(path.join(SUPABASE_DIR, "seed.sql")));
  hash.update(JSON.stringify(readArticleFiles()));
  hash.update(readFileSync(path.resolve("app/services/backend/local-shim.server.ts")));
  hash.update(TEST_SETTINGS);
  return hash.digest("hex").slice(0, 16);
}

const DAY_MS = 24 * 60 * 60 * 1000;

let templatePromise: Promise<string> | undefined;

async function buildTemplate(): Promise<string> {
  const root = path.join(scratchRoot(), "rts-backend-tests");
  const template = path.join(root, `template-${contentKey()}`);
  if (existsSync(path.join(template, "READY"))) return template;
  const staging = scratchDir("rts-template-");
  const connection = await openPglite(path.join(staging, "pglite"));
  await prepareDatabase(connection, { supabaseDir: SUPABASE_DIR, seed: true, log: silentLog });
  await syncArticlesSql(connection, readArticleFiles());
  await connection.close();
  appendFileSync(path.join(staging, "pglite", "postgresql.conf"), TEST_SETTINGS);
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

/** The template's folder, built if missing (vitest's globalSetup builds it once before the workers start). */
export function prepareTemplate(): Promise<string> {
  templatePromise ??= buildTemplate();
  return templatePromise;
}

/** A fresh DATA_DIR (with `pglite/` migrated and seeded) under the scratch root (../scratch.ts). */
export async function freshDataDir(): Promise<string> {
  const template = await prepareTemplate();
  const dataDir = scratchDir("rts-data-");
  // A copy-on-write clone where the file system offers one, a plain copy elsewhere.
  cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), {
    recursive: true,
    mode: constants.COPYFILE_FICLONE,
  });
  return dataDir;
}

export function removeDir(directory: string): void {
  rmSync(directory, { recursive: true, force: true });
}
