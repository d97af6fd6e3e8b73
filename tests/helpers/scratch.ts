/**
 * Where tests put their throwaway databases: a memory file system (/dev/shm) when the machine has
 * one with room to spare, else the system temp directory. A PGlite data folder is about 40 MB and
 * about a thousand files; on a busy shared disk copying and deleting one took seconds, in memory a
 * fraction of that (decision 132). Containers often give /dev/shm only 64 MB: then the disk is used.
 */
import { accessSync, constants, mkdtempSync, statfsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const MEMORY_FS = "/dev/shm";
const MIN_FREE_BYTES = 2 * 1024 ** 3;

function memoryFsWithRoom(): boolean {
  try {
    accessSync(MEMORY_FS, constants.W_OK);
    const stats = statfsSync(MEMORY_FS);
    return stats.bavail * stats.bsize >= MIN_FREE_BYTES;
  } catch {
    return false;
  }
}

let root: string | undefined;

/** The folder under which scratch folders are made (decided once per process). */
export function scratchRoot(): string {
  root ??= memoryFsWithRoom() ? MEMORY_FS : os.tmpdir();
  return root;
}

/** A new empty folder under scratchRoot(), named `<prefix>XXXXXX`. */
export function scratchDir(prefix: string): string {
  return mkdtempSync(path.join(scratchRoot(), prefix));
}
