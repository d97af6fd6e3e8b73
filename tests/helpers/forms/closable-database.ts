/**
 * A real PostgreSQL-protocol server (PGlite behind pglite-socket) on a free port, migrated and
 * seeded from the test template, that a test can shut down to make the site's database fail for
 * real (DATABASE_URL pointing at a closed server).
 */
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { createServer } from "node:net";
import path from "node:path";
import { freshDataDir, removeDir } from "../backend/pglite-template";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export type ClosableDatabase = { url: string; close(): Promise<void> };

export async function startClosableDatabase(): Promise<ClosableDatabase> {
  const dataDir = await freshDataDir();
  const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { citext, pgcrypto, uuid_ossp } });
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
      removeDir(dataDir);
    },
  };
}
