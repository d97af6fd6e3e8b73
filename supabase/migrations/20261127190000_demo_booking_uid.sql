-- Decision 176: each booking's calendar UID is random and stored with it, so no other database (a
-- staging copy, a rebuilt one) can give another person the same UID; the invitation, its updates and
-- its cancellation all carry it. Existing bookings get one now.
alter table public.demo_bookings
  add column ics_uid uuid not null default gen_random_uuid();

create unique index demo_bookings_ics_uid_key on public.demo_bookings (ics_uid);
