import type { MetaDescriptor } from "@remix-run/node";
import {
  company,
  visitingAddress,
  type CompanyAddress,
  type CompanyIdentity,
  type ContactFacts,
} from "~/config/company";
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
export function organization(origin: string, lang: Lang, contact: ContactFacts, identity: CompanyIdentity): JsonLdNode {
  const { address, openingHours } = company;
  const days = schemaDays.slice(openingHours.fromDay - 1, openingHours.toDay);
  return {
    "@type": ["ProfessionalService", "Organization"],
    "@id": organizationId(origin),
    name: company.name,
    // Only what the operator has set (decision 210); JSON leaves undefined out.
    legalName: identity.legalName ?? undefined,
    // The NIF is Spain's VAT number too (with the ES prefix in the EU's VIES register).
    vatID: identity.nif ? `ES${identity.nif}` : undefined,
    taxID: identity.nif ?? undefined,
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
    address: postalAddressNode(visitingAddress(identity)),
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens: openingHours.opens, closes: openingHours.closes },
    ],
    areaServed: { "@type": "Country", name: address.country[lang] },
    // No priceRange: the specification states no prices (issue 31 item 5 asks for it "if stated").
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: contact.phone,
      email: contact.email,
      areaServed: address.countryCode,
      availableLanguage: ["es", "en"],
    },
    sameAs: [company.social.linkedin],
  };
}

/** A PostalAddress with the parts that are set (the head office's city, spec §1, when none is). */
export function postalAddressNode(address: CompanyAddress): JsonLdNode {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street ?? undefined,
    postalCode: address.postalCode ?? undefined,
    addressLocality: address.city ?? company.address.city,
    addressCountry: company.address.countryCode,
  };
}

/** The site itself, with its name (Google's site name), on the home page of each language. */
export function webSite(origin: string, lang: Lang, homePath: string, identity: CompanyIdentity): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": `${origin}${homePath}#website`,
    name: company.name,
    alternateName: identity.legalName ?? undefined,
    url: origin + homePath,
    inLanguage: locales[lang],
    publisher: organizationRef(origin),
  };
}

/** A person the site names (an author): name, the page about them, and what the company filled in. */
export function person(
  origin: string,
  who: { name: string; path: string; role?: string; sameAs?: string },
): JsonLdNode {
  return {
    "@type": "Person",
    "@id": `${origin}${who.path}#person`,
    name: who.name,
    url: origin + who.path,
    ...(who.role ? { jobTitle: who.role } : {}),
    ...(who.sameAs ? { sameAs: [who.sameAs] } : {}),
  };
}

/** The guide (the lead magnet) as the e-book it is. */
export function guideBook(
  origin: string,
  lang: Lang,
  guide: { path: string; name: string; description: string; pages: number; edition: string; file: string },
): JsonLdNode {
  return {
    "@type": "Book",
    "@id": `${origin}${guide.path}#book`,
    name: guide.name,
    description: guide.description,
    url: origin + guide.path,
    inLanguage: locales[lang],
    bookFormat: "https://schema.org/EBook",
    numberOfPages: guide.pages,
    bookEdition: guide.edition,
    isAccessibleForFree: true,
    encoding: { "@type": "MediaObject", contentUrl: origin + guide.file, encodingFormat: "application/pdf" },
    author: organizationRef(origin),
    publisher: organizationRef(origin),
  };
}

/** What an article of any kind (a blog post, a case) says of itself: where it is, its title and summary. */
function creativeWork(
  origin: string,
  lang: Lang,
  type: "Article" | "BlogPosting",
  page: { path: string; headline: string; description: string },
): JsonLdNode {
  const url = origin + page.path;
  return {
    "@type": type,
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: page.headline,
    description: page.description,
    inLanguage: locales[lang],
    publisher: { ...organizationRef(origin), logo: `${origin}${company.logo.src}` },
  };
}

/** A success case as an article about its client: what the page shows, about whom, by the company. */
export function caseArticle(
  origin: string,
  lang: Lang,
  story: {
    path: string;
    headline: string;
    description: string;
    client: string;
    published: string;
    modified: string;
    /** The picture's addresses, largest first (the build's 1200-px crops, decision 185). */
    images: string[];
  },
): JsonLdNode {
  return {
    ...creativeWork(origin, lang, "Article", story),
    datePublished: story.published,
    dateModified: story.modified,
    about: { "@type": "Organization", name: story.client },
    author: organizationRef(origin),
    image: story.images.map((src) => origin + src),
  };
}

/**
 * A vacancy for Google for Jobs (decision 212): title, description (HTML, the page's own text),
 * dates, employment type, the company, and where: the office's full address when the operator set
 * it (else its city), and for remote work TELECOMMUTE with the countries applicants must live in.
 * `baseSalary` only when the company gives the range.
 */
export function jobPosting(
  origin: string,
  vacancy: {
    path: string;
    title: string;
    /** HTML: paragraphs and lists, as Google for Jobs reads it. */
    description: string;
    department: string;
    posted: string;
    validThrough: string;
    employmentType: string;
    skills: string[];
    place: { office: boolean; remote: boolean; remoteCountries: string[] };
    salary: { min: number; max: number; currency: string; period: string } | null;
  },
  identity: CompanyIdentity,
): JsonLdNode {
  return {
    "@type": "JobPosting",
    "@id": `${origin}${vacancy.path}#job`,
    url: origin + vacancy.path,
    title: vacancy.title,
    description: vacancy.description,
    occupationalCategory: vacancy.department,
    skills: vacancy.skills.join(", "),
    datePosted: vacancy.posted,
    validThrough: vacancy.validThrough,
    employmentType: vacancy.employmentType,
    directApply: true,
    hiringOrganization: {
      ...organizationRef(origin),
      legalName: identity.legalName ?? undefined,
      sameAs: company.social.linkedin,
      logo: `${origin}${company.logo.src}`,
    },
    ...(vacancy.place.office
      ? { jobLocation: { "@type": "Place", address: postalAddressNode(visitingAddress(identity)) } }
      : {}),
    ...(vacancy.place.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: vacancy.place.remoteCountries.map((code) => ({
            "@type": "Country",
            name: code,
          })),
        }
      : {}),
    ...(vacancy.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: vacancy.salary.currency,
            value: {
              "@type": "QuantitativeValue",
              minValue: vacancy.salary.min,
              maxValue: vacancy.salary.max,
              unitText: vacancy.salary.period,
            },
          },
        }
      : {}),
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

/**
 * A service the company provides (service and Kit Digital pages): its name and what the page says of
 * it. No inLanguage: schema.org gives it to creative works and a few others, not to Service.
 */
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
    /** The author's name, and the page about them when there is one. */
    author: { name: string; path?: string };
    /** ISO 8601, with the time and its zone when known. */
    published: string;
    modified: string;
    /** The article's images (its picture, its social card): site paths or full addresses. */
    images: string[];
  },
): JsonLdNode {
  return {
    ...creativeWork(origin, lang, "BlogPosting", article),
    articleSection: article.section,
    datePublished: article.published,
    dateModified: article.modified,
    author: article.author.path
      ? {
          "@type": "Person",
          "@id": `${origin}${article.author.path}#person`,
          name: article.author.name,
          url: origin + article.author.path,
        }
      : article.author.name === company.name
        ? // Signed by the company until it names real authors (decision 213).
          organizationRef(origin)
        : { "@type": "Person", name: article.author.name },
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
