import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { BlogCategoryChips } from "~/components/blog/BlogCategoryChips";
import { BlogPostCard } from "~/components/blog/BlogPostCard";
import { NewsletterCta } from "~/components/blog/NewsletterCta";
import { fill, type BlogPostView } from "~/components/blog/post-view";
import { toPostView } from "~/components/blog/post-view.server";
import { Hero } from "~/components/ui/Section";
import { blogContent } from "~/content/blog";
import type { Lang } from "~/i18n/language";
import { getBackend } from "~/services/backend/index.server";
import { isAllCategories } from "~/services/backend/post-row.server";
import { errorFields, log } from "~/services/logger.server";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";
import { pagePath } from "~/utils/pages";
import blogStyles from "~/styles/blog.css";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

/** The chip selection from `?categoria=`; "Todos"/"All", empty or absent mean every category. */
function requestedCategory(url: URL): string | null {
  // Control characters (a NUL byte would make PostgreSQL reject the query) are never part of a category.
  const value = (url.searchParams.get("categoria") ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, "")
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
  const navigation = useNavigation();
  const location = useLocation();
  // A chip was followed and this page's loader is running (JavaScript only).
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const blogPath = pagePath("blog", lang);
  const postPath = (slug: string) => `${blogPath}/${encodeURIComponent(slug)}`;
  const total = posts.length + (featured ? 1 : 0);
  const status = loading
    ? content.status.loading
    : failed
      ? content.status.failed
      : fill(total === 1 ? content.status.countOne : content.status.countOther, { count: total });
  const listTitle = category ? fill(content.list.categoryTitle, { category }) : content.list.allTitle;

  return (
    <>
      <Hero title={content.hero.title} lead={content.hero.lead} />
      <div className="container blog-toolbar">
        <BlogCategoryChips
          label={content.categories.label}
          allLabel={content.categories.all}
          categories={categories}
          selected={category}
          blogPath={blogPath}
        />
        <p role="status" className={failed && !loading ? "blog-status blog-status-failed" : "blog-status"}>
          {status}
        </p>
      </div>
      <div className={loading ? "blog-results is-loading" : "blog-results"} aria-busy={loading || undefined}>
        {featured ? (
          <section className="section blog-featured" aria-labelledby="blog-featured-heading">
            <div className="container">
              <h2 id="blog-featured-heading" className="blog-section-title">
                {content.featured.title}
              </h2>
              <BlogPostCard post={featured} href={postPath(featured.slug)} copy={content.card} featured />
            </div>
          </section>
        ) : null}
        {posts.length > 0 || total === 0 ? (
          <section className="section blog-latest" aria-labelledby="blog-latest-heading">
            <div className="container">
              <h2 id="blog-latest-heading" className="blog-section-title">
                {listTitle}
              </h2>
              {posts.length > 0 ? (
                <ul className="grid blog-grid">
                  {posts.map((post) => (
                    <li key={post.slug}>
                      <BlogPostCard post={post} href={postPath(post.slug)} copy={content.card} />
                    </li>
                  ))}
                </ul>
              ) : failed ? null : (
                <div className="blog-empty">
                  <p>{content.list.empty}</p>
                  {category ? (
                    <Link to={blogPath} preventScrollReset className="button button-secondary">
                      {content.list.showAll}
                    </Link>
                  ) : null}
                </div>
              )}
            </div>
          </section>
        ) : null}
      </div>
      <NewsletterCta copy={content.newsletter} />
    </>
  );
}
