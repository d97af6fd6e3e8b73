import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { coverKeys, drawVisuals } from "../../../scripts/visuals/draw";
import { readArticleFiles } from "~/services/articles/article-files.server";
import { toPostView } from "~/services/post-view.server";

/** Issue 30, decision 184: pictures of the site's own facts, each for one thing. */

const publicDir = path.resolve("public");
const imageFiles = (dir: string): string[] =>
  readdirSync(path.join(publicDir, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? imageFiles(path.join(dir, entry.name))
      : /\.(svg|png|jpe?g|webp)$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );

describe("illustrations drawn from the facts", () => {
  it("every file in public/ is what the facts draw today (npm run visuals after a change)", () => {
    const drawn = drawVisuals();
    expect(drawn.size).toBeGreaterThan(30);
    for (const [file, svg] of drawn) expect(readFileSync(path.join(publicDir, file), "utf8"), file).toBe(svg);
  });

  it("each article has a cover of its own, named by its translation key", () => {
    const articles = readArticleFiles();
    expect(articles.length).toBe(22);
    expect(new Set(articles.map((article) => article.translationKey))).toEqual(new Set(coverKeys));
    for (const article of articles) {
      expect(article.imageUrl, article.file).toBe(`/images/blog/${article.translationKey}.svg`);
    }
  });

  it("no picture is used under two names, and none is a placeholder but the blog's fallback", () => {
    const byHash = new Map<string, string>();
    for (const file of imageFiles("images")) {
      const hash = createHash("sha256")
        .update(readFileSync(path.join(publicDir, file)))
        .digest("hex");
      expect(byHash.get(hash), `${file} is the same picture as ${byHash.get(hash)}`).toBeUndefined();
      byHash.set(hash, file);
    }
    // The drawn faces, the invented partners' logos and the invented award are gone (issue 30).
    const names = [...byHash.values()].join("\n");
    expect(names).not.toMatch(/images\/(team|testimonials|partners)\/|award-2024/);
  });

  it("an article without a picture still gets the blog's fallback, sized and described", () => {
    const t = ((key: string) => key) as unknown as Parameters<typeof toPostView>[2];
    const post: Parameters<typeof toPostView>[0] = {
      id: 1,
      commentsCount: 0,
      slug: "x",
      title: "T",
      excerpt: "E",
      category: "ai",
      author: "RTS",
      lang: "es",
      publishedDate: "2026-01-01",
      publishedAt: null,
      about: [],
      readTime: 3,
      views: 1,
      featured: false,
      imageUrl: " ",
    };
    expect(toPostView(post, "es", t).image).toEqual({
      src: "/images/blog/fallback.svg",
      width: 1200,
      height: 675,
      alt: "card.fallbackAlt",
    });
  });
});
