import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogArticle } from "~/components/blog/BlogArticle";
import { NewsletterCta } from "~/components/blog/NewsletterCta";
import type { LanguageSwitchHandle } from "~/components/layout/HeaderTools";
import type { BreadcrumbsHandle } from "~/components/layout/SiteFrame";
import { NotFoundPage } from "~/components/layout/ErrorPages";
import { blogContent } from "~/content/blog";
import { languageFromPath, type Lang } from "~/i18n/language";
import { pageStrings } from "~/i18n/page-strings.server";
import { getBackend, type SiteBackend } from "~/services/backend/index.server";
import type { BlogPost } from "~/services/backend/port";
import { isCountedReader } from "~/services/blog-views.server";
import { errorFields, log } from "~/services/logger.server";
import { renderMarkdown } from "~/services/markdown.server";
import { chosenLanguage } from "~/services/preferences.server";
import { blogStrings, toPostView } from "~/services/post-view.server";
import { breadcrumbTrail } from "~/services/seo/breadcrumbs.server";
import { isCardBuilt } from "~/services/seo/social-cards.server";
import { notFoundMeta, rootFormFailed, rootOrigin, seoMeta } from "~/utils/meta";
import { blogPosting, breadcrumbList } from "~/utils/structured-data";
import { articlePath, pagePath } from "~/utils/pages";
import { revalidateOnNewUrl } from "~/utils/revalidation";
import { articleCard, pageCard } from "~/utils/social-card";

export { action, headers } from "~/forms/page-action.server";

/** The language switch leads to the article's translation, or to the other language's blog. */
export const handle = {
  breadcrumbs: true,
  otherLanguagePath: (target, data) => {
    const translations = (data as { translations?: Partial<Record<Lang, string>> } | undefined)?.translations;
    return translations?.[target] ?? pagePath("blog", target);
  },
} satisfies LanguageSwitchHandle & BreadcrumbsHandle;

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
 * the loader, once per page load by a person (never a crawler). A visitor who chose the other
 * language (the `lng` cookie, decision 002) is sent to the article's translation if there is one;
 * an untranslated article is shown as it is, in the only language it exists in (decision 140).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const slug = params.slug ?? "";
  const notFound = () => json({ found: false } as const, { status: 404 });
  if (!SLUG.test(slug)) return notFound();
  const backend = await getBackend();
  const post: BlogPost | null = await backend.postBySlug(lang, slug);
  if (!post) return notFound();
  const translations = await translationPaths(backend, post);
  const chosen = chosenLanguage(request);
  const translation = chosen && chosen !== lang ? translations[chosen] : undefined;
  if (translation) throw redirect(translation, { status: 302 });

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
    translations,
    card: isCardBuilt(card) ? card : pageCard("blog", lang, content.meta.title),
    article: {
      publishedTime: post.publishedDate,
      modifiedTime: post.revisedDate,
      section: post.category,
    },
    content: { meta: { title: post.title, description: post.excerpt }, newsletter: content.newsletter },
    strings: pageStrings(lang, ["blog"]),
    breadcrumbs: breadcrumbTrail("blog", lang, { name: post.title, path: articlePath(post.slug, lang) }),
    post: toPostView({ ...post, views }, lang, await blogStrings(lang)),
    html: renderMarkdown(post.body, lang),
  });
}

/** Only a new URL is a new page load: a form posted from the article must not count another view. */
export const shouldRevalidate = revalidateOnNewUrl;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data?.found) return notFoundMeta(location.pathname, rootOrigin(matches));
  const origin = rootOrigin(matches);
  const { post, article, card, breadcrumbs } = data;
  const path = articlePath(post.slug, data.lang);
  return seoMeta({
    meta: data.content.meta,
    origin,
    pathname: location.pathname,
    alternates: data.translations,
    card,
    article,
    // BlogPosting: what the article's page shows (title, excerpt, author, dates, picture) and its card.
    structured: [
      blogPosting(origin, data.lang, {
        path,
        headline: post.title,
        description: post.excerpt,
        section: article.section,
        author: post.author,
        published: article.publishedTime,
        modified: article.modifiedTime,
        images: [post.image.src, card.url],
      }),
      breadcrumbList(origin, breadcrumbs),
    ],
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
