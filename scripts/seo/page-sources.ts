/**
 * The copy each route-table page shows, looked up by page key: the one place the build-time SEO
 * tools read pages from (the social cards take their titles here; a page's revision fingerprint is
 * a hash of everything listed for it). When the content layer moves, re-point this map only.
 */
import { createHash } from "node:crypto";
import { aboutContent } from "~/content/about";
import { blogContent } from "~/content/blog";
import { careersContent } from "~/content/careers";
import { casesContent } from "~/content/cases";
import { contactContent } from "~/content/contact";
import { demoBookingContent } from "~/content/demo-booking";
import { serviceSearchEntries } from "~/content/facts/services";
import { faqContent } from "~/content/faq";
import { guidePageContent } from "~/content/guide-page";
import { homeContent } from "~/content/home";
import { howWeWorkContent } from "~/content/how-we-work";
import { kitDigitalContent } from "~/content/kit-digital";
import { kitDigitalCategories } from "~/content/kit-digital-categories";
import { legalPages } from "~/content/legal";
import { servicePages } from "~/content/service-pages";
import { servicesContent } from "~/content/services";
import { successCasePages } from "~/content/success-cases";
import { languages, type Lang } from "~/i18n/language";
import { pageNamespaces, type PageNamespace } from "~/i18n/resources/pages";
import type { PageMeta } from "~/utils/meta";
import { companyContent } from "~/services/content/company-content.server";
import { personView, teamPeople } from "~/services/content/people.server";
import { proofView } from "~/services/content/proof.server";
import { testimonialsFor } from "~/services/content/testimonials.server";
import { vacancyCard, vacancies } from "~/services/content/vacancies.server";
import { contentFor, type PageContent } from "~/utils/page-data.server";
import type { PageKey } from "~/utils/pages";

type PageSource = {
  /** The page's own content (its `meta` gives the title), as its loader reads it. */
  content: PageContent<{ meta: PageMeta }>;
  /** The page namespaces of interface strings its loader sends. */
  strings?: PageNamespace[];
  /** Other copy the page shows (search entries). */
  shared?: (lang: Lang) => unknown;
};

/** The testimonials a service page shows (its loader adds them from their ids). */
const pageTestimonials = (content: ReturnType<(typeof servicePages)["service-ai"]>, lang: Lang) =>
  content.sections.flatMap((section) => (section.kind === "testimonials" ? testimonialsFor(section.ids, lang) : []));

export const pageSources: Record<PageKey, PageSource> = {
  // The clients' words are the company's files (decision 210): part of what the page shows.
  home: { content: homeContent, shared: (lang) => testimonialsFor(homeContent(lang).testimonials.ids, lang) },
  // The team section shows the people files, the proof sections the proof files (decisions 213, 210).
  about: {
    content: aboutContent,
    shared: (lang) => ({ team: teamPeople().map((person) => personView(person, lang)), proof: proofView(lang) }),
  },
  services: { content: servicesContent, shared: serviceSearchEntries },
  "service-ai": {
    content: servicePages["service-ai"],
    shared: (lang) => pageTestimonials(servicePages["service-ai"](lang), lang),
  },
  "service-robotics": {
    content: servicePages["service-robotics"],
    shared: (lang) => pageTestimonials(servicePages["service-robotics"](lang), lang),
  },
  "service-marketing": {
    content: servicePages["service-marketing"],
    shared: (lang) => pageTestimonials(servicePages["service-marketing"](lang), lang),
  },
  "service-software": {
    content: servicePages["service-software"],
    shared: (lang) => pageTestimonials(servicePages["service-software"](lang), lang),
  },
  "kit-digital": { content: kitDigitalContent, strings: ["kit"] },
  "kit-process": { content: kitDigitalCategories["kit-process"], strings: ["kit"] },
  "kit-website": { content: kitDigitalCategories["kit-website"], strings: ["kit"] },
  "kit-seo": { content: kitDigitalCategories["kit-seo"], strings: ["kit"] },
  "kit-bi": { content: kitDigitalCategories["kit-bi"], strings: ["kit"] },
  "kit-social": { content: kitDigitalCategories["kit-social"], strings: ["kit"] },
  cases: { content: casesContent, strings: ["cases"] },
  "case-hotel": { content: successCasePages["case-hotel"], strings: ["cases"] },
  "case-government": { content: successCasePages["case-government"], strings: ["cases"] },
  "case-accounting": { content: successCasePages["case-accounting"], strings: ["cases"] },
  "case-grid": { content: successCasePages["case-grid"], strings: ["cases"] },
  "case-flights": { content: successCasePages["case-flights"], strings: ["cases"] },
  faq: { content: faqContent },
  // The contact page and the legal pages show the registered identity (decision 210).
  contact: { content: contactContent, shared: () => companyContent().identity },
  "demo-booking": { content: demoBookingContent },
  blog: { content: blogContent, strings: ["blog"] },
  careers: {
    content: careersContent,
    strings: ["careers"],
    shared: (lang) => vacancies().map((vacancy) => vacancyCard(vacancy, lang)),
  },
  "how-we-work": { content: howWeWorkContent },
  guide: { content: guidePageContent },
  privacy: { content: legalPages.privacy, strings: ["legal"], shared: () => companyContent().identity },
  terms: { content: legalPages.terms, strings: ["legal"], shared: () => companyContent().identity },
  cookies: { content: legalPages.cookies, strings: ["legal"] },
};

/** The page's title as its `<title>` shows it (before the company suffix). */
export function pageTitle(key: PageKey, lang: Lang): string {
  return contentFor(pageSources[key].content, lang).meta.title;
}

/** A short hash of all the copy a page shows in both languages: it changes when the copy does. */
export function pageFingerprint(key: PageKey): string {
  const { content, strings = [], shared } = pageSources[key];
  const copy = languages.map((lang) => [
    contentFor(content, lang),
    strings.map((name) => pageNamespaces[name][lang]),
    shared?.(lang) ?? null,
  ]);
  return createHash("sha256").update(JSON.stringify(copy)).digest("hex").slice(0, 16);
}
