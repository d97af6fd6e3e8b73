/**
 * Leads of one person, submitted through the real path (parsed by the shared schema as the form
 * handler does, then backend.notify: the lead and its e-mail in one transaction; the sending that
 * follows in the background is awaited), and a way to make them look older.
 */
import { DEMO_SLOTS } from "~shared/demo-slots";
import { offeredDates } from "../demo-dates";
import { signToken } from "~shared/newsletter-links";
import type { ScriptRunner } from "~/services/backend/migrations.server";
import type { SqlSiteBackend } from "~/services/backend/index.server";
import { parsedLead } from "../backend/lead";

export type LeadIds = { demo: number; contact: number; newsletter: number; leadMagnet: number };
export const LEAD_TABLES = {
  demo: "demo_bookings",
  contact: "contact_messages",
  newsletter: "newsletter_subscribers",
  leadMagnet: "lead_magnet_requests",
} as const;

let slot = 0;
/** A distinct future weekday slot per booking (a slot may hold one booking once item 2 lands). */
function nextSlot(): { demo_date: string; demo_time: string } {
  slot += 1;
  const dates = offeredDates();
  return { demo_date: dates[2 + (slot % (dates.length - 2))], demo_time: DEMO_SLOTS[slot % DEMO_SLOTS.length] };
}

async function lastId(sql: ScriptRunner, table: string, email: string): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `select max(id)::int as id from public.${table} where lower(email::text) = lower($1)`,
    [email],
  );
  if (!row?.id) throw new Error(`no ${table} row for the address`);
  return row.id;
}

export async function submitLeads(
  backend: SqlSiteBackend,
  person: { name: string; email: string },
  kinds: (keyof LeadIds)[] = ["demo", "contact", "newsletter", "leadMagnet"],
): Promise<Partial<LeadIds>> {
  const ids: Partial<LeadIds> = {};
  const requests = {
    demo: { type: "demo", data: { ...person, phone: "+34 611 22 33 44", company: "Pyme Test", ...nextSlot() } },
    contact: {
      type: "contact",
      data: { ...person, message: `Hola, soy ${person.name}; escribidme a ${person.email}.` },
    },
    newsletter: { type: "newsletter", data: { email: person.email } },
    leadMagnet: { type: "lead-magnet", data: person },
  };
  for (const kind of kinds) {
    const result = await backend.notify(parsedLead(requests[kind]));
    if (result.error) throw new Error(`${kind}: ${result.error.message}`);
    await backend.settled();
    ids[kind] = await lastId(backend.sql, LEAD_TABLES[kind], person.email);
    // A subscriber is one who followed the confirmation link (double opt-in, decision 135).
    if (kind === "newsletter") await confirmSubscriber(backend, ids[kind]);
  }
  return ids;
}

/** Moves a lead (and, for a demo, its slot) `days` into the past. */
export async function age(sql: ScriptRunner, kind: keyof LeadIds, id: number, days: number, demoDays = days) {
  const extra = kind === "demo" ? `, starts_at = starts_at - make_interval(days => $3)` : "";
  await sql.query(
    `update public.${LEAD_TABLES[kind]} set created_at = created_at - make_interval(days => $2)${extra} where id = $1`,
    kind === "demo" ? [id, days, demoDays] : [id, days],
  );
}

export async function count(sql: ScriptRunner, table: string, where = "true", params: unknown[] = []) {
  const [row] = await sql.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`, params);
  return row.n;
}

/** Follows the confirmation link of subscriber `id`, as its e-mail's reader would. */
export async function confirmSubscriber(backend: SqlSiteBackend, id: number) {
  const result = await backend.followNewsletterLink("confirm", await signToken(backend.sql, "confirm", String(id)));
  if (result.status !== 200) throw new Error(`confirming subscriber ${id}: ${result.status}`);
  // The welcome and the notice leave after the answer (decision 178).
  await backend.settled();
}
