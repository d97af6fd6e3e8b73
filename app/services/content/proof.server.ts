import type { LogoView, PictureView, ProofView } from "~/content/company/schema";
import type { Lang } from "~/i18n/language";
import { companyContent, pictureIn } from "./company-content.server";

/** A logo's picture: its text alternative is the owner's name (what a screen reader reads). */
const logoPicture = (entry: { name: string; picture: Parameters<typeof pictureIn>[0] }, lang: Lang): PictureView => ({
  ...pictureIn(entry.picture, lang)!,
  alt: entry.name,
});

/** The company's proof in a language (app/content/company/*.yaml, decision 210): empty lists draw nothing. */
export function proofView(lang: Lang): ProofView {
  const { partners, clients, certifications, awards, press } = companyContent().proof;
  const logo = (entry: (typeof partners)[number]): LogoView => ({
    name: entry.name,
    url: entry.url,
    picture: logoPicture(entry, lang),
  });
  return {
    partners: partners.map(logo),
    clients: clients.map(logo),
    certifications: certifications.map((entry) => ({ ...logo(entry), issuer: entry.issuer, year: entry.year })),
    awards: awards.map((award) => ({
      year: award.year,
      name: award.name,
      awardedBy: award.awardedBy,
      url: award.url,
      picture: award.picture ? logoPicture({ name: award.name, picture: award.picture }, lang) : null,
    })),
    press: press.map(({ outlet, title, date, url, lang: language }) => ({ outlet, title, date, url, lang: language })),
  };
}
