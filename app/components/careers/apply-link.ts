import type { Lang } from "~/i18n/language";
import { pagePath } from "~/utils/pages";

/** Where "Apply now" leads: the contact form, pre-filled with the vacancy (see contributing.md). */
export function applyHref(vacancyTitle: string, lang: Lang): string {
  return `${pagePath("contact", lang)}?puesto=${encodeURIComponent(vacancyTitle)}#contact-form`;
}
