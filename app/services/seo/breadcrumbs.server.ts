import { caseCopy, successCaseKeys, type SuccessCaseKey } from "~/content/facts/cases";
import { guides } from "~/content/guide";
import type { Lang } from "~/i18n/language";
import { common } from "~/i18n/resources/common";
import { services, type ServiceKey } from "~/i18n/resources/services";
import { pagePath, type PageKey } from "~/utils/pages";
import type { Crumb } from "~/utils/structured-data";

/**
 * Where a page sits under the home page (decision 142): the visible breadcrumbs and the
 * BreadcrumbList of its structured data both read this trail. A page not named here hangs from the
 * home page.
 */
const parents: Partial<Record<PageKey, PageKey>> = {
  "service-ai": "services",
  "service-robotics": "services",
  "service-marketing": "services",
  "service-software": "services",
  "kit-digital": "services",
  "kit-process": "kit-digital",
  "kit-website": "kit-digital",
  "kit-seo": "kit-digital",
  "kit-bi": "kit-digital",
  "kit-social": "kit-digital",
  "case-hotel": "cases",
  "case-government": "cases",
  "case-accounting": "cases",
  "case-grid": "cases",
  "case-flights": "cases",
};

/** The names the menus and the footer give these pages. */
const frameNames = {
  home: (lang) => common[lang].nav.home,
  about: (lang) => common[lang].nav.about,
  services: (lang) => common[lang].nav.services,
  cases: (lang) => common[lang].nav.cases,
  faq: (lang) => common[lang].nav.faq,
  contact: (lang) => common[lang].nav.contact,
  "demo-booking": (lang) => common[lang].nav.bookDemo,
  blog: (lang) => common[lang].nav.blog,
  "how-we-work": (lang) => common[lang].nav.howWeWork,
  careers: (lang) => common[lang].footer.careers,
  privacy: (lang) => common[lang].footer.privacy,
  terms: (lang) => common[lang].footer.terms,
  cookies: (lang) => common[lang].footer.cookies,
  guide: (lang) => guides[lang].cover.title,
} satisfies Partial<Record<PageKey, (lang: Lang) => string>>;

const isCase = (key: PageKey): key is SuccessCaseKey => (successCaseKeys as string[]).includes(key);
const isFramePage = (key: PageKey): key is keyof typeof frameNames => key in frameNames;

/** A page's short name, as the menus, the footer or (for a case) its own title say it. */
export function pageName(key: PageKey, lang: Lang): string {
  if (isFramePage(key)) return frameNames[key](lang);
  if (isCase(key)) return caseCopy(key, lang).title;
  return services[lang][key as ServiceKey].name;
}

/**
 * The trail from the home page to a page of the route table (both included); `leaf` continues it
 * below that page (an article under the blog). The home page has no trail.
 */
export function breadcrumbTrail(key: PageKey, lang: Lang, leaf?: Crumb): Crumb[] {
  if (key === "home" && !leaf) return [];
  const trail: Crumb[] = [];
  for (let at: PageKey | undefined = key; at; at = at === "home" ? undefined : (parents[at] ?? "home")) {
    trail.unshift({ name: pageName(at, lang), path: pagePath(at, lang) });
  }
  return leaf ? [...trail, leaf] : trail;
}
