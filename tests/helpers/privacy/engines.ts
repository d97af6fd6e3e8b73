/**
 * The two SQL engines the privacy tests run on: embedded PGlite (a fresh copy of the prepared data
 * directory per test) and a real PostgreSQL server (a fresh database per test, copied from one
 * migrated and seeded template database made when the server starts: decision 132). Each opening
 * writes e-mail as .eml files into its DATA_DIR/outbox, like the site without SMTP.
 */
import path from "node:path";
import pg from "pg";
import { createFileMailer } from "~/services/mailer/file-mailer.server";
import type { SqlSiteBackend } from "~/services/backend/index.server";
import type { Mailer } from "~shared/types";
import { prepareDatabase } from "~/services/backend/migrations.server";
import { openPg } from "~/services/backend/pg.server";
import { silentLog } from "../backend/logs";
import { openTestBackend } from "../backend/open";
import { freshDataDir, removeDir, SUPABASE_DIR } from "../backend/pglite-template";
import { scratchDir } from "../scratch";
import { startPostgres, type PostgresServer } from "../server/postgres";

export type Opened = {
  backend: SqlSiteBackend;
  dataDir: string;
  outboxDir: string;
  /** The environment a command needs to reach the same database. */
  env: Record<string, string>;
  /** Closes the database (a command can then open it). */
  close(): Promise<void>;
  /** Closes it and deletes the data folder. */
  dispose(): Promise<void>;
};

export type Engine = {
  name: "PGlite" | "PostgreSQL";
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A new, migrated database; `mailer` replaces the .eml writer when given; `env` adds settings. */
  open(options?: { mailer?: Mailer; env?: Record<string, string> }): Promise<Opened>;
  /** The same database again (after a command used it). */
  reopen(opened: Opened): Promise<Opened>;
};

function fileMailer(dataDir: string): Mailer {
  return createFileMailer(path.join(dataDir, "outbox"), silentLog);
}

async function wrap(
  dataDir: string,
  env: Record<string, string>,
  mailer: Mailer | undefined,
  drop: () => Promise<void>,
): Promise<Opened> {
  const { backend } = await openTestBackend({ dataDir, env, mailer: mailer ?? fileMailer(dataDir) });
  return {
    backend,
    dataDir,
    outboxDir: path.join(dataDir, "outbox"),
    env: { DATA_DIR: dataDir, ...env },
    close: () => backend.close(),
    async dispose() {
      await backend.close();
      await drop();
    },
  };
}

export const pgliteEngine: Engine = {
  name: "PGlite",
  // The prepared data directory is built once (initdb is slow); later copies are quick.
  start: async () => removeDir(await freshDataDir()),
  stop: async () => {},
  async open(options = {}) {
    const dataDir = await freshDataDir();
    return wrap(dataDir, { ...options.env }, options.mailer, async () => removeDir(dataDir));
  },
  async reopen(opened) {
    return wrap(opened.dataDir, {}, undefined, async () => removeDir(opened.dataDir));
  },
};

let server: PostgresServer | undefined;
let databases = 0;
const TEMPLATE_DATABASE = "privacy_template";

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client(url);
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds a template database once; each test's database is a copy (no migrations re-run). */
async function createTemplateDatabase(url: string): Promise<void> {
  await adminQuery(url, `create database ${TEMPLATE_DATABASE}`);
  const connection = openPg(url.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`), { max: 1 });
  try {
    await prepareDatabase(connection, { supabaseDir: SUPABASE_DIR, seed: true, log: silentLog });
  } finally {
    await connection.close();
  }
}

export const postgresEngine: Engine = {
  name: "PostgreSQL",
  async start() {
    server = await startPostgres();
    await createTemplateDatabase(server.url);
  },
  async stop() {
    await server?.stop();
    server = undefined;
  },
  async open(options = {}) {
    if (!server) throw new Error("start the PostgreSQL engine first");
    databases += 1;
    const name = `privacy_${process.pid}_${databases}`;
    await adminQuery(server.url, `create database ${name} template ${TEMPLATE_DATABASE}`);
    const dataDir = scratchDir("rts-data-");
    const url = server.url.replace(/\/postgres$/, `/${name}`);
    return wrap(dataDir, { ...options.env, DATABASE_URL: url }, options.mailer, async () => removeDir(dataDir));
  },
  async reopen(opened) {
    return wrap(opened.dataDir, { DATABASE_URL: opened.env.DATABASE_URL }, undefined, async () =>
      removeDir(opened.dataDir),
    );
  },
};

export const engines = [pgliteEngine, postgresEngine];
