import { Link, useLocation, useNavigation } from "@remix-run/react";
import { CardGrid } from "~/components/ui/Card";
import { ChipNav } from "~/components/ui/ChipNav";
import type { BlogCopy } from "~/content/blog";
import { BlogPostCard } from "./BlogPostCard";
import { fill, type BlogPostView } from "./post-view";
import "./blog-listing.css";

type Props = {
  copy: BlogCopy;
  blogPath: string;
  categories: string[];
  /** null when every category is shown. */
  category: string | null;
  featured: BlogPostView | null;
  posts: BlogPostView[];
  /** The posts could not be loaded (spec §8: the lists stay empty, the page says so). */
  failed: boolean;
};

/** The blog's category chips, a status line, the featured article and the latest ones. */
export function BlogListing({ copy, blogPath, categories, category, featured, posts, failed }: Props) {
  const navigation = useNavigation();
  const location = useLocation();
  // A chip was followed and this page's loader is running (JavaScript only).
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const postPath = (slug: string) => `${blogPath}/${encodeURIComponent(slug)}`;
  const total = posts.length + (featured ? 1 : 0);
  const status = loading
    ? copy.status.loading
    : failed
      ? copy.status.failed
      : fill(total === 1 ? copy.status.countOne : copy.status.countOther, { count: total });
  const listTitle = category ? fill(copy.list.categoryTitle, { category }) : copy.list.allTitle;
  const chips = [
    { key: "__all__", label: copy.categories.all, href: blogPath, current: category === null },
    ...categories.map((name) => ({
      key: name,
      label: name,
      href: `${blogPath}?categoria=${encodeURIComponent(name)}`,
      current: category === name,
    })),
  ];

  return (
    <>
      <div className="container blog-toolbar">
        <ChipNav label={copy.categories.label} chips={chips} />
        <p role="status" className={failed && !loading ? "blog-status blog-status-failed" : "blog-status"}>
          {status}
        </p>
      </div>
      <div className={loading ? "blog-results is-loading" : "blog-results"} aria-busy={loading || undefined}>
        {featured ? (
          <section className="section blog-featured" aria-labelledby="blog-featured-heading">
            <div className="container">
              <h2 id="blog-featured-heading" className="blog-section-title">
                {copy.featured.title}
              </h2>
              <BlogPostCard post={featured} href={postPath(featured.slug)} copy={copy.card} featured />
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
                <CardGrid className="blog-grid">
                  {posts.map((post) => (
                    <BlogPostCard key={post.slug} post={post} href={postPath(post.slug)} copy={copy.card} />
                  ))}
                </CardGrid>
              ) : failed ? null : (
                <div className="blog-empty">
                  <p>{copy.list.empty}</p>
                  {category ? (
                    <Link to={blogPath} preventScrollReset className="button button-secondary">
                      {copy.list.showAll}
                    </Link>
                  ) : null}
                </div>
              )}
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}
