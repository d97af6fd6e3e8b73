import type { CardContent } from "~/components/ui/Card";
import type { ContentLink } from "~/components/ui/ContentLink";
import type { Stat } from "~/components/ui/Stat";
import { company } from "~/config/company";
import type { PageMeta } from "~/utils/meta";
import { bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";
import { fillFiguresDeep } from "./facts/figures";
import { offeringCard, offeringKeys } from "./facts/services";

type ServicesContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  /** The offerings (facts/services.ts), each a card. */
  catalogue: { eyebrow: string; title: string; lead: string; items: CardContent[] };
  results: { eyebrow: string; title: string; lead: string; stats: Stat[] };
  contact: { title: string; lead: string; link: ContentLink };
};

type ServicesCopy = Omit<ServicesContent, "catalogue"> & {
  catalogue: Omit<ServicesContent["catalogue"], "items"> & { readMore: string };
};

const copy = bilingual<ServicesCopy>({
  es: {
    meta: {
      title: "Servicios de tecnología para empresas",
      description:
        "IA, robótica RPA, software, BI, marketing, Kit Digital, process discovery, soporte y formación: todos los servicios de RTS para digitalizar tu empresa.",
    },
    hero: {
      eyebrow: "Servicios",
      title: "Todo lo que tu empresa necesita para dar el salto digital",
      lead: "Automatizar, digitalizar y crecer con un solo equipo: desde el análisis de tus procesos hasta la formación de tus personas.",
    },
    catalogue: {
      eyebrow: "Qué ofrecemos",
      title: "Nuestros servicios",
      lead: "Todo lo que hacemos, en nueve áreas que se combinan según lo que necesite tu negocio.",
      readMore: "Saber más",
    },
    results: {
      eyebrow: "Resultados",
      title: "Cifras que nos avalan",
      lead: "De los más de {projects} proyectos que hemos entregado, {smeProjects} han automatizado procesos de {smeClients} pymes, que han ahorrado {smeSavings} en total. Los grandes proyectos de energía y aviación se cuentan aparte, cada uno en su caso de éxito.",
      stats: [
        { value: "{projects}+", label: "proyectos entregados" },
        { value: "{smeProjects}", label: "proyectos de automatización para pymes" },
        { value: "{smeClients}", label: "pymes clientes" },
        { value: "{smeSavings}", label: "ahorrados en total por esas pymes" },
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
        "AI, RPA robotics, software, BI, marketing, Kit Digital, process discovery, support and training: every RTS service to digitalise your business.",
    },
    hero: {
      eyebrow: "Services",
      title: "Everything your business needs to go digital",
      lead: "Automate, digitalise and grow with a single team: from analysing your processes to training your people.",
    },
    catalogue: {
      eyebrow: "What we offer",
      title: "Our services",
      lead: "Everything we do, in nine areas that combine to fit what your business needs.",
      readMore: "Learn more",
    },
    results: {
      eyebrow: "Results",
      title: "Numbers that speak for us",
      lead: "Of the more than {projects} projects we have delivered, {smeProjects} automated processes for {smeClients} SMEs, who have saved {smeSavings} in total. Our large energy and aviation projects are counted separately, each in its own success story.",
      stats: [
        { value: "{projects}+", label: "projects delivered" },
        { value: "{smeProjects}", label: "automation projects for SMEs" },
        { value: "{smeClients}", label: "SME clients" },
        { value: "{smeSavings}", label: "saved in total by those SMEs" },
      ],
    },
    contact: {
      title: "Not sure where to start?",
      lead: "Tell us about your situation and we will recommend the service with the greatest return for you. We reply within 24 hours.",
      link: { page: "contact", label: "Talk to a consultant" },
    },
  },
});

/** The copy with the company's track record written in (`company.figures`) and its offerings. */
function servicesPage(lang: Lang): ServicesContent {
  const { catalogue, ...page } = fillFiguresDeep(copy[lang], company.figures, lang, "company");
  const { readMore, ...heading } = catalogue;
  return { ...page, catalogue: { ...heading, items: offeringKeys.map((key) => offeringCard(key, lang, readMore)) } };
}

export const servicesContent = { es: servicesPage("es"), en: servicesPage("en") };
