/**
 * Where the site serves the automation guide (the lead magnet), per language: the route table's
 * guide-pdf template (a unit test keeps them equal). The Spanish URL is the one the site has always
 * promised; the English one is in English since decision 186 (the earlier
 * /en/recursos/guia-automatizacion-pymes.pdf of e-mails already sent answers a 301 to it). Shared by
 * the site's route, its e-mails and the send-notification edge function.
 */
import type { Lang } from "../../../app/i18n/language.ts";

export const GUIDE_PATHS: Record<Lang, string> = {
  es: "/recursos/guia-automatizacion-pymes.pdf",
  en: "/en/resources/automation-guide-for-smes.pdf",
};

/** The guide's download URL on the site whose origin is `siteUrl`. */
export function guideUrl(siteUrl: string, lang: Lang): string {
  return `${siteUrl.replace(/\/+$/, "")}${GUIDE_PATHS[lang]}`;
}
