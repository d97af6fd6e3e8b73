import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BackLink } from "~/components/ui/BackLink";
import { BlogPostFacts } from "./BlogPostCard";
import { Image } from "~/components/ui/Image";
import type { BlogPostView } from "./post-view";
import type { ReactNode } from "react";
import "./blog-article.css";

type Props = {
  post: BlogPostView;
  /** The services and cases the article is about (computed by the loader), shown after the text. */
  related?: ReactNode;
  /** The body, rendered to safe HTML on the server (services/markdown.server.ts). */
  html: string;
  blogPath: string;
};

/** A blog article (the frame shows its breadcrumbs above): category, title, excerpt, facts, image and the body. */
export function BlogArticle({ post, html, blogPath, related }: Props) {
  const { t } = useTranslation("blog");
  return (
    <article className="blog-article" aria-labelledby="page-title">
      <header className="hero on-gradient blog-article-hero">
        <div className="container narrow">
          <p className="tag blog-article-category">
            <span className="visually-hidden">{t("post.category")}: </span>
            {post.categoryPath ? <Link to={post.categoryPath}>{post.category}</Link> : post.category}
          </p>
          <h1 id="page-title">{post.title}</h1>
          <p className="lead hero-lead">{post.excerpt}</p>
          <BlogPostFacts post={post} label={t("post.metaLabel")} onHero />
        </div>
      </header>
      <div className="container narrow blog-article-body">
        <Image image={post.image} className="blog-article-image" eager />
        <div className="blog-prose" dangerouslySetInnerHTML={{ __html: html }} />
        {related}
        <p>
          <BackLink to={blogPath} label={t("post.back")} button />
        </p>
      </div>
    </article>
  );
}
