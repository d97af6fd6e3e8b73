import type { Lang } from "~/i18n/language";
import type { Vacancy } from "./vacancies";

/**
 * What a vacancy's own page and its JobPosting need beyond the vacancy (content/facts/vacancies.ts):
 * its address per language, when it was posted on this site and until when it is open (decision
 * 189). The company keeps these true: an expired posting still shows its page but no JobPosting, so
 * search engines drop it. No salary: the company states none (JobPosting's baseSalary is left out).
 */
type Posting = {
  slug: Record<Lang, string>;
  /** The day the vacancy was first published at its own address. */
  posted: string;
  /** The end of the application period, with its zone. */
  validThrough: string;
  /** schema.org employment type of "Jornada completa" / "Full time". */
  employmentType: "FULL_TIME" | "PART_TIME";
};

export const jobPostings: Record<Vacancy["id"], Posting> = {
  "full-stack": {
    slug: { es: "desarrollador-full-stack", en: "full-stack-developer" },
    posted: "2026-11-27",
    validThrough: "2027-02-28T23:59:59+01:00",
    employmentType: "FULL_TIME",
  },
  "ai-ml": {
    slug: { es: "especialista-ia-machine-learning", en: "ai-machine-learning-specialist" },
    posted: "2026-11-27",
    validThrough: "2027-02-28T23:59:59+01:00",
    employmentType: "FULL_TIME",
  },
  consultant: {
    slug: { es: "consultor-transformacion-digital", en: "digital-transformation-consultant" },
    posted: "2026-11-27",
    validThrough: "2027-02-28T23:59:59+01:00",
    employmentType: "FULL_TIME",
  },
  robotics: {
    slug: { es: "ingeniero-robotica", en: "robotics-engineer" },
    posted: "2026-11-27",
    validThrough: "2027-02-28T23:59:59+01:00",
    employmentType: "FULL_TIME",
  },
};

export const vacancyIdBySlug = (slug: string, lang: Lang): Vacancy["id"] | undefined =>
  (Object.keys(jobPostings) as Array<Vacancy["id"]>).find((id) => jobPostings[id].slug[lang] === slug);
