import { Icon } from "~/components/ui/Icon";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Image } from "~/components/ui/Image";
import type { BlogPostView } from "./post-view";
import "~/components/ui/card.css";
import "./blog-post-card.css";

type Props = {
  post: BlogPostView;
  href: string;
  /** The featured article: larger, image loaded at once (it is near the top of the page). */
  featured?: boolean;
  headingLevel?: "h2" | "h3";
};

/** A blog card: image, category, title linking to the article, excerpt, date, read time, views. */
export function BlogPostCard({ post, href, featured = false, headingLevel: Heading = "h3" }: Props) {
  return (
    <article className={featured ? "card card-cover blog-card blog-card-featured" : "card card-cover blog-card"}>
      <Image image={post.image} className="card-cover-image" eager={featured} />
      <div className="card-cover-body blog-card-body">
        <p className="tag blog-card-category">{post.category}</p>
        <Heading className="blog-card-title">
          {/* No prefetch: the article's loader counts a view. */}
          <Link to={href} className="card-cover-link">
            {post.title}
          </Link>
        </Heading>
        <p className="blog-card-excerpt">{post.excerpt}</p>
        <BlogPostFacts post={post} />
      </div>
    </article>
  );
}

/** Author, date, read time and views, as a list (also used on the article page). */
export function BlogPostFacts({
  post,
  label,
  onHero = false,
}: {
  post: BlogPostView;
  label?: string;
  onHero?: boolean;
}) {
  const { t } = useTranslation("blog");
  return (
    <ul className={onHero ? "blog-facts blog-facts-on-hero" : "blog-facts"} aria-label={label}>
      <li className="blog-fact-author">
        {post.authorPath ? (
          <>
            {t("card.byPrefix")} <Link to={post.authorPath}>{post.author}</Link>
          </>
        ) : (
          t("card.by", { author: post.author })
        )}
      </li>
      <li>
        <Icon name="calendar-days" size={16} />
        <time dateTime={post.dateTime}>{post.dateLabel}</time>
      </li>
      <li>
        <Icon name="clock" size={16} />
        {post.readTimeLabel}
      </li>
      <li className="blog-fact-views">
        <Icon name="eye" size={16} />
        {post.viewsLabel}
      </li>
    </ul>
  );
}
