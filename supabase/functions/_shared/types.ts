/**
 * Interfaces the notification logic needs from its host. The Node app (PGlite, pg) and the Deno edge
 * function (postgres.js) each provide an implementation, so the same logic runs on both.
 */

/** What storing a lead came to (spec §7); the site's backend port answers the same. */
export type NotifyErrorCode = "invalid" | "duplicate" | "unavailable";
export type NotifyResult = { error: null } | { error: { message: string; code: NotifyErrorCode } };

/** A SQL connection with $1-style parameters. Rows come back as plain objects. */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(work: (tx: SqlClient) => Promise<R>): Promise<R>;
}

export type MailAttachment = { filename: string; contentType: string; content: string };

/** A fully composed e-mail. Only `to` and `replyTo` may come from a visitor, and only validated. */
export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per idempotency key, so a receiver can recognise a re-delivery. */
  messageId: string;
  attachments?: MailAttachment[];
  /** Extra header fields composed by us, never from visitor text (List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
};

export interface Mailer {
  readonly kind: string;
  send(mail: OutgoingMail): Promise<void>;
}

export type LogFields = Record<string, unknown>;
export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

export type NotificationSettings = {
  /** Company inbox that receives every lead. */
  companyInbox: string;
  /** Sender, e.g. `RTS <info@rts-soluciones.es>`. */
  mailFrom: string;
  /** Absolute origin of the public site, for links in e-mails. */
  siteUrl: string;
  /** The lead-magnet (guide) download link sent to the visitor, per language. */
  leadMagnetUrl: { es: string; en: string };
  companyName: string;
};

export type Clock = () => Date;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
