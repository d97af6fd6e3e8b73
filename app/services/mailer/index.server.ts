import path from "node:path";
import type { Logger, Mailer } from "~shared/types";
import { createFileMailer } from "./file-mailer.server";
import { createSmtpMailer } from "./smtp-mailer.server";

export type { Mailer, OutgoingMail } from "~shared/types";
export { createFileMailer, createSmtpMailer };

/** SMTP when SMTP_URL is set, else `.eml` files in DATA_DIR/outbox. */
export function createMailer(config: { smtpUrl?: string; dataDir: string }, log: Logger): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl);
  return createFileMailer(path.join(config.dataDir, "outbox"), log);
}
