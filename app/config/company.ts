// A relative path with its extension: the edge function (Deno) imports this module too.
import type { Lang } from "../i18n/language.ts";

/** A postal address as the identity file gives it; each part null until set. */
export type CompanyAddress = { street: string | null; postalCode: string | null; city: string | null };

/**
 * The company's registered identity (LSSI-CE art. 10, RGPD art. 13), as the operator sets it in
 * app/content/company/identity.yaml (decision 210; the server reads it, the root loader hands it to
 * every page). The specification does not state it: each field is null until set, and nothing
 * shows an unset field; the legal name is then the trade name.
 */
export type CompanyIdentity = {
  /** With its legal form: "Nombre Ejemplo, S.L.". */
  legalName: string | null;
  nif: string | null;
  registry: string | null;
  registeredOffice: CompanyAddress;
  /** Where visitors go, when it is not the registered office. */
  office: CompanyAddress | null;
  /** The Kit Digital digitalising agent's adhesion reference. */
  kitDigitalAdhesion: string | null;
};

/** The identity before the operator sets anything (and for a page whose root loader failed). */
export const unsetIdentity: CompanyIdentity = {
  legalName: null,
  nif: null,
  registry: null,
  registeredOffice: { street: null, postalCode: null, city: null },
  office: null,
  kitDigitalAdhesion: null,
};

/**
 * Company facts shown across the site, in one place. The e-mail and phone can be overridden by the
 * operator (COMPANY_EMAIL, COMPANY_PHONE; see company.server.ts); the rest changes with a release.
 */
export const company = {
  /** The trade name (spec: "RTS", "RTS Academy"). */
  name: "RTS",
  address: {
    /** Head office (spec §1: "head office in Valencia, Spain"). */
    city: "Valencia",
    country: { es: "España", en: "Spain" },
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: "ES",
  },
  email: "info@rts-soluciones.es",
  phone: "+34 960 45 21 87",
  /** When the office answers (Spanish peninsular time); written per language by `formatOpeningHours`. */
  openingHours: { fromDay: 1, toDay: 5, opens: "09:00", closes: "18:00" },
  /** The square logo (drawn from public/favicon.svg by `npm run seo:icons`). */
  logo: { src: "/icon-512.png", size: 512 },
  social: {
    linkedin: "https://www.linkedin.com/company/rts-soluciones",
  },
  products: {
    robots: "https://robots.rts-soluciones.es",
    influenceAgency: "https://agencia.rts-soluciones.es",
    timeTracking: "https://fichaje.rts-soluciones.es",
    academy: "https://academy.rts-soluciones.es",
    blockchain: "https://blockchain.rts-soluciones.es",
  },
  /** The first year of the copyright notice (spec §2 Footer: "Copyright year 2024"); it runs to the current year. */
  foundedCopyrightYear: 2024,
  /**
   * The company's track record, written into copy as `{projects}+`, `{satisfaction}`, `{uptime}`…
   * (content/facts/figures.ts formats them per language). `projects` counts every project delivered;
   * the `sme…` figures are a part of them: the automation projects for SMEs, the SMEs they were for
   * and what those SMEs saved; the large energy and aviation projects are told apart, in their cases
   * (decision 181).
   */
  figures: {
    projects: { kind: "number", value: 500 },
    satisfaction: { kind: "percent", value: 98 },
    averageRoi: { kind: "percent", value: 300 },
    /** Of the systems we maintain. */
    uptime: { kind: "percent", value: 99.9 },
    smeSavings: { kind: "money", value: 10_000_000, millions: true },
    smeClients: { kind: "number", value: 50 },
    /** Of the `projects`: those that automated an SME's processes (spec: "200+ projects"). */
    smeProjects: { kind: "number", value: 200 },
    /** Averages over our projects, as "how we work" states them (spec §9). */
    efficiencyGain: { kind: "percent", value: 40, signed: true },
    costSaving: { kind: "percent", value: 30 },
    fasterResponse: { kind: "percent", value: 60 },
  },
} as const;

export type ContactFacts = { email: string; phone: string };

/** Who the company is in law: its legal name once set, else the trade name. */
export function legalNameOf(identity: CompanyIdentity): string {
  return identity.legalName ?? company.name;
}

/** Where visitors go: the office when it is set apart, else the registered office. */
export function visitingAddress(identity: CompanyIdentity): CompanyAddress {
  return identity.office ?? identity.registeredOffice;
}

/**
 * An address with only the parts that are set: "Calle …, 1, 46004 Valencia (España)", or
 * "Valencia (España)" (the head office's city, spec §1, when the address gives none).
 */
export function postalAddress(address: CompanyAddress, lang: Lang): string {
  const { city, country } = company.address;
  const locality = [address.postalCode, address.city ?? city].filter(Boolean).join(" ");
  return `${[address.street, locality].filter(Boolean).join(", ")} (${country[lang]})`;
}

/** The mails' legal footer: the legal name and the registered office, as far as they are set. */
export function mailLegalFooter(identity: CompanyIdentity) {
  const office = identity.registeredOffice;
  return {
    legalName: legalNameOf(identity),
    address: {
      street: office.street ?? "",
      postalCode: office.postalCode ?? "",
      city: office.city ?? company.address.city,
      country: company.address.country,
    },
  };
}

/** "2024–2026": from the first year of the notice to this one. */
export function copyrightYears(now = new Date()): string {
  const year = now.getFullYear();
  return year > company.foundedCopyrightYear ? `${company.foundedCopyrightYear}–${year}` : String(year);
}

/** wa.me wants the number as digits only, country code first. */
export function chatLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
