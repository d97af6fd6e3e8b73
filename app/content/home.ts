import type { LeadMagnetCopy } from "~/components/sections/LeadMagnet";
import type { CardContent } from "~/components/ui/Card";
import type { ContentLink } from "~/components/ui/ContentLink";
import type { Stat } from "~/components/ui/Stat";
import type { Step } from "~/components/ui/Steps";
import { company } from "~/config/company";
import type { PageMeta } from "~/utils/meta";
import { bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";
import { caseCopy, sectorNames, successCases, type SuccessCaseKey } from "./facts/cases";
import { factOf, fillFiguresDeep } from "./facts/figures";
import { offeringCard, type OfferingKey } from "./facts/services";
import { guides } from "./guide";
import { guideFacts } from "./guide/facts";
import { servicePages, type ServicePageKey } from "./service-pages";

/** The home page as its loader sends it. */
export type HomeContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; demoLabel: string; resultsLabel: string; stats: Stat[] };
  story: { eyebrow: string; title: string; lead: string; steps: Step[] };
  whatWeDo: { eyebrow: string; title: string; lead: string; items: CardContent[]; allServices: ContentLink };
  benefits: { eyebrow: string; title: string; lead: string; items: CardContent[] };
  cases: { eyebrow: string; title: string; lead: string; items: CardContent[]; allCases: ContentLink };
  leadMagnet: { eyebrow: string; title: string; lead: string } & LeadMagnetCopy;
  /** Whose words it shows: testimonial ids (app/content/company/testimonials/; the loader adds them). */
  testimonials: { eyebrow: string; title: string; lead: string; ids: string[] };
  closing: {
    title: string;
    lead: string;
    points: string[];
    chatLabel: string;
    chatMessage: string;
    contact: ContentLink;
  };
};

/** What the home page says per language; cases and testimonials are referred to by id. */
type HomeCopy = Omit<HomeContent, "cases" | "testimonials" | "whatWeDo"> & {
  whatWeDo: Omit<HomeContent["whatWeDo"], "items"> & { readMore: string };
  cases: Omit<HomeContent["cases"], "items"> & { readCase: string };
  testimonials: Omit<HomeContent["testimonials"], "ids">;
};

/** The large first card of "what we do": a service with a page that lists what it includes. */
const leadOffering: ServicePageKey = "service-ai";

/** What we do: the offerings the home page shows first (facts/services.ts has them all). */
const homeOfferings: OfferingKey[] = [
  leadOffering,
  "service-robotics",
  "service-software",
  "kit-bi",
  "service-marketing",
  "academy",
];

/** The cases the home page shows, in order. */
const homeCases: SuccessCaseKey[] = ["case-hotel", "case-government", "case-accounting", "case-grid", "case-flights"];
/**
 * Whose words the home page shows (spec: six), by testimonial id. Empty until the company gives
 * them (app/content/company/testimonials/README.md): the section is left out, the launch check names it.
 */
export const homeTestimonials: string[] = [];

const cover = { src: "/images/home/ebook-cover.svg", width: 320, height: 420 };

