import pg from "pg";
import type { ScriptRunner } from "./migrations.server";

export type PgConnection = ScriptRunner & {
  readonly pool: pg.Pool;
  /** Runs `work` on one connection holding a session advisory lock: one instance at a time. */
  exclusive<R>(work: (runner: ScriptRunner) => Promise<R>): Promise<R>;
  close(): Promise<void>;
};

/** The advisory lock key instances take to apply migrations one at a time ("rts-site" in ASCII). */
const MIGRATION_LOCK_KEY = "8247343456669234277";

/** A runner on one checked-out client whose transactions are real (begin/commit on that client). */
function sessionRunner(client: pg.PoolClient): ScriptRunner {
  return { ...clientRunner(client), transaction: (work) => inTransaction(client, work) };
}

async function inTransaction<R>(client: pg.PoolClient, work: (runner: ScriptRunner) => Promise<R>): Promise<R> {
  await client.query("begin");
  try {
    const result = await work(clientRunner(client));
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
}

/** Runs `work` on a client checked out of the pool, handed back whatever happens. */
async function withClient<R>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<R>): Promise<R> {
  const client = await pool.connect();
  // A server that goes away mid-transaction also emits 'error' on the checked-out client; the
  // failing query already reports it, and an unhandled 'error' event would crash the process.
  const ignore = () => {};
  client.on("error", ignore);
  try {
    return await work(client);
  } finally {
    client.off("error", ignore);
    client.release();
  }
}

/** A runner on one client already inside a transaction: nested transactions join it. */
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
    transaction: (work) => withClient(pool, (client) => inTransaction(client, work)),
    exclusive: (work) =>
      withClient(pool, async (client) => {
        await client.query("select pg_advisory_lock($1::bigint)", [MIGRATION_LOCK_KEY]);
        try {
          return await work(sessionRunner(client));
        } finally {
          await client.query("select pg_advisory_unlock($1::bigint)", [MIGRATION_LOCK_KEY]).catch(() => {});
        }
      }),
    close: () => pool.end(),
  };
}

/** A session advisory lock held on a connection of its own for as long as the process wants it. */
export type SessionLock = {
  /** True while the lock is held (false while the connection is lost and being made again). */
  held(): boolean;
  release(): Promise<void>;
};

/** How long to wait before connecting again after the lock's connection was lost. */
const RELOCK_DELAY_MS = 2_000;

/**
 * Holds `pg_advisory_lock` on the key `hashtextextended(name, 0)` on a dedicated connection (not
 * the pool's: a session that holds a lock would see it as free when asking). The server releases it
 * the moment the connection goes, which is how other instances learn this one is gone (decision
 * 168). A lost connection is made again, and the lock taken again, every two seconds.
 */
export async function holdSessionLock(
  connectionString: string,
  name: string,
  onLost: (error: unknown) => void,
): Promise<SessionLock> {
  let client: pg.Client | null = null;
  let released = false;
  // Before the first lock the caller hears of a failure itself; after it, the lock is taken again.
  let started = false;
  let retry: NodeJS.Timeout | undefined;

  /** Connects and takes the lock; a later loss (or a failed attempt) tries again after a pause. */
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
    let gone = false;
    const lost = (error: unknown) => {
      if (gone) return;
      gone = true;
      if (client === next) client = null;
      next.end().catch(() => {});
      if (released || !started) return;
      onLost(error);
      retry = setTimeout(() => void connect().catch(() => {}), RELOCK_DELAY_MS);
      retry.unref();
    };
    next.on("error", lost);
    next.on("end", () => lost(new Error("connection ended")));
    try {
      await next.connect();
      await next.query("select pg_advisory_lock(hashtextextended($1, 0))", [name]);
    } catch (error) {
      lost(error);
      throw error;
    }
    if (released) await next.end().catch(() => {});
    else if (!gone) client = next;
  };
  await connect();
  started = true;
  return {
    held: () => client !== null,
    async release() {
      released = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
