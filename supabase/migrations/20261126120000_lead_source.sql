-- Where each lead came from (decision 116): the page of the site it came from and the visit's
-- utm_* parameters, on all four lead tables; and, for a contact enquiry, the company-size band the
-- visitor chose (the Kit Digital programme's segments). The same limits as the shared schema
-- (supabase/functions/_shared/form-fields.ts); empty when unknown. Rows stored before this
-- migration keep '' (their source was not recorded).

do $$
declare
  lead_table text;
begin
  foreach lead_table in array array['demo_bookings', 'contact_messages', 'newsletter_subscribers', 'lead_magnet_requests']
  loop
    execute format(
      'alter table public.%I
         add column source_page text not null default '''' check (length(source_page) <= 200),
         add column utm_source text not null default '''' check (length(utm_source) <= 100),
         add column utm_medium text not null default '''' check (length(utm_medium) <= 100),
         add column utm_campaign text not null default '''' check (length(utm_campaign) <= 100),
         add column utm_term text not null default '''' check (length(utm_term) <= 100),
         add column utm_content text not null default '''' check (length(utm_content) <= 100)',
      lead_table
    );
  end loop;
end
$$;

alter table public.contact_messages
  add column company_size text not null default ''
    check (company_size in ('', '0-2', '3-9', '10-49', '50-249', '250+'));
