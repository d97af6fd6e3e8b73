/**
 * Company facts shown across the site, in one place. The e-mail and phone can be overridden by the
 * operator (COMPANY_EMAIL, COMPANY_PHONE; see company.server.ts); the rest changes with a release.
 */
export const company = {
  name: "RTS",
  legalName: "RTS Soluciones Tecnológicas, S.L.",
  taxId: "B-98765432",
  registry: "Registro Mercantil de Valencia, Tomo 10.842, Folio 117, Hoja V-193421",
  address: {
    street: "Calle de Colón, 18, 4.º",
    postalCode: "46004",
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
  /** The official Kit Digital electronic office (sede electrónica de Red.es). */
  kitDigitalOffice:
    "https://sede.red.gob.es/es/procedimientos/convocatoria-de-ayudas-destinadas-la-digitalizacion-de-empresas-del-segmento-i-entre-10-y-menos-de-50-empleados",
  foundedCopyrightYear: 2024,
  /**
   * The company's track record, written into copy as `{projects}+`, `{satisfaction}`, `{uptime}`…
   * (content/facts/figures.ts formats them per language). The `sme…` totals count the SME clients
   * only: the large energy and aviation projects are told apart, in their cases (decision 110).
   */
  figures: {
    projects: { kind: "number", value: 500 },
    satisfaction: { kind: "percent", value: 98 },
    averageRoi: { kind: "percent", value: 300 },
    /** Of the systems we maintain. */
    uptime: { kind: "percent", value: 99.9 },
    smeSavings: { kind: "money", value: 10_000_000, millions: true },
    smeClients: { kind: "number", value: 50 },
    smeProjects: { kind: "number", value: 200 },
  },
} as const;

export type ContactFacts = { email: string; phone: string };

/** wa.me wants the number as digits only, country code first. */
export function chatLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
