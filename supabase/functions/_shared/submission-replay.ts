/**
 * When a lead's submission key (decision 123) answers a post with the first outcome (decision 166):
 * only for the same submission retried soon after, while what it stored still stands. The key is
 * bound to the rendered form's one-time token, the visitor and the values (`submissionKey` in
 * app/forms/lead-form.server.ts); this is the other half, inside the lead's transaction.
 */
import type { SqlClient } from "./types.ts";

/** A lost answer is retried within moments; after this, the same key is a new submission. */
export const REPLAY_WINDOW_MS = 10 * 60_000;

export type LeadTable = "demo_bookings" | "contact_messages" | "newsletter_subscribers" | "lead_magnet_requests";

/**
 * The lead `key` stored, when this post is its retry: stored less than REPLAY_WINDOW_MS ago and
 * still standing (`standing`: a SQL condition on the row, with `params` as $3, $4...), both by the
 * database's clock, which stamped the lead. Otherwise the
 * key is taken off that older lead, so the post is stored as the new submission it is. Null: no lead
 * to replay. Runs before the lead's insert, in its transaction.
 */
export async function replayTarget(
  tx: SqlClient,
  table: LeadTable,
  key: string,
  standing: { sql: string; params: unknown[] } = { sql: "true", params: [] },
): Promise<{ id: string } | null> {
  const [earlier] = await tx.query<{ id: string; replay: boolean }>(
    `select id::text as id,
            (created_at > now() - make_interval(secs => $2::double precision) and ${standing.sql}) as replay
       from public.${table} where submission_key = $1 for update`,
    [key, REPLAY_WINDOW_MS / 1000, ...standing.params],
  );
  if (!earlier) return null;
  if (earlier.replay) return { id: earlier.id };
  await tx.query(`update public.${table} set submission_key = null where id = $1::bigint`, [earlier.id]);
  return null;
}
