import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger, Mailer } from "~shared/types";
import { PRIVATE_FILE, PRIVATE_FOLDER } from "../backend/data-dir-permissions.server";
import { nodemailerMessage } from "./smtp-mailer.server";

/**
 * Without SMTP_URL, each e-mail becomes an RFC 5322 `.eml` file under DATA_DIR/outbox (open it with
 * any mail client) and a log line; nothing leaves the machine. The folder (0700) and the files (0600)
 * are the owner's only: they hold what visitors wrote. The folder is made again whenever it is
 * missing, so a folder that could not be created (or was removed) recovers by itself once it can be.
 */
export function createFileMailer(directory: string, log: Logger): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(mail) {
      await mkdir(directory, { recursive: true, mode: PRIVATE_FOLDER });
      const info = await composer.sendMail(nodemailerMessage(mail));
      const id = mail.messageId.replace(/[^A-Za-z0-9.-]/g, "_").replace(/^_+|_+$/g, "");
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const target = path.join(directory, `${stamp}-${id}.eml`);
      const temporary = `${target}.tmp`;
      await writeFile(temporary, info.message as Buffer, { mode: PRIVATE_FILE });
      await rename(temporary, target);
      // Never the body: only where it went and which file holds it.
      log.info("mail.written", { file: target, subject: mail.subject });
    },
  };
}
