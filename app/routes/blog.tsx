import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/BlogListing";
import { NewsletterCta } from "~/components/blog/NewsletterCta";
import type { BlogPostView } from "~/components/blog/post-view";
import { Hero } from "~/components/ui/Section";
import { blogContent } from "~/content/blog";
import type { Lang } from "~/i18n/language";
import { getBackend } from "~/services/backend/index.server";
import { isAllCategories } from "~/services/backend/post-row.server";
import { errorFields, log } from "~/services/logger.server";
import { toPostView } from "~/services/post-view.server";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";
import { pagePath } from "~/utils/pages";

export { action } from "~/forms/page-action.server";

/** The chip selection from `?categoria=`; "Todos"/"All", empty or absent mean every category. */
function requestedCategory(url: URL): string | null {
  // Control characters (a NUL byte would make PostgreSQL reject the query) are never part of a category.
  const raw = url.searchParams.get("categoria") ?? "";
  const value = Array.from(raw)
    .filter((character) => character >= " " && character !== "\u007f")
    .join("")
    .trim()
    .slice(0, 80);
  return value && !isAllCategories(value) ? value : null;
}

type BlogListing = { categories: string[]; featured: BlogPostView | null; posts: BlogPostView[]; failed: boolean };

async function loadListing(
  lang: Lang,
  category: string | null,
  copy: (typeof blogContent)[Lang],
): Promise<BlogListing> {
  try {
    const backend = await getBackend();
    const [categories, featured, posts] = await Promise.all([
      backend.categories(lang),
      backend.featuredPost(lang),
      backend.listPosts({ lang, category }),
    ]);
    // The featured article belongs to one category: it shows with "all" and with its own.
    const showFeatured = featured && (category === null || featured.category === category);
    return {
      categories,
      featured: showFeatured ? toPostView(featured, lang, copy.card) : null,
      posts: posts.map((post) => toPostView(post, lang, copy.card)),
      failed: false,
    };
  } catch (error) {
    // Spec §8: a failed blog load is logged and the lists stay empty; never an error page.
    log.error("blog.load_failed", { lang, category, ...errorFields(error) });
    return { categories: [], featured: null, posts: [], failed: true };
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageData(request, blogContent);
  const category = requestedCategory(new URL(request.url));
  const listing = await loadListing(page.lang, category, page.content);
  return json({ ...page, category, ...listing });
}

export const meta = pageMeta;

export default function BlogPage() {
  const { content, lang, category, categories, featured, posts, failed } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero title={content.hero.title} lead={content.hero.lead} />
      <BlogListing
        copy={content}
        blogPath={pagePath("blog", lang)}
        categories={categories}
        category={category}
        featured={featured}
        posts={posts}
        failed={failed}
      />
      <NewsletterCta copy={content.newsletter} />
    </>
  );
}
