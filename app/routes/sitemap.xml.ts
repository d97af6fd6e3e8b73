import type { LoaderFunctionArgs } from "@remix-run/node";
import { languages, type Lang } from "~/i18n/language";
import revisions from "~/page-revisions.json";
import type { PublishedPost } from "~/services/backend/port";
import { articlesCacheControl, publishedArticles } from "~/services/seo/articles.server";
import { siteOrigin } from "~/services/site-url.server";
import { articlePath, pageKeys, pagePath, templatePath, type PageKey } from "~/utils/pages";
import { legalPages } from "~/content/legal";
import { personWithPageByName } from "~/services/content/people.server";
import { vacancies, vacancyPath } from "~/services/content/vacancies.server";
import { topicByName, topics } from "~/content/facts/topics";
import { isTopicIndexable, topicPath } from "~/services/articles/blog-pages.server";
import { escapeXml } from "~/utils/xml";

type Alternate = { hreflang: string; href: string };

function urlEntry(loc: string, lastmod: string, alternates: Alternate[]): string {
  const links = alternates.map(
    (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
  );
  return [
    "  <url>",
    `    <loc>${escapeXml(loc)}</loc>`,
    `    <lastmod>${lastmod}</lastmod>`,
    ...links,
    "  </url>",
  ].join("\n");
}

/** Both versions and x-default (the Spanish one, as on the pages), or none for an untranslated article. */
function alternatesOf(hrefs: Partial<Record<Lang, string>>): Alternate[] {
  const present = languages.filter((lang) => hrefs[lang]);
  if (present.length < 2) return [];
  return [
    ...present.map((lang) => ({ hreflang: lang, href: hrefs[lang]! })),
    { hreflang: "x-default", href: hrefs.es! },
  ];
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * A page's revision date: for the legal pages, the date they show ("last updated", the one a reader
 * sees change); for the others, app/page-revisions.json (the day their copy last changed).
 */
function revisionOf(key: PageKey, lang: Lang): string {
  if (key === "privacy" || key === "terms" || key === "cookies") return legalPages[key][lang].revised;
  return revisions[key].revised;
}

/**
 * Every page of the route table in both languages and every published article, each with its
 * revision date (pages: app/page-revisions.json; articles: their last editorial change) and its
 * other-language version. The blog index changes when an article of its language does.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const { posts, complete } = await publishedArticles();
  const newest = (lang: Lang) =>
    posts.filter((post) => post.lang === lang).reduce((date, post) => later(date, post.revisedDate), "");

  const pages = pageKeys.flatMap((key) => {
    const hrefs = { es: origin + pagePath(key, "es"), en: origin + pagePath(key, "en") };
    return languages.map((lang) => {
      const revised = revisionOf(key, lang);
      return urlEntry(hrefs[lang], key === "blog" ? later(revised, newest(lang)) : revised, alternatesOf(hrefs));
    });
  });

  // The pages of the blog's topics and authors change when one of their articles does.
  const newestOf = (lang: Lang, keep: (post: PublishedPost) => boolean) =>
    posts.filter((post) => post.lang === lang && keep(post)).reduce((date, post) => later(date, post.revisedDate), "");
  const topicEntries = topics.flatMap((topic) => {
    const hrefs = { es: origin + topicPath(topic, "es"), en: origin + topicPath(topic, "en") };
    return languages.flatMap((lang) => {
      const ofTopic = (post: PublishedPost) => post.lang === lang && topicByName(post.category, lang) === topic;
      if (!isTopicIndexable(posts.filter(ofTopic).length)) return [];
      return [urlEntry(hrefs[lang], newestOf(lang, ofTopic), alternatesOf(hrefs))];
    });
  });
  const authorNames = new Set(posts.map((post) => post.author));
  const authorEntries = [...authorNames].flatMap((name) => {
    const person = personWithPageByName(name);
    if (!person) return [];
    const hrefs = Object.fromEntries(
      languages
        .filter((lang) => newestOf(lang, (post) => post.author === name))
        .map((lang) => [lang, origin + templatePath("blog-author", lang, { author: person.key })]),
    ) as Partial<Record<Lang, string>>;
    return languages.flatMap((lang) =>
      hrefs[lang]
        ? [
            urlEntry(
              hrefs[lang]!,
              newestOf(lang, (post) => post.author === name),
              alternatesOf(hrefs),
            ),
          ]
        : [],
    );
  });
  const vacancyEntries = vacancies().flatMap((vacancy) => {
    const hrefs = { es: origin + vacancyPath(vacancy, "es"), en: origin + vacancyPath(vacancy, "en") };
    return languages.map((lang) =>
      urlEntry(hrefs[lang], later(vacancy.posted, revisions.careers.revised), alternatesOf(hrefs)),
    );
  });

  const byKey = new Map<string, PublishedPost[]>();
  for (const post of posts)
    if (post.translationKey) byKey.set(post.translationKey, [...(byKey.get(post.translationKey) ?? []), post]);
  const articles = posts.map((post) => {
    const versions = post.translationKey ? byKey.get(post.translationKey)! : [post];
    const hrefs = Object.fromEntries(
      versions.map((version) => [version.lang, origin + articlePath(version.slug, version.lang)]),
    );
    return urlEntry(origin + articlePath(post.slug, post.lang), post.revisedDate, alternatesOf(hrefs));
  });

  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages,
    ...topicEntries,
    ...authorEntries,
    ...vacancyEntries,
    ...articles,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": articlesCacheControl(complete) },
  });
}
