import type { Stat } from "~/components/ui/Stat";
import type { ContactServicesCtaCopy } from "~/components/ui/ContactServicesCta";
import type { PageMeta } from "~/utils/meta";
import { bilingual } from "~/i18n/bilingual";
import type { CaseSector, SuccessCaseKey } from "./success-cases";

export const caseSectors = [
  "turismo",
  "publico",
  "finanzas",
  "energia",
  "aviacion",
] as const satisfies readonly CaseSector[];

type Metric = { value: string; label: string };

/** A success case as the list shows it (spec §3 "Success case"). */
export type CaseCard = {
  /** The case's id: the last segment of its page's path. */
  id: string;
  page: SuccessCaseKey;
  category: CaseSector;
  industry: string;
  title: string;
  description: string;
  metrics: { efficiency: Metric; cost: Metric; satisfaction: Metric };
  tags: string[];
  client: string;
  duration: string;
  year: number;
  image: { src: string; width: number; height: number };
};

export type CasesContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  stats: { label: string; items: Stat[] };
  list: {
    title: string;
    filterLabel: string;
    all: string;
    sectors: Record<CaseSector, string>;
    /** Hidden words read after a chip's count: "1 caso" / "5 casos". */
    countWord: { one: string; other: string };
    /** "{count}" is replaced by the number of cases shown. */
    found: { one: string; other: string };
    metricsLabel: string;
    client: string;
    duration: string;
    year: string;
    readMore: string;
  };
  empty: { title: string; text: string; showAll: string };
  cta: ContactServicesCtaCopy;
  cases: CaseCard[];
};

const image = (name: string) => ({ src: `/images/cases/${name}.svg`, width: 640, height: 400 });

