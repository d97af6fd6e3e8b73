/**
 * The data folder is the site's own (issue 27 item 7, decision 169): the embedded database, the
 * `.eml` outbox and the booking-link key hold what visitors wrote, so no other account on the host
 * may read them. The folder and every folder in it are 0700, every file 0600: on creation, and at
 * every start, when an existing folder (made by an older version, or copied with other modes) is
 * tightened, with a log line saying how much was changed.
 *
 * PGlite writes its files through its own file layer, which gives new files mode 0666 whatever the
 * umask: those it creates while the site runs stay closed to others by their 0700 folders, and are
 * tightened at the next start (and after an erasure, which rewrites them).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "~shared/types";

export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/** Creates `dataDir` (0700) if missing and tightens everything in it; returns what it changed. */
export function protectDataDir(dataDir: string, log?: Logger): { folders: number; files: number } {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  const changed = { folders: 0, files: 0 };
  const tighten = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_FOLDER : PRIVATE_FILE;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(target, wanted);
      if (stat.isDirectory()) changed.folders += 1;
      else changed.files += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(target)) tighten(path.join(target, name));
  };
  tighten(dataDir);
  if (changed.folders + changed.files > 0) log?.warn("data_dir.permissions_tightened", { dataDir, ...changed });
  return changed;
}
