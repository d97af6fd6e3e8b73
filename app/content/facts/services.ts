import type { IconName } from "~/components/ui/Icon";
import { bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";
import { services as serviceNames, type ServiceKey } from "~/i18n/resources/services";

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
    "kit-process": "Digitalise operations, invoicing and inventory with the Digital Kit.",
    "kit-website": "A professional website with domain and hosting included.",
    "kit-seo": "Search engine optimisation so your customers find you.",
    "kit-bi": "Dashboards and data analysis for better decisions.",
    "kit-social": "Professional management of your social profiles for 12 months.",
  },
});

export const serviceKeys = Object.keys(serviceIcons) as ServiceKey[];

/** A service as the search lists it. */
export type ServiceSearchEntry = { page: ServiceKey; icon: IconName; title: string; description: string };

/** The search's entries in a language. */
export function serviceSearchEntries(lang: Lang): ServiceSearchEntry[] {
  return serviceKeys.map((page) => {
    const { name, searchTitle } = serviceNames[lang][page];
    return { page, icon: serviceIcons[page], title: searchTitle ?? name, description: summaries[lang][page] };
  });
}
