/**
 * A throwaway PostgreSQL server (Debian's `postgresql` package) on a free loopback port, for tests
 * that run the site on a real server. As root it runs as the `postgres` user (created if missing).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { POSTGRES_ROOT, postgresBinDir } from "../../../scripts/test-prerequisites.mjs";
import { freePort } from "../forms/free-port";
import { scratchDir } from "../scratch";

export type PostgresServer = {
  url: string;
  port: number;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Stops the server (fast) and removes its files; again: nothing. */
  stop(): Promise<void>;
};

function binDir(): string {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      `PostgreSQL server binaries not found under ${POSTGRES_ROOT}/*/bin: install them with \`apt-get install -y postgresql\`.`,
    );
  }
  return bin;
}

const SERVICE_USER = "postgres";

/** PostgreSQL refuses to run as root: as root, the `postgres` account (created if missing) runs it. */
function serviceAccount(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  if (spawnSync("id", ["-u", SERVICE_USER]).status !== 0) {
    execFileSync("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", SERVICE_USER]);
  }
  const id = (flag: string) => Number(execFileSync("id", [flag, SERVICE_USER], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  const port = await freePort();
  const root = scratchDir("rts-postgres-");
  const data = path.join(root, "data");
  const account = serviceAccount();
  if (account) chownSync(root, account.uid, account.gid);
  const run = (command: string, args: string[]) => {
    const program = path.join(bin, command);
    const result = account
      ? spawnSync("runuser", ["-u", SERVICE_USER, "--", program, ...args], { encoding: "utf8", cwd: root })
      : spawnSync(program, args, { encoding: "utf8", cwd: root });
    if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}\n${result.stderr}`);
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(root, "server.log"),
    "-w",
    "-t",
    "60",
    "-o",
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=60`,
    "start",
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let stopped = false;
  pool.on("error", () => {});
  return {
    url,
    port,
    async query<T>(text: string, params?: unknown[]) {
      return (await pool.query(text, params)).rows as T[];
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await pool.end().catch(() => {});
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
