-- Issue 9, decision 123: every lead remembers the submission that created it. The key is a SHA-256
-- (hex) of the rendered form's one-time token and the values posted; it is unique, so a visitor who
-- submits again after losing the answer (connection cut after the commit) gets the first outcome
-- and no second lead, no second e-mails. Null for leads stored without a token (older forms, the API).
alter table public.demo_bookings
  add column submission_key text unique check (submission_key ~ '^[0-9a-f]{64}$');
alter table public.contact_messages
  add column submission_key text unique check (submission_key ~ '^[0-9a-f]{64}$');
alter table public.newsletter_subscribers
  add column submission_key text unique check (submission_key ~ '^[0-9a-f]{64}$');
alter table public.lead_magnet_requests
  add column submission_key text unique check (submission_key ~ '^[0-9a-f]{64}$');
