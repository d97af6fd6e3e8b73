/**
 * One process per embedded data folder (docs/decisions/073-one-process-per-data-folder.md). PGlite
 * is an in-process database: two processes on one folder each believe they own it, and leads vanish.
 *
 * The lock is a file created exclusively (O_EXCL) in DATA_DIR naming its holder. It never outlives a
 * crashed holder: on the same machine a holder whose process is gone (or whose pid now belongs to a
 * process started at another time) is stale at once; a holder on another machine sharing the folder
 * refreshes the file's time every 10 s and is stale after a minute without it.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import type { Logger } from "~shared/types";

export const LOCK_FILE_NAME = "site.lock";
const HEARTBEAT_MS = 10_000;
const OTHER_MACHINE_STALE_MS = 60_000;
/** A lock file still being written (empty) is respected this long. */
const BEING_WRITTEN_MS = 5_000;

type Owner = { pid: number; host: string; started: string | null; token: string; since: string };

export type DataDirLock = { readonly file: string; release(): void };

/** A process's start time (clock ticks since boot), to tell it from a later process with its pid. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): { owner: Owner | null; mtimeMs: number } | undefined {
  try {
    const { mtimeMs } = statSync(file);
    let owner: Owner | null = null;
    try {
      owner = JSON.parse(readFileSync(file, "utf8")) as Owner;
    } catch {
      owner = null;
    }
    return { owner, mtimeMs };
  } catch {
    return undefined; // gone meanwhile
  }
}

function holderAlive(owner: Owner | null, mtimeMs: number): boolean {
  const age = Date.now() - mtimeMs;
  if (!owner || typeof owner.pid !== "number") return age < BEING_WRITTEN_MS;
  if (owner.host !== hostname()) return age < OTHER_MACHINE_STALE_MS;
  if (!isRunning(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function describe(owner: Owner | null): string {
  return owner ? `process ${owner.pid} on ${owner.host}, since ${owner.since}` : "a process that is starting";
}

/** Takes the folder's lock or throws a message naming the folder and the process holding it. */
export function lockDataDir(dataDir: string, log?: Logger): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me: Owner = {
    pid: process.pid,
    host: hostname(),
    started: processStartTime(process.pid),
    token: randomBytes(12).toString("hex"),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = openSync(file, "wx", 0o600);
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      return holdLock(file, me, log);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const current = readOwner(file);
    if (!current) continue;
    if (holderAlive(current.owner, current.mtimeMs)) {
      throw new Error(
        `The data folder ${dataDir} is already in use by ${describe(current.owner)}. ` +
          "Two processes on one embedded database lose data: stop the other one, give this one its own DATA_DIR, " +
          "or run several instances on PostgreSQL (DATABASE_URL).",
      );
    }
    // Stale. Move it aside (atomic), and make sure it was the stale one that moved, not a lock that
    // another starting process took meanwhile; if it was not, put that one back.
    const aside = `${file}.${me.token}`;
    try {
      renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readOwner(aside);
    if (moved?.owner?.token !== current.owner?.token) {
      try {
        linkSync(aside, file);
      } catch {
        // A newer lock exists already; the moved one was not stale either way: retry from the top.
      }
    }
    unlinkSync(aside);
    if (moved?.owner?.token === current.owner?.token) {
      log?.warn("data_dir.stale_lock_removed", { dataDir, previous: describe(current.owner) });
    }
  }
  throw new Error(`Could not take the lock on the data folder ${dataDir}: another process keeps taking it.`);
}

function holdLock(file: string, me: Owner, log?: Logger): DataDirLock {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch (error) {
      log?.error("data_dir.lock_lost", { file, error: (error as Error).message });
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      const current = readOwner(file);
      if (current?.owner?.token === me.token) unlinkSync(file);
    },
  };
}
