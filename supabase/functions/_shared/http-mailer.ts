/**
 * E-mail through an HTTP API over fetch (Resend's `POST /emails` shape), for the edge function,
 * where outbound SMTP on ports 25/587 is blocked. Any provider with the same shape works via
 * EMAIL_API_URL.
 */
import type { Mailer, OutgoingMail } from "./types.ts";

export const DEFAULT_EMAIL_API_URL = "https://api.resend.com/emails";

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function createHttpMailer(config: { apiKey: string; url?: string; fetch?: typeof fetch }): Mailer {
  const doFetch = config.fetch ?? fetch;
  return {
    kind: "http-api",
    async send(mail: OutgoingMail) {
      const response = await doFetch(config.url ?? DEFAULT_EMAIL_API_URL, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${config.apiKey}`,
          "Content-Type": "application/json",
          // The API's own deduplication, keyed like our outbox.
          "Idempotency-Key": mail.messageId,
        },
        body: JSON.stringify({
          from: mail.from,
          to: [mail.to],
          reply_to: mail.replyTo ? [mail.replyTo] : undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { ...mail.headers, "Message-ID": mail.messageId },
          // The API takes attachments only: the invitation goes as one, with its iTIP method.
          attachments: mail.invitation && [
            {
              filename: mail.invitation.filename,
              content: base64(mail.invitation.content),
              content_type: `text/calendar; charset=utf-8; method=${mail.invitation.method}`,
            },
          ],
        }),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).slice(0, 200);
        throw new Error(`E-mail API answered ${response.status}: ${detail}`);
      }
    },
  };
}
