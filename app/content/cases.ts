import type { ContactServicesCtaCopy } from "~/components/ui/ContactServicesCta";
import type { Stat } from "~/components/ui/Stat";
import { company } from "~/config/company";
import { bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";
import { caseCopy, caseFigure, caseSectors, sectorNames, successCaseKeys, successCases } from "./facts/cases";
import type { CardMetric, CaseSector, SuccessCaseKey } from "./facts/cases";
import { fillFiguresDeep } from "./facts/figures";
import type { PageMeta } from "~/utils/meta";

/** A success case as the list shows it (spec §3 "Success case"), built from its facts. */
export type CaseCard = {
  /** The case's id: the last segment of its page's path. */
  id: string;
  page: SuccessCaseKey;
  sector: CaseSector;
  sectorName: string;
  industry: string;
  title: string;
  description: string;
  /** Three headline figures: the name (for its label) and the value, written in the page's language. */
  metrics: { name: CardMetric; value: string }[];
  tags: string[];
  client: string;
  duration: string;
  year: number;
  image: { src: string; width: number; height: number };
};

type CasesCopy = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  stats: { label: string; items: Stat[] };
  cta: ContactServicesCtaCopy;
};

export type CasesContent = CasesCopy & { sectors: { id: CaseSector; name: string }[]; cases: CaseCard[] };

const copy = bilingual<CasesCopy>({
  es: {
    meta: {
      title: "Casos de éxito en automatización e IA",
      description:
        "Proyectos reales de automatización, inteligencia artificial y digitalización en turismo, sector público, finanzas, energía y aviación, con sus resultados.",
    },
    hero: {
      eyebrow: "Resultados medibles",
      title: "Casos de éxito",
      lead: "Resultados reales de empresas e instituciones que ya trabajan con nosotros: qué problema tenían, qué construimos y cuánto han ganado.",
    },
    stats: {
      label: "Nuestros resultados en cifras",
      items: [
        { value: "{projects}+", label: "proyectos entregados" },
        { value: "{satisfaction}", label: "de clientes satisfechos" },
        { value: "24/7", label: "soporte a los sistemas en producción" },
        { value: "{averageRoi}", label: "de ROI medio" },
      ],
    },
    cta: {
      title: "¿Hablamos de tu proyecto?",
      lead: "La primera consulta es gratuita y respondemos en menos de 24 horas. Te contamos qué resultados puedes esperar en tu sector.",
      contact: "Contactar con nosotros",
      services: "Ver nuestros servicios",
    },
  },
  en: {
    meta: {
      title: "Automation and AI success stories",
      description:
        "Real automation, artificial intelligence and digitalisation projects in tourism, the public sector, finance, energy and aviation, with their results.",
    },
    hero: {
      eyebrow: "Measurable results",
      title: "Success stories",
      lead: "Real results from companies and institutions that already work with us: the problem they had, what we built and what they gained.",
    },
    stats: {
      label: "Our results in figures",
      items: [
        { value: "{projects}+", label: "projects delivered" },
        { value: "{satisfaction}", label: "client satisfaction" },
        { value: "24/7", label: "support for systems in production" },
        { value: "{averageRoi}", label: "average ROI" },
      ],
    },
    cta: {
      title: "Shall we talk about your project?",
      lead: "The first consultation is free and we reply within 24 hours. We will tell you what results to expect in your sector.",
      contact: "Contact us",
      services: "See our services",
    },
  },
});

/** A case's card in a language. */
export function caseCard(key: SuccessCaseKey, lang: Lang): CaseCard {
  const facts = successCases[key];
  const { title, industry, client, description, tags } = caseCopy(key, lang);
  return {
    id: facts.id,
    page: key,
    sector: facts.sector,
    sectorName: sectorNames[lang][facts.sector],
    industry,
    title,
    description,
    metrics: facts.cardMetrics.map((name) => ({ name, value: caseFigure(key, name, lang) })),
    tags,
    client,
    duration: caseFigure(key, "duration", lang),
    year: facts.year,
    image: facts.image,
  };
}

/** The list page in a language: its copy, the sectors of the filter and every case's card. */
export function casesContent(lang: Lang): CasesContent {
  return {
    ...fillFiguresDeep(copy[lang], company.figures, lang, "company"),
    sectors: caseSectors.map((id) => ({ id, name: sectorNames[lang][id] })),
    cases: successCaseKeys.map((key) => caseCard(key, lang)),
  };
}
