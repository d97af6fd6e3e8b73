import type { CardContent } from "~/components/ui/Card";
import type { LinkTarget } from "~/components/ui/ContentLink";
import type { IconName } from "~/components/ui/icon-names";
import { company } from "~/config/company";
import { bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";
import { services as serviceNames, type ServiceKey } from "~/i18n/resources/services";
import { pagePath } from "~/utils/pages";
import type { SearchEntry } from "~/utils/search-entry";

/**
 * The services the header search finds (spec §2 Service search: 10 services), in its order. A
 * service's name is an interface string (the menus show it on every page: i18n/resources/services.ts);
 * its icon and its one-line summary are here.
 */
export const serviceIcons: Record<ServiceKey, IconName> = {
  "service-ai": "brain",
  "service-robotics": "bot",
  "service-marketing": "megaphone",
  "service-software": "code",
  "kit-digital": "badge-euro",
  "kit-process": "workflow",
  "kit-website": "globe",
  "kit-seo": "search",
  "kit-bi": "chart-bar",
  "kit-social": "share",
};

const summaries = bilingual<Record<ServiceKey, string>>({
  es: {
    "service-ai": "Asistentes, análisis predictivo y automatización inteligente de documentos y decisiones.",
    "service-robotics": "Robots de software que automatizan tareas repetitivas 24/7 con menos errores.",
    "service-marketing": "Marketing digital, contenidos y creadores para hacer crecer tu marca.",
    "service-software": "Webs, apps y plataformas a medida con metodología ágil.",
    "kit-digital": "Ayudas públicas de hasta 24.000 € para digitalizar tu empresa.",
    "kit-process": "Digitaliza operaciones, facturación e inventario con el Kit Digital.",
    "kit-website": "Web profesional con dominio y alojamiento incluidos.",
    "kit-seo": "Posicionamiento en buscadores para que tus clientes te encuentren.",
    "kit-bi": "Cuadros de mando y análisis de datos para decidir mejor.",
    "kit-social": "Gestión profesional de tus perfiles sociales durante 12 meses.",
  },
  en: {
    "service-ai": "Assistants, predictive analytics and intelligent automation of documents and decisions.",
    "service-robotics": "Software robots that automate repetitive tasks around the clock with fewer errors.",
    "service-marketing": "Digital marketing, content and creators to grow your brand.",
    "service-software": "Custom websites, apps and platforms built with an agile method.",
    "kit-digital": "Public grants of up to EUR 24,000 to digitalise your business.",
    "kit-process": "Digitalise operations, invoicing and inventory with Kit Digital.",
    "kit-website": "A professional website with domain and hosting included.",
    "kit-seo": "Search engine optimisation so your customers find you.",
    "kit-bi": "Dashboards and data analysis for better decisions.",
    "kit-social": "Professional management of your social profiles for 12 months.",
  },
});

/**
 * What visitors type when they look for a service by what it does rather than by its name: the
 * header search matches these besides the title and summary (decision 104).
 */
const keywords = bilingual<Record<ServiceKey, string>>({
  es: {
    "service-ai":
      "IA chatbot chatbots asistente virtual atención al cliente predicción machine learning documentos OCR facturas clasificación CRM formación",
    "service-robotics":
      "RPA automatización bots tareas repetitivas facturas contabilidad conciliación ERP CRM integración datos formación",
    "service-marketing": "influencers creadores contenidos redes sociales publicidad campañas marca",
    "service-software":
      "aplicaciones app móvil web a medida plataforma CRM ERP integración API tienda online formación",
    "kit-digital":
      "subvención ayudas bono digital Red.es pymes autónomos financiación ciberseguridad puesto de trabajo seguro",
    "kit-process": "facturas facturación factura electrónica inventario CRM gestión de clientes ERP contabilidad",
    "kit-website": "página web dominio alojamiento diseño tienda online",
    "kit-seo": "posicionamiento Google buscadores palabras clave visibilidad",
    "kit-bi": "business intelligence informes cuadros de mando KPI datos analítica Power BI big data",
    "kit-social": "redes sociales Instagram LinkedIn Facebook community manager publicaciones",
  },
  en: {
    "service-ai":
      "AI chatbot chatbots virtual assistant customer service prediction machine learning documents OCR invoices classification CRM training",
    "service-robotics":
      "RPA automation bots repetitive tasks invoices invoice accounting reconciliation ERP CRM integration data training",
    "service-marketing": "influencers creators content social media advertising campaigns brand",
    "service-software": "applications app mobile web custom platform CRM ERP integration API online shop training",
    "kit-digital":
      "grant grants subsidy digital voucher Red.es SMEs self-employed funding cybersecurity secure workstation",
    "kit-process": "invoice invoices invoicing e-invoicing inventory CRM customer management ERP accounting",
    "kit-website": "web page domain hosting design online shop",
    "kit-seo": "search engines Google ranking keywords visibility",
    "kit-bi": "business intelligence reports dashboards KPI data analytics Power BI big data",
    "kit-social": "social media Instagram LinkedIn Facebook community manager posts",
  },
});

export const serviceKeys = Object.keys(serviceIcons) as ServiceKey[];

/** The search's service entries in a language, in the spec's order. */
export function serviceSearchEntries(lang: Lang): SearchEntry[] {
  return serviceKeys.map((page) => {
    const { name, searchTitle } = serviceNames[lang][page];
    return {
      id: page,
      group: "services",
      path: pagePath(page, lang),
      icon: serviceIcons[page],
      title: searchTitle ?? name,
      description: summaries[lang][page],
      // Both languages' words: visitors mix them ("invoice" on the Spanish site, "CRM" everywhere).
      keywords: `${keywords[lang][page]} ${keywords[lang === "es" ? "en" : "es"][page]}`,
    };
  });
}

/**
 * What the company sells, once (issue 30): the services overview, the home page's cards, the menus
 * (the service pages), the search (above), the contact form's options and the footer follow this
 * list. Each offering leads somewhere real: its page, the page that explains it, or its own site.
 */
export type OfferingKey =
  | "service-ai"
  | "service-robotics"
  | "service-software"
  | "kit-bi"
  | "service-marketing"
  | "kit-digital"
  | "process-discovery"
  | "support"
  | "academy";

type Offering = { icon: IconName; target: LinkTarget };

const offeringFacts: Record<OfferingKey, Offering> = {
  "service-ai": { icon: "brain", target: { page: "service-ai" } },
  "service-robotics": { icon: "bot", target: { page: "service-robotics" } },
  "service-software": { icon: "code", target: { page: "service-software" } },
  "kit-bi": { icon: "chart-bar", target: { page: "kit-bi" } },
  "service-marketing": { icon: "megaphone", target: { page: "service-marketing" } },
  "kit-digital": { icon: "badge-euro", target: { page: "kit-digital" } },
  // Process discovery is the method's diagnosis; support, its follow-up: "how we work" tells both.
  "process-discovery": { icon: "file-search", target: { page: "how-we-work", hash: "proceso" } },
  support: { icon: "life-buoy", target: { page: "how-we-work", hash: "proceso" } },
  academy: { icon: "graduation-cap", target: { external: company.products.academy } },
};

/** Offerings without a service page of their own: their names and summaries (the others' are above). */
const otherOfferings = bilingual<
  Record<"process-discovery" | "support" | "academy", { name: string; summary: string }>
>({
  es: {
    "process-discovery": {
      name: "Process Discovery",
      summary:
        "Analizamos cómo trabaja tu empresa, medimos tiempos y costes y te entregamos un mapa priorizado de lo que conviene automatizar.",
    },
    support: {
      name: "Soporte",
      summary:
        "Mantenimiento, monitorización y soporte técnico 24/7 para que tus sistemas y automatizaciones no se detengan.",
    },
    academy: {
      name: "RTS Academy",
      summary:
        "Formación práctica en IA, automatización y herramientas digitales para que tu equipo aproveche la tecnología.",
    },
  },
  en: {
    "process-discovery": {
      name: "Process Discovery",
      summary:
        "We analyse how your business works, measure time and cost, and deliver a prioritised map of what is worth automating.",
    },
    support: {
      name: "Support",
      summary: "Maintenance, monitoring and 24/7 technical support so your systems and automations never stop.",
    },
    academy: {
      name: "RTS Academy",
      summary: "Hands-on training in AI, automation and digital tools so your team makes the most of technology.",
    },
  },
});

export const offeringKeys = Object.keys(offeringFacts) as OfferingKey[];

/** An offering as a card: its icon, name, summary and a link to where it is explained. */
export function offeringCard(key: OfferingKey, lang: Lang, label: string): CardContent {
  const other =
    key === "process-discovery" || key === "support" || key === "academy" ? otherOfferings[lang][key] : null;
  const name = other ? other.name : serviceNames[lang][key as ServiceKey].name;
  const description = other ? other.summary : summaries[lang][key as ServiceKey];
  const { icon, target } = offeringFacts[key];
  return { icon, title: name, description, link: { ...target, label, context: name } };
}
