/**
 * Where the site serves the automation guide (the lead magnet), per language. The Spanish URL is
 * the one the site has always promised; English follows the site's rule: the same path under /en.
 * Shared by the site's route, its e-mails and the send-notification edge function.
 */
export type GuideLang = "es" | "en";

export const GUIDE_PATHS: Record<GuideLang, string> = {
  es: "/recursos/guia-automatizacion-pymes.pdf",
  en: "/en/recursos/guia-automatizacion-pymes.pdf",
};

/** The guide's download URL on the site whose origin is `siteUrl`. */
export function guideUrl(siteUrl: string, lang: GuideLang): string {
  return `${siteUrl.replace(/\/+$/, "")}${GUIDE_PATHS[lang]}`;
}
