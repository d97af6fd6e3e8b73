-- Counting a view (spec §7.5) is the one write the public may make, and only through this function:
-- it runs as its owner, with an empty search_path, and touches published posts only.

create function public.increment_blog_post_views(post_slug text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.blog_posts
     set views = views + 1
   where slug = post_slug
     and published;
$$;

revoke all on function public.increment_blog_post_views(text) from public;
grant execute on function public.increment_blog_post_views(text) to anon, authenticated, service_role;
