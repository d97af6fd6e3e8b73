import type { VacancyCard } from "~/content/company/schema";
import { careers } from "~/i18n/resources/careers";
import { jobPosting, type JsonLdNode } from "~/utils/structured-data";
import type { Lang } from "~/i18n/language";
import { templatePath } from "~/utils/pages";
import { companyContent, type Vacancy } from "./company-content.server";

/**
 * The open positions (decision 212), from app/content/company/vacancies/: the careers page's cards,
 * each vacancy's page and its JobPosting. A vacancy past `validThrough` keeps its page without a
 * JobPosting, so search engines drop it.
 */
export function vacancies(): Vacancy[] {
  return companyContent().vacancies;
}

export const vacancyPath = (vacancy: Vacancy, lang: Lang) =>
  templatePath("vacancy", lang, { vacancy: vacancy.slug[lang] });

/** The card of a vacancy in a language, linking to its page. */
export function vacancyCard(vacancy: Vacancy, lang: Lang): VacancyCard {
  const copy = vacancy[lang];
  return {
    id: vacancy.id,
    title: copy.title,
    department: copy.department,
    location: copy.location,
    type: copy.type,
    description: copy.summary,
    requirements: copy.skills,
    href: vacancyPath(vacancy, lang),
  };
}

export const vacancyBySlug = (slug: string, lang: Lang): Vacancy | undefined =>
  vacancies().find((vacancy) => vacancy.slug[lang] === slug);

/** Whether its application period is still open. */
export const isOpen = (vacancy: Vacancy, now = Date.now()) => new Date(vacancy.validThrough).getTime() > now;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The vacancy's text as HTML for its JobPosting (Google for Jobs reads paragraphs and lists). */
export function vacancyDescriptionHtml(vacancy: Vacancy, lang: Lang, headings: Record<SectionKey, string>): string {
  const copy = vacancy[lang];
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  return [
    ...copy.about.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...vacancySections(vacancy, lang).map(
      (section) => `<p><strong>${escapeHtml(headings[section.key])}</strong></p>${list(section.items)}`,
    ),
  ].join("");
}

export type SectionKey = "responsibilities" | "requirementsFull" | "niceToHave" | "offer";

/** The lists of a vacancy's page, in reading order; an empty list is left out. */
export function vacancySections(vacancy: Vacancy, lang: Lang): Array<{ key: SectionKey; items: string[] }> {
  const copy = vacancy[lang];
  const sections: Array<{ key: SectionKey; items: string[] }> = [
    { key: "responsibilities", items: copy.responsibilities },
    { key: "requirementsFull", items: copy.requirements },
    { key: "niceToHave", items: copy.niceToHave },
    { key: "offer", items: copy.offer },
  ];
  return sections.filter((section) => section.items.length > 0);
}

/** The vacancy's JobPosting (decision 212) at its page's address, with the identity the operator set. */
export function vacancyJobPosting(origin: string, vacancy: Vacancy, lang: Lang): JsonLdNode {
  const copy = vacancy[lang];
  return jobPosting(
    origin,
    {
      path: vacancyPath(vacancy, lang),
      title: copy.title,
      description: vacancyDescriptionHtml(vacancy, lang, careers[lang]),
      department: copy.department,
      posted: vacancy.posted,
      validThrough: vacancy.validThrough,
      employmentType: vacancy.employmentType,
      skills: copy.skills,
      place: vacancy.place,
      salary: vacancy.salary,
    },
    companyContent().identity,
  );
}
