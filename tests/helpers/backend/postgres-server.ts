/**
 * A throwaway PostgreSQL 15 cluster (Debian's binaries, installed by .ci/run) on a free loopback
 * port, for tests that must run on a real server as well as on PGlite. initdb refuses to run as
 * root, so as root the cluster belongs to the `postgres` system user.
 */
import { execFile } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../forms/free-port";

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export type PostgresServer = { url: string; stop(): Promise<void> };

export async function startPostgres(): Promise<PostgresServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), "rts-pg-"));
  const dataDir = path.join(root, "data");
  const asRoot = process.getuid?.() === 0;
  const command = async (binary: string, args: string[]) => {
    const file = path.join(BIN, binary);
    if (asRoot) await run("runuser", ["-u", "postgres", "--", file, ...args]);
    else await run(file, args);
  };
  if (asRoot) {
    const { uid, gid } = await run("id", ["postgres"]).then(({ stdout }) => ({
      uid: Number(/uid=(\d+)/.exec(stdout)?.[1]),
      gid: Number(/gid=(\d+)/.exec(stdout)?.[1]),
    }));
    chownSync(root, uid, gid);
  }
  const port = await freePort();
  await command("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  await command("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(root, "server.log"),
    "-w",
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c fsync=off`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await command("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}
