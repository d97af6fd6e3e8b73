-- A demo slot holds at most DEMO_SLOT_CAPACITY bookings (docs/decisions/130-demo-slot-capacity.md),
-- and a booking can be cancelled or moved from a signed link (decision 131).
--
-- Each active booking takes one numbered seat of its slot; a unique index on (slot, seat) over the
-- active bookings makes the database refuse a second booking of the same seat, whatever the
-- isolation level and however many instances post at once. The site (or the edge function) asks
-- public.demo_free_seat() for the lowest free seat of a slot within its capacity: no free seat means
-- the slot is full; two posts that race for the same seat get one winner and one unique violation.

alter table public.demo_bookings
  add column slot_seat smallint not null default 1 check (slot_seat between 1 and 100),
  add column cancelled_at timestamptz,
  -- The iCalendar SEQUENCE of the booking's event: 0 when booked, +1 per move or cancellation.
  add column ics_sequence integer not null default 0 check (ics_sequence >= 0);

-- Bookings made before this migration may share a slot: give them distinct seats first.
update public.demo_bookings b
   set slot_seat = r.seat
  from (select id, row_number() over (partition by starts_at order by id) as seat
          from public.demo_bookings) r
 where r.id = b.id and r.seat <> b.slot_seat;

create unique index demo_bookings_slot_seat_key on public.demo_bookings (starts_at, slot_seat)
  where cancelled_at is null;

-- The lowest seat of a slot no active booking holds, within p_capacity; null when the slot is full.
create function public.demo_free_seat(p_starts_at timestamptz, p_capacity integer)
returns smallint
language sql
stable
set search_path = ''
as $$
  select s::smallint
    from pg_catalog.generate_series(1, least(greatest(p_capacity, 1), 100)) as s
   where not exists (select 1 from public.demo_bookings b
                      where b.starts_at = p_starts_at and b.slot_seat = s and b.cancelled_at is null)
   order by s
   limit 1
$$;

-- The slots (Madrid date and time) between two dates that hold p_capacity active bookings or more.
-- No personal data: the public booking calendar reads it (on Supabase with the anon key).
create function public.demo_full_slots(p_from date, p_to date, p_capacity integer)
returns table (demo_date date, demo_time time)
language sql
stable
security definer
set search_path = ''
as $$
  select b.demo_date, b.demo_time
    from public.demo_bookings b
   where b.cancelled_at is null
     and b.demo_date between p_from and least(p_to, p_from + 400)
   group by b.demo_date, b.demo_time
  having count(*) >= greatest(p_capacity, 1)
   order by 1, 2
$$;

revoke all on function public.demo_free_seat(timestamptz, integer), public.demo_full_slots(date, date, integer)
  from public, anon, authenticated;
grant execute on function public.demo_free_seat(timestamptz, integer) to service_role;
grant execute on function public.demo_full_slots(date, date, integer) to anon, authenticated, service_role;
