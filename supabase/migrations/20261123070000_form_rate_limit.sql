-- The forms' rate limit, counted here so that every instance of the site shares one count
-- (docs/decisions/072-scale-out-on-postgresql.md). The site sends an HMAC of "<form>|<address>":
-- no address is ever stored. Each row is one counted post and leaves when its window has passed.

create table public.form_rate_limit_hits (
  id bigint generated always as identity primary key,
  key_hash text not null check (char_length(key_hash) between 16 and 128),
  hit_at timestamptz not null,
  expires_at timestamptz not null
);

create index form_rate_limit_hits_key_idx on public.form_rate_limit_hits (key_hash, hit_at);
create index form_rate_limit_hits_expires_idx on public.form_rate_limit_hits (expires_at);

alter table public.form_rate_limit_hits enable row level security;
revoke all on table public.form_rate_limit_hits from anon, authenticated;

-- Counts one post under p_key if fewer than p_max were counted in the last p_window_ms and answers 0;
-- otherwise counts nothing and answers the seconds until the oldest counted post leaves the window.
-- One key's calls are serialised by a transaction-scoped advisory lock, so concurrent posts on
-- several instances can never slip past the limit together.
create function public.hit_form_rate_limit(p_key text, p_max integer, p_window_ms integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := clock_timestamp();
  v_window interval;
  v_count integer;
  v_oldest timestamptz;
begin
  if p_key is null or char_length(p_key) not between 16 and 128
     or p_max is null or p_max < 1 or p_window_ms is null or p_window_ms < 1 then
    raise exception 'hit_form_rate_limit: invalid arguments' using errcode = '22023';
  end if;
  v_window := make_interval(secs => p_window_ms / 1000.0);
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('form_rate_limit:' || p_key, 0));

  -- Expired rows of every key go here, so the table never grows beyond the live windows.
  delete from public.form_rate_limit_hits where expires_at <= v_now;

  select count(*), min(hit_at) into v_count, v_oldest
    from public.form_rate_limit_hits
   where key_hash = p_key;

  if v_count >= p_max then
    return greatest(1, ceil(extract(epoch from (v_oldest + v_window - v_now))))::integer;
  end if;

  insert into public.form_rate_limit_hits (key_hash, hit_at, expires_at)
  values (p_key, v_now, v_now + v_window);
  return 0;
end;
$$;

revoke all on function public.hit_form_rate_limit(text, integer, integer) from public;
grant execute on function public.hit_form_rate_limit(text, integer, integer) to anon, authenticated, service_role;
