/**
 * The site's pages that e-mails link to, per language (decision 186): the same addresses as the
 * route table (app/route-table.json), which the edge function cannot read; a unit test
 * (tests/unit/seo/english-paths.test.ts) keeps the two equal. The newsletter's and the guide's own
 * paths are in newsletter-links.ts and guide.ts; a booking's page in booking-link.ts.
 */
import type { Lang } from "../../../app/i18n/language.ts";

export const SITE_PATHS = {
  /** The booking page (a demo button without JavaScript leads there). */
  bookDemo: { es: "/reserva-demo", en: "/en/book-a-demo" },
  blog: { es: "/blog", en: "/en/blog" },
  contact: { es: "/contacto", en: "/en/contact" },
} as const satisfies Record<string, Record<Lang, string>>;

/** The absolute URL of one of those pages on the site whose origin is `siteUrl`. */
export function siteUrlOf(siteUrl: string, page: keyof typeof SITE_PATHS, lang: Lang): string {
  return `${siteUrl.replace(/\/+$/, "")}${SITE_PATHS[page][lang]}`;
}
