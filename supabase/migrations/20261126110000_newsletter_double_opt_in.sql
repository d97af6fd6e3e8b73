-- Newsletter double opt-in and one-click unsubscribe (docs/decisions/135-newsletter-double-opt-in.md).
-- An address is stored 'pending' with a confirmation e-mail; only the signed link in that e-mail makes
-- it 'confirmed' (and sends the welcome). Unsubscribing deletes the address and its e-mail. Unconfirmed
-- addresses expire through public.apply_retention.

-- Addresses stored before double opt-in subscribed under the old rules: they stay subscribed.
alter table public.newsletter_subscribers
  add column status text not null default 'confirmed' check (status in ('pending', 'confirmed')),
  add column confirmed_at timestamptz;
update public.newsletter_subscribers set confirmed_at = created_at where confirmed_at is null;
alter table public.newsletter_subscribers
  alter column status set default 'pending',
  add constraint newsletter_subscribers_confirmed_has_time check (status <> 'confirmed' or confirmed_at is not null);

-- The key that signs the links of the newsletter e-mails (confirm, unsubscribe): one random value per
-- database, made here (gen_random_uuid is core PostgreSQL 13+ and PGlite; 2 x 122 random bits), read
-- by the Node app and the send-notification function alike. Deleting the row and inserting a new one
-- rotates it (every link sent before stops working).
create table public.link_signing_key (
  id smallint primary key default 1 check (id = 1),
  secret text not null default (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')),
  created_at timestamptz not null default now()
);
insert into public.link_signing_key default values;
alter table public.link_signing_key enable row level security;
revoke all on table public.link_signing_key from anon, authenticated;
grant all on table public.link_signing_key to service_role;

-- Retention gains the unconfirmed addresses (p_newsletter_pending_days, RETENTION_NEWSLETTER_PENDING_DAYS):
-- a pending address older than its period is deleted with its e-mail. Same rules otherwise (081).
drop function public.apply_retention(timestamptz, integer, integer, integer, integer);

create function public.apply_retention(
  p_now timestamptz default now(),
  p_demo_days integer default 365,
  p_contact_days integer default 365,
  p_lead_magnet_days integer default 365,
  p_sent_mail_days integer default 30,
  p_newsletter_pending_days integer default 7
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_demo bigint;
  v_contact bigint;
  v_lead_magnet bigint;
  v_pending bigint;
  v_mail_deleted bigint := 0;
  v_mail_dropped bigint;
  v_count bigint;
begin
  if least(p_demo_days, p_contact_days, p_lead_magnet_days, p_sent_mail_days, p_newsletter_pending_days) < 1 then
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

  -- Confirmed subscribers stay while subscribed (unsubscribing deletes them); an address never
  -- confirmed is deleted once its confirmation period has passed.
  with gone as (
    delete from public.newsletter_subscribers
     where status = 'pending'
       and created_at < p_now - make_interval(days => p_newsletter_pending_days)
    returning id
  ), mail as (
    delete from public.notification_outbox o using gone
     where o.lead_type = 'newsletter' and o.lead_id = gone.id
    returning o.id
  )
  select (select count(*) from gone), (select count(*) from mail) into v_pending, v_count;
  v_mail_deleted := v_mail_deleted + v_count;

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
    'newsletter_pending', v_pending,
    'outbox_deleted', v_mail_deleted,
    'outbox_content_dropped', v_mail_dropped
  );
end;
$$;

revoke all on function public.apply_retention(timestamptz, integer, integer, integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.apply_retention(timestamptz, integer, integer, integer, integer, integer)
  to service_role;
