import { bilingual } from "~/i18n/bilingual";

/**
 * The name of each service, by the key of its page: the menus, the footer and the search show
 * it on every page, so it is one of the frame's strings. `searchTitle` is the entry's title in the
 * service search where it differs from the menu's. What else a service has (its icon, its summary)
 * is in content/facts/services.ts.
 */
export type ServiceKey =
  | "service-ai"
  | "service-robotics"
  | "service-marketing"
  | "service-software"
  | "kit-digital"
  | "kit-process"
  | "kit-website"
  | "kit-seo"
  | "kit-bi"
  | "kit-social";

export const services = bilingual<Record<ServiceKey, { name: string; searchTitle?: string }>>({
  es: {
    "service-ai": { name: "Inteligencia artificial", searchTitle: "Inteligencia Artificial" },
    "service-robotics": { name: "Robótica y RPA" },
    "service-marketing": { name: "Marketing digital e influencia", searchTitle: "Agencia de influencia" },
    "service-software": { name: "Desarrollo de software" },
    "kit-digital": { name: "Kit Digital" },
    "kit-process": { name: "Gestión de procesos" },
    "kit-website": { name: "Sitio web y presencia básica", searchTitle: "Sitio web" },
    "kit-seo": { name: "Presencia avanzada y SEO", searchTitle: "Presencia SEO" },
    "kit-bi": { name: "Business Intelligence y analítica", searchTitle: "BI y analítica" },
    "kit-social": { name: "Gestión de redes sociales", searchTitle: "Redes sociales" },
  },
  en: {
    "service-ai": { name: "Artificial intelligence", searchTitle: "Artificial Intelligence" },
    "service-robotics": { name: "Robotics and RPA" },
    "service-marketing": { name: "Digital and influencer marketing", searchTitle: "Influence agency" },
    "service-software": { name: "Software development" },
    "kit-digital": { name: "Kit Digital" },
    "kit-process": { name: "Process management" },
    "kit-website": { name: "Website and basic presence", searchTitle: "Website" },
    "kit-seo": { name: "Advanced presence and SEO", searchTitle: "SEO presence" },
    "kit-bi": { name: "Business intelligence and analytics", searchTitle: "BI and analytics" },
    "kit-social": { name: "Social media management", searchTitle: "Social media" },
  },
});
