-- Issue 36 and 38 after their merge (docs/decisions/202-limits-on-business-flows.md): the access
-- right covers what those issues started to keep. privacy_export now also returns
-- - the address's entry in the newsletter suppression list (found by the SHA-256 of the lower-case
--   address, as it is stored); erasure keeps that entry, since it is what honours the objection;
-- - each outbox row's message as stored: a reminder not yet due (decision 208) and a queued
--   host-calendar write (decision 209, the event with the visitor's details) have no .eml copy, so
--   the database holds their only copy. A row whose content retention dropped exports `{}`.
-- Which outbox rows are the person's is unchanged (privacy_outbox_ids: both kinds carry the demo's
-- lead id, so erasure and retention already delete them with the booking).
create or replace function public.privacy_export(p_email text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'demo_bookings', coalesce((select jsonb_agg(to_jsonb(d) order by d.id) from public.demo_bookings d
                                where lower(d.email) = lower(btrim(p_email))), '[]'::jsonb),
    'contact_messages', coalesce((select jsonb_agg(to_jsonb(c) order by c.id) from public.contact_messages c
                                   where lower(c.email) = lower(btrim(p_email))), '[]'::jsonb),
    'newsletter_subscribers', coalesce((select jsonb_agg(to_jsonb(n) order by n.id) from public.newsletter_subscribers n
                                         where lower(n.email::text) = lower(btrim(p_email))), '[]'::jsonb),
    'newsletter_suppressions', coalesce((select jsonb_agg(to_jsonb(s)) from public.newsletter_suppressions s
                                          where s.email_hash = encode(sha256(convert_to(lower(btrim(p_email)), 'UTF8')), 'hex')),
                                         '[]'::jsonb),
    'lead_magnet_requests', coalesce((select jsonb_agg(to_jsonb(l) order by l.id) from public.lead_magnet_requests l
                                       where lower(l.email) = lower(btrim(p_email))), '[]'::jsonb),
    'notification_outbox', coalesce((select jsonb_agg(jsonb_build_object(
                                       'id', o.id, 'lead_type', o.lead_type, 'lead_id', o.lead_id, 'kind', o.kind,
                                       'recipient', o.recipient, 'subject', o.message ->> 'subject',
                                       'message', o.message,
                                       'status', o.status, 'created_at', o.created_at, 'sent_at', o.sent_at,
                                       'next_attempt_at', o.next_attempt_at)
                                       order by o.id)
                                      from public.notification_outbox o
                                     where o.id in (select public.privacy_outbox_ids(p_email))), '[]'::jsonb)
  )
$$;
