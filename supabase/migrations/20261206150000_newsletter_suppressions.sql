-- Newsletter suppression list (issue 36 item 2, docs/decisions/202-limits-on-business-flows.md).
-- An address that unsubscribes is kept here as a SHA-256 of its lower-case form (never the address
-- itself): subscribing it again stores a pending address as any other, but it gets at most one
-- confirmation e-mail every 30 days, and it leaves this list only when the person follows the new
-- confirmation link (double opt-in anew).
create table public.newsletter_suppressions (
  email_hash text primary key check (email_hash ~ '^[0-9a-f]{64}$'),
  suppressed_at timestamptz not null default now(),
  last_confirmation_at timestamptz
);
alter table public.newsletter_suppressions enable row level security;
revoke all on table public.newsletter_suppressions from anon, authenticated;
grant all on table public.newsletter_suppressions to service_role;
