import { bilingual, type Bilingual } from "./bilingual";

export type KitCategoryKey = "kit-process" | "kit-website" | "kit-seo" | "kit-bi" | "kit-social";

export const kitDigitalCategories = {
  "kit-process": bilingual({
    es: {
      meta: { title: "Kit Digital: gestión de procesos", description: "Digitaliza la gestión de procesos de tu empresa con el Kit Digital: hasta 2.000 € de ayuda para automatizar operaciones, facturación e inventario." },
      hero: { title: "Gestión de procesos con el Kit Digital", lead: "Automatiza operaciones, facturación, compras e inventario con una ayuda de hasta 2.000 €." },
    },
    en: {
      meta: { title: "Digital Kit: process management", description: "Digitalise your business processes with the Digital Kit: up to EUR 2,000 in aid to automate operations, invoicing and inventory." },
      hero: { title: "Process management with the Digital Kit", lead: "Automate operations, invoicing, purchasing and inventory with a grant of up to EUR 2,000." },
    },
  }),
  "kit-website": bilingual({
    es: {
      meta: { title: "Kit Digital: sitio web y presencia básica", description: "Tu página web profesional con el Kit Digital: diseño, dominio y alojamiento durante al menos doce meses, con ayudas de hasta 2.000 €." },
      hero: { title: "Sitio web y presencia básica en internet", lead: "Una web profesional con dominio y alojamiento incluidos durante al menos doce meses, financiada por el Kit Digital." },
    },
    en: {
      meta: { title: "Digital Kit: website and basic presence", description: "Your professional website with the Digital Kit: design, domain and hosting for at least twelve months, with grants of up to EUR 2,000." },
      hero: { title: "Website and basic internet presence", lead: "A professional website with domain and hosting included for at least twelve months, funded by the Digital Kit." },
    },
  }),
  "kit-seo": bilingual({
    es: {
      meta: { title: "Kit Digital: presencia avanzada y SEO", description: "Mejora tu posicionamiento en buscadores con el Kit Digital: análisis SEO, optimización y seguimiento con ayudas de hasta 2.000 €." },
      hero: { title: "Presencia avanzada en internet y SEO", lead: "Aparece cuando tus clientes te buscan: posicionamiento en buscadores financiado por el Kit Digital." },
    },
    en: {
      meta: { title: "Digital Kit: advanced presence and SEO", description: "Improve your search engine ranking with the Digital Kit: SEO audit, optimisation and monitoring with grants of up to EUR 2,000." },
      hero: { title: "Advanced internet presence and SEO", lead: "Be found when your customers search: search engine optimisation funded by the Digital Kit." },
    },
  }),
  "kit-bi": bilingual({
    es: {
      meta: { title: "Kit Digital: Business Intelligence y analítica", description: "Cuadros de mando y análisis de datos con el Kit Digital: ayudas de hasta 4.000 € para decidir con información fiable." },
      hero: { title: "Business Intelligence y analítica", lead: "Cuadros de mando que reúnen tus datos y te ayudan a decidir, con una ayuda de hasta 4.000 €." },
    },
    en: {
      meta: { title: "Digital Kit: business intelligence and analytics", description: "Dashboards and data analytics with the Digital Kit: grants of up to EUR 4,000 to make decisions on reliable information." },
      hero: { title: "Business intelligence and analytics", lead: "Dashboards that bring your data together and help you decide, with a grant of up to EUR 4,000." },
    },
  }),
  "kit-social": bilingual({
    es: {
      meta: { title: "Kit Digital: gestión de redes sociales", description: "Gestión profesional de redes sociales con el Kit Digital: 3 publicaciones semanales durante 12 meses y ayudas de hasta 5.000 €." },
      hero: { title: "Gestión de redes sociales", lead: "Publicamos por ti tres veces por semana durante doce meses, con informes trimestrales." },
    },
    en: {
      meta: { title: "Digital Kit: social media management", description: "Professional social media management with the Digital Kit: 3 posts a week for 12 months and grants of up to EUR 5,000." },
      hero: { title: "Social media management", lead: "We post for you three times a week for twelve months, with quarterly reports." },
    },
  }),
} satisfies Record<KitCategoryKey, Bilingual<unknown>>;
