import type { CardContent } from "~/components/ui/Card";
import type { ContentLink } from "~/components/ui/ContentLink";
import type { Stat } from "~/components/ui/Stat";
import { company } from "~/config/company";
import type { PageMeta } from "~/utils/meta";
import { bilingual } from "~/i18n/bilingual";
import { fillBilingual } from "./facts/figures";

type ServicesContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  catalogue: { eyebrow: string; title: string; lead: string; items: CardContent[] };
  results: { eyebrow: string; title: string; lead: string; stats: Stat[] };
  contact: { title: string; lead: string; link: ContentLink };
};

const copy = bilingual<ServicesContent>({
  es: {
    meta: {
      title: "Servicios de tecnología para empresas",
      description:
        "Process discovery, robótica RPA, soporte, desarrollo web y apps, inteligencia artificial y formación: todos los servicios de RTS para digitalizar tu empresa.",
    },
    hero: {
      eyebrow: "Servicios",
      title: "Todo lo que tu empresa necesita para dar el salto digital",
      lead: "Automatizar, digitalizar y crecer con un solo equipo: desde el análisis de tus procesos hasta la formación de tus personas.",
    },
    catalogue: {
      eyebrow: "Qué ofrecemos",
      title: "Nuestros servicios",
      lead: "Seis áreas que se combinan según lo que necesite tu negocio.",
      items: [
        {
          icon: "file-search",
          title: "Process Discovery",
          description:
            "Analizamos cómo trabaja tu empresa, medimos tiempos y costes y te entregamos un mapa priorizado de lo que conviene automatizar.",
          link: { page: "how-we-work", label: "Saber más", context: "sobre Process Discovery" },
        },
        {
          icon: "bot",
          title: "Robótica y RPA",
          description:
            "Robots de software que ejecutan tareas repetitivas las 24 horas con menos errores y total trazabilidad.",
          link: { page: "service-robotics", label: "Saber más", context: "sobre Robótica y RPA" },
        },
        {
          icon: "life-buoy",
          title: "Soporte",
          description:
            "Mantenimiento, monitorización y soporte técnico 24/7 para que tus sistemas y automatizaciones no se detengan.",
          link: { page: "contact", label: "Saber más", context: "sobre el soporte" },
        },
        {
          icon: "smartphone",
          title: "Desarrollo Web/Apps",
          description: "Webs, aplicaciones móviles y plataformas a medida, rápidas, accesibles y fáciles de mantener.",
          link: { page: "service-software", label: "Saber más", context: "sobre Desarrollo Web/Apps" },
        },
        {
          icon: "brain",
          title: "Inteligencia Artificial",
          description:
            "Asistentes, modelos predictivos y lectura automática de documentos aplicados a tus datos y a tu negocio.",
          link: { page: "service-ai", label: "Saber más", context: "sobre Inteligencia Artificial" },
        },
        {
          icon: "graduation-cap",
          title: "RTS Academy",
          description:
            "Formación práctica en IA, automatización y herramientas digitales para que tu equipo aproveche la tecnología.",
          link: { external: company.products.academy, label: "Saber más", context: "en RTS Academy" },
        },
      ],
    },
    results: {
      eyebrow: "Resultados",
      title: "Cifras que nos avalan",
      lead: "Lo que suman nuestros proyectos con pymes. Los grandes proyectos de energía y aviación se cuentan aparte, cada uno en su caso de éxito.",
      stats: [
        { value: "{smeSavings}", label: "ahorrados en total por nuestras pymes clientes" },
        { value: "{smeClients}", label: "pymes que confían en nosotros" },
        { value: "{smeProjects}", label: "proyectos de automatización para ellas" },
      ],
    },
    contact: {
      title: "¿No sabes por dónde empezar?",
      lead: "Cuéntanos tu situación y te recomendaremos el servicio que más retorno puede darte. Te respondemos en menos de 24 horas.",
      link: { page: "contact", label: "Contactar con un consultor" },
    },
  },
  en: {
    meta: {
      title: "Technology services for businesses",
      description:
        "Process discovery, RPA robotics, support, web and app development, artificial intelligence and training: every RTS service to digitalise your business.",
    },
    hero: {
      eyebrow: "Services",
      title: "Everything your business needs to go digital",
      lead: "Automate, digitalise and grow with a single team: from analysing your processes to training your people.",
    },
    catalogue: {
      eyebrow: "What we offer",
      title: "Our services",
      lead: "Six areas that combine to fit what your business needs.",
      items: [
        {
          icon: "file-search",
          title: "Process Discovery",
          description:
            "We analyse how your business works, measure time and cost, and deliver a prioritised map of what is worth automating.",
          link: { page: "how-we-work", label: "Learn more", context: "about Process Discovery" },
        },
        {
          icon: "bot",
          title: "Robotics and RPA",
          description:
            "Software robots that run repetitive tasks around the clock with fewer errors and full traceability.",
          link: { page: "service-robotics", label: "Learn more", context: "about Robotics and RPA" },
        },
        {
          icon: "life-buoy",
          title: "Support",
          description: "Maintenance, monitoring and 24/7 technical support so your systems and automations never stop.",
          link: { page: "contact", label: "Learn more", context: "about support" },
        },
        {
          icon: "smartphone",
          title: "Web and app development",
          description: "Fast, accessible, easy-to-maintain custom websites, mobile apps and platforms.",
          link: { page: "service-software", label: "Learn more", context: "about web and app development" },
        },
        {
          icon: "brain",
          title: "Artificial Intelligence",
          description:
            "Assistants, predictive models and automatic document reading applied to your data and your business.",
          link: { page: "service-ai", label: "Learn more", context: "about Artificial Intelligence" },
        },
        {
          icon: "graduation-cap",
          title: "RTS Academy",
          description:
            "Hands-on training in AI, automation and digital tools so your team makes the most of technology.",
          link: { external: company.products.academy, label: "Learn more", context: "at RTS Academy" },
        },
      ],
    },
    results: {
      eyebrow: "Results",
      title: "Numbers that speak for us",
      lead: "What our projects with SMEs add up to. Our large energy and aviation projects are counted separately, each in its own success story.",
      stats: [
        { value: "{smeSavings}", label: "saved in total by our SME clients" },
        { value: "{smeClients}", label: "SMEs that trust us" },
        { value: "{smeProjects}", label: "automation projects for them" },
      ],
    },
    contact: {
      title: "Not sure where to start?",
      lead: "Tell us about your situation and we will recommend the service with the greatest return for you. We reply within 24 hours.",
      link: { page: "contact", label: "Talk to a consultant" },
    },
  },
});

/** The copy with the company's track record written in (`company.figures`). */
export const servicesContent = fillBilingual(copy, company.figures);
