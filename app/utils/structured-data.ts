import type { MetaDescriptor } from "@remix-run/node";
import { company, registered, type ContactFacts } from "~/config/company";
import type { Lang } from "~/i18n/language";
import { locales } from "~/utils/format";

/**
 * Schema.org structured data (JSON-LD, issue 12 item 1, decision 141). Every builder takes what the
 * page already shows (its loader data, the company's facts): there is no second copy of any text.
 * A page's nodes go into one `@graph` (`structuredData`), which the meta helper emits as one
 * `<script type="application/ld+json">` (Remix escapes `<`, `>` and `&` in it).
 */
export type JsonLdNode = { "@type": string | string[]; "@id"?: string } & Record<string, unknown>;

/** One step of a breadcrumb trail: the page's name and its path (the last one is the page itself). */
export type Crumb = { name: string; path: string };

const CONTEXT = "https://schema.org";

/** Schema.org's day names, by ISO weekday (1 = Monday). */
const schemaDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The company's node id: every page's Service, BlogPosting and publisher point at it. */
export const organizationId = (origin: string) => `${origin}/#organization`;

/** The company as a reference with its name and address on the web (provider, publisher, author's employer). */
export function organizationRef(origin: string): JsonLdNode {
  return { "@type": "ProfessionalService", "@id": organizationId(origin), name: company.name, url: `${origin}/` };
}

/** The company in full, on the home page: address, phone, e-mail, opening hours, area served, logo. */
export function organization(origin: string, lang: Lang, contact: ContactFacts): JsonLdNode {
  const { address, openingHours } = company;
  const days = schemaDays.slice(openingHours.fromDay - 1, openingHours.toDay);
  return {
    "@type": ["ProfessionalService", "Organization"],
    "@id": organizationId(origin),
    name: company.name,
    // Only what the operator has set (decision 180); JSON leaves undefined out.
    legalName: registered.legalName || undefined,
    taxID: company.taxId || undefined,
    url: `${origin}/`,
    logo: {
      "@type": "ImageObject",
      url: `${origin}${company.logo.src}`,
      width: company.logo.size,
      height: company.logo.size,
    },
    image: `${origin}${company.logo.src}`,
    email: contact.email,
    telephone: contact.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street || undefined,
      postalCode: address.postalCode || undefined,
      addressLocality: address.city,
      addressCountry: address.countryCode,
    },
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens: openingHours.opens, closes: openingHours.closes },
    ],
    areaServed: { "@type": "Country", name: address.country[lang] },
    sameAs: [company.social.linkedin],
  };
}

/** The trail from the home page to this one (both included), as the visible breadcrumbs show it. */
export function breadcrumbList(origin: string, trail: Crumb[]): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  };
}

/** A service the company provides (service and Kit Digital pages): its name and what the page says of it. */
export function service(
  origin: string,
  lang: Lang,
  page: { path: string; name: string; description: string; category?: string },
): JsonLdNode {
  return {
    "@type": "Service",
    "@id": `${origin}${page.path}#service`,
    name: page.name,
    description: page.description,
    ...(page.category ? { category: page.category } : {}),
    url: origin + page.path,
    inLanguage: locales[lang],
    provider: organizationRef(origin),
    areaServed: { "@type": "Country", name: company.address.country[lang] },
  };
}

/** The FAQ page: each question with its answer as plain text (the page's own words). */
export function faqPage(origin: string, path: string, items: { question: string; answer: string }[]): JsonLdNode {
  return {
    "@type": "FAQPage",
    "@id": `${origin}${path}#faq`,
    url: origin + path,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** A blog article as its page shows it: headline, excerpt, dates, author, images, language. */
export function blogPosting(
  origin: string,
  lang: Lang,
  article: {
    path: string;
    headline: string;
    description: string;
    section: string;
    author: string;
    /** YYYY-MM-DD. */
    published: string;
    modified: string;
    /** The article's images (its picture, its social card): site paths or full addresses. */
    images: string[];
  },
): JsonLdNode {
  const url = origin + article.path;
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: article.headline,
    description: article.description,
    articleSection: article.section,
    inLanguage: locales[lang],
    datePublished: article.published,
    dateModified: article.modified,
    author: { "@type": "Person", name: article.author, worksFor: organizationRef(origin) },
    publisher: { ...organizationRef(origin), logo: `${origin}${company.logo.src}` },
    // Site paths, or the full address of an image stored elsewhere.
    image: article.images.map((src) => (/^https?:\/\//.test(src) ? src : origin + src)),
  };
}

/** The head tag of a page's graph: one JSON-LD script, or nothing when the page has no node. */
export function structuredData(nodes: readonly JsonLdNode[]): MetaDescriptor[] {
  if (nodes.length === 0) return [];
  return [{ "script:ld+json": { "@context": CONTEXT, "@graph": nodes } }];
}

/**
 * The Service node of a service or Kit Digital page (`pageData(args, content, { structured:
 * pageService })`): named as its breadcrumb (the menu's name), described by its hero's lead, a Kit
 * Digital solution in the category of its parent page.
 */
export function pageService({
  content,
  breadcrumbs,
  origin,
  path,
  lang,
}: {
  content: { hero: { lead: string } };
  breadcrumbs: Crumb[];
  origin: string;
  path: string;
  lang: Lang;
}): JsonLdNode[] {
  const [parent, page] = breadcrumbs.slice(-2);
  if (!page) return [];
  // Home › Services › Kit Digital › a solution: the solution is in the Kit Digital's category.
  const category = breadcrumbs.length > 3 ? parent.name : undefined;
  return [service(origin, lang, { path, name: page.name, description: content.hero.lead, category })];
}
