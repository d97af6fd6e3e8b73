import { mkdir } from "node:fs/promises";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import type { ScriptRunner } from "./migrations.server";

export type PgliteConnection = ScriptRunner & { readonly db: PGlite; close(): Promise<void> };

type Queryable = Pick<Transaction, "query" | "exec">;

function runner(target: Queryable, transaction: ScriptRunner["transaction"]): ScriptRunner {
  return {
    async exec(script) {
      await target.exec(script);
    },
    async query<T>(text: string, params?: unknown[]) {
      const result = await target.query<T>(text, params as unknown[] | undefined);
      return result.rows;
    },
    transaction,
  };
}

function wrapTransaction(tx: Transaction): ScriptRunner {
  // PGlite has one connection: a nested transaction just continues the outer one.
  const self: ScriptRunner = runner(tx, (work) => work(self));
  return self;
}

/** Opens (creating on first use) an embedded PostgreSQL in `directory`, or in memory with null. */
export async function openPglite(directory: string | null): Promise<PgliteConnection> {
  if (directory) await mkdir(directory, { recursive: true });
  const db = await PGlite.create(directory ?? undefined, { extensions: { citext, pgcrypto, uuid_ossp } });
  const base = runner(db, (work) => db.transaction((tx) => work(wrapTransaction(tx))));
  return { ...base, db, close: () => db.close() };
}
