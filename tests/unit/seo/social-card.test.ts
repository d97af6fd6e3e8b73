import { describe, expect, it } from "vitest";
import { pageKeys } from "~/utils/pages";
import {
  articleCard,
  pageCard,
  pageSection,
  SOCIAL_CARD_TEMPLATE,
  socialCard,
  type SocialCardInput,
} from "~/utils/social-card";
import { renderCard, templateFingerprint } from "../../../scripts/seo/social-cards";
import { pngSize } from "../../helpers/png";

const input: SocialCardInput = { id: "faq", lang: "es", title: "Preguntas frecuentes", section: "RTS" };

describe("social cards", () => {
  it("a card's URL is a pure function of what it shows, under /build/social/ (immutable caching)", () => {
    const card = socialCard(input);
    expect(card).toEqual(socialCard({ ...input }));
    expect(card.url).toMatch(/^\/build\/social\/faq\.es\.[0-9a-z]{11}\.png$/);
    expect(card).toMatchObject({ width: 1200, height: 630, alt: "Preguntas frecuentes · RTS" });
    for (const change of [{ title: "Otra" }, { section: "Blog" }, { lang: "en" as const }]) {
      expect(socialCard({ ...input, ...change }).url).not.toBe(card.url);
    }
  });

  it("pages are in their navigation section; articles in the blog's, with their category", () => {
    expect(pageSection("service-robotics", "en")).toBe("Services");
    expect(pageSection("kit-bi", "es")).toBe("Kit Digital");
    expect(pageSection("case-grid", "es")).toBe("Casos de éxito");
    expect(pageSection("cookies", "en")).toBe("Legal");
    const article = articleCard("kit-digital-explained", "en", "Kit Digital explained", "Kit Digital");
    expect(article.url).toMatch(/^\/build\/social\/article-kit-digital-explained\.en\./);
    expect(article.alt).toBe("Kit Digital explained · Blog · Kit Digital · RTS");
    const urls = pageKeys.map((key) => pageCard(key, "es", "Same title").url);
    expect(new Set(urls).size).toBe(pageKeys.length);
  });

  it("SOCIAL_CARD_TEMPLATE is the fingerprint of the current design, font and renderer", () => {
    expect(SOCIAL_CARD_TEMPLATE).toBe(templateFingerprint());
  });

  it("renders a 1200x630 PNG, small enough for messaging apps, with Spanish letters", async () => {
    const png = await renderCard({ ...input, title: "Cómo solicitar el Kit Digital: ñandú, ¿qué? ¡sí!" });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(300_000); // WhatsApp ignores og:image files over 300 KB
  });
});
