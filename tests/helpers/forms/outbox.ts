/**
 * The e-mail the server under test wrote: without SMTP it writes each message as an .eml file in
 * DATA_DIR/outbox (e2eDataDir here), which the tests read as the mailbox of the visitor.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { e2eDataDir } from "../../../playwright.config";
import { readMail, type ReadMail } from "../backend/mime";

/** Every message written so far to `address` (its To), oldest first, by the site on `dataDir`. */
export async function mailsWrittenTo(address: string, dataDir = e2eDataDir): Promise<ReadMail[]> {
  const directory = path.join(dataDir, "outbox");
  const files = (await readdir(directory).catch(() => [])).filter((file) => file.endsWith(".eml")).sort();
  const mails: ReadMail[] = [];
  for (const file of files) {
    const mail = readMail(await readFile(path.join(directory, file), "utf8").catch(() => ""));
    if (mail.to.toLowerCase().includes(address.toLowerCase())) mails.push(mail);
  }
  return mails;
}

/** Waits for a message to `address` whose subject matches, and returns it. */
export async function mailTo(address: string, subject: RegExp = /./): Promise<ReadMail> {
  let found: ReadMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsWrittenTo(address)).findLast((mail) => subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The first link in a message's text that starts with `prefix` (a path of the site). */
export function linkIn(mail: ReadMail, pathPrefix: string): URL {
  const match = new RegExp(`https?://[^\\s/]+${pathPrefix.replace(/[.?*+^$[\]\\(){}|-]/g, "\\$&")}\\S*`).exec(
    mail.text,
  );
  if (!match) throw new Error(`no ${pathPrefix} link in "${mail.subject}"`);
  return new URL(match[0]);
}
