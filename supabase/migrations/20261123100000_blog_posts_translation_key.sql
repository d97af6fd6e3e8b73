-- The versions of one article in each language share a translation key: by convention the slug of
-- the original article. The article page and the sitemap link them to each other with hreflang, so
-- publishing a translation is one row that carries its original's key.

alter table public.blog_posts
  add column translation_key text
    check (translation_key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(translation_key) <= 160);

comment on column public.blog_posts.translation_key is
  'Shared by the versions of one article in each language (the original''s slug); null: no translation.';

-- At most one version of an article per language (rows without a key are unrelated).
create unique index blog_posts_translation_key_lang_idx on public.blog_posts (translation_key, lang);

-- Linking or unlinking a translation is an editorial change: updated_at (the sitemap's lastmod) follows it.
drop trigger blog_posts_set_updated_at on public.blog_posts;

create trigger blog_posts_set_updated_at
  before update of slug, lang, translation_key, title, excerpt, body, category, author, published_date,
    read_time, image_url, featured, published
  on public.blog_posts
  for each row execute function public.set_updated_at();
