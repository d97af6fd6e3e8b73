import { company } from "~/config/company";
import type { Lang } from "~/i18n/language";
import { common } from "~/i18n/resources/common";
import { careers } from "~/i18n/resources/careers";
import { services } from "~/i18n/resources/services";
import type { PageKey } from "~/utils/pages";

/**
 * The social card (og:image) of a page: a 1200x630 PNG rendered in the build from the page's title
 * and section (scripts/seo/social-cards.tsx) and served from /build/social/ with immutable caching.
 * Its file name carries a hash of everything drawn on it, so the meta helper (server and browser)
 * derives the URL from the title it already has: no manifest travels to the browser, and a changed
 * title is a new URL. SOCIAL_CARD_TEMPLATE fingerprints the template, font and renderer; the build
 * stops when it is stale, so a new design can never be served under an old cached URL.
 */
export const SOCIAL_CARD_TEMPLATE = "897c97829d3f";

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** URL path prefix of the cards; the build writes them to <build>/client/build/social/. */
export const SOCIAL_CARD_DIR = "/build/social/";

/** What a card shows: `id` names the file (a page key, or article-<slug>). */
export type SocialCardInput = { id: string; lang: Lang; title: string; section: string };

export type SocialCard = { url: string; width: number; height: number; alt: string };

/** cyrb53: a small, well-spread 53-bit string hash that runs the same in Node and the browser. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, "0");
}

export function socialCard(input: SocialCardInput): SocialCard {
  const digest = hash53(JSON.stringify([SOCIAL_CARD_TEMPLATE, input.lang, input.section, input.title]));
  return {
    url: `${SOCIAL_CARD_DIR}${input.id}.${input.lang}.${digest}.png`,
    ...SOCIAL_CARD_SIZE,
    alt: [...new Set([input.title, input.section, company.name])].join(" · "),
  };
}

/** The site section a page belongs to, as the navigation names it. */
export function pageSection(key: PageKey, lang: Lang): string {
  const { nav, footer } = common[lang];
  if (key === "services" || key.startsWith("service-")) return nav.services;
  if (key === "kit-digital" || key.startsWith("kit-")) return services[lang]["kit-digital"].name;
  if (key === "cases" || key.startsWith("case-")) return nav.cases;
  if (key === "blog") return nav.blog;
  if (key === "privacy" || key === "terms" || key === "cookies") return footer.legalHeading;
  return company.name;
}

/** An article's section: the blog and the article's category. */
export function articleSection(category: string, lang: Lang): string {
  return `${common[lang].nav.blog} · ${category}`;
}

export function pageCard(key: PageKey, lang: Lang, title: string): SocialCard {
  return socialCard({ id: key, lang, title, section: pageSection(key, lang) });
}

export function articleCard(slug: string, lang: Lang, title: string, category: string): SocialCard {
  return socialCard({ id: `article-${slug}`, lang, title, section: articleSection(category, lang) });
}

/** The cards of the pages with a parameter (decision 185): a topic, an author, a vacancy. */
export function topicCard(topic: string, lang: Lang, title: string): SocialCard {
  return socialCard({ id: `topic-${topic}`, lang, title, section: common[lang].nav.blog });
}

export function authorCard(person: string, lang: Lang, name: string): SocialCard {
  return socialCard({ id: `author-${person}`, lang, title: name, section: common[lang].nav.blog });
}

/** A vacancy page's title ("Oferta de empleo: …"), its card's too. */
export const jobTitle = (lang: Lang, title: string) => careers[lang].jobTitle.replace("{{title}}", title);

export function vacancyCard(vacancy: string, lang: Lang, title: string): SocialCard {
  return socialCard({ id: `vacancy-${vacancy}`, lang, title, section: common[lang].footer.careers });
}
