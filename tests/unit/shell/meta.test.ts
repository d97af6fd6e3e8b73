import { describe, expect, it } from "vitest";
import { seoMeta } from "~/services/seo/meta.server";
import { homeContent } from "~/content/home";

const find = (tags: ReturnType<typeof seoMeta>, predicate: (tag: Record<string, unknown>) => boolean) =>
  tags.find((tag) => predicate(tag as Record<string, unknown>)) as Record<string, string> | undefined;

describe("seoMeta", () => {
  const tags = seoMeta({ meta: homeContent("en").meta, origin: "https://rts.example", pathname: "/en/faq/" });

  it("gives title, description and an absolute self canonical without query or trailing slash", () => {
    expect(find(tags, (tag) => "title" in tag)?.title).toBe(`${homeContent("en").meta.title} | RTS`);
    expect(find(tags, (tag) => tag.name === "description")?.content).toBe(homeContent("en").meta.description);
    expect(find(tags, (tag) => tag.rel === "canonical")?.href).toBe("https://rts.example/en/faq");
  });

  it("gives the page's Open Graph locale from the formatter's locale", () => {
    expect(find(tags, (tag) => tag.property === "og:locale")?.content).toBe("en_GB");
    const spanish = seoMeta({ meta: homeContent("es").meta, origin: "https://rts.example", pathname: "/faq" });
    expect(find(spanish, (tag) => tag.property === "og:locale")?.content).toBe("es_ES");
  });

  it("names both languages and x-default with absolute URLs", () => {
    const alternates = tags.filter((tag) => (tag as Record<string, unknown>).hrefLang) as Record<string, string>[];
    expect(alternates.map((tag) => [tag.hrefLang, tag.href])).toEqual([
      ["es", "https://rts.example/faq"],
      ["en", "https://rts.example/en/faq"],
      ["x-default", "https://rts.example/faq"],
    ]);
  });

  it("marks not-found pages noindex and gives them no canonical", () => {
    const notFound = seoMeta({
      meta: homeContent("es").meta,
      origin: "https://rts.example",
      pathname: "/nope",
      noindex: true,
    });
    expect(find(notFound, (tag) => tag.name === "robots")?.content).toBe("noindex");
    expect(find(notFound, (tag) => tag.rel === "canonical")).toBeUndefined();
  });
});
