import { useTranslation } from "react-i18next";
import { BackLink } from "~/components/ui/BackLink";
import { BlogPostFacts } from "./BlogPostCard";
import { BLOG_IMAGE_SIZE, type BlogPostView } from "./post-view";
import "./blog-article.css";

type Props = {
  post: BlogPostView;
  /** The body, rendered to safe HTML on the server (services/markdown.server.ts). */
  html: string;
  blogPath: string;
};

/** A blog article: back link, category, title, excerpt, facts, image and the body. */
export function BlogArticle({ post, html, blogPath }: Props) {
  const { t } = useTranslation("blog");
  return (
    <article className="blog-article" aria-labelledby="page-title">
      <header className="hero blog-article-hero">
        <div className="container narrow">
          <p className="blog-back">
            <BackLink to={blogPath} label={t("post.back")} />
          </p>
          <p className="tag blog-card-category">
            <span className="visually-hidden">{t("post.category")}: </span>
            {post.category}
          </p>
          <h1 id="page-title">{post.title}</h1>
          <p className="lead">{post.excerpt}</p>
          <BlogPostFacts post={post} label={t("post.metaLabel")} />
        </div>
      </header>
      <div className="container narrow blog-article-body">
        <img
          className="blog-article-image"
          src={post.image.src}
          alt={post.image.alt}
          width={BLOG_IMAGE_SIZE.width}
          height={BLOG_IMAGE_SIZE.height}
          decoding="async"
        />
        <div className="blog-prose" dangerouslySetInnerHTML={{ __html: html }} />
        <p>
          <BackLink to={blogPath} label={t("post.back")} button />
        </p>
      </div>
    </article>
  );
}
