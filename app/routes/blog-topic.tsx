import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/BlogListing";
import { RelatedLinks } from "~/components/blog/RelatedLinks";
import type { BreadcrumbsHandle } from "~/components/layout/SiteFrame";
import { NotFoundPage } from "~/components/layout/ErrorPages";
import { Hero, Section } from "~/components/ui/Section";
import { topicBySlug } from "~/content/facts/topics";
import { useTranslation } from "~/i18n/react";
import { languageFromPath } from "~/i18n/language";
import { pageStrings } from "~/i18n/page-strings.server";
import {
  categoryChips,
  isTopicIndexable,
  postViews,
  topicFeedPath,
  topicPath,
} from "~/services/articles/blog-pages.server";
import { casesAbout } from "~/services/articles/related";
import { getBackend } from "~/services/backend/index.server";
import { errorFields, log } from "~/services/logger.server";
import { blogStrings } from "~/services/post-view.server";
import { breadcrumbTrail, pageName } from "~/services/seo/breadcrumbs.server";
import { notFoundHead, pageHead } from "~/services/seo/meta.server";
import { isCardBuilt } from "~/services/seo/social-cards.server";
import { siteOrigin } from "~/services/site-url.server";
import { meta } from "~/utils/meta";
import { pagePath } from "~/utils/pages";
import { pageCard, topicCard } from "~/utils/social-card";
import { breadcrumbList } from "~/utils/structured-data";

export { action, headers } from "~/forms/page-action.server";

export const handle = { breadcrumbs: true } satisfies BreadcrumbsHandle;

/**
 * A blog topic's own page (decision 185): /blog/categoria/<slug>, /en/blog/category/<slug>, with its
 * title, description, feed, breadcrumb and the services it is about; every published article of the
 * topic, newest first.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const lang = languageFromPath(new URL(request.url).pathname);
  const topic = topicBySlug(params.topic ?? "", lang);
  if (!topic) return data({ found: false, seo: notFoundHead(args) } as const, { status: 404 });
  const t = await blogStrings(lang);
  const name = topic[lang].name;
  let listing = { chips: categoryChips([name], name, lang, t), posts: postViews([], lang, t), failed: true };
  try {
    const backend = await getBackend();
    const [categories, posts] = await Promise.all([
      backend.categories(lang),
      backend.findPosts({ lang, category: name }),
    ]);
    listing = { chips: categoryChips(categories, name, lang, t), posts: postViews(posts, lang, t), failed: false };
  } catch (error) {
    log.error("blog.topic_failed", { lang, topic: topic.key, ...errorFields(error) });
  }
  const alternates = { es: topicPath(topic, "es"), en: topicPath(topic, "en") };
  const path = alternates[lang];
  const origin = siteOrigin(request);
  const title = t("list.categoryTitle", { category: name });
  const metaTitle = t("topic.title", { topic: name });
  const breadcrumbs = breadcrumbTrail("blog", lang, { name, path });
  const card = topicCard(topic.key, lang, metaTitle);
  return {
    found: true,
    lang,
    alternates,
    hero: { eyebrow: pageName("blog", lang), title, lead: topic[lang].description },
    intro: { title: t("topic.intro", { topic: name }), paragraphs: topic[lang].intro ?? [] },
    category: name,
    ...listing,
    related: [
      {
        title: t("related.services"),
        links: topic.services.map((key) => ({ href: pagePath(key, lang), label: pageName(key, lang) })),
      },
      { title: t("related.cases"), links: casesAbout(topic.services, lang) },
    ].filter((group) => group.links.length > 0),
    servicesTitle: t("topic.services", { topic: name }),
    strings: pageStrings(lang, ["blog"]),
    breadcrumbs,
    seo: pageHead(args, {
      meta: { title: metaTitle, description: topic[lang].description },
      // Not a page of its own while it has a single article (decision 216): no index, no sitemap.
      noindex: !listing.failed && !isTopicIndexable(listing.posts.length),
      alternates,
      card: isCardBuilt(card) ? card : pageCard("blog", lang, metaTitle),
      feed: { title: t("topic.feed", { topic: name }), path: topicFeedPath(topic, lang) },
      structured: [breadcrumbList(origin, breadcrumbs)],
    }),
  };
}

export { meta };

export default function BlogTopicPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");
  if (!data.found) return <NotFoundPage />;
  const { hero, intro, lang, chips, category, posts, failed, related, servicesTitle } = data;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <BlogListing
        blogPath={pagePath("blog", lang)}
        chips={chips}
        category={category}
        featured={null}
        posts={posts}
        failed={failed}
        listTitle={t("list.allTitle")}
      />
      {intro.paragraphs.length > 0 ? (
        <Section id="sobre-el-tema" title={intro.title}>
          <div className="topic-intro">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
      ) : null}
      <Section id="servicios-del-tema" alt title={servicesTitle}>
        <RelatedLinks groups={related} />
      </Section>
    </>
  );
}
