import type { ServicePageContent, ServiceSection } from "~/components/services/ServicePage";
import type { Bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";
import { services as serviceNames } from "~/i18n/resources/services";
import { serviceAiContent } from "./service-ai";
import { serviceMarketingContent } from "./service-marketing";
import { serviceRoboticsContent } from "./service-robotics";
import { serviceSoftwareContent } from "./service-software";

export type ServicePageKey = "service-ai" | "service-robotics" | "service-marketing" | "service-software";

/** A section as the copy writes it: the testimonials section names no people (see below). */
type SectionCopy<S> = S extends { kind: "testimonials" } ? Omit<S, "items" | "ids"> : S;

/**
 * What a service page says per language. The hero's eyebrow is the service's name unless the
 * page says otherwise; the testimonials are the page's clients (below).
 */
export type ServicePageCopy = Omit<ServicePageContent, "hero" | "sections"> & {
  hero: Omit<ServicePageContent["hero"], "eyebrow"> & { eyebrow?: string };
  sections: SectionCopy<ServiceSection>[];
};

const copies: Record<ServicePageKey, Bilingual<ServicePageCopy>> = {
  "service-ai": serviceAiContent,
  "service-robotics": serviceRoboticsContent,
  "service-marketing": serviceMarketingContent,
  "service-software": serviceSoftwareContent,
};

/**
 * Whose words each service page shows (spec: two), by testimonial id. Empty until the company gives
 * them (app/content/company/testimonials/README.md): the section is left out, the launch check names it.
 */
export const pageTestimonials: Record<ServicePageKey, string[]> = {
  "service-ai": [],
  "service-robotics": [],
  "service-marketing": [],
  "service-software": [],
};

function servicePage(key: ServicePageKey) {
  return (lang: Lang): ServicePageContent => {
    const { hero, sections, ...page } = copies[key][lang];
    return {
      ...page,
      hero: { ...hero, eyebrow: hero.eyebrow ?? serviceNames[lang][key].name },
      sections: sections.map((section) =>
        // The ids only: the service page's loader turns them into the clients' words (decision 210).
        section.kind === "testimonials" ? { ...section, ids: pageTestimonials[key], items: [] } : section,
      ),
    };
  };
}

/** The four service pages, by page key: routes/service-page.tsx renders whichever the URL names. */
export const servicePages = {
  "service-ai": servicePage("service-ai"),
  "service-robotics": servicePage("service-robotics"),
  "service-marketing": servicePage("service-marketing"),
  "service-software": servicePage("service-software"),
} satisfies Record<ServicePageKey, (lang: Lang) => ServicePageContent>;
