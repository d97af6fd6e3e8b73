import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogArticle } from "~/components/blog/BlogArticle";
import { RelatedLinks } from "~/components/blog/RelatedLinks";
import { useTranslation } from "~/i18n/react";
import { relatedToArticle } from "~/services/articles/related";
import { coverCrops } from "~/services/articles/covers.server";
import { NewsletterCta } from "~/components/blog/NewsletterCta";
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
import { chosenLanguage } from "~/services/request-preferences.server";
import { blogStrings, toPostView } from "~/services/post-view.server";
import { breadcrumbTrail } from "~/services/seo/breadcrumbs.server";
import { isCardBuilt } from "~/services/seo/social-cards.server";
import { notFoundHead, pageHead } from "~/services/seo/meta.server";
import { siteOrigin } from "~/services/site-url.server";
import { meta } from "~/utils/meta";
import { blogPosting, breadcrumbList } from "~/utils/structured-data";
import { articlePath, pagePath } from "~/utils/pages";
import { revalidateOnNewUrl } from "~/utils/revalidation";
import { articleCard, pageCard } from "~/utils/social-card";

export { action, headers } from "~/forms/page-action.server";

export const handle = { breadcrumbs: true } satisfies BreadcrumbsHandle;

const SLUG = /^[a-z0-9][a-z0-9-]{0,150}$/;

/** The later of two ISO dates or date-times (a revision is never before the publication). */
const later = (published: string, revised: string) => (revised > published.slice(0, 10) ? revised : published);

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
 * language (the `lng` cookie, decision 186) is sent to the article's translation if there is one;
 * an untranslated article is shown as it is, in the only language it exists in (decision 186).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const lang = languageFromPath(new URL(request.url).pathname);
  const slug = params.slug ?? "";
  const notFound = () => data({ found: false, seo: notFoundHead(args) } as const, { status: 404 });
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
  const articleCardBuilt = articleCard(post.slug, lang, post.title, post.category);
  const card = isCardBuilt(articleCardBuilt) ? articleCardBuilt : pageCard("blog", lang, content.meta.title);
  const meta = { title: post.title, description: post.excerpt };
  const path = articlePath(post.slug, lang);
  const breadcrumbs = breadcrumbTrail("blog", lang, { name: post.title, path });
  const published = post.publishedAt ?? post.publishedDate;
  const article = {
    publishedTime: published,
    modifiedTime: later(published, post.revisedDate),
    section: post.category,
  };
  const origin = siteOrigin(request);
  const t = await blogStrings(lang);
  const view = toPostView({ ...post, views }, lang, t);
  const related = await relatedToArticle(post, lang, {
    articles: t("post.relatedArticles"),
    services: t("post.relatedServices"),
    cases: t("post.relatedCases"),
    topics: "",
  });
  return {
    found: true,
    lang,
    translations,
    content: { meta, newsletter: content.newsletter },
    strings: pageStrings(lang, ["blog"]),
    breadcrumbs,
    post: view,
    related,
    html: renderMarkdown(post.body, lang),
    seo: pageHead(args, {
      meta,
      alternates: translations,
      card,
      article,
      // BlogPosting: what the article's page shows (title, excerpt, author, dates, picture) and its card.
      structured: [
        blogPosting(origin, lang, {
          path,
          headline: post.title,
          description: post.excerpt,
          section: article.section,
          author: { name: post.author, path: view.authorPath ?? undefined },
          published: article.publishedTime,
          modified: article.modifiedTime,
          images: [...coverCrops(post.imageUrl), card.url],
        }),
        breadcrumbList(origin, breadcrumbs),
      ],
    }),
  };
}

/** Only a new URL is a new page load: a form posted from the article must not count another view. */
export const shouldRevalidate = revalidateOnNewUrl;

export { meta };

export default function BlogPostPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");
  if (!data.found) return <NotFoundPage />;
  const { content, post, html, lang, related } = data;
  return (
    <>
      <BlogArticle
        post={post}
        html={html}
        blogPath={pagePath("blog", lang)}
        related={
          related.length > 0 ? (
            <section className="blog-related" aria-labelledby="relacionado-heading">
              <h2 id="relacionado-heading">{t("post.related")}</h2>
              <RelatedLinks groups={related} />
            </section>
          ) : null
        }
      />
      <NewsletterCta copy={content.newsletter} />
    </>
  );
}
