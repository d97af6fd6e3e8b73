import { bilingual } from "~/i18n/bilingual";
import type { PageKey } from "~/utils/pages";

type PageLink = { page: PageKey; label: string };

/**
 * Links that several pages offer in the same words, written once per language: the way to the
 * success stories and the invitation to tell us about a project. A page that words its link
 * differently writes its own.
 */
export const sharedLinks = bilingual<Record<"cases" | "project", PageLink>>({
  es: {
    cases: { page: "cases", label: "Ver casos de éxito" },
    project: { page: "contact", label: "Cuéntanos tu proyecto" },
  },
  en: {
    cases: { page: "cases", label: "See success stories" },
    project: { page: "contact", label: "Tell us about your project" },
  },
});
