import nodemailer from "nodemailer";
import type { Mailer } from "../_shared/types.ts";

/** SMTP through nodemailer (npm), for self-hosted runtimes; on Supabase prefer the HTTP API (port 465 only). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000 });
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail({
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
        // A text/calendar alternative and an .ics attachment (RFC 6047).
        icalEvent: mail.invitation,
      });
    },
  };
}
