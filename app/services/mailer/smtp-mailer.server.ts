import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { redactPersonal, type Mailer, type OutgoingMail } from "~shared/types";

/** nodemailer options for a composed mail; never reads files or URLs named by content. */
export function nodemailerMessage(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: mail.headers,
    disableFileAccess: true,
    disableUrlAccess: true,
    // nodemailer sends it as a text/calendar alternative and as an .ics attachment (RFC 6047).
    icalEvent: mail.invitation,
  };
}

/**
 * Sending runs in the background (decision 178), so these bound how long one pass can hang on a
 * mail server that accepts the connection and never answers, not a visitor's wait.
 */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 } as const;

/**
 * A send that failed, in words fit for a log: addresses taken out. `permanent` when the server
 * refused with a 5xx answer (550 unknown recipient, 553 bad address...): no retry would change it.
 */
export class MailSendError extends Error {
  readonly permanent: boolean;
  readonly responseCode?: number;
  constructor(error: unknown) {
    const raw = error as { message?: unknown; responseCode?: unknown; code?: unknown };
    const responseCode = typeof raw?.responseCode === "number" ? raw.responseCode : undefined;
    const text = typeof raw?.message === "string" ? raw.message : String(error);
    super(redactPersonal(`${typeof raw?.code === "string" ? `${raw.code}: ` : ""}${text}`).slice(0, 500));
    this.name = "MailSendError";
    this.responseCode = responseCode;
    this.permanent = responseCode !== undefined && responseCode >= 500 && responseCode < 600;
  }
}

/** SMTP through nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465 */
export function createSmtpMailer(
  smtpUrl: string,
  timeouts: { connectionMs: number; greetingMs: number; socketMs: number } = SMTP_TIMEOUTS,
): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    // One connection kept open between the mails of a pass (a process sends one at a time,
    // decision 168): a handshake per connection, not per mail.
    pool: true,
    maxConnections: 1,
  } as SMTPTransport.Options);
  return {
    kind: "smtp",
    async send(mail) {
      try {
        await transport.sendMail(nodemailerMessage(mail));
      } catch (error) {
        throw new MailSendError(error);
      }
    },
    close() {
      transport.close();
    },
  };
}
