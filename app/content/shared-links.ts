import type { Bilingual } from "~/i18n/bilingual";
import type { PageKey } from "~/utils/pages";

type PageLink = { page: PageKey; label: string };

/** A link to a page, with its words in each language. */
function link(page: PageKey, label: Bilingual<string>): Bilingual<PageLink> {
  return { es: { page, label: label.es }, en: { page, label: label.en } };
}

/**
 * Links that several pages offer in the same words, each written once: `sharedLinks.cases[lang]`.
 * A page that words its link differently writes its own.
 */
export const sharedLinks = {
  /** The way to the success stories. */
  cases: link("cases", { es: "Ver casos de éxito", en: "See success stories" }),
  /** The invitation to write to us about a project (the contact form). */
  project: link("contact", { es: "Cuéntanos tu proyecto", en: "Tell us about your project" }),
};
