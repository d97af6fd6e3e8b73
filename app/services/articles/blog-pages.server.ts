import type { TFunction } from "i18next";
import type { BlogPostView } from "~/components/blog/post-view";
import type { Chip } from "~/components/ui/ChipNav";
import { topicByName, type Topic } from "~/content/facts/topics";
import type { Lang } from "~/i18n/language";
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

/** A topic's page and feed in a language. */
export const topicPath = (topic: Topic, lang: Lang) => templatePath("blog-topic", lang, { topic: topic[lang].slug });
export const topicFeedPath = (topic: Topic, lang: Lang) =>
  templatePath("blog-topic-rss", lang, { topic: topic[lang].slug });

/** The topic page that `?categoria=<name>` on the blog now lives at, if the name is a topic's. */
export function movedCategory(name: string, lang: Lang): string | undefined {
  const topic = topicByName(name, lang);
  return topic ? topicPath(topic, lang) : undefined;
}
