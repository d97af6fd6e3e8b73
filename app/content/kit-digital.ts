import type { KitProgrammeFacts } from "~/components/kit-digital/KitProgramme";
import type { CardContent } from "~/components/ui/Card";
import type { ContentLink } from "~/components/ui/ContentLink";
import type { Picture } from "~/components/ui/Image";
import type { Step } from "~/components/ui/Steps";
import type { PageMeta } from "~/utils/meta";
import { bilingual, type Bilingual } from "~/i18n/bilingual";
import { kitProgramme, maximumAid, type KitSolutionId, type MaximumAid } from "./facts/kit-digital";
import type { KitCategoryKey } from "./kit-digital-categories";

export type { KitSolutionId } from "./facts/kit-digital";

/**
 * A category of the overview. Its maximum aid (whole euros, formatted per language by the page) and
 * the segments that maximum belongs to come from the programme's facts (`facts/kit-digital.ts`).
 */
export type KitSolution = MaximumAid & {
  id: KitSolutionId;
  title: string;
  description: string;
  /** Who may request it, when the category is restricted. */
  eligibility: string | null;
  /** Our page for this category, when we have one. */
  page: KitCategoryKey | null;
};

export type KitDigitalContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; links: ContentLink[] };
  intro: { title: string; paragraphs: string[]; points: string[]; image: Picture };
  /** Who may apply; each card's subtitle is the size of the business. */
  audiences: { title: string; lead: string; items: CardContent[] };
  /** How to apply; the last step links to the official electronic office. */
  steps: { title: string; lead: string; items: Step[] };
  solutions: {
    title: string;
    lead: string;
    items: KitSolution[];
    footnote: string;
  };
  why: { title: string; items: string[] };
  cta: { title: string; lead: string; links: ContentLink[] };
  /** The programme's publicity band (decision 183). */
  programme: KitProgrammeFacts;
};

const voucherPicture = { src: "/images/kit-digital/bono-digital.svg", width: 480, height: 360 };

