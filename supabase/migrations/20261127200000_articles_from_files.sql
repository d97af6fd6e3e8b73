-- Articles are Markdown files in the repository (app/content/articles, decision 185); the site
-- upserts them into this table by slug at start-up (views and comments_count are never written by
-- it). Nothing here deletes or rewrites a row a live database has.
--
-- published_at: the publication date and time with its zone, as the file states it (published_date
-- stays the day, for the specification's queries). about: the services, Kit Digital solutions and
-- success cases an article is about (route-table page keys), for the related-content blocks.

alter table public.blog_posts
  add column published_at timestamptz,
  add column about text[] not null default '{}'
    check (array_position(about, null) is null and cardinality(about) <= 20);

comment on column public.blog_posts.published_at is 'Publication date and time (the file''s `date`); null: the day only (published_date).';
comment on column public.blog_posts.about is 'Route-table page keys of the services and cases the article is about.';

-- updated_at is an article's last reader-visible change (the sitemap's lastmod, dateModified): it
-- moves only when something a reader sees changes, whoever writes the row (the start-up upsert,
-- Supabase's table editor, SQL), and a write that changes nothing visible keeps it as it was.
create or replace function public.blog_posts_revised()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.slug, new.lang, new.translation_key, new.title, new.excerpt, new.body, new.category, new.author,
      new.published_date, new.read_time, new.image_url)
     is distinct from
     (old.slug, old.lang, old.translation_key, old.title, old.excerpt, old.body, old.category, old.author,
      old.published_date, old.read_time, old.image_url) then
    new.updated_at := now();
  else
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;

drop trigger blog_posts_set_updated_at on public.blog_posts;

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function public.blog_posts_revised();
