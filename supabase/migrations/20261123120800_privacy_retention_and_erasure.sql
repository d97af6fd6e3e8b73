-- Retention and erasure of personal data (docs/decisions/081-retention-and-erasure.md).
-- One implementation for every backend: the Node app calls these functions on a timer (embedded
-- and postgres modes) and from `npm run privacy:*`; on Supabase, pg_cron (or the operator) calls
-- public.apply_retention(), and the SQL editor can call the erase/export functions directly.
-- Only the server (postgres / service_role) may run them.

-- A sent e-mail keeps its bookkeeping (kind, status, attempts, times) and loses its content.
alter table public.notification_outbox add column content_dropped_at timestamptz;

-- Deletes the leads whose retention period has passed (with their e-mail), and drops the content of
-- e-mail sent more than p_sent_mail_days ago. The defaults are the documented ones (README
-- "Privacy"; RETENTION_* in app/services/env.server.ts). Returns what it removed, as counts.
create or replace function public.apply_retention(
  p_now timestamptz default now(),
  p_demo_days integer default 365,
  p_contact_days integer default 365,
  p_lead_magnet_days integer default 365,
  p_sent_mail_days integer default 30
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_demo bigint;
  v_contact bigint;
  v_lead_magnet bigint;
  v_mail_deleted bigint := 0;
  v_mail_dropped bigint;
  v_count bigint;
begin
  if least(p_demo_days, p_contact_days, p_lead_magnet_days, p_sent_mail_days) < 1 then
    raise exception 'retention periods must be at least one day';
  end if;

  -- A demo booking counts from the demo itself, not from the day it was booked.
  with gone as (
    delete from public.demo_bookings
     where greatest(created_at, starts_at) < p_now - make_interval(days => p_demo_days)
    returning id
  ), mail as (
    delete from public.notification_outbox o using gone
     where o.lead_type = 'demo' and o.lead_id = gone.id
    returning o.id
  )
  select (select count(*) from gone), (select count(*) from mail) into v_demo, v_count;
  v_mail_deleted := v_mail_deleted + v_count;

  with gone as (
    delete from public.contact_messages
     where created_at < p_now - make_interval(days => p_contact_days)
    returning id
  ), mail as (
    delete from public.notification_outbox o using gone
     where o.lead_type = 'contact' and o.lead_id = gone.id
    returning o.id
  )
  select (select count(*) from gone), (select count(*) from mail) into v_contact, v_count;
  v_mail_deleted := v_mail_deleted + v_count;

  with gone as (
    delete from public.lead_magnet_requests
     where created_at < p_now - make_interval(days => p_lead_magnet_days)
    returning id
  ), mail as (
    delete from public.notification_outbox o using gone
     where o.lead_type = 'lead-magnet' and o.lead_id = gone.id
    returning o.id
  )
  select (select count(*) from gone), (select count(*) from mail) into v_lead_magnet, v_count;
  v_mail_deleted := v_mail_deleted + v_count;

  -- Newsletter subscribers are kept while subscribed (the policy's period); unconfirmed and
  -- unsubscribed addresses get their own periods when double opt-in adds those states.

  update public.notification_outbox
     set recipient = '', message = '{}'::jsonb, last_error = null, content_dropped_at = p_now
   where status = 'sent'
     and content_dropped_at is null
     and sent_at < p_now - make_interval(days => p_sent_mail_days);
  get diagnostics v_mail_dropped = row_count;

  return jsonb_build_object(
    'demo_bookings', v_demo,
    'contact_messages', v_contact,
    'lead_magnet_requests', v_lead_magnet,
    'outbox_deleted', v_mail_deleted,
    'outbox_content_dropped', v_mail_dropped
  );
end;
$$;

-- The outbox rows that carry a person's data: their own mail (recipient), the company's mail about
-- them (Reply-To), and every mail of a lead of theirs.
create or replace function public.privacy_outbox_ids(p_email text)
returns setof bigint
language sql
stable
set search_path = ''
as $$
  select o.id
    from public.notification_outbox o
   where lower(o.recipient) = lower(btrim(p_email))
      or lower(coalesce(o.message ->> 'replyTo', '')) = lower(btrim(p_email))
      or (o.lead_type = 'demo' and o.lead_id in
           (select id from public.demo_bookings where lower(email) = lower(btrim(p_email))))
      or (o.lead_type = 'contact' and o.lead_id in
           (select id from public.contact_messages where lower(email) = lower(btrim(p_email))))
      or (o.lead_type = 'newsletter' and o.lead_id in
           (select id from public.newsletter_subscribers where lower(email::text) = lower(btrim(p_email))))
      or (o.lead_type = 'lead-magnet' and o.lead_id in
           (select id from public.lead_magnet_requests where lower(email) = lower(btrim(p_email))))
$$;

-- Access right (RGPD art. 15): everything stored about an e-mail address, in any letter case.
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
    'lead_magnet_requests', coalesce((select jsonb_agg(to_jsonb(l) order by l.id) from public.lead_magnet_requests l
                                       where lower(l.email) = lower(btrim(p_email))), '[]'::jsonb),
    'notification_outbox', coalesce((select jsonb_agg(jsonb_build_object(
                                       'id', o.id, 'lead_type', o.lead_type, 'lead_id', o.lead_id, 'kind', o.kind,
                                       'recipient', o.recipient, 'subject', o.message ->> 'subject',
                                       'status', o.status, 'created_at', o.created_at, 'sent_at', o.sent_at)
                                       order by o.id)
                                      from public.notification_outbox o
                                     where o.id in (select public.privacy_outbox_ids(p_email))), '[]'::jsonb)
  )
$$;

-- Right to erasure (RGPD art. 17): deletes every lead and e-mail of an address; returns the ids.
create or replace function public.privacy_erase(p_email text)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_outbox jsonb;
  v_demo jsonb;
  v_contact jsonb;
  v_newsletter jsonb;
  v_lead_magnet jsonb;
begin
  -- The e-mail first: which rows belong to the person is decided by the leads still present.
  with gone as (
    delete from public.notification_outbox
     where id in (select public.privacy_outbox_ids(p_email))
    returning id
  )
  select coalesce(jsonb_agg(id order by id), '[]'::jsonb) into v_outbox from gone;

  with gone as (delete from public.demo_bookings where lower(email) = lower(btrim(p_email)) returning id)
  select coalesce(jsonb_agg(id order by id), '[]'::jsonb) into v_demo from gone;
  with gone as (delete from public.contact_messages where lower(email) = lower(btrim(p_email)) returning id)
  select coalesce(jsonb_agg(id order by id), '[]'::jsonb) into v_contact from gone;
  with gone as (
    delete from public.newsletter_subscribers where lower(email::text) = lower(btrim(p_email)) returning id
  )
  select coalesce(jsonb_agg(id order by id), '[]'::jsonb) into v_newsletter from gone;
  with gone as (delete from public.lead_magnet_requests where lower(email) = lower(btrim(p_email)) returning id)
  select coalesce(jsonb_agg(id order by id), '[]'::jsonb) into v_lead_magnet from gone;

  return jsonb_build_object(
    'demo_bookings', v_demo,
    'contact_messages', v_contact,
    'newsletter_subscribers', v_newsletter,
    'lead_magnet_requests', v_lead_magnet,
    'notification_outbox', v_outbox
  );
end;
$$;

revoke all on function public.apply_retention(timestamptz, integer, integer, integer, integer),
  public.privacy_outbox_ids(text), public.privacy_export(text), public.privacy_erase(text)
  from public, anon, authenticated;
grant execute on function public.apply_retention(timestamptz, integer, integer, integer, integer),
  public.privacy_outbox_ids(text), public.privacy_export(text), public.privacy_erase(text)
  to service_role;
