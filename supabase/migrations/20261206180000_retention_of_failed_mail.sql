-- Retention deletes e-mail that failed for good (docs/decisions/246-failed-mail-retention.md): a row
-- marked 'failed' kept its recipient and content for ever, since only sent e-mail lost its content.
-- Now it is deleted once the sent-mail period (p_sent_mail_days, RETENTION_SENT_MAIL_DAYS) has passed
-- since it failed (the report counts it as outbox_failed_deleted). Same signature, arguments and rules otherwise.
create or replace function public.apply_retention(
  p_now timestamptz default now(),
  p_demo_days integer default 365,
  p_contact_days integer default 365,
  p_lead_magnet_days integer default 365,
  p_sent_mail_days integer default 30,
  p_newsletter_pending_days integer default 7,
  p_consent_days integer default 1095
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
  v_consent bigint;
  v_mail_deleted bigint := 0;
  v_mail_dropped bigint;
  v_failed bigint;
  v_count bigint;
begin
  if least(p_demo_days, p_contact_days, p_lead_magnet_days, p_sent_mail_days, p_newsletter_pending_days,
           p_consent_days) < 1 then
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

  -- A cookie choice is kept as long as it may have to be shown (decision 136).
  delete from public.cookie_consent_records where recorded_at < p_now - make_interval(days => p_consent_days);
  get diagnostics v_consent = row_count;

  -- An e-mail that failed for good is never sent, so the sent-mail rule below never empties it: it
  -- goes as a whole once the sent-mail period has passed since it failed (next_attempt_at, set
  -- after the last attempt, is no earlier than that). A local .eml file of it was written before
  -- it failed, so the caller's rule for .eml files (older than the same period) takes it too.
  delete from public.notification_outbox
   where status = 'failed'
     and greatest(created_at, next_attempt_at) < p_now - make_interval(days => p_sent_mail_days);
  get diagnostics v_failed = row_count;

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
    'cookie_consent_records', v_consent,
    'outbox_deleted', v_mail_deleted,
    'outbox_content_dropped', v_mail_dropped,
    'outbox_failed_deleted', v_failed
  );
end;
$$;

