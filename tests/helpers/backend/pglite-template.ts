/**
 * A migrated and seeded PGlite data directory, with the article files loaded, prepared once (initdb is
 * the slow part) and copied for each test. Keyed by the content of supabase/ and the article files, so
 * editing a migration, the seed or an article rebuilds it. A site started on a copy loads the article
 * files itself: its template goes without them (`articles: false`), and without importing the app's
 * article modules, which reach the route table's JSON: Playwright's loader (Node's ESM) cannot import
 * JSON without an import attribute, which the Remix compiler's esbuild cannot parse.
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

/** The article files, byte for byte (the key), read without the app's modules. */
function hashArticleFiles(hash: ReturnType<typeof createHash>, directory = path.resolve("app/content/articles")) {
  for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) hashArticleFiles(hash, file);
    else hash.update(entry.name).update(readFileSync(file));
  }
}

function contentKey(articles: boolean): string {
  const hash = createHash("sha256");
  const migrations = path.join(SUPABASE_DIR, "migrations");
  for (const file of readdirSync(migrations).sort())
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  hash.update(readFileSync(path.join(SUPABASE_DIR, "seed.sql")));
  if (articles) hashArticleFiles(hash);
  else hash.update("without articles");
  hash.update(readFileSync(path.resolve("app/services/backend/local-shim.server.ts")));
  hash.update(TEST_SETTINGS);
  return hash.digest("hex").slice(0, 16);
}

const DAY_MS = 24 * 60 * 60 * 1000;

const templates = new Map<boolean, Promise<string>>();

async function buildTemplate(articles: boolean): Promise<string> {
  const root = path.join(scratchRoot(), "rts-backend-tests");
  const template = path.join(root, `template-${contentKey(articles)}`);
  if (existsSync(path.join(template, "READY"))) return template;
  const staging = scratchDir("rts-template-");
  const connection = await openPglite(path.join(staging, "pglite"));
  await prepareDatabase(connection, { supabaseDir: SUPABASE_DIR, seed: true, log: silentLog });
  if (articles) {
    const [{ readArticleFiles }, { syncArticlesSql }] = await Promise.all([
      import("~/services/articles/article-files.server"),
      import("~/services/articles/article-sync.server"),
    ]);
    await syncArticlesSql(connection, readArticleFiles());
  }
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
export function prepareTemplate({ articles = true }: { articles?: boolean } = {}): Promise<string> {
  let template = templates.get(articles);
  if (!template) templates.set(articles, (template = buildTemplate(articles)));
  return template;
}

/** A fresh DATA_DIR (with `pglite/` migrated and seeded) under the scratch root (../scratch.ts). */
export async function freshDataDir(options: { articles?: boolean } = {}): Promise<string> {
  const template = await prepareTemplate(options);
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
