import type { IconName } from "~/components/ui/Icon";
import { bilingual, type Bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";
import { fillFigures, fillFiguresDeep, type Figures } from "./figures";

/**
 * The five success cases: each fact once (figures as numbers, once for both languages; names
 * and descriptions once per language). The list page, the case pages and the home page refer to a
 * case by its key and write its figures through `{placeholders}`.
 */
export type SuccessCaseKey = "case-hotel" | "case-government" | "case-accounting" | "case-grid" | "case-flights";

/** Sectors: the ids are the filter's `?sector=` values. */
export const caseSectors = ["turismo", "publico", "finanzas", "energia", "aviacion"] as const;
export type CaseSector = (typeof caseSectors)[number];

export const sectorNames = bilingual<Record<CaseSector, string>>({
  es: {
    turismo: "Turismo",
    publico: "Sector público",
    finanzas: "Finanzas",
    energia: "Energía",
    aviacion: "Aviación",
  },
  en: {
    turismo: "Tourism",
    publico: "Public sector",
    finanzas: "Finance",
    energia: "Energy",
    aviacion: "Aviation",
  },
});

/** The headline figures of a case card, by figure name (labels: the `cases` strings' `metrics`). */
export type CardMetric = "efficiency" | "cost" | "outages" | "satisfaction";

/** What a case is called and how it is told, in one language; text may hold `{figure}` placeholders. */
type CaseCopy = {
  title: string;
  industry: string;
  /** Who the client is, in a few words. */
  client: string;
  /** The card's summary on the list page. */
  description: string;
  tags: string[];
  /**
   * The case on the home page: a headline figure, what it measures, one sentence, and what its
   * link says to screen readers after "Leer el caso" / "Read the story".
   */
  teaser: { figure: string; figureLabel: string; description: string; linkContext: string };
};

export type SuccessCase = {
  page: SuccessCaseKey;
  /** The last segment of the case page's path: the card's anchor id. */
  id: string;
  sector: CaseSector;
  year: number;
  /** When the project went live (ISO). */
  goLive: string;
  /**
   * When the case's page was first published on this site (ISO day): the day its page first
   * appeared in the repository's history (commit 17cf24b), its Article's datePublished.
   */
  published: string;
  /** Where the client is; null until the company gives it (decision 245): the page leaves the row out. */
  city: string | null;
  image: { src: string; width: number; height: number };
  /** The icon of the case's card on the home page. */
  icon: IconName;
  figures: Figures & { duration: { kind: "months"; value: number } };
  /**
   * The client's own name, once the client lets the company say it (none given yet, decision 245):
   * the case writes "Name, description" and the client's testimonials show the same name.
   */
  clientName?: string;
  /** The three figures of the list's card, in order. */
  cardMetrics: [CardMetric, CardMetric, CardMetric];
  technologies: string[];
  copy: Bilingual<CaseCopy>;
};

const image = (name: string) => ({ src: `/images/cases/${name}.svg`, width: 640, height: 400 });
const percent = (value: number) => ({ kind: "percent", value }) as const;
const change = (value: number) => ({ kind: "percent", value, signed: true }) as const;
const months = (value: number) => ({ kind: "months", value }) as const;
const count = (value: number) => ({ kind: "number", value }) as const;
const millionsOfEuros = (value: number) => ({ kind: "money", value, millions: true }) as const;

export const successCases: Record<SuccessCaseKey, SuccessCase> = {
  "case-hotel": {
    page: "case-hotel",
    id: "automatizacion-hotelera-completa",
    sector: "turismo",
    year: 2024,
    goLive: "2024-10-01",
    published: "2026-11-21",
    city: null,
    image: image("hotel"),
    icon: "building",
    figures: {
      duration: months(8),
      efficiency: change(60),
      cost: change(-40),
      satisfaction: percent(95),
      hotels: count(15),
      languages: count(12),
      payback: months(11),
    },
    cardMetrics: ["efficiency", "cost", "satisfaction"],
    technologies: [
      "Python",
      "Azure OpenAI",
      "UiPath",
      "PostgreSQL",
      "Power BI",
      "WhatsApp Business API",
      "Channel manager",
    ],
    copy: bilingual({
      es: {
        title: "Automatización hotelera completa",
        industry: "Hostelería",
        client: "Cadena hotelera vacacional",
        description:
          "Reservas unificadas, atención al huésped en {languages} idiomas y operaciones automatizadas para una cadena de {hotels} hoteles.",
        tags: ["IA conversacional", "RPA", "Integración de sistemas"],
        teaser: {
          figure: "{hotels} hoteles",
          figureLabel: "automatizados en {duration}",
          description:
            "Reservas, atención al huésped en {languages} idiomas y operaciones integradas en toda la cadena.",
          linkContext: "de automatización hotelera",
        },
      },
      en: {
        title: "End-to-end hotel automation",
        industry: "Hospitality",
        client: "Holiday hotel chain",
        description:
          "Unified bookings, guest service in {languages} languages and automated operations for a chain of {hotels} hotels.",
        tags: ["Conversational AI", "RPA", "Systems integration"],
        teaser: {
          figure: "{hotels} hotels",
          figureLabel: "automated in {duration}",
          description:
            "Bookings, guest service in {languages} languages and integrated operations across the whole chain.",
          linkContext: "hotel automation",
        },
      },
    }),
  },
  "case-government": {
    page: "case-government",
    id: "digitalizacion-gubernamental",
    sector: "publico",
    year: 2024,
    goLive: "2024-12-01",
    published: "2026-11-21",
    city: null,
    image: image("government"),
    icon: "landmark",
    figures: {
      duration: months(12),
      efficiency: change(50),
      cost: change(-35),
      satisfaction: percent(94),
      residents: count(800_000),
      procedures: count(150),
      /** Share of procedures that now start online. */
      online: percent(62),
    },
    cardMetrics: ["efficiency", "cost", "satisfaction"],
    technologies: [
      "Java",
      "Spring Boot",
      "React",
      "PostgreSQL",
      "UiPath",
      "Cl@ve",
      "Plataforma de Intermediación de Datos",
      "Kubernetes",
    ],
    copy: bilingual({
      es: {
        title: "Digitalización gubernamental",
        industry: "Administración local",
        client: "Ayuntamiento de una gran ciudad",
        description:
          "Sede electrónica accesible, datos compartidos y tramitación automatizada para un ayuntamiento de {residents} habitantes.",
        tags: ["Administración electrónica", "RPA", "Accesibilidad"],
        teaser: {
          figure: "{residents} habitantes",
          figureLabel: "con servicios digitales en {duration}",
          description: "Trámites en línea, expedientes automatizados y una atención ciudadana más ágil.",
          linkContext: "de digitalización gubernamental",
        },
      },
      en: {
        title: "Local government digitalisation",
        industry: "Local government",
        client: "City council of a large city",
        description:
          "An accessible e-government portal, shared data and automated processing for a city council serving {residents} residents.",
        tags: ["E-government", "RPA", "Accessibility"],
        teaser: {
          figure: "{residents} residents",
          figureLabel: "served digitally within {duration}",
          description: "Online procedures, automated case files and faster service for citizens.",
          linkContext: "local government digitalisation",
        },
      },
    }),
  },
  "case-accounting": {
    page: "case-accounting",
    id: "automatizacion-contable-inteligente",
    sector: "finanzas",
    year: 2023,
    goLive: "2023-09-01",
    published: "2026-11-21",
    city: null,
    image: image("accounting"),
    icon: "file-text",
    figures: {
      duration: months(6),
      efficiency: change(70),
      cost: change(-50),
      satisfaction: percent(98),
      accuracy: percent(99.9),
      savings: millionsOfEuros(1_800_000),
      roi: percent(380),
      /** When the return was measured. */
      roiPeriod: months(12),
      invoices: count(40_000),
    },
    cardMetrics: ["efficiency", "cost", "satisfaction"],
    technologies: [
      "Python",
      "Azure AI Document Intelligence",
      "UiPath",
      "SAP Business One",
      "Norma 43",
      "API PSD2",
      "Power BI",
    ],
    copy: bilingual({
      es: {
        title: "Automatización contable inteligente",
        industry: "Contabilidad y asesoría",
        client: "Grupo de asesoría contable y fiscal",
        description:
          "Lectura de facturas con IA, conciliación bancaria automática y cierres en tres días: {savings} de ahorro al año.",
        tags: ["IA documental", "RPA", "Finanzas"],
        teaser: {
          figure: "{efficiency}",
          figureLabel: "de eficiencia y un ROI del {roi}",
          description: "Contabilidad con inteligencia artificial y {savings} de ahorro anual.",
          linkContext: "de automatización contable",
        },
      },
      en: {
        title: "Intelligent accounting automation",
        industry: "Accounting and advisory",
        client: "Accounting and tax advisory group",
        description: "AI invoice reading, automatic bank reconciliation and three-day closes: {savings} saved a year.",
        tags: ["Document AI", "RPA", "Finance"],
        teaser: {
          figure: "{efficiency}",
          figureLabel: "efficiency and a {roi} ROI",
          description: "AI-driven accounting saving {savings} a year.",
          linkContext: "accounting automation",
        },
      },
    }),
  },
  "case-grid": {
    page: "case-grid",
    id: "optimizacion-de-redes-electricas",
    sector: "energia",
    year: 2024,
    goLive: "2024-07-01",
    published: "2026-11-21",
    city: null,
    image: image("grid"),
    icon: "zap",
    figures: {
      duration: months(10),
      efficiency: change(55),
      outages: change(-30),
      satisfaction: percent(97),
      /** Homes supplied, in millions. */
      homes: count(2.1),
      savings: millionsOfEuros(12_000_000),
      roi: percent(420),
      sensors: count(15_000),
      /** Seconds between two readings of a sensor. */
      interval: count(30),
    },
    cardMetrics: ["efficiency", "outages", "satisfaction"],
    technologies: ["IoT industrial", "MQTT", "Apache Kafka", "TimescaleDB", "Python", "PyTorch", "Grafana", "SCADA"],
    copy: bilingual({
      es: {
        title: "Optimización de redes eléctricas",
        industry: "Distribución eléctrica",
        client: "Distribuidora eléctrica regional",
        description:
          "{sensors} sensores y mantenimiento predictivo para una red que abastece a {homes} millones de hogares.",
        tags: ["IoT", "Mantenimiento predictivo", "Datos en tiempo real"],
        teaser: {
          figure: "{homes} millones",
          figureLabel: "de hogares abastecidos",
          description: "{sensors} sensores en tiempo real, un {outages:abs} menos de cortes y {savings} de ahorro.",
          linkContext: "de optimización de redes eléctricas",
        },
      },
      en: {
        title: "Electricity grid optimisation",
        industry: "Electricity distribution",
        client: "Regional electricity distributor",
        description: "{sensors} sensors and predictive maintenance for a grid supplying {homes} million homes.",
        tags: ["IoT", "Predictive maintenance", "Real-time data"],
        teaser: {
          figure: "{homes} million",
          figureLabel: "homes supplied",
          description: "{sensors} real-time sensors, {outages:abs} fewer outages and {savings} saved.",
          linkContext: "electricity grid optimisation",
        },
      },
    }),
  },
  "case-flights": {
    page: "case-flights",
    id: "gestion-inteligente-de-vuelos",
    sector: "aviacion",
    year: 2024,
    goLive: "2024-11-01",
    published: "2026-11-21",
    city: null,
    image: image("flights"),
    icon: "plane",
    figures: {
      duration: months(14),
      efficiency: change(45),
      cost: change(-25),
      satisfaction: percent(96),
      flights: count(450),
      savings: millionsOfEuros(15_000_000),
      roi: percent(340),
      /** Seconds to replan after a delay. */
      replanning: count(90),
    },
    cardMetrics: ["efficiency", "cost", "satisfaction"],
    technologies: [
      "Python",
      "Google OR-Tools",
      "Apache Kafka",
      "A-CDM",
      "IATA AIDX",
      "PostgreSQL",
      "React",
      "Kubernetes",
    ],
    copy: bilingual({
      es: {
        title: "Gestión inteligente de vuelos",
        industry: "Servicios aeroportuarios",
        client: "Operador de servicios aeroportuarios",
        description:
          "Planificación con IA de puertas, puestos y equipos de tierra para más de {flights} vuelos diarios.",
        tags: ["Optimización", "Previsión de demanda", "A-CDM"],
        teaser: {
          figure: "{flights}+ vuelos",
          figureLabel: "diarios coordinados",
          description: "Planificación con IA: {efficiency} de eficiencia, {savings} de ahorro y un ROI del {roi}.",
          linkContext: "de gestión inteligente de vuelos",
        },
      },
      en: {
        title: "Intelligent flight management",
        industry: "Airport services",
        client: "Airport ground services operator",
        description: "AI planning of gates, stands and ground crews for more than {flights} daily flights.",
        tags: ["Optimisation", "Demand forecasting", "A-CDM"],
        teaser: {
          figure: "{flights}+ flights",
          figureLabel: "coordinated every day",
          description: "AI-driven planning: {efficiency} efficiency, {savings} saved and a {roi} ROI.",
          linkContext: "intelligent flight management",
        },
      },
    }),
  },
};

export const successCaseKeys = Object.keys(successCases) as SuccessCaseKey[];

/** A case's names and descriptions in a language, with its figures written in. */
export function caseCopy(key: SuccessCaseKey, lang: Lang): CaseCopy {
  const item = successCases[key];
  const copy = fillFiguresDeep(item.copy[lang], item.figures, lang, key);
  return { ...copy, client: namedClient(key, copy.client) };
}

/** A description of a case's client, after the client's name when we may say it. */
export function namedClient(key: SuccessCaseKey, description: string): string {
  const name = successCases[key].clientName;
  return name ? `${name}, ${description.charAt(0).toLowerCase()}${description.slice(1)}` : description;
}

/** A case's figure, written in a language. */
export function caseFigure(key: SuccessCaseKey, name: string, lang: Lang): string {
  return fillFigures(`{${name}}`, successCases[key].figures, lang);
}