const copy = bilingual<Omit<KitDigitalContent, "programme">>({
  es: {
    meta: {
      title: "Kit Digital: ayudas para digitalizar tu empresa",
      description:
        "Agentes digitalizadores del Kit Digital: pedimos contigo el bono e implantamos soluciones, con hasta 24.000 € para empresas de 50 a 249 empleados.",
    },
    hero: {
      eyebrow: "Agente digitalizador adherido",
      title: "Kit Digital: digitaliza tu empresa con ayudas públicas",
      lead: "Te acompañamos desde la solicitud del bono hasta la puesta en marcha de cada solución, con un equipo propio en Valencia.",
      links: [
        { page: "contact", label: "Solicita asesoramiento gratuito" },
        { anchor: "soluciones", label: "Ver soluciones y ayudas" },
      ],
    },
    intro: {
      title: "¿Qué es el Kit Digital?",
      paragraphs: [
        "El Kit Digital es un programa de ayudas del Gobierno de España, financiado con los fondos europeos Next Generation EU, que concede a pymes y autónomos un bono digital para implantar soluciones de digitalización.",
        "El bono no se cobra en efectivo: se canjea con un agente digitalizador adherido, que implanta la solución y recibe la ayuda directamente. Nosotros somos uno de ellos, así que revisamos tu caso, te guiamos en la solicitud y nos encargamos de la implantación y del soporte.",
      ],
      points: [
        "No adelantas el importe subvencionado: la ayuda se abona al agente digitalizador.",
        "Eliges entre soluciones del catálogo oficial, con requisitos mínimos fijados por el programa.",
        "El IVA no es subvencionable y es lo único que corre a cargo de tu empresa.",
      ],
      image: {
        ...voucherPicture,
        alt: "Ilustración: el bono digital y las soluciones que implantamos con él: procesos, web, SEO, analítica y redes sociales",
      },
    },
    audiences: {
      title: "¿Quién puede solicitarlo?",
      lead: "El programa está pensado para los negocios que forman el día a día de la economía: desde el autónomo que empieza hasta la pequeña empresa que quiere dar el salto.",
      items: [
        {
          icon: "factory",
          title: "Medianas empresas",
          subtitle: "De 50 a 249 empleados (segmentos IV y V)",
          description:
            "Empresas con varios departamentos que quieren automatizar procesos completos: a ellas corresponden los importes máximos de cada solución.",
        },
        {
          icon: "building",
          title: "Pequeñas empresas",
          subtitle: "De 10 a 49 empleados (segmento I)",
          description: "Empresas con un equipo consolidado que quieren conectar sus procesos, sus datos y sus ventas.",
        },
        {
          icon: "store",
          title: "Microempresas",
          subtitle: "Menos de 10 empleados (segmentos II y III)",
          description:
            "Negocios que necesitan una web profesional, presencia en redes y herramientas de gestión sencillas.",
        },
        {
          icon: "user-round",
          title: "Autónomos",
          subtitle: "Por cuenta propia, con hasta 2 empleados (segmento III)",
          description:
            "Quienes trabajan por su cuenta y quieren ganar visibilidad y tiempo con soluciones listas para usar.",
        },
      ],
    },
    steps: {
      title: "Cómo solicitar el bono en cuatro pasos",
      lead: "El trámite es sencillo y lo hacemos contigo: en cada paso te decimos qué necesitas y resolvemos tus dudas.",
      items: [
        {
          title: "Regístrate en Acelera pyme",
          description: "Da de alta tu empresa en Acelera pyme, el portal oficial del programa, con tus datos básicos.",
          link: { external: kitProgramme.registrationUrl, label: "Registrarse en Acelera pyme" },
        },
        {
          title: "Haz el test de autodiagnóstico",
          description:
            "En unos minutos conocerás el nivel de digitalización de tu negocio y las áreas con más margen de mejora.",
        },
        {
          title: "Consulta el catálogo de agentes digitalizadores",
          description:
            "Revisa las soluciones disponibles y los agentes adheridos, y elige con quién quieres trabajar. Nosotros estamos en el catálogo.",
          link: { external: kitProgramme.catalogueUrl, label: "Ver el catálogo en Acelera pyme" },
        },
        {
          title: "Solicita la ayuda en la sede electrónica",
          description:
            "Presenta la solicitud en la sede electrónica de Red.es, en la convocatoria de tu segmento (I, II, III, IV o V, según tu plantilla). Con el bono concedido, firmamos el acuerdo y empezamos la implantación.",
          link: { external: kitProgramme.officeUrl, label: "Ver las convocatorias en la sede electrónica" },
        },
      ],
    },
    solutions: {
      title: "Soluciones y ayudas máximas",
      lead: "Estas son las nueve categorías de soluciones del programa, el importe máximo de ayuda de cada una y el tamaño de empresa al que corresponde ese máximo.",
      items: [
        {
          id: "process",
          title: "Gestión de procesos",
          description:
            "Digitaliza y automatiza la contabilidad, la facturación, el inventario, las compras o los recursos humanos.",
          ...maximumAid("process"),
          eligibility: null,
          page: "kit-process",
        },
        {
          id: "website",
          title: "Sitio web y presencia básica en internet",
          description: "Una web profesional, adaptada a móviles, con dominio y alojamiento incluidos.",
          ...maximumAid("website"),
          eligibility: null,
          page: "kit-website",
        },
        {
          id: "seo",
          title: "Presencia avanzada en internet",
          description:
            "Posicionamiento en buscadores, fichas de empresa y analítica web para que te encuentren quienes te buscan.",
          ...maximumAid("seo"),
          eligibility: null,
          page: "kit-seo",
        },
        {
          id: "customer-ai",
          title: "Gestión de clientes con IA",
          description:
            "Un CRM con inteligencia artificial que ordena tus oportunidades, automatiza el seguimiento y anticipa la demanda.",
          ...maximumAid("customer-ai"),
          eligibility: null,
          page: null,
        },
        {
          id: "bi-ai",
          title: "Business Intelligence y analítica con IA",
          description:
            "Cuadros de mando con modelos de IA que detectan tendencias y generan previsiones a partir de tus datos.",
          ...maximumAid("bi-ai"),
          eligibility: null,
          page: null,
        },
        {
          id: "process-ai",
          title: "Gestión de procesos con IA",
          description:
            "Automatización inteligente: lectura de documentos, clasificación y tareas repetitivas sin intervención manual.",
          ...maximumAid("process-ai"),
          eligibility: null,
          page: null,
        },
        {
          id: "social",
          title: "Gestión de redes sociales",
          description: "Plan de contenidos, publicación periódica y seguimiento de resultados en tus redes sociales.",
          ...maximumAid("social"),
          eligibility: null,
          page: "kit-social",
        },
        {
          id: "bi",
          title: "Business Intelligence y analítica",
          description: "Reúne los datos de tu negocio en cuadros de mando claros para decidir con información fiable.",
          ...maximumAid("bi"),
          eligibility: null,
          page: "kit-bi",
        },
        {
          id: "workstation",
          title: "Puesto de trabajo seguro",
          description:
            "Un equipo portátil con la seguridad configurada para trabajar con garantías desde cualquier lugar.",
          ...maximumAid("workstation"),
          eligibility: "Solo para microempresas del segmento III (de 0 a 2 empleados).",
          page: null,
        },
      ],
      footnote:
        "Importes máximos por categoría según las bases del programa, con el segmento de empresa al que corresponden. Los segmentos son III (0 a 2 empleados), II (3 a 9), I (10 a 49) y IV y V (50 a 249); en cada página de solución encontrarás el importe de cada uno.",
    },
    why: {
      title: "Por qué tramitarlo con nosotros",
      items: [
        "Estudiamos tu caso sin coste y te recomendamos solo las soluciones que te aportan algo.",
        "Te acompañamos en el registro, el test de autodiagnóstico y la solicitud.",
        "Implantamos y mantenemos cada solución con nuestro propio equipo en Valencia.",
        "Preparamos la justificación de la ayuda para que no tengas que ocuparte del papeleo.",
      ],
    },
    cta: {
      title: "¿Quieres saber cuánto te corresponde?",
      lead: "Cuéntanos cuántas personas trabajan en tu empresa y qué quieres mejorar. Te respondemos en menos de 24 horas con las soluciones que encajan y los importes a los que puedes optar.",
      links: [
        { page: "contact", label: "Habla con un asesor" },
        { external: kitProgramme.officeUrl, label: "Convocatorias en la sede electrónica" },
      ],
    },
  },
  en: {
    meta: {
      title: "Kit Digital: grants to digitalise your business",
      description:
        "An accredited Kit Digital agent: we help you apply and implement solutions, with grants of up to EUR 24,000 for businesses of 50 to 249 employees.",
    },
    hero: {
      eyebrow: "Accredited digitalisation agent",
      title: "Kit Digital: digitalise your business with public grants",
      lead: "We support you from the voucher application to the launch of each solution, with our own team in Valencia.",
      links: [
        { page: "contact", label: "Get free advice" },
        { anchor: "soluciones", label: "See solutions and grants" },
      ],
    },
    intro: {
      title: "What is Kit Digital?",
      paragraphs: [
        "The Kit Digital is a Spanish Government grant programme, funded by the European Next Generation EU funds, that gives SMEs and the self-employed a digital voucher to adopt digitalisation solutions.",
        "The voucher is not paid out in cash: you redeem it with an accredited digitalisation agent, who implements the solution and receives the grant directly. We are one of those agents, so we review your case, guide you through the application and take care of implementation and support.",
      ],
      points: [
        "You don't advance the subsidised amount: the grant is paid to the digitalisation agent.",
        "You choose from solutions in the official catalogue, with minimum requirements set by the programme.",
        "VAT is not eligible for the grant and is the only cost your business covers.",
      ],
      image: {
        ...voucherPicture,
        alt: "Illustration: the digital voucher and the solutions we implement with it: processes, website, SEO, analytics and social media",
      },
    },
    audiences: {
      title: "Who can apply?",
      lead: "The programme is designed for the businesses that keep the economy running day to day, from freelancers starting out to small companies ready to grow.",
      items: [
        {
          icon: "factory",
          title: "Medium-sized businesses",
          subtitle: "50 to 249 employees (segments IV and V)",
          description:
            "Companies with several departments that want to automate whole processes: each solution's maximum amount belongs to them.",
        },
        {
          icon: "building",
          title: "Small businesses",
          subtitle: "10 to 49 employees (segment I)",
          description: "Companies with an established team that want to connect their processes, data and sales.",
        },
        {
          icon: "store",
          title: "Micro-businesses",
          subtitle: "Fewer than 10 employees (segments II and III)",
          description:
            "Businesses that need a professional website, a social media presence and simple management tools.",
        },
        {
          icon: "user-round",
          title: "Self-employed",
          subtitle: "Sole traders with up to 2 employees (segment III)",
          description:
            "Professionals working on their own who want more visibility and more time, with ready-to-use solutions.",
        },
      ],
    },
    steps: {
      title: "How to apply for the voucher in four steps",
      lead: "The process is straightforward and we go through it with you, telling you what you need at each step and answering your questions.",
      items: [
        {
          title: "Register on Acelera pyme",
          description:
            "Sign your business up on Acelera pyme, the programme's official portal, with your basic details.",
          link: { external: kitProgramme.registrationUrl, label: "Register on Acelera pyme" },
        },
        {
          title: "Take the self-assessment test",
          description:
            "In a few minutes you will know how digital your business is today and where there is most room to improve.",
        },
        {
          title: "Browse the catalogue of digitalisation agents",
          description:
            "Review the available solutions and accredited agents, and choose who you want to work with. We are in the catalogue.",
          link: { external: kitProgramme.catalogueUrl, label: "See the catalogue on Acelera pyme" },
        },
        {
          title: "Apply on the official electronic office",
          description:
            "Submit your application on the Red.es electronic office, in the call for your segment (I, II, III, IV or V, by headcount). Once the voucher is granted, we sign the agreement and start the implementation.",
          link: { external: kitProgramme.officeUrl, label: "See the calls on the electronic office" },
        },
      ],
    },
    solutions: {
      title: "Solutions and maximum grants",
      lead: "These are the programme's nine solution categories, the maximum grant available for each one and the company size that maximum belongs to.",
      items: [
        {
          id: "process",
          title: "Process management",
          description: "Digitalise and automate accounting, invoicing, inventory, purchasing or human resources.",
          ...maximumAid("process"),
          eligibility: null,
          page: "kit-process",
        },
        {
          id: "website",
          title: "Website and basic internet presence",
          description: "A professional, mobile-friendly website with domain and hosting included.",
          ...maximumAid("website"),
          eligibility: null,
          page: "kit-website",
        },
        {
          id: "seo",
          title: "Advanced internet presence",
          description:
            "Search engine optimisation, business listings and web analytics so that the people looking for you find you.",
          ...maximumAid("seo"),
          eligibility: null,
          page: "kit-seo",
        },
        {
          id: "customer-ai",
          title: "Customer management with AI",
          description:
            "An AI-powered CRM that organises your opportunities, automates follow-ups and anticipates demand.",
          ...maximumAid("customer-ai"),
          eligibility: null,
          page: null,
        },
        {
          id: "bi-ai",
          title: "Business intelligence and analytics with AI",
          description: "Dashboards with AI models that spot trends and produce forecasts from your data.",
          ...maximumAid("bi-ai"),
          eligibility: null,
          page: null,
        },
        {
          id: "process-ai",
          title: "Process management with AI",
          description:
            "Intelligent automation: document reading, classification and repetitive tasks without manual work.",
          ...maximumAid("process-ai"),
          eligibility: null,
          page: null,
        },
        {
          id: "social",
          title: "Social media management",
          description: "A content plan, regular posting and performance tracking on your social media.",
          ...maximumAid("social"),
          eligibility: null,
          page: "kit-social",
        },
        {
          id: "bi",
          title: "Business intelligence and analytics",
          description: "Bring your business data together in clear dashboards and decide on reliable information.",
          ...maximumAid("bi"),
          eligibility: null,
          page: "kit-bi",
        },
        {
          id: "workstation",
          title: "Secure workstation",
          description: "A laptop with security configured so you can work safely from anywhere.",
          ...maximumAid("workstation"),
          eligibility: "Only for segment III micro-businesses (0 to 2 employees).",
          page: null,
        },
      ],
      footnote:
        "Maximum amounts per category under the programme rules, with the company segment they belong to. The segments are III (0 to 2 employees), II (3 to 9), I (10 to 49) and IV and V (50 to 249); each solution page gives the amount for each of them.",
    },
    why: {
      title: "Why apply with us",
      items: [
        "We review your case free of charge and recommend only the solutions that add real value.",
        "We guide you through registration, the self-assessment test and the application.",
        "We implement and maintain every solution with our own team in Valencia.",
        "We prepare the grant justification so you don't have to deal with the paperwork.",
      ],
    },
    cta: {
      title: "Want to know how much you could receive?",
      lead: "Tell us how many people work in your business and what you want to improve. We will reply within 24 hours with the solutions that fit and the amounts you can apply for.",
      links: [
        { page: "contact", label: "Talk to an adviser" },
        { external: kitProgramme.officeUrl, label: "Calls on the electronic office" },
      ],
    },
  },
});

const programme = { logos: kitProgramme.logos };

export const kitDigitalContent: Bilingual<KitDigitalContent> = {
  es: { ...copy.es, programme },
  en: { ...copy.en, programme },
};