const copy = bilingual<HomeCopy>({
  es: {
    meta: {
      title: "Consultoría tecnológica en Valencia: IA, RPA y Kit Digital",
      description:
        "IA, automatización RPA, software a medida, BI y marketing digital para pymes. Más de {projects} proyectos y agente digitalizador del Kit Digital en Valencia.",
    },
    hero: {
      eyebrow: "Consultoría tecnológica en Valencia",
      title: "Transformamos tu empresa con inteligencia artificial y automatización",
      lead: "Convertimos procesos manuales en resultados medibles: menos errores, más velocidad y equipos dedicados a lo que de verdad aporta valor. Empieza con una demo gratuita de 45 minutos.",
      demoLabel: "Reserva tu demo gratuita",
      resultsLabel: "Ver resultados de clientes",
      stats: [
        { value: "{projects}+", label: "proyectos entregados" },
        { value: "{uptime}", label: "de disponibilidad de los sistemas que mantenemos" },
        { value: "24/7", label: "soporte técnico" },
      ],
    },
    story: {
      eyebrow: "Cómo empieza todo",
      title: "Del cuello de botella al resultado",
      lead: "Así es, casi siempre, la historia de los clientes que llegan a nosotros.",
      steps: [
        {
          label: "El problema",
          title: "Tareas repetitivas que frenan el crecimiento",
          description:
            "Datos copiados a mano entre programas, facturas que se revisan una a una, clientes que esperan respuesta. El equipo trabaja más, pero la empresa no avanza más rápido.",
        },
        {
          label: "El descubrimiento",
          title: "Analizamos cómo trabaja tu empresa",
          description:
            "Mapeamos tus procesos con las personas que los ejecutan, medimos tiempos y costes y señalamos qué automatizar primero para obtener retorno cuanto antes.",
        },
        {
          label: "El resultado",
          title: "Procesos automáticos y decisiones con datos",
          description:
            "Robots, inteligencia artificial y software a medida hacen el trabajo repetitivo sin errores. Tu equipo gana tiempo y tú, visibilidad en tiempo real.",
        },
      ],
    },
    whatWeDo: {
      eyebrow: "Qué hacemos",
      title: "Tecnología que trabaja para tu negocio",
      lead: "Un solo equipo para automatizar, digitalizar, analizar y hacer crecer tu empresa.",
      readMore: "Ver el servicio",
      allServices: { page: "services", label: "Ver todos los servicios" },
    },
    benefits: {
      eyebrow: "Por qué automatizar",
      title: "Lo que gana tu empresa",
      lead: "Cuatro ventajas que nuestros clientes notan desde las primeras semanas.",
      items: [
        {
          icon: "workflow",
          title: "Automatización",
          description: "Los procesos repetitivos se ejecutan solos, sin errores de tecleo y a cualquier hora del día.",
        },
        {
          icon: "trending-up",
          title: "Crecimiento",
          description: "Atiende más clientes y más pedidos con el mismo equipo: la tecnología escala contigo.",
        },
        {
          icon: "shield-check",
          title: "Seguridad",
          description: "Accesos controlados, trazabilidad de cada operación y cumplimiento del RGPD desde el diseño.",
        },
        {
          icon: "zap",
          title: "Tiempo real",
          description: "Información actualizada al momento para decidir con datos, no con intuiciones.",
        },
      ],
    },
    cases: {
      eyebrow: "Casos de éxito",
      title: "Resultados que ya son realidad",
      lead: "Proyectos reales en turismo, sector público, finanzas, energía y aviación.",
      readCase: "Leer el caso",
      allCases: { page: "cases", label: "Ver todos los casos de éxito" },
    },
    leadMagnet: {
      eyebrow: "eBook gratuito",
      title: guides.es.cover.title,
      lead: "Descubre qué procesos automatizar primero, cuánto cuesta y cómo medir el retorno, con ejemplos de empresas como la tuya.",
      facts: [
        { value: "{guidePages}", label: "páginas" },
        { value: "{guideCases}", label: "casos prácticos" },
      ],
      pointsTitle: "Qué aprenderás",
      points: [
        "Cómo detectar los procesos con más retorno",
        "Qué tecnología elegir: RPA, IA o software a medida",
        "Un plan de implantación en 90 días",
        "Cómo financiarlo con el Kit Digital",
      ],
      cover: { ...cover, alt: `Portada del eBook «${guides.es.cover.title}»` },
    },
    testimonials: {
      eyebrow: "Testimonios",
      title: "Lo que dicen nuestros clientes",
      lead: "Empresas que ya trabajan de otra manera.",
    },
    closing: {
      title: "¿Hablamos de la transformación digital de tu empresa?",
      lead: "Cuéntanos tu reto por WhatsApp y un consultor te propondrá los primeros pasos.",
      points: ["Consulta de 15 minutos", "Respuesta en 24 horas", "Cero compromiso"],
      chatLabel: "Escríbenos por WhatsApp",
      chatMessage: "¡Hola! Me gustaría hablar sobre la transformación digital de mi empresa.",
      contact: { page: "contact", label: "Prefiero el formulario de contacto" },
    },
  },
  en: {
    meta: {
      title: "Technology consultancy in Valencia: AI, RPA and Kit Digital",
      description:
        "AI, RPA automation, custom software, BI and digital marketing for small businesses. {projects}+ projects and an accredited Kit Digital agent in Valencia, Spain.",
    },
    hero: {
      eyebrow: "Technology consultancy in Valencia",
      title: "We transform your business with artificial intelligence and automation",
      lead: "We turn manual processes into measurable results: fewer errors, more speed and teams focused on work that really adds value. Start with a free 45-minute demo.",
      demoLabel: "Book your free demo",
      resultsLabel: "See client results",
      stats: [
        { value: "{projects}+", label: "projects delivered" },
        { value: "{uptime}", label: "uptime of the systems we maintain" },
        { value: "24/7", label: "technical support" },
      ],
    },
    story: {
      eyebrow: "Where it all starts",
      title: "From bottleneck to results",
      lead: "This is, almost every time, the story of the clients who come to us.",
      steps: [
        {
          label: "The problem",
          title: "Repetitive tasks holding back growth",
          description:
            "Data retyped between systems, invoices checked one by one, customers waiting for an answer. The team works harder, yet the business does not move any faster.",
        },
        {
          label: "The discovery",
          title: "We study how your business works",
          description:
            "We map your processes with the people who run them, measure time and cost, and pinpoint what to automate first for the quickest return.",
        },
        {
          label: "The result",
          title: "Automated processes and data-driven decisions",
          description:
            "Robots, artificial intelligence and custom software take over repetitive work without errors. Your team gains time, and you gain real-time visibility.",
        },
      ],
    },
    whatWeDo: {
      eyebrow: "What we do",
      title: "Technology that works for your business",
      lead: "One team to automate, digitalise, analyse and grow your company.",
      readMore: "Explore the service",
      allServices: { page: "services", label: "See all services" },
    },
    benefits: {
      eyebrow: "Why automate",
      title: "What your business gains",
      lead: "Four advantages our clients notice within the first few weeks.",
      items: [
        {
          icon: "workflow",
          title: "Automation",
          description: "Repetitive processes run on their own, with no typing errors, at any time of day.",
        },
        {
          icon: "trending-up",
          title: "Growth",
          description: "Serve more customers and more orders with the same team: the technology scales with you.",
        },
        {
          icon: "shield-check",
          title: "Security",
          description: "Controlled access, a full audit trail of every operation and GDPR compliance by design.",
        },
        {
          icon: "zap",
          title: "Real time",
          description: "Up-to-the-minute information so you decide on data, not on hunches.",
        },
      ],
    },
    cases: {
      eyebrow: "Success stories",
      title: "Results that are already real",
      lead: "Real projects in tourism, the public sector, finance, energy and aviation.",
      readCase: "Read the story",
      allCases: { page: "cases", label: "See all success stories" },
    },
    leadMagnet: {
      eyebrow: "Free eBook",
      title: guides.en.cover.title,
      lead: "Find out which processes to automate first, what it costs and how to measure the return, with examples from companies like yours.",
      facts: [
        { value: "{guidePages}", label: "pages" },
        { value: "{guideCases}", label: "practical cases" },
      ],
      pointsTitle: "What you will learn",
      points: [
        "How to spot the processes with the highest return",
        "Which technology to choose: RPA, AI or custom software",
        "A 90-day implementation plan",
        "How to fund it with Kit Digital",
      ],
      cover: { ...cover, alt: `Cover of the eBook “${guides.en.cover.title}”` },
    },
    testimonials: {
      eyebrow: "Testimonials",
      title: "What our clients say",
      lead: "Businesses that already work differently.",
    },
    closing: {
      title: "Shall we talk about your company’s digital transformation?",
      lead: "Tell us about your challenge on WhatsApp and a consultant will suggest the first steps.",
      points: ["15-minute consultation", "Reply within 24 hours", "Zero commitment"],
      chatLabel: "Message us on WhatsApp",
      chatMessage: "Hello! I would like to talk about the digital transformation of my business.",
      contact: { page: "contact", label: "I’d rather use the contact form" },
    },
  },
});

