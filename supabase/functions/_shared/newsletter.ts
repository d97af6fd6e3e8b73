/**
 * Newsletter double opt-in and unsubscribe (docs/decisions/135), host-independent like
 * notifications.ts: the Node app and the edge function run the same code on their own SQL client.
 *
 * - Subscribing stores the address 'pending' and queues a confirmation e-mail (a repeated pending
 *   address gets a new one, at most MAX_CONFIRMATIONS in all); a confirmed address is a duplicate.
 * - The confirmation link makes it 'confirmed' and queues the welcome and the company's notice.
 * - The unsubscribe link (page or RFC 8058 one-click POST) deletes the address and its e-mail, and
 *   puts a hash of the address on the suppression list (decision 202): subscribing it again sends at
 *   most one confirmation every SUPPRESSED_CONFIRMATION_DAYS, until the person confirms anew.
 */
import { newsletterConfirmationMail, newsletterMails, type ComposedMail } from "./emails.ts";
import { newsletterUrl, signToken, unsubscribeLinks, verifyToken, type LinkPurpose } from "./newsletter-links.ts";
import type { NotificationDeps } from "./notifications.ts";
import { SOURCE_COLUMNS, sourceValues } from "./form-fields.ts";
import { enqueueLeadMails, sendCommitted } from "./outbox.ts";
import type { LeadSource, NewsletterSubscription } from "./schemas.ts";
import type { NotificationSettings, SqlClient } from "./types.ts";
import { errorMessage } from "./types.ts";
import type { Lang } from "../../../app/i18n/language.ts";

/** Confirmation e-mails one pending address can receive (the first and two reminders asked for). */
export const MAX_CONFIRMATIONS = 3;

/** A suppressed (unsubscribed) address gets at most one confirmation e-mail in this many days. */
export const SUPPRESSED_CONFIRMATION_DAYS = 30;

/** The suppression list's key of an address: SHA-256 of its lower-case form, in SQL (`$n` the address). */
const emailHash = (param: string) => `encode(sha256(convert_to(lower(${param}), 'UTF8')), 'hex')`;

/**
 * Whether a confirmation may go to this address: always, unless it is on the suppression list;
 * then once every SUPPRESSED_CONFIRMATION_DAYS (the time is noted here, in the lead's transaction).
 */
async function mayAskToConfirm(tx: SqlClient, email: string): Promise<boolean> {
  const [suppressed] = await tx.query<{ ask: boolean }>(
    `select (last_confirmation_at is null
             or last_confirmation_at < now() - make_interval(days => $2)) as ask
       from public.newsletter_suppressions where email_hash = ${emailHash("$1::text")} for update`,
    [email, SUPPRESSED_CONFIRMATION_DAYS],
  );
  if (!suppressed) return true;
  if (!suppressed.ask) return false;
  await tx.query(
    `update public.newsletter_suppressions set last_confirmation_at = now() where email_hash = ${emailHash("$1::text")}`,
    [email],
  );
  return true;
}

/** Inside the lead's transaction: the pending row and its confirmation e-mail, or a duplicate. */
export async function storePendingSubscriber(
  tx: SqlClient,
  subscription: NewsletterSubscription,
  settings: NotificationSettings,
  /** The submission's key (decision 123): the same form sent again stores and sends nothing. */
  key: string | null,
): Promise<{ leadId: string; mails: ComposedMail[] } | { duplicate: true } | { replay: true }> {
  const lang = subscription.lang ?? "es";
  // citext makes the unique e-mail case-insensitive; DO NOTHING (on the address or the key) keeps
  // the transaction usable.
  const inserted = await tx.query<{ id: string }>(
    `insert into public.newsletter_subscribers (email, lang, status, ${SOURCE_COLUMNS}, submission_key)
     values ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9)
     on conflict do nothing
     returning id::text as id`,
    [subscription.email, lang, ...sourceValues(subscription), key],
  );
  let leadId = inserted[0]?.id;
  let sent = 0;
  if (!leadId && key) {
    const same = await tx.query("select 1 from public.newsletter_subscribers where submission_key = $1", [key]);
    if (same.length > 0) return { replay: true };
  }
  if (!leadId) {
    const [existing] = await tx.query<{ id: string; status: string; sent: number }>(
      `select s.id::text as id, s.status,
              (select count(*) from public.notification_outbox o
                where o.lead_type = 'newsletter' and o.lead_id = s.id and o.kind like 'confirmation%')::int as sent
         from public.newsletter_subscribers s
        where lower(s.email::text) = lower($1)
          for update`,
      [subscription.email],
    );
    if (!existing) throw new Error("newsletter subscriber vanished while subscribing");
    if (existing.status === "confirmed") return { duplicate: true };
    leadId = String(existing.id);
    sent = Number(existing.sent);
    if (sent >= MAX_CONFIRMATIONS) return { leadId, mails: [] };
  }
  if (!(await mayAskToConfirm(tx, subscription.email))) return { leadId, mails: [] };
  const confirmUrl = newsletterUrl(settings.siteUrl, "confirm", lang, await signToken(tx, "confirm", leadId));
  const links = await unsubscribeLinks(tx, settings.siteUrl, lang, leadId);
  const kind = sent === 0 ? "confirmation" : (`confirmation-${sent + 1}` as const);
  return {
    leadId,
    mails: [
      await newsletterConfirmationMail(settings, subscription, {
        confirmUrl,
        unsubscribeUrl: links.pageUrl,
        headers: links.headers,
        kind,
      }),
    ],
  };
}

