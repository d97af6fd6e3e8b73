import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogArticle } from "~/components/blog/BlogArticle";
import { NewsletterCta } from "~/components/blog/NewsletterCta";
import type { LanguageSwitchHandle } from "~/components/layout/HeaderTools";
import { blogContent } from "~/content/blog";
import { languageFromPath } from "~/i18n/language";
import { getBackend } from "~/services/backend/index.server";
import type { BlogPost } from "~/services/backend/port";
import { errorFields, log } from "~/services/logger.server";
import { renderMarkdown } from "~/services/markdown.server";
import { blogStrings, toPostView } from "~/services/post-view.server";
import { pageStrings } from "~/i18n/page-strings.server";
import { rootOrigin, seoMeta } from "~/utils/meta";
import { pagePath } from "~/utils/pages";
import { revalidateOnNewUrl } from "~/utils/revalidation";

export { action } from "~/forms/page-action.server";

/** An article has no twin in the other language: the language switch leads to that blog. */
export const handle = {
  otherLanguagePath: (target) => pagePath("blog", target),
} satisfies LanguageSwitchHandle;

const SLUG = /^[a-z0-9][a-z0-9-]{0,150}$/;

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

/**
 * A blog article (/blog/:slug, /en/blog/:slug): published posts of the URL's language only.
 * Opening it counts one view (spec §7.5), here in the loader, once per page load.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const slug = params.slug ?? "";
  if (!SLUG.test(slug)) notFound();

  const backend = await getBackend();
  const post: BlogPost | null = await backend.postBySlug(lang, slug);
  if (!post) notFound();

  let views = post.views;
  try {
    await backend.incrementViews(post.slug);
    views += 1;
  } catch (error) {
    // Counting is best effort: the visitor still reads the article.
    log.error("blog.increment_views_failed", { slug: post.slug, ...errorFields(error) });
  }

  return json({
    lang,
    content: { meta: { title: post.title, description: post.excerpt }, newsletter: blogContent[lang].newsletter },
    strings: pageStrings(lang, ["blog"]),
    post: toPostView({ ...post, views }, lang, await blogStrings(lang)),
    html: renderMarkdown(post.body, lang),
  });
}

/** Only a new URL is a new page load: a form posted from the article must not count another view. */
export const shouldRevalidate = revalidateOnNewUrl;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [];
  return seoMeta({
    meta: data.content.meta,
    origin: rootOrigin(matches),
    pathname: location.pathname,
    alternates: "none",
  });
};

export default function BlogPostPage() {
  const { content, post, html, lang } = useLoaderData<typeof loader>();
  return (
    <>
      <BlogArticle post={post} html={html} blogPath={pagePath("blog", lang)} />
      <NewsletterCta copy={content.newsletter} />
    </>
  );
}
