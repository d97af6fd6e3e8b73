/**
 * One process per embedded data folder (decision 073): a second opener is refused with a message
 * naming the folder, and a crashed holder never leaves the folder locked.
 * Two server.js processes on one DATA_DIR: tests/e2e/server.http.spec.ts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LOCK_FILE_NAME, lockDataDir } from "~/services/backend/data-dir-lock.server";
import { openTestBackend } from "../../helpers/backend/open";
import { freshDataDir, removeDir } from "../../helpers/backend/pglite-template";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "rts-lock-"));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) removeDir(dir);
});

const owner = (fields: Record<string, unknown>) =>
  JSON.stringify({ host: hostname(), started: null, token: "old", since: "2026-01-01T00:00:00.000Z", ...fields });

describe("data folder lock", () => {
  it("a second holder is refused with the folder's name; released, the folder is free again", () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`data folder ${dir.replace(/[/\\.]/g, "\\$&")} is already in use`),
    );
    first.release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    lockDataDir(dir).release();
  });

  it("a lock left by a process that died is taken over at once", () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    writeFileSync(path.join(dir, LOCK_FILE_NAME), owner({ pid: Number(dead.stdout.toString()) }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.file, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("a pid now used by another process (started later) is not the holder", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), owner({ pid: process.pid, started: "1" }));
    lockDataDir(dir).release();
  });

  it("a holder on another machine counts while it refreshes the lock, and is stale a minute after", () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE_NAME);
    writeFileSync(file, owner({ pid: 1, host: "other-machine" }));
    expect(() => lockDataDir(dir)).toThrow(/process 1 on other-machine/);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(file, twoMinutesAgo, twoMinutesAgo);
    lockDataDir(dir).release();
  });

  it("the embedded backend takes it: a second open of the same DATA_DIR fails and the first keeps working", async () => {
    const dataDir = await freshDataDir();
    dirs.push(dataDir);
    const { backend } = await openTestBackend({ dataDir });
    try {
      await expect(openTestBackend({ dataDir })).rejects.toThrow(/is already in use/);
      expect(await backend.sql.query("select 1 as one")).toEqual([{ one: 1 }]);
    } finally {
      await backend.close();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