/**
 * What following a link came to: `confirmed` (now, or `already-confirmed` before), `expired` (a
 * genuine confirmation link whose pending address is gone: expired or unsubscribed), `unsubscribed`
 * (also when the address was already gone: the visitor's wish holds either way), `invalid` (not a
 * link of ours).
 */
export type NewsletterLinkOutcome = "confirmed" | "already-confirmed" | "expired" | "unsubscribed" | "invalid";

export type NewsletterLinkResult =
  | { status: 200; outcome: Exclude<NewsletterLinkOutcome, "invalid"> }
  | { status: 400; outcome: "invalid" }
  | { status: 503; outcome: null };

type Changed = { outcome: Exclude<NewsletterLinkOutcome, "invalid"> | "invalid"; outboxIds: string[] };

async function confirm(tx: SqlClient, token: string, deps: NotificationDeps, now: Date): Promise<Changed> {
  const id = await verifyToken(tx, "confirm", token);
  if (!id) return { outcome: "invalid", outboxIds: [] };
  const [row] = await tx.query<{ email: string; lang: Lang } & LeadSource>(
    `update public.newsletter_subscribers
        set status = 'confirmed', confirmed_at = $2::timestamptz
      where id = $1::bigint and status = 'pending'
      returning email::text as email, lang, ${SOURCE_COLUMNS}`,
    [id, now.toISOString()],
  );
  if (!row) {
    const [existing] = await tx.query<{ status: string }>(
      "select status from public.newsletter_subscribers where id = $1::bigint",
      [id],
    );
    return { outcome: existing?.status === "confirmed" ? "already-confirmed" : "expired", outboxIds: [] };
  }
  // Confirmed anew: off the suppression list.
  await tx.query(`delete from public.newsletter_suppressions where email_hash = ${emailHash("$1::text")}`, [row.email]);
  const links = await unsubscribeLinks(tx, deps.settings.siteUrl, row.lang, id);
  const mails = await newsletterMails(
    deps.settings,
    // The company's notice says where the address was given (the source stored when subscribing).
    row,
    { leadId: id, unsubscribeUrl: links.pageUrl, headers: links.headers },
  );
  const outboxIds = await enqueueLeadMails(tx, "newsletter", id, mails, deps.settings, now);
  return { outcome: "confirmed", outboxIds };
}

async function unsubscribe(tx: SqlClient, token: string): Promise<Changed> {
  const id = await verifyToken(tx, "unsubscribe", token);
  if (!id) return { outcome: "invalid", outboxIds: [] };
  // The address and every e-mail about it: nothing of the subscription is kept but a hash of the
  // address on the suppression list, so that no one else can have it mailed again at will.
  await tx.query(
    `insert into public.newsletter_suppressions (email_hash)
     select ${emailHash("email::text")} from public.newsletter_subscribers where id = $1::bigint
     on conflict (email_hash) do update set suppressed_at = now(), last_confirmation_at = null`,
    [id],
  );
  await tx.query("delete from public.notification_outbox where lead_type = 'newsletter' and lead_id = $1::bigint", [
    id,
  ]);
  await tx.query("delete from public.newsletter_subscribers where id = $1::bigint", [id]);
  return { outcome: "unsubscribed", outboxIds: [] };
}

/** Follows a confirmation or unsubscribe link (a token from an e-mail); never throws. */
export async function followNewsletterLink(
  deps: NotificationDeps,
  purpose: LinkPurpose,
  token: string,
): Promise<NewsletterLinkResult> {
  const now = (deps.now ?? (() => new Date()))();
  let changed: Changed;
  try {
    changed = await deps.sql.transaction((tx) =>
      purpose === "confirm" ? confirm(tx, token, deps, now) : unsubscribe(tx, token),
    );
  } catch (error) {
    deps.log.error("newsletter.link_failed", { purpose, error: errorMessage(error) });
    return { status: 503, outcome: null };
  }
  deps.log.info("newsletter.link", { purpose, outcome: changed.outcome });
  if (changed.outcome === "invalid") return { status: 400, outcome: "invalid" };
  // The welcome leaves after the answer (decision 178), like a lead's e-mails.
  await sendCommitted(deps, changed.outboxIds, "newsletter.send_deferred");
  return { status: 200, outcome: changed.outcome };
}

/**
 * The edge function's body for a link: `{ type: "newsletter-confirm" | "newsletter-unsubscribe",
 * data: { token } }`. Null when the body is not one (then it is a lead, or invalid).
 */
export function newsletterLinkRequest(body: unknown): { purpose: LinkPurpose; token: string } | null {
  if (typeof body !== "object" || body === null) return null;
  const { type, data } = body as { type?: unknown; data?: unknown };
  const purpose = type === "newsletter-confirm" ? "confirm" : type === "newsletter-unsubscribe" ? "unsubscribe" : null;
  if (!purpose) return null;
  const token = typeof data === "object" && data !== null ? (data as { token?: unknown }).token : undefined;
  // A malformed token is simply not ours: followNewsletterLink answers "invalid" without a query.
  return { purpose, token: typeof token === "string" ? token.slice(0, 100) : "" };
}
