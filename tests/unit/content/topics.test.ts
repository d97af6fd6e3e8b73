import { describe, expect, it } from "vitest";
import { topics } from "~/content/facts/topics";
import { languages } from "~/i18n/language";
import { readArticleFiles } from "~/services/articles/article-files.server";
import { isTopicIndexable } from "~/services/articles/blog-pages.server";

const words = (paragraphs: string[] = []) => paragraphs.join(" ").split(/\s+/).filter(Boolean).length;

/**
 * A topic is a page of its own from its second article (decision 216), and an indexable page has
 * 250 words of its own (issue 37): its introduction alone carries them.
 */
describe("blog topics", () => {
  const articles = readArticleFiles().filter((article) => article.published);

  it("every topic with two articles or more has an introduction of 250 words or more, in both languages", () => {
    const counted: string[] = [];
    for (const topic of topics) {
      for (const lang of languages) {
        const count = articles.filter(
          (article) => article.lang === lang && article.category === topic[lang].name,
        ).length;
        if (!isTopicIndexable(count)) continue;
        const own = words(topic[lang].intro);
        counted.push(`${topic.key} ${lang}: ${count} articles, ${own} words`);
        expect(own, `${topic.key} (${lang})`).toBeGreaterThanOrEqual(250);
      }
    }
    // Four topics have two articles or more today (AI, automation, BI, software).
    expect(counted.length).toBeGreaterThanOrEqual(8);
  });

  it("a topic with one article is not indexable; with two it is", () => {
    expect(isTopicIndexable(1)).toBe(false);
    expect(isTopicIndexable(2)).toBe(true);
  });
});
