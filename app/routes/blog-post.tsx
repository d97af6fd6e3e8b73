import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogArticle } from "~/components/blog/BlogArticle";
import { NewsletterCta } from "~/components/blog/NewsletterCta";
import type { LanguageSwitchHandle } from "~/components/layout/HeaderTools";
import { NotFoundPage } from "~/components/layout/ErrorPages";
import { blogContent } from "~/content/blog";
import { languageFromPath, type Lang } from "~/i18n/language";
import { pageStrings } from "~/i18n/page-strings.server";
import { getBackend, type SiteBackend } from "~/services/backend/index.server";
import type { BlogPost } from "~/services/backend/port";
import { isCountedReader } from "~/services/blog-views.server";
import { errorFields, log } from "~/services/logger.server";
import { renderMarkdown } from "~/services/markdown.server";
import { blogStrings, toPostView } from "~/services/post-view.server";
import { isCardBuilt } from "~/services/seo/social-cards.server";
import { notFoundMeta, rootFormFailed, rootOrigin, seoMeta } from "~/utils/meta";
import { articlePath, pagePath } from "~/utils/pages";
import { revalidateOnNewUrl } from "~/utils/revalidation";
import { articleCard, pageCard } from "~/utils/social-card";

export { action, headers } from "~/forms/page-action.server";

/** The language switch leads to the article's translation, or to the other language's blog. */
export const handle = {
  otherLanguagePath: (target, data) => {
    const translations = (data as { translations?: Partial<Record<Lang, string>> } | undefined)?.translations;
    return translations?.[target] ?? pagePath("blog", target);
  },
} satisfies LanguageSwitchHandle;

const SLUG = /^[a-z0-9][a-z0-9-]{0,150}$/;

/** The paths of the article's published versions, by language (hreflang); best effort. */
async function translationPaths(backend: SiteBackend, post: BlogPost): Promise<Partial<Record<Lang, string>>> {
  if (!post.translationKey) return {};
  try {
    const versions = await backend.postTranslations(post.translationKey);
    return Object.fromEntries(versions.map((version) => [version.lang, articlePath(version.slug, version.lang)]));
  } catch (error) {
    log.error("blog.translations_failed", { slug: post.slug, ...errorFields(error) });
    return {};
  }
}

/**
 * A blog article (/blog/:slug, /en/blog/:slug): published posts of the URL's language only; any
 * other slug answers the site's 404 page. Opening an article counts one view (spec §7.5), here in
 * the loader, once per page load by a person (never a crawler).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const slug = params.slug ?? "";
  const notFound = () => json({ found: false } as const, { status: 404 });
  if (!SLUG.test(slug)) return notFound();
  const backend = await getBackend();
  const post: BlogPost | null = await backend.postBySlug(lang, slug);
  if (!post) return notFound();

  let views = post.views;
  try {
    if (isCountedReader(request.headers.get("User-Agent"))) {
      await backend.incrementViews(post.slug);
      views += 1;
    }
  } catch (error) {
    // Counting is best effort: the visitor still reads the article.
    log.error("blog.increment_views_failed", { slug: post.slug, ...errorFields(error) });
  }

  const content = blogContent[lang];
  const card = articleCard(post.slug, lang, post.title, post.category);
  return json({
    found: true,
    lang,
    translations: await translationPaths(backend, post),
    card: isCardBuilt(card) ? card : pageCard("blog", lang, content.meta.title),
    article: {
      publishedTime: post.publishedDate,
      modifiedTime: post.revisedDate,
      section: post.category,
    },
    content: { meta: { title: post.title, description: post.excerpt }, newsletter: content.newsletter },
    strings: pageStrings(lang, ["blog"]),
    post: toPostView({ ...post, views }, lang, await blogStrings(lang)),
    html: renderMarkdown(post.body, lang),
  });
}

/** Only a new URL is a new page load: a form posted from the article must not count another view. */
export const shouldRevalidate = revalidateOnNewUrl;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data?.found) return notFoundMeta(location.pathname, rootOrigin(matches));
  return seoMeta({
    meta: data.content.meta,
    origin: rootOrigin(matches),
    pathname: location.pathname,
    alternates: data.translations,
    card: data.card,
    article: data.article,
    formFailed: rootFormFailed(matches),
  });
};

export default function BlogPostPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.found) return <NotFoundPage />;
  const { content, post, html, lang } = data;
  return (
    <>
      <BlogArticle post={post} html={html} blogPath={pagePath("blog", lang)} />
      <NewsletterCta copy={content.newsletter} />
    </>
  );
}