/** A case as the home page shows it: its sector, name, teaser and a link to its page. */
function caseTeaser(key: SuccessCaseKey, readCase: string, lang: Lang): CardContent {
  const { title, teaser } = caseCopy(key, lang);
  return {
    icon: successCases[key].icon,
    eyebrow: sectorNames[lang][successCases[key].sector],
    title,
    figure: {
      value: teaser.figure,
      label: teaser.figureLabel,
      fact: factOf(successCases[key].copy[lang].teaser.figure, key),
    },
    description: teaser.description,
    link: { page: key, label: readCase, context: teaser.linkContext },
  };
}

/** What a service includes: the titles of its page's "incluye" cards. */
function includedIn(key: ServicePageKey, lang: Lang): string[] {
  const section = servicePages[key](lang).sections.find((candidate) => candidate.id === "incluye");
  return section?.kind === "cards" ? section.items.map((item) => item.title) : [];
}

export function homeContent(lang: Lang): HomeContent {
  // The guide's real figures (content/guide/facts.ts, checked against the PDFs the build renders).
  const figures = {
    ...company.figures,
    guidePages: { kind: "number", value: guideFacts[lang].pages },
    guideCases: { kind: "number", value: guideFacts[lang].cases },
  } as const;
  const { cases, testimonials, whatWeDo, ...page } = fillFiguresDeep(copy[lang], figures, lang, "company");
  const { readCase, ...casesSection } = cases;
  const { readMore, ...whatWeDoSection } = whatWeDo;
  return {
    ...page,
    whatWeDo: {
      ...whatWeDoSection,
      items: homeOfferings.map((key) => {
        const card = offeringCard(key, lang, readMore);
        // The large card says what its service is made of, as the service's page lists it (issue 30:
        // it was empty but for a drawn chart).
        return key === leadOffering ? { ...card, points: includedIn(leadOffering, lang) } : card;
      }),
    },
    cases: { ...casesSection, items: homeCases.map((key) => caseTeaser(key, readCase, lang)) },
    testimonials: { ...testimonials, ids: homeTestimonials },
  };
}
