import type { LoaderFunctionArgs } from "@remix-run/node";
import { company } from "~/config/company";
import { blogContent } from "~/content/blog";
import { languageFromPath, type Lang } from "~/i18n/language";
import { articlesCacheControl, publishedArticles } from "~/services/seo/articles.server";
import { siteOrigin } from "~/services/site-url.server";
import { locales } from "~/utils/format";
import { articlePath, blogFeedPath, pagePath } from "~/utils/pages";
import { escapeXml } from "~/utils/xml";
import { topicBySlug } from "~/content/facts/topics";
import { topicFeedPath, topicPath } from "~/services/articles/blog-pages.server";

/** RFC 822 date (RSS 2.0) of an ISO 8601 date and time. */
const rssDate = (instant: string) => new Date(instant).toUTCString();

/** The feed's language tag: es-ES, en-GB (as og:locale). */
const feedLanguage = (lang: Lang) => locales[lang];

/**
 * The blog's RSS 2.0 feed in the URL's language (/blog/rss.xml, /en/blog/rss.xml): one item per
 * published article, newest first, absolute links from the site origin (a topic's feed: its articles).
 * lastBuildDate is the newest publication or revision, so the document changes only when the blog does.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const origin = siteOrigin(request);
  // A topic's feed (/blog/categoria/<slug>/rss.xml): its articles only, under its own title.
  const topic = params.topic === undefined ? null : topicBySlug(params.topic, lang);
  if (topic === undefined) throw new Response("Not Found", { status: 404 });
  const meta = topic ? { title: topic[lang].name, description: topic[lang].description } : blogContent[lang].meta;
  const channelPath = topic ? topicPath(topic, lang) : pagePath("blog", lang);
  const selfPath = topic ? topicFeedPath(topic, lang) : blogFeedPath(lang);
  const { posts, complete } = await publishedArticles();
  const articles = posts.filter((post) => post.lang === lang && (!topic || post.category === topic[lang].name));
  // When an item last changed: its publication (date and time), or a later revision (a day).
  const changed = (post: (typeof articles)[number]) =>
    Math.max(
      new Date(post.publishedAt ?? `${post.publishedDate}T00:00:00Z`).getTime(),
      Date.parse(`${post.revisedDate}T00:00:00Z`),
    );
  const lastBuild = articles.reduce((latest, post) => Math.max(latest, changed(post)), 0);

  const element = (name: string, value: string, indent = 4) =>
    `${" ".repeat(indent)}<${name}>${escapeXml(value)}</${name}>`;
  const items = articles.map((post) => {
    const link = origin + articlePath(post.slug, post.lang);
    return [
      "    <item>",
      element("title", post.title, 6),
      element("link", link, 6),
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element("description", post.excerpt, 6),
      element("pubDate", rssDate(post.publishedAt ?? `${post.publishedDate}T00:00:00Z`), 6),
      element("category", post.category, 6),
      element("dc:creator", post.author, 6),
      "    </item>",
    ].join("\n");
  });

  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    element("title", `${meta.title} | ${company.name}`),
    element("link", origin + channelPath),
    element("description", meta.description),
    element("language", feedLanguage(lang)),
    `    <atom:link href="${escapeXml(origin + selfPath)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [element("lastBuildDate", new Date(lastBuild).toUTCString())] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": articlesCacheControl(complete) },
  });
}
