/**
 * The company's registered identity (LSSI-CE art. 10, RGPD art. 13). The specification does not
 * state it, so the operator fills it in before going live (docs/content.md, decision 180); until
 * then each value is empty and nothing shows it: the legal pages, the forms' data notice, the guide,
 * the structured data and the contact page leave it out, and the legal name is the trade name.
 */
export const registered = {
  /** With its legal form, as the mercantile registry writes it: "Nombre Ejemplo, S.L." */
  legalName: "",
  /** NIF: "B12345678". */
  taxId: "",
  /** "Registro Mercantil de Valencia, Tomo …, Folio …, Hoja V-…" */
  registry: "",
  /** Street and number of the registered office: "Calle …, 1". */
  street: "",
  postalCode: "",
};

/**
 * Company facts shown across the site, in one place. The e-mail and phone can be overridden by the
 * operator (COMPANY_EMAIL, COMPANY_PHONE; see company.server.ts); the rest changes with a release.
 */
export const company = {
  /** The trade name (spec: "RTS", "RTS Academy"). */
  name: "RTS",
  /** Who the company is in law; the trade name until the operator sets `registered.legalName`. */
  legalName: registered.legalName || "RTS",
  taxId: registered.taxId,
  registry: registered.registry,
  address: {
    street: registered.street,
    postalCode: registered.postalCode,
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
   * (decisions 110 and 181).
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

/** The postal address with only the parts that are set: "Calle …, 1, 46004 Valencia (España)", or "Valencia (España)". */
export function postalAddress(lang: "es" | "en"): string {
  const { street, postalCode, city, country } = company.address;
  const locality = [postalCode, city].filter(Boolean).join(" ");
  return `${[street, locality].filter(Boolean).join(", ")} (${country[lang]})`;
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
