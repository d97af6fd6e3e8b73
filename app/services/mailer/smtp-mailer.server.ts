import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { Mailer, OutgoingMail } from "~shared/types";

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
    attachments: (mail.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}

/** SMTP through nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465 */
export function createSmtpMailer(smtpUrl: string, options: { timeoutMs?: number } = {}): Mailer & { close(): void } {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 2,
  } as SMTPTransport.Options);
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail(nodemailerMessage(mail));
    },
    close() {
      transport.close();
    },
  };
}
