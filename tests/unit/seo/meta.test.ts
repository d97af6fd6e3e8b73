import type { MetaDescriptor } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { documentTitle, notFoundHead, pageHead, seoMeta, TITLE_MAX_LENGTH } from "~/services/seo/meta.server";
import { pageCard } from "~/utils/social-card";

type Tag = Record<string, string>;
const all = (tags: MetaDescriptor[]) => tags as unknown as Tag[];
const property = (tags: MetaDescriptor[], name: string) =>
  all(tags)
    .filter((tag) => tag.property === name)
    .map((tag) => tag.content);
const named = (tags: MetaDescriptor[], name: string) => all(tags).filter((tag) => tag.name === name);
const links = (tags: MetaDescriptor[], rel: string) => all(tags).filter((tag) => tag.rel === rel);

const origin = "https://rts.example";
const faq = { title: "Preguntas frecuentes", description: "Respuestas." };

describe("seoMeta: social card, Open Graph, site head", () => {
  const tags = seoMeta({ meta: faq, origin, pathname: "/faq" });

  it("every route-table page names its card: absolute og:image with type, size and alt; large Twitter card", () => {
    const card = pageCard("faq", "es", faq.title);
    expect(property(tags, "og:image")).toEqual([origin + card.url]);
    expect(property(tags, "og:image:type")).toEqual(["image/png"]);
    expect(property(tags, "og:image:width")).toEqual(["1200"]);
    expect(property(tags, "og:image:height")).toEqual(["630"]);
    expect(property(tags, "og:image:alt")).toEqual([card.alt]);
    expect(named(tags, "twitter:card")[0].content).toBe("summary_large_image");
    expect(property(tags, "og:type")).toEqual(["website"]);
  });

  it("names the other language's locale", () => {
    expect(property(tags, "og:locale")).toEqual(["es_ES"]);
    expect(property(tags, "og:locale:alternate")).toEqual(["en_GB"]);
    const en = seoMeta({ meta: faq, origin, pathname: "/en/faq" });
    expect(property(en, "og:locale:alternate")).toEqual(["es_ES"]);
  });

  it("announces the blog feed of the page's language, icons, manifest and a theme colour per scheme", () => {
    const feed = links(tags, "alternate").filter((tag) => tag.type === "application/rss+xml");
    expect(feed.map((tag) => tag.href)).toEqual([`${origin}/blog/rss.xml`]);
    const en = seoMeta({ meta: faq, origin, pathname: "/en/faq" });
    expect(links(en, "alternate").find((tag) => tag.type === "application/rss+xml")?.href).toBe(
      `${origin}/en/blog/rss.xml`,
    );
    expect(links(en, "manifest")[0].href).toBe("/en/manifest.webmanifest");
    expect(links(tags, "manifest")[0].href).toBe("/manifest.webmanifest");
    expect(links(tags, "icon")[0]).toMatchObject({ href: "/favicon.ico", sizes: "32x32" });
    expect(links(tags, "apple-touch-icon")[0].href).toBe("/apple-touch-icon.png");
    expect(named(tags, "theme-color").map((tag) => tag.media)).toEqual([
      "(prefers-color-scheme: light)",
      "(prefers-color-scheme: dark)",
    ]);
  });

  it("search results (?q=) are not indexed and name no canonical; other queries are", () => {
    const search = seoMeta({ meta: faq, origin, pathname: "/servicios", search: "?q=robot" });
    expect(named(search, "robots")[0]?.content).toBe("noindex");
    expect(links(search, "canonical")).toEqual([]);
    const filtered = seoMeta({ meta: faq, origin, pathname: "/blog", search: "?categoria=Kit+Digital" });
    expect(named(filtered, "robots").map((tag) => tag.content)).toEqual(["max-image-preview:large"]);
    expect(links(filtered, "canonical")[0].href).toBe(`${origin}/blog`);
  });

  it("an article: og:type article with its dates and section, its own card, hreflang to its translation", () => {
    const card = { url: "/build/social/article-x.es.abc.png", width: 1200, height: 630, alt: "X" };
    const article = seoMeta({
      meta: faq,
      origin,
      pathname: "/blog/x",
      card,
      alternates: { es: "/blog/x", en: "/en/blog/y" },
      article: { publishedTime: "2026-09-30", modifiedTime: "2026-10-02", section: "Kit Digital" },
    });
    expect(property(article, "og:type")).toEqual(["article"]);
    expect(property(article, "article:published_time")).toEqual(["2026-09-30"]);
    expect(property(article, "article:modified_time")).toEqual(["2026-10-02"]);
    expect(property(article, "article:section")).toEqual(["Kit Digital"]);
    expect(property(article, "og:image")).toEqual([origin + card.url]);
    const hreflang = links(article, "alternate").filter((tag) => tag.hrefLang);
    expect(hreflang.map((tag) => [tag.hrefLang, tag.href])).toEqual([
      ["es", `${origin}/blog/x`],
      ["en", `${origin}/en/blog/y`],
      ["x-default", `${origin}/blog/x`],
    ]);
    expect(property(article, "og:locale:alternate")).toEqual(["en_GB"]);
  });

  it("an untranslated article names no alternates and no alternate locale", () => {
    const alone = seoMeta({ meta: faq, origin, pathname: "/blog/x", alternates: { es: "/blog/x" }, card: null });
    expect(links(alone, "alternate").filter((tag) => tag.hrefLang)).toEqual([]);
    expect(property(alone, "og:locale:alternate")).toEqual([]);
    expect(property(alone, "og:image")).toEqual([]);
    expect(named(alone, "twitter:card")[0].content).toBe("summary");
  });

  it("not found: the title of the path's language, noindex, no canonical, no card", () => {
    const tags404 = notFoundHead({ request: new Request(`${origin}/en/blog/nope`) });
    expect(all(tags404).find((tag) => "title" in tag)?.title).toBe("Page not found | RTS");
    expect(named(tags404, "robots")[0].content).toBe("noindex");
    expect(links(tags404, "canonical")).toEqual([]);
    expect(property(tags404, "og:image")).toEqual([]);
  });

  it("a page the action answers again after a post without JavaScript that was not accepted: the title says Error", () => {
    const request = new Request(`${origin}/faq`, { method: "POST" });
    const failed = pageHead(
      { request, context: { postedReply: { intent: "contact", status: "invalid" } } },
      { meta: faq },
    );
    expect(all(failed).find((tag) => "title" in tag)?.title).toBe(`Error: ${faq.title} | RTS`);
    expect(all(pageHead({ request }, { meta: faq })).find((tag) => "title" in tag)?.title).toBe(`${faq.title} | RTS`);
  });

  it("the company's name follows a title only while the whole fits what search results show", () => {
    expect(documentTitle("Preguntas frecuentes")).toBe("Preguntas frecuentes | RTS");
    const long = "Kit Digital explained: what each category covers and how to apply";
    expect(long.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(documentTitle(long)).toBe(long);
    expect(documentTitle("x".repeat(TITLE_MAX_LENGTH - 6))).toHaveLength(TITLE_MAX_LENGTH);
  });
});