export const casesContent = bilingual<CasesContent>({
  es: {
    meta: {
      title: "Casos de éxito",
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
        { value: "500+", label: "proyectos completados" },
        { value: "98 %", label: "de clientes satisfechos" },
        { value: "24/7", label: "soporte a los sistemas en producción" },
        { value: "300 %", label: "de ROI medio" },
      ],
    },
    list: {
      title: "Proyectos por sector",
      filterLabel: "Filtrar casos por sector",
      all: "Todos",
      sectors: {
        turismo: "Turismo",
        publico: "Sector público",
        finanzas: "Finanzas",
        energia: "Energía",
        aviacion: "Aviación",
      },
      countWord: { one: "caso", other: "casos" },
      found: { one: "{count} caso encontrado", other: "{count} casos encontrados" },
      metricsLabel: "Resultados",
      client: "Cliente",
      duration: "Duración",
      year: "Año",
      readMore: "Leer el caso completo",
    },
    empty: {
      title: "No se encontraron casos",
      text: "Todavía no hemos publicado casos de ese sector. Consulta todos nuestros proyectos o cuéntanos el tuyo.",
      showAll: "Ver todos los casos",
    },
    cta: {
      title: "¿Hablamos de tu proyecto?",
      lead: "La primera consulta es gratuita y respondemos en menos de 24 horas. Te contamos qué resultados puedes esperar en tu sector.",
      contact: "Contactar con nosotros",
      services: "Ver nuestros servicios",
    },
    cases: [
      {
        id: "automatizacion-hotelera-completa",
        page: "case-hotel",
        category: "turismo",
        industry: "Hostelería",
        title: "Automatización hotelera completa",
        description:
          "Reservas unificadas, atención al huésped en 12 idiomas y operaciones automatizadas para una cadena de 15 hoteles.",
        metrics: {
          efficiency: { value: "+60 %", label: "eficiencia" },
          cost: { value: "-40 %", label: "costes" },
          satisfaction: { value: "95 %", label: "satisfacción" },
        },
        tags: ["IA conversacional", "RPA", "Integración de sistemas"],
        client: "Cadena hotelera vacacional",
        duration: "8 meses",
        year: 2024,
        image: image("hotel"),
      },
      {
        id: "digitalizacion-gubernamental",
        page: "case-government",
        category: "publico",
        industry: "Administración local",
        title: "Digitalización gubernamental",
        description:
          "Sede electrónica accesible, datos compartidos y tramitación automatizada para un ayuntamiento de 800.000 habitantes.",
        metrics: {
          efficiency: { value: "+50 %", label: "eficiencia" },
          cost: { value: "-35 %", label: "costes" },
          satisfaction: { value: "94 %", label: "satisfacción" },
        },
        tags: ["Administración electrónica", "RPA", "Accesibilidad"],
        client: "Ayuntamiento de una gran ciudad",
        duration: "12 meses",
        year: 2024,
        image: image("government"),
      },
      {
        id: "automatizacion-contable-inteligente",
        page: "case-accounting",
        category: "finanzas",
        industry: "Contabilidad y asesoría",
        title: "Automatización contable inteligente",
        description:
          "Lectura de facturas con IA, conciliación bancaria automática y cierres en tres días: 1,8 M€ de ahorro al año.",
        metrics: {
          efficiency: { value: "+70 %", label: "eficiencia" },
          cost: { value: "-50 %", label: "costes" },
          satisfaction: { value: "98 %", label: "satisfacción" },
        },
        tags: ["IA documental", "RPA", "Finanzas"],
        client: "Grupo de asesoría contable y fiscal",
        duration: "6 meses",
        year: 2023,
        image: image("accounting"),
      },
      {
        id: "optimizacion-de-redes-electricas",
        page: "case-grid",
        category: "energia",
        industry: "Distribución eléctrica",
        title: "Optimización de redes eléctricas",
        description: "15.000 sensores y mantenimiento predictivo para una red que abastece a 2,1 millones de hogares.",
        metrics: {
          efficiency: { value: "+55 %", label: "eficiencia" },
          cost: { value: "-30 %", label: "cortes de suministro" },
          satisfaction: { value: "97 %", label: "satisfacción" },
        },
        tags: ["IoT", "Mantenimiento predictivo", "Datos en tiempo real"],
        client: "Distribuidora eléctrica regional",
        duration: "10 meses",
        year: 2024,
        image: image("grid"),
      },
      {
        id: "gestion-inteligente-de-vuelos",
        page: "case-flights",
        category: "aviacion",
        industry: "Servicios aeroportuarios",
        title: "Gestión inteligente de vuelos",
        description: "Planificación con IA de puertas, puestos y equipos de tierra para más de 450 vuelos diarios.",
        metrics: {
          efficiency: { value: "+45 %", label: "eficiencia" },
          cost: { value: "-25 %", label: "costes" },
          satisfaction: { value: "96 %", label: "satisfacción" },
        },
        tags: ["Optimización", "Previsión de demanda", "A-CDM"],
        client: "Operador de servicios aeroportuarios",
        duration: "14 meses",
        year: 2024,
        image: image("flights"),
      },
    ],
  },
  en: {
    meta: {
      title: "Success stories",
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
        { value: "500+", label: "projects completed" },
        { value: "98%", label: "client satisfaction" },
        { value: "24/7", label: "support for systems in production" },
        { value: "300%", label: "average ROI" },
      ],
    },
    list: {
      title: "Projects by sector",
      filterLabel: "Filter cases by sector",
      all: "All",
      sectors: {
        turismo: "Tourism",
        publico: "Public sector",
        finanzas: "Finance",
        energia: "Energy",
        aviacion: "Aviation",
      },
      countWord: { one: "case", other: "cases" },
      found: { one: "{count} case found", other: "{count} cases found" },
      metricsLabel: "Results",
      client: "Client",
      duration: "Duration",
      year: "Year",
      readMore: "Read the full story",
    },
    empty: {
      title: "No cases found",
      text: "We have not published any cases from that sector yet. Browse all our projects or tell us about yours.",
      showAll: "Show all cases",
    },
    cta: {
      title: "Shall we talk about your project?",
      lead: "The first consultation is free and we reply within 24 hours. We will tell you what results to expect in your sector.",
      contact: "Contact us",
      services: "See our services",
    },
    cases: [
      {
        id: "automatizacion-hotelera-completa",
        page: "case-hotel",
        category: "turismo",
        industry: "Hospitality",
        title: "End-to-end hotel automation",
        description:
          "Unified bookings, guest service in 12 languages and automated operations for a chain of 15 hotels.",
        metrics: {
          efficiency: { value: "+60%", label: "efficiency" },
          cost: { value: "-40%", label: "costs" },
          satisfaction: { value: "95%", label: "satisfaction" },
        },
        tags: ["Conversational AI", "RPA", "Systems integration"],
        client: "Holiday hotel chain",
        duration: "8 months",
        year: 2024,
        image: image("hotel"),
      },
      {
        id: "digitalizacion-gubernamental",
        page: "case-government",
        category: "publico",
        industry: "Local government",
        title: "Local government digitalisation",
        description:
          "An accessible e-government portal, shared data and automated processing for a city council serving 800,000 residents.",
        metrics: {
          efficiency: { value: "+50%", label: "efficiency" },
          cost: { value: "-35%", label: "costs" },
          satisfaction: { value: "94%", label: "satisfaction" },
        },
        tags: ["E-government", "RPA", "Accessibility"],
        client: "City council of a large city",
        duration: "12 months",
        year: 2024,
        image: image("government"),
      },
      {
        id: "automatizacion-contable-inteligente",
        page: "case-accounting",
        category: "finanzas",
        industry: "Accounting and advisory",
        title: "Intelligent accounting automation",
        description: "AI invoice reading, automatic bank reconciliation and three-day closes: EUR 1.8M saved a year.",
        metrics: {
          efficiency: { value: "+70%", label: "efficiency" },
          cost: { value: "-50%", label: "costs" },
          satisfaction: { value: "98%", label: "satisfaction" },
        },
        tags: ["Document AI", "RPA", "Finance"],
        client: "Accounting and tax advisory group",
        duration: "6 months",
        year: 2023,
        image: image("accounting"),
      },
      {
        id: "optimizacion-de-redes-electricas",
        page: "case-grid",
        category: "energia",
        industry: "Electricity distribution",
        title: "Electricity grid optimisation",
        description: "15,000 sensors and predictive maintenance for a grid supplying 2.1 million homes.",
        metrics: {
          efficiency: { value: "+55%", label: "efficiency" },
          cost: { value: "-30%", label: "power outages" },
          satisfaction: { value: "97%", label: "satisfaction" },
        },
        tags: ["IoT", "Predictive maintenance", "Real-time data"],
        client: "Regional electricity distributor",
        duration: "10 months",
        year: 2024,
        image: image("grid"),
      },
      {
        id: "gestion-inteligente-de-vuelos",
        page: "case-flights",
        category: "aviacion",
        industry: "Airport services",
        title: "Intelligent flight management",
        description: "AI planning of gates, stands and ground crews for more than 450 daily flights.",
        metrics: {
          efficiency: { value: "+45%", label: "efficiency" },
          cost: { value: "-25%", label: "costs" },
          satisfaction: { value: "96%", label: "satisfaction" },
        },
        tags: ["Optimisation", "Demand forecasting", "A-CDM"],
        client: "Airport ground services operator",
        duration: "14 months",
        year: 2024,
        image: image("flights"),
      },
    ],
  },
});
