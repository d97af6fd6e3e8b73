import type { TFunction } from "i18next";
import type { BlogPostView } from "~/components/blog/post-view";
import type { Chip } from "~/components/ui/ChipNav";
import { topicByName, type Topic } from "~/content/facts/topics";
import { languages, type Lang } from "~/i18n/language";
import type { BlogPostSummary } from "~/services/backend/port";
import { categoryPath, toPostView } from "~/services/post-view.server";
import { pagePath, templatePath } from "~/utils/pages";

/**
 * What the blog's pages share (the blog, a topic, an author): the category chips, as links to the
 * topics' own pages (decision 185), and the posts as cards. Written by loaders: data, not code.
 */
export function categoryChips(categories: string[], current: string | null, lang: Lang, t: TFunction<"blog">): Chip[] {
  const blog = pagePath("blog", lang);
  return [
    { key: "__all__", label: t("categories.all"), href: blog, current: current === null },
    ...categories.map((name) => ({
      key: name,
      label: name,
      // A category written only in the table (no topic) is still a filter of the blog page.
      href: categoryPath(name, lang) ?? `${blog}?categoria=${encodeURIComponent(name)}`,
      current: current === name,
    })),
  ];
}

export const postViews = (posts: BlogPostSummary[], lang: Lang, t: TFunction<"blog">): BlogPostView[] =>
  posts.map((post) => toPostView(post, lang, t));

/**
 * A topic with fewer articles than this in a language is not a page of its own there (issue 37,
 * decision 216): its page still answers for the chips and links that lead to it, but says
 * `noindex` and stays out of the sitemap until a second article arrives.
 */
export const TOPIC_PAGE_MIN_ARTICLES = 2;

export const isTopicIndexable = (articleCount: number) => articleCount >= TOPIC_PAGE_MIN_ARTICLES;

/** A topic's page and feed in a language. */
export const topicPath = (topic: Topic, lang: Lang) => templatePath("blog-topic", lang, { topic: topic[lang].slug });
export const topicFeedPath = (topic: Topic, lang: Lang) =>
  templatePath("blog-topic-rss", lang, { topic: topic[lang].slug });

/**
 * The topic page that `?categoria=<name>` on the blog now lives at, if the name is a topic's in
 * either language (an English address may carry the Spanish name, as the Spanish blog's chips did).
 */
export function movedCategory(name: string, lang: Lang): string | undefined {
  const topic = topicByName(name, lang) ?? languages.map((other) => topicByName(name, other)).find(Boolean);
  return topic ? topicPath(topic, lang) : undefined;
}
