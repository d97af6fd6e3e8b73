import type { LeadMagnetCopy } from "~/components/sections/LeadMagnet";
import type { Lang } from "~/i18n/language";
import type { PageMeta } from "~/utils/meta";
import { guides } from "./guide";
import { guideFacts } from "./guide/facts";
import { homeContent } from "./home";

/**
 * The guide's own page (issue 31, item 5): indexable, with its own card. What it shows is the guide
 * as the home page's section presents it (one copy, content/home.ts) under the guide's own title
 * and subtitle (content/guide/*.json), with the chapters' titles as its contents.
 */
export type GuidePageContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  offer: LeadMagnetCopy & { title: string };
  chapters: { title: string; items: string[] };
  facts: { pages: number; cases: number; edition: string };
};

const chaptersTitle = { es: "Qué contiene", en: "What is inside" } as const;
const offerTitle = { es: "Pídela gratis", en: "Get it free" } as const;
const descriptions = {
  es: "Guía gratuita en PDF: qué procesos automatizar primero, qué tecnología elegir, cuánto cuesta y cómo financiarlo con el Kit Digital.",
  en: "A free PDF guide: which processes to automate first, which technology to choose, what it costs and how to fund it with Kit Digital.",
} as const;

export function guidePageContent(lang: Lang): GuidePageContent {
  const guide = guides[lang];
  const { eyebrow: _sectionEyebrow, title, lead, ...offer } = homeContent(lang).leadMagnet;
  return {
    meta: { title: guide.cover.title, description: descriptions[lang] },
    hero: { eyebrow: guide.cover.eyebrow, title, lead: guide.cover.subtitle || lead },
    offer: { ...offer, title: offerTitle[lang] },
    chapters: { title: chaptersTitle[lang], items: guide.chapters.map((chapter) => chapter.title) },
    facts: { ...guideFacts[lang], edition: guide.cover.edition },
  };
}
