/**
 * A real PostgreSQL-protocol server (PGlite behind pglite-socket) on a free port, migrated and
 * seeded (by the test template or by the site at start), that a test can shut down to make the site's database fail for
 * real (DATABASE_URL pointing at a closed server).
 */
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { freePort } from "./free-port";
import path from "node:path";

export type ClosableDatabase = { url: string; close(): Promise<void> };

/** `dataDir`: a prepared DATA_DIR (its pglite/ is served), or null for an empty in-memory database. */
export async function startClosableDatabase(dataDir: string | null): Promise<ClosableDatabase> {
  const db = await PGlite.create(dataDir ? path.join(dataDir, "pglite") : undefined, {
    extensions: { citext, pgcrypto, uuid_ossp },
  });
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: 20 });
  await server.start();
  let closed = false;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async close() {
      if (closed) return;
      closed = true;
      await server.stop();
      await db.close();
    },
  };
}
