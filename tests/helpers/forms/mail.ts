import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { e2eDataDir } from "../../../playwright.config";
import { readMail, type ReadMail } from "../backend/mime";

/**
 * Every e-mail the e2e site wrote to the local outbox (it runs without SMTP) whose To or Reply-To
 * names `address` and whose subject matches, waiting until there are at least `count`.
 */
export async function mailsAbout(address: string, subject: RegExp, count = 1): Promise<ReadMail[]> {
  const directory = path.join(e2eDataDir, "outbox");
  let found: ReadMail[] = [];
  await expect
    .poll(async () => {
      const files = (await readdir(directory).catch(() => [])).filter((file) => file.endsWith(".eml")).sort();
      found = [];
      for (const file of files) {
        const mail = readMail(await readFile(path.join(directory, file), "utf8"));
        if ((mail.to.includes(address) || mail.replyTo?.includes(address)) && subject.test(mail.subject)) {
          found.push(mail);
        }
      }
      return found.length;
    })
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The properties of the .ics attached to a mail (unfolded), e.g. `ics(mail).METHOD`. */
export function icsOf(mail: ReadMail): Record<string, string> {
  const content = mail.attachments.find((attachment) => attachment.filename === "demo.ics")?.content ?? "";
  return icsProperties(content);
}

export function icsProperties(content: string): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const line of content.replace(/\r\n[ \t]/g, "").split(/\r\n/)) {
    const colon = line.indexOf(":");
    if (colon < 1) continue;
    const name = line.slice(0, colon).split(";")[0];
    // The event's own DTSTART (not the time zone rules'): the last one wins, VEVENT comes last.
    properties[name] = line.slice(colon + 1);
  }
  return properties;
}
