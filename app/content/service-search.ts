import type { IconName } from "~/components/ui/Icon";
import type { PageKey } from "~/utils/pages";
import { bilingual } from "~/i18n/bilingual";

export type ServiceSearchEntry = { page: PageKey; icon: IconName; title: string; description: string };

/** The fixed list the header search filters (spec §2 Service search: 10 services). */
export const serviceSearchEntries = bilingual<ServiceSearchEntry[]>({
  es: [
    {
      page: "service-ai",
      icon: "brain",
      title: "Inteligencia Artificial",
      description: "Asistentes, análisis predictivo y automatización inteligente de documentos y decisiones.",
    },
    {
      page: "service-robotics",
      icon: "bot",
      title: "Robótica y RPA",
      description: "Robots de software que automatizan tareas repetitivas 24/7 con menos errores.",
    },
    {
      page: "service-marketing",
      icon: "megaphone",
      title: "Agencia de influencia",
      description: "Marketing digital, contenidos y creadores para hacer crecer tu marca.",
    },
    {
      page: "service-software",
      icon: "code",
      title: "Desarrollo de software",
      description: "Webs, apps y plataformas a medida con metodología ágil.",
    },
    {
      page: "kit-digital",
      icon: "badge-euro",
      title: "Kit Digital",
      description: "Ayudas públicas de hasta 24.000 € para digitalizar tu empresa.",
    },
    {
      page: "kit-process",
      icon: "workflow",
      title: "Gestión de procesos",
      description: "Digitaliza operaciones, facturación e inventario con el Kit Digital.",
    },
    {
      page: "kit-website",
      icon: "globe",
      title: "Sitio web",
      description: "Web profesional con dominio y alojamiento incluidos.",
    },
    {
      page: "kit-seo",
      icon: "search",
      title: "Presencia SEO",
      description: "Posicionamiento en buscadores para que tus clientes te encuentren.",
    },
    {
      page: "kit-bi",
      icon: "chart-bar",
      title: "BI y analítica",
      description: "Cuadros de mando y análisis de datos para decidir mejor.",
    },
    {
      page: "kit-social",
      icon: "share",
      title: "Redes sociales",
      description: "Gestión profesional de tus perfiles sociales durante 12 meses.",
    },
  ],
  en: [
    {
      page: "service-ai",
      icon: "brain",
      title: "Artificial Intelligence",
      description: "Assistants, predictive analytics and intelligent automation of documents and decisions.",
    },
    {
      page: "service-robotics",
      icon: "bot",
      title: "Robotics and RPA",
      description: "Software robots that automate repetitive tasks around the clock with fewer errors.",
    },
    {
      page: "service-marketing",
      icon: "megaphone",
      title: "Influence agency",
      description: "Digital marketing, content and creators to grow your brand.",
    },
    {
      page: "service-software",
      icon: "code",
      title: "Software development",
      description: "Custom websites, apps and platforms built with an agile method.",
    },
    {
      page: "kit-digital",
      icon: "badge-euro",
      title: "Digital Kit",
      description: "Public grants of up to EUR 24,000 to digitalise your business.",
    },
    {
      page: "kit-process",
      icon: "workflow",
      title: "Process management",
      description: "Digitalise operations, invoicing and inventory with the Digital Kit.",
    },
    {
      page: "kit-website",
      icon: "globe",
      title: "Website",
      description: "A professional website with domain and hosting included.",
    },
    {
      page: "kit-seo",
      icon: "search",
      title: "SEO presence",
      description: "Search engine optimisation so your customers find you.",
    },
    {
      page: "kit-bi",
      icon: "chart-bar",
      title: "BI and analytics",
      description: "Dashboards and data analysis for better decisions.",
    },
    {
      page: "kit-social",
      icon: "share",
      title: "Social media",
      description: "Professional management of your social profiles for 12 months.",
    },
  ],
});
