import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CardGrid } from "~/components/ui/Card";
import { ChipNav, type Chip } from "~/components/ui/ChipNav";
import { BlogPostCard } from "./BlogPostCard";
import type { BlogPostView } from "./post-view";
import "./blog-listing.css";

type Props = {
  blogPath: string;
  /** The category chips as links (written by the loader: services/articles/blog-pages.server.ts). */
  chips: Chip[];
  /** null when every category is shown. */
  category: string | null;
  featured: BlogPostView | null;
  posts: BlogPostView[];
  /** The posts could not be loaded (spec §8: the lists stay empty, the page says so). */
  failed: boolean;
  /** The list's heading when the page's own heading already names the category (a topic's page). */
  listTitle?: string;
};

/** The blog's category chips, a status line, the featured article and the latest ones. */
export function BlogListing({ blogPath, chips, category, featured, posts, failed, listTitle: title }: Props) {
  const { t } = useTranslation("blog");
  const navigation = useNavigation();
  const location = useLocation();
  // A chip was followed (this page with another filter, or another topic's page) and its loader is
  // running (JavaScript only): the list says so until the new one arrives (issue 37).
  const target = navigation.state === "loading" ? navigation.location : null;
  const loading =
    target !== null &&
    (target.pathname === location.pathname || chips.some((chip) => chip.href === target.pathname + target.search));
  const total = posts.length + (featured ? 1 : 0);
  const status = loading ? t("status.loading") : failed ? t("status.failed") : t("status.count", { count: total });
  const listTitle = title ?? (category ? t("list.categoryTitle", { category }) : t("list.allTitle"));

  return (
    <>
      <div className="container blog-toolbar">
        <ChipNav label={t("categories.label")} chips={chips} />
        <p role="status" className={failed && !loading ? "blog-status blog-status-failed" : "blog-status"}>
          {status}
        </p>
      </div>
      <div className={loading ? "blog-results is-loading" : "blog-results"} aria-busy={loading || undefined}>
        {featured ? (
          <section className="blog-list-section blog-featured" aria-labelledby="blog-featured-heading">
            <div className="container">
              <h2 id="blog-featured-heading" className="blog-section-title">
                {t("featured")}
              </h2>
              <BlogPostCard post={featured} href={featured.path} featured />
            </div>
          </section>
        ) : null}
        {posts.length > 0 || total === 0 ? (
          <section className="blog-list-section blog-latest" aria-labelledby="blog-latest-heading">
            <div className="container">
              <h2 id="blog-latest-heading" className="blog-section-title">
                {listTitle}
              </h2>
              {posts.length > 0 ? (
                <CardGrid className="blog-grid">
                  {posts.map((post) => (
                    <BlogPostCard key={post.slug} post={post} href={post.path} />
                  ))}
                </CardGrid>
              ) : failed ? null : (
                <div className="blog-empty">
                  <p>{t("list.empty")}</p>
                  {category ? (
                    <Link to={blogPath} preventScrollReset className="button button-secondary">
                      {t("list.showAll")}
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
