import pg from "pg";
import type { ScriptRunner } from "./migrations.server";

export type PgConnection = ScriptRunner & { readonly pool: pg.Pool; close(): Promise<void> };

function clientRunner(client: pg.PoolClient): ScriptRunner {
  const self: ScriptRunner = {
    async exec(script) {
      await client.query(script);
    },
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query(text, params);
      return result.rows as T[];
    },
    transaction: (work) => work(self),
  };
  return self;
}

/** A PostgreSQL server through `pg` (DATABASE_URL), running the same SQL as the embedded adapter. */
export function openPg(connectionString: string, options: { max?: number } = {}): PgConnection {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  return {
    pool,
    async exec(script) {
      await pool.query(script);
    },
    async query<T>(text: string, params?: unknown[]) {
      const result = await pool.query(text, params);
      return result.rows as T[];
    },
    async transaction(work) {
      const client = await pool.connect();
      // A server that goes away mid-transaction also emits 'error' on the checked-out client; the
      // failing query already reports it, and an unhandled 'error' event would crash the process.
      const ignore = () => {};
      client.on("error", ignore);
      try {
        await client.query("begin");
        const result = await work(clientRunner(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.off("error", ignore);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
