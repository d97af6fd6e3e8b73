import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogPostCard } from "~/components/blog/BlogPostCard";
import type { BreadcrumbsHandle } from "~/components/layout/SiteFrame";
import { NotFoundPage } from "~/components/layout/ErrorPages";
import { CardGrid } from "~/components/ui/Card";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { Hero, Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/react";
import { languageFromPath } from "~/i18n/language";
import { pageStrings } from "~/i18n/page-strings.server";
import { postViews } from "~/services/articles/blog-pages.server";
import { getBackend } from "~/services/backend/index.server";
import { personView, personWithPage } from "~/services/content/people.server";
import { blogStrings } from "~/services/post-view.server";
import { breadcrumbTrail, pageName } from "~/services/seo/breadcrumbs.server";
import { notFoundHead, pageHead } from "~/services/seo/meta.server";
import { isCardBuilt } from "~/services/seo/social-cards.server";
import { siteOrigin } from "~/services/site-url.server";
import { meta } from "~/utils/meta";
import { templatePath } from "~/utils/pages";
import { authorCard, pageCard } from "~/utils/social-card";
import { breadcrumbList, person } from "~/utils/structured-data";

export { action, headers } from "~/forms/page-action.server";

export const handle = { breadcrumbs: true } satisfies BreadcrumbsHandle;

/**
 * An author's page (decision 213): /blog/autores/<key>, /en/blog/authors/<key>, for every
 * person of app/content/company/people/ with a name, a bio and a published article in the page's
 * language (any other address answers 404: a page with nothing but a list would be thin). It shows
 * what the company filled in (role, photo, bio, profile link) and their articles; its Person node
 * has the page as `url`, which the articles' bylines point at.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const lang = languageFromPath(new URL(request.url).pathname);
  const notFound = () => data({ found: false, seo: notFoundHead(args) } as const, { status: 404 });
  const found = personWithPage(params.author ?? "");
  if (!found) return notFound();
  const posts = await (await getBackend()).findPosts({ lang, author: found.name });
  if (posts.length === 0) return notFound();
  const t = await blogStrings(lang);
  const who = personView(found, lang);
  const path = templatePath("blog-author", lang, { author: who.key });
  const origin = siteOrigin(request);
  const breadcrumbs = breadcrumbTrail("blog", lang, { name: found.name, path });
  const articlesTitle = t("author.articles", { name: found.name });
  const metaTitle = t("author.title", { name: found.name });
  const card = authorCard(who.key, lang, metaTitle);
  const topics = new Intl.ListFormat(lang, { type: "conjunction" }).format([
    ...new Set(posts.map((post) => post.category)),
  ]);
  const name = found.name;
  const description = who.bio ?? t("author.description", { name, topics });
  return {
    found: true,
    person: who,
    hero: { eyebrow: pageName("blog", lang), title: name, lead: who.role },
    name,
    articlesTitle,
    posts: postViews(posts, lang, t),
    strings: pageStrings(lang, ["blog"]),
    breadcrumbs,
    seo: pageHead(args, {
      meta: { title: metaTitle, description },
      card: isCardBuilt(card) ? card : pageCard("blog", lang, metaTitle),
      structured: [
        {
          ...person(origin, { name, path, role: who.role, sameAs: who.profileUrl ?? undefined }),
          mainEntityOfPage: origin + path,
        },
        breadcrumbList(origin, breadcrumbs),
      ],
    }),
  };
}

export { meta };

export default function BlogAuthorPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");
  if (!data.found) return <NotFoundPage />;
  const { hero, person: who, name, articlesTitle, posts } = data;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        {who.photo || who.profileUrl ? (
          <div className="author-facts">
            {who.photo ? <ResponsiveImage image={who.photo} sizes="120px" className="profile-photo" /> : null}
            {who.profileUrl ? <ExternalLink href={who.profileUrl}>{t("author.profile", { name })}</ExternalLink> : null}
          </div>
        ) : null}
      </Hero>
      <Section id="biografia" title={t("author.about", { name })}>
        <div className="prose">
          {(who.bio ?? "").split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="articulos" title={articlesTitle}>
        <CardGrid className="blog-grid">
          {posts.map((post) => (
            <BlogPostCard key={post.slug} post={post} href={post.path} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
