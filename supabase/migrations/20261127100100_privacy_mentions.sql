-- Issue 27 item 9, docs/decisions/169-data-at-rest.md: export and erasure act on a person's own
-- records, found by their address fields (privacy_export, privacy_erase, privacy_outbox_ids: the
-- lead's e-mail column, a mail's recipient or Reply-To). Records that only name the address in free
-- text (another person's message quoting it, a mail about someone else) are theirs, not this
-- person's: this lists them, by table and id, for the operator to judge; nothing here deletes them.
-- The whole address in a text, not a part of a longer one (ana@example.com is not in
-- mariana@example.com, nor in ana@example.com.ar): the rule of the .eml files' search, in SQL.
create function public.privacy_names_address(p_text text, p_email text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select lower(coalesce(p_text, '')) ~ (
    '(^|[^a-z0-9_.%+-])'
    || regexp_replace(lower(btrim(p_email)), '([.^$*+?()\[\]{}|\\-])', '\\\1', 'g')
    || '($|[^a-z0-9_.-]|\.($|[^a-z0-9]))')
$$;

create function public.privacy_mentions(p_email text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with address as (select lower(btrim(p_email)) as a)
  select jsonb_build_object(
    'demo_bookings', coalesce((select jsonb_agg(d.id order by d.id) from public.demo_bookings d, address
                                where lower(d.email) <> address.a
                                  and public.privacy_names_address(concat_ws(' ', d.name, d.company, d.phone), p_email)),
                               '[]'::jsonb),
    'contact_messages', coalesce((select jsonb_agg(c.id order by c.id) from public.contact_messages c, address
                                   where lower(c.email) <> address.a
                                     and public.privacy_names_address(
                                           concat_ws(' ', c.name, c.company, c.phone, c.service, c.message), p_email)),
                                  '[]'::jsonb),
    'lead_magnet_requests', coalesce((select jsonb_agg(l.id order by l.id) from public.lead_magnet_requests l, address
                                       where lower(l.email) <> address.a
                                         and public.privacy_names_address(l.name, p_email)),
                                      '[]'::jsonb),
    'notification_outbox', coalesce((select jsonb_agg(o.id order by o.id) from public.notification_outbox o, address
                                      where o.id not in (select public.privacy_outbox_ids(p_email))
                                        and public.privacy_names_address(o.message::text, p_email)),
                                     '[]'::jsonb)
  )
$$;

revoke all on function public.privacy_names_address(text, text), public.privacy_mentions(text)
  from public, anon, authenticated;
grant execute on function public.privacy_names_address(text, text), public.privacy_mentions(text) to service_role;
