/**
 * The copy each route-table page shows, looked up by page key: the one place the build-time SEO
 * tools read pages from (the social cards take their titles here; a page's revision fingerprint is
 * a hash of everything listed for it). When the content layer moves, re-point this map only.
 */
import { createHash } from "node:crypto";
import { aboutContent } from "~/content/about";
import type { Bilingual } from "~/content/bilingual";
import { blogContent } from "~/content/blog";
import { careersContent } from "~/content/careers";
import { casesContent } from "~/content/cases";
import { contactContent } from "~/content/contact";
import { faqContent } from "~/content/faq";
import { homeContent } from "~/content/home";
import { howWeWorkContent } from "~/content/how-we-work";
import { kitDigitalContent } from "~/content/kit-digital";
import { kitDigitalCategories } from "~/content/kit-digital-categories";
import { legalLabels, legalPages } from "~/content/legal";
import { serviceAiContent } from "~/content/service-ai";
import { serviceMarketingContent } from "~/content/service-marketing";
import { serviceRoboticsContent } from "~/content/service-robotics";
import { serviceSearchEntries } from "~/content/service-search";
import { serviceSoftwareContent } from "~/content/service-software";
import { servicesContent } from "~/content/services";
import { caseLabels, successCases } from "~/content/success-cases";
import type { Lang } from "~/i18n/language";
import type { PageMeta } from "~/utils/meta";
import type { PageKey } from "~/utils/pages";

type PageSource = {
  /** The page's own content module (its `meta` gives the title). */
  content: Bilingual<{ meta: PageMeta }>;
  /** Other copy the page shows (labels shared by a group of pages, search entries). */
  shared?: unknown[];
};

export const pageSources: Record<PageKey, PageSource> = {
  home: { content: homeContent },
  about: { content: aboutContent },
  services: { content: servicesContent, shared: [serviceSearchEntries] },
  "service-ai": { content: serviceAiContent },
  "service-robotics": { content: serviceRoboticsContent },
  "service-marketing": { content: serviceMarketingContent },
  "service-software": { content: serviceSoftwareContent },
  "kit-digital": { content: kitDigitalContent },
  "kit-process": { content: kitDigitalCategories["kit-process"] },
  "kit-website": { content: kitDigitalCategories["kit-website"] },
  "kit-seo": { content: kitDigitalCategories["kit-seo"] },
  "kit-bi": { content: kitDigitalCategories["kit-bi"] },
  "kit-social": { content: kitDigitalCategories["kit-social"] },
  cases: { content: casesContent },
  "case-hotel": { content: successCases["case-hotel"], shared: [caseLabels] },
  "case-government": { content: successCases["case-government"], shared: [caseLabels] },
  "case-accounting": { content: successCases["case-accounting"], shared: [caseLabels] },
  "case-grid": { content: successCases["case-grid"], shared: [caseLabels] },
  "case-flights": { content: successCases["case-flights"], shared: [caseLabels] },
  faq: { content: faqContent },
  contact: { content: contactContent },
  blog: { content: blogContent },
  careers: { content: careersContent },
  "how-we-work": { content: howWeWorkContent },
  privacy: { content: legalPages.privacy, shared: [legalLabels] },
  terms: { content: legalPages.terms, shared: [legalLabels] },
  cookies: { content: legalPages.cookies, shared: [legalLabels] },
};

/** The page's title as its `<title>` shows it (before the company suffix). */
export function pageTitle(key: PageKey, lang: Lang): string {
  return pageSources[key].content[lang].meta.title;
}

/** A short hash of all the copy a page shows in both languages: it changes when the copy does. */
export function pageFingerprint(key: PageKey): string {
  const { content, shared = [] } = pageSources[key];
  return createHash("sha256")
    .update(JSON.stringify([content, shared]))
    .digest("hex")
    .slice(0, 16);
}
