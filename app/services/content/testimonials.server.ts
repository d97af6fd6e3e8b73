import type { Testimonial } from "~/components/sections/Testimonials";
import type { Quotation } from "~/components/ui/Quote";
import { successCases, type SuccessCaseKey } from "~/content/facts/cases";
import { homeTestimonials } from "~/content/home";
import { pageTestimonials } from "~/content/service-pages";
import { fillFiguresDeep } from "~/content/facts/figures";
import type { Lang } from "~/i18n/language";
import { companyContent, type CompanyContent, type TestimonialEntry } from "./company-content.server";

/**
 * Client testimonials (decision 210), from a YAML file each in app/content/company/testimonials/: pages name
 * them by id (home: six; each service page: two) and their loaders turn the ids into cards. A
 * testimonial tied to a success case has the case's figures written into its `{placeholders}`.
 */
function testimonialEntry(id: string, content: CompanyContent = companyContent()): TestimonialEntry {
  const entry = content.testimonials.find((testimonial) => testimonial.id === id);
  if (!entry) throw new Error(`No testimonial ${id} in app/content/company/testimonials/`);
  return entry;
}

/** The testimonials with these ids, in a language, in that order (`content`: the files read). */
export function testimonialsFor(
  ids: readonly string[],
  lang: Lang,
  content: CompanyContent = companyContent(),
): Testimonial[] {
  return ids.map((id) => {
    const entry = testimonialEntry(id, content);
    const copy = entry.case
      ? fillFiguresDeep(entry[lang], successCases[entry.case as SuccessCaseKey].figures, lang)
      : entry[lang];
    return {
      name: entry.person,
      company: entry.company,
      rating: entry.rating,
      position: copy.role,
      quote: copy.quote,
      results: copy.results,
      ...(entry.photo ? { image: { src: entry.photo.src, width: entry.photo.width, height: entry.photo.height } } : {}),
    };
  });
}

/** Who said a quote a page repeats: the testimonial's person, role and company. */
export function quotedBy(id: string, lang: Lang): Pick<Quotation, "author" | "role"> {
  const entry = testimonialEntry(id);
  return { author: entry.person, role: `${entry[lang].role}, ${entry.company}` };
}

/**
 * Where the specification asks for testimonials (home: six; each service page: two), with the ids
 * each shows and the file that names them: the launch check names a slot short of its count
 * (decision 245: none is given yet, none is shown).
 */
export const testimonialSlots: ReadonlyArray<{ page: string; ids: readonly string[]; wants: number; file: string }> = [
  { page: "home page", ids: homeTestimonials, wants: 6, file: "app/content/home.ts" },
  ...Object.entries(pageTestimonials).map(([page, ids]) => ({
    page: `${page} page`,
    ids,
    wants: 2,
    file: "app/content/service-pages.ts",
  })),
];
