import type { Testimonial } from "~/components/sections/Testimonials";
import type { Quotation } from "~/components/ui/Quote";
import { successCases, type SuccessCaseKey } from "~/content/facts/cases";
import { fillFiguresDeep } from "~/content/facts/figures";
import type { Lang } from "~/i18n/language";
import { companyContent, type TestimonialEntry } from "./company-content.server";

/**
 * Client testimonials (decision 210), from app/content/company/testimonials/<id>.yaml: pages name
 * them by id (home: six; each service page: two) and their loaders turn the ids into cards. A
 * testimonial tied to a success case has the case's figures written into its `{placeholders}`.
 */
export function testimonialEntry(id: string): TestimonialEntry {
  const entry = companyContent().testimonials.find((testimonial) => testimonial.id === id);
  if (!entry) throw new Error(`No testimonial ${id} in app/content/company/testimonials/`);
  return entry;
}

/** The testimonials with these ids, in a language, in that order. */
export function testimonialsFor(ids: readonly string[], lang: Lang): Testimonial[] {
  return ids.map((id) => {
    const entry = testimonialEntry(id);
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
