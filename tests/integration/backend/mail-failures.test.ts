/**
 * Mail failures that must not linger or leak (issue 9, items 2, 3 and 10): a permanent SMTP refusal
 * is failed at once and stored/logged without the address; the .eml outbox recovers once its folder
 * can be made, and writes files for the owner only.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { createFileMailer } from "~/services/mailer/file-mailer.server";
import { redactPersonal } from "~shared/types";
import { parsedLead } from "../../helpers/backend/lead";
import { memoryLog } from "../../helpers/backend/logs";
import { openTestBackend } from "../../helpers/backend/open";
import { removeDir } from "../../helpers/backend/pglite-template";

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe("a permanent refusal", () => {
  it("SMTP 550 for the recipient: failed after one attempt, logged and stored without the address", async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(address, _session, callback) {
        const error = Object.assign(
          new Error(`5.1.1 <${address.address}>: Recipient address rejected from [198.51.100.7]`),
          {
            responseCode: 550,
          },
        );
        callback(error);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo).port;
    const { backend, dataDir, log } = await openTestBackend({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL_TO: "buzon.secreto@rts.test" },
    });
    try {
      const result = await backend.notify(
        parsedLead({ type: "contact", data: { name: "Ana", email: "ana.privada@pyme.test", message: "Hola" } }),
      );
      expect(result).toEqual({ error: null });
      await backend.settled();
      const rows = await backend.sql.query<{ status: string; attempts: number; last_error: string }>(
        "select status, attempts, last_error from public.notification_outbox",
      );
      // The company's notice and the visitor's acknowledgement, each refused once and given up.
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ status: "failed", attempts: 1 });
        expect(row.last_error).toMatch(/550/);
      }
      const everything = JSON.stringify(rows) + JSON.stringify(log.entries);
      expect(everything).not.toContain("buzon.secreto");
      expect(everything).not.toContain("ana.privada");
      expect(everything).not.toContain("198.51.100.7");
      expect(log.entries.find((entry) => entry.event === "outbox.gave_up")?.fields).toMatchObject({
        permanent: true,
      });
    } finally {
      await backend.close();
      removeDir(dataDir);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("redaction takes out e-mail and IP addresses, and nothing else", () => {
    expect(redactPersonal("550 <ana@pyme.test> from [203.0.113.9] (2001:db8::1:2:3) at 10:20")).toBe(
      "550 <<address>> from [<ip>] (<ip>) at 10:20",
    );
  });
});

describe("the .eml outbox", () => {
  it("recovers by itself once its folder can be made; files are the owner's only", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "rts-eml-"));
    folders.push(root);
    // A file where the folder should be: mkdir fails.
    const blocked = path.join(root, "data");
    writeFileSync(blocked, "not a folder");
    const mailer = createFileMailer(path.join(blocked, "outbox"), memoryLog());
    const mail = {
      from: "RTS <info@rts.test>",
      to: "leads@rts.test",
      subject: "Prueba",
      text: "Hola",
      html: "<p>Hola</p>",
      messageId: "<contact.1.company@rts.test>",
    };
    await expect(mailer.send(mail)).rejects.toThrow();
    rmSync(blocked);
    await mailer.send(mail);
    const folder = path.join(blocked, "outbox");
    const [file] = readdirSync(folder);
    expect(statSync(path.join(folder, file)).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });
});
