import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";

/**
 * The local outbox (DATA_DIR/outbox): one `.eml` file per e-mail written without SMTP
 * (app/services/mailer/file-mailer.server.ts names them `<ISO time with - for : and .>-<id>.eml`).
 */
export type EmlFile = { name: string; file: string; writtenAt: Date };

async function listEml(directory: string): Promise<EmlFile[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: EmlFile[] = [];
  for (const name of names.filter((entry) => entry.endsWith(".eml")).sort()) {
    const file = path.join(directory, name);
    const stamp = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(name);
    const writtenAt = stamp ? new Date(`${stamp[1]}:${stamp[2]}:${stamp[3]}.${stamp[4]}Z`) : (await stat(file)).mtime;
    files.push({ name, file, writtenAt });
  }
  return files;
}

/** Deletes the `.eml` files written before `cutoff`; returns their names. */
export async function removeEmlWrittenBefore(directory: string, cutoff: Date): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await listEml(directory)) {
    if (entry.writtenAt < cutoff) {
      await rm(entry.file, { force: true });
      removed.push(entry.name);
    }
  }
  return removed;
}

/** The addresses in a message's To, Cc and Reply-To headers, lower-cased. */
function headerAddresses(raw: string): string[] {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  return headers
    .split(/\r?\n/)
    .filter((line) => /^(?:to|cc|reply-to):/i.test(line))
    .flatMap((line) => line.match(/[^\s<>,;:"()]+@[^\s<>,;:"()]+/g) ?? [])
    .map((address) => address.toLowerCase());
}

/**
 * The `.eml` files of an address (issue 27 item 9): `own`, addressed to it or replying to it (the
 * company's copy of the person's lead) in their headers; `mentions`, files that only name it
 * elsewhere (another person's message that quotes it, quoted-printable soft breaks undone), which
 * are listed for the operator to judge and never exported or erased on their own.
 */
export async function emlFilesOf(directory: string, email: string): Promise<{ own: EmlFile[]; mentions: EmlFile[] }> {
  const address = email.trim().toLowerCase();
  // The whole address, not a part of a longer one (ana@example.com is not in mariana@example.com).
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const named = new RegExp(`(?<![\\w.%+-])${escaped}(?![\\w-]|\\.\\w)`, "i");
  const own: EmlFile[] = [];
  const mentions: EmlFile[] = [];
  for (const entry of await listEml(directory)) {
    const raw = await readFile(entry.file, "utf8");
    if (headerAddresses(raw).includes(address)) own.push(entry);
    else if (named.test(raw.replace(/=\r?\n/g, ""))) mentions.push(entry);
  }
  return { own, mentions };
}
