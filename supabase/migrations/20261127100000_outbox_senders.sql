-- Issue 27 item 8, docs/decisions/168-outbox-senders.md: at most one send in flight per message
-- across processes. A row being sent names its sender (`claimed_by`); another sender takes it over
-- only once that sender is gone, never because a lease ran out while it was still sending. On
-- PostgreSQL a sender is alive while it holds a session advisory lock on its id (a process that
-- dies loses its connection, and the lock with it, at once); public.outbox_sender_gone asks.
alter table public.notification_outbox add column claimed_by text;

create function public.outbox_sender_gone(p_sender text)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_key bigint := pg_catalog.hashtextextended('outbox-sender:' || p_sender, 0);
begin
  -- Free: no live session holds it. Taken here for a moment only, to ask.
  if pg_catalog.pg_try_advisory_lock(v_key) then
    perform pg_catalog.pg_advisory_unlock(v_key);
    return true;
  end if;
  return false;
end;
$$;

revoke all on function public.outbox_sender_gone(text) from public, anon, authenticated;
grant execute on function public.outbox_sender_gone(text) to service_role;
