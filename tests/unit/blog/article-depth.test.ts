import { describe, expect, it } from "vitest";
import { articleWords, readArticleFiles, type ArticleFile } from "~/services/articles/article-files.server";
import { articlePath, pageKeys, pagePath } from "~/utils/pages";

/**
 * Issue 37, deliverable 4: every published article is deep enough to be worth a page of its own
 * (at least 900 words a reader reads, counted as the read time counts them) and ends with the
 * sources it rests on. Drafts (`published: false`) are shown nowhere and are left out.
 */
const MIN_WORDS = 900;
const SOURCES_HEADING = { es: "Fuentes", en: "Sources" } as const;

const articles = readArticleFiles();
const published = articles.filter((article) => article.published);

/** The level-2 headings of a body, in order. */
const headings = (body: string) => [...body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());

/** The sources section: everything after the body's last `## Fuentes` / `## Sources` heading. */
function sourcesOf(article: ArticleFile): string {
  const heading = `## ${SOURCES_HEADING[article.lang]}`;
  const at = article.body.lastIndexOf(`\n${heading}\n`);
  return at === -1 ? "" : article.body.slice(at + heading.length + 1);
}

const links = (markdown: string) => [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

describe("articleWords (the read time's count)", () => {
  it("counts the words a reader reads, not a link's address", () => {
    expect(articleWords("Lee [la orden de bases](https://www.boe.es/buscar/doc.php?id=BOE-A-2021-21873).")).toBe(5);
    expect(articleWords("Ver https://www.incibe.es/empresas hoy")).toBe(2);
    expect(articleWords("Un **cuadro de mando** bien diseñado: 5 indicadores, 30-60 días.")).toBe(10);
  });
});

describe("published articles: depth, sources, links", () => {
  it("there are published articles in both languages (the checks below are not vacuous)", () => {
    expect(published.filter((article) => article.lang === "es").length).toBeGreaterThanOrEqual(10);
    expect(published.filter((article) => article.lang === "en").length).toBeGreaterThanOrEqual(10);
  });

  it.each(published.map((article) => [article.file, article] as const))(
    "%s has at least 900 words",
    (_file, article) => {
      expect(articleWords(article.body)).toBeGreaterThanOrEqual(MIN_WORDS);
    },
  );

  it.each(published.map((article) => [article.file, article] as const))(
    "%s ends with a sources section of at least two external links",
    (_file, article) => {
      expect(headings(article.body).at(-1)).toBe(SOURCES_HEADING[article.lang]);
      const sources = links(sourcesOf(article));
      expect(sources.filter((href) => /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//i.test(href)).length).toBeGreaterThanOrEqual(
        2,
      );
      for (const href of sources) expect(() => new URL(href)).not.toThrow();
    },
  );

  // English pages name the programme as it names itself, Kit Digital, never a translated "Digital
  // Kit" (decision 218; polish.spec checks the rendered pages the same way).
  it.each(published.filter((article) => article.lang === "en").map((article) => [article.file, article] as const))(
    "%s says Kit Digital in English",
    (_file, article) => {
      expect(article.body.match(/.{0,30}Digital Kit.{0,30}/gi) ?? []).toEqual([]);
    },
  );

  it.each(published.map((article) => [article.file, article] as const))(
    "%s links only this language's pages and published articles, and at least one other article",
    (_file, article) => {
      const known = new Set([
        ...pageKeys.map((key) => pagePath(key, article.lang)),
        ...published
          .filter((other) => other.lang === article.lang)
          .map((other) => articlePath(other.slug, article.lang)),
      ]);
      const internal = links(article.body).filter((href) => href.startsWith("/"));
      for (const href of internal) expect(known, `${href} in ${article.file}`).toContain(href);
      const otherArticles = published
        .filter((other) => other.lang === article.lang && other.slug !== article.slug)
        .map((other) => articlePath(other.slug, article.lang));
      expect(internal.some((href) => otherArticles.includes(href))).toBe(true);
    },
  );
});
