import type { IconName } from "~/components/ui/Icon";
import type { Quotation } from "~/components/ui/Quote";
import type { Stat } from "~/components/ui/Stat";
import type { Step } from "~/components/ui/Steps";
import { bilingual, type Bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";
import { formatDate } from "~/utils/format";
import type { PageMeta } from "~/utils/meta";
import {
  caseCopy,
  caseFigure,
  namedClient,
  sectorNames,
  successCases,
  type CaseSector,
  type SuccessCaseKey,
} from "./facts/cases";
import { fillFiguresDeep } from "./facts/figures";

/**
 * What each case page tells, per language. The case's name, sector, dates, city, image, duration
 * and technologies are facts (content/facts/cases.ts); its figures are written as `{placeholders}`
 * (`{roi}`, `{duration}`...) and filled in from the facts in the page's language.
 */
type CasePageCopy = {
  meta: PageMeta;
  lead: string;
  /** The client, described more fully than on the list's card. */
  client: string;
  keyResults: Stat[];
  challenge: { intro: string; items: { title: string; description: string; impact: string }[] };
  solution: { intro: string; items: { title: string; description: string; features: string[]; icon: IconName }[] };
  workflow?: { intro: string; steps: Step[] };
  phases?: { intro: string; items: { phase: string; duration: string; description: string; achievements: string[] }[] };
  comparison: { caption: string; rows: { metric: string; before: string; after: string }[] };
  /**
   * One client executive's words (spec), with their name and role as they agreed to be quoted.
   * Null until the company gives them: no quote shown, the launch check names it (decision 245).
   */
  quote: Quotation | null;
  impact: { text: string; figures: Stat[] };
};

/** A case page as its loader sends it: the copy with its figures written in, and the facts. */
export type SuccessCasePage = Omit<CasePageCopy, "lead" | "client"> & {
  hero: { title: string; lead: string };
  sector: { id: CaseSector; label: string };
  /** `date` is when the project went live (ISO, for <time>); `dateText` says it in the page's language. */
  facts: { date: string; dateText: string; duration: string; city: string | null; client: string };
  image: { src: string; width: number; height: number };
  technologies: string[];
};

/** The page of a case in a language (for `keyedPageData`). */
function casePage(key: SuccessCaseKey, copy: Bilingual<CasePageCopy>) {
  return (lang: Lang): SuccessCasePage => {
    const facts = successCases[key];
    const { lead, client, ...page } = fillFiguresDeep(copy[lang], facts.figures, lang, key);
    return {
      ...page,
      hero: { title: caseCopy(key, lang).title, lead },
      sector: { id: facts.sector, label: sectorNames[lang][facts.sector] },
      facts: {
        date: facts.goLive,
        dateText: formatDate(facts.goLive, lang, "month"),
        duration: caseFigure(key, "duration", lang),
        city: facts.city,
        client: namedClient(key, client),
      },
      image: facts.image,
      technologies: facts.technologies,
    };
  };
}

/** The five case pages by page key: routes/success-case.tsx renders whichever the URL names. */
export const successCasePages = {
  "case-hotel": casePage(
    "case-hotel",
    bilingual<CasePageCopy>({
      es: {
        meta: {
          title: "Caso de éxito: automatización hotelera completa",
          description:
            "Cómo automatizamos la gestión de una cadena de {hotels} hoteles en {duration}: reservas, atención en {languages} idiomas y operaciones integradas.",
        },
        lead: "Una cadena de {hotels} hoteles automatizada de extremo a extremo en {duration}: reservas unificadas, atención al huésped en {languages} idiomas y operaciones coordinadas.",
        client: "Cadena hotelera vacacional",
        keyResults: [
          { value: "{hotels}", label: "hoteles integrados en una sola plataforma" },
          { value: "{languages}", label: "idiomas de atención al huésped, 24/7" },
          { value: "{efficiency}", label: "eficiencia operativa" },
          { value: "{cost}", label: "costes operativos" },
          { value: "{satisfaction}", label: "satisfacción de los huéspedes" },
          { value: "{duration}", label: "de proyecto, de la auditoría al despliegue" },
        ],
        challenge: {
          intro:
            "La cadena gestionaba {hotels} hoteles con herramientas distintas en cada uno: reservas por correo y teléfono, inventario en hojas de cálculo y una recepción desbordada en temporada alta por consultas en idiomas que no siempre dominaba.",
          items: [
            {
              title: "Reservas fragmentadas",
              description:
                "Cada hotel tenía su propio sistema de gestión y las tarifas se actualizaban a mano en seis canales de venta.",
              impact: "Sobreventas en julio y agosto y varias horas diarias dedicadas a cuadrar reservas.",
            },
            {
              title: "Atención en pocos idiomas",
              description:
                "Los huéspedes llegan de más de 30 países, pero recepción solo cubría cuatro idiomas y en horario de oficina.",
              impact: "Consultas sin respuesta por la noche y peores valoraciones en atención al cliente.",
            },
            {
              title: "Operaciones sin datos comunes",
              description:
                "Limpieza, mantenimiento y compras se coordinaban por teléfono, sin indicadores compartidos entre hoteles.",
              impact: "Costes operativos altos y ninguna visión de conjunto de la cadena.",
            },
          ],
        },
        solution: {
          intro:
            "Diseñamos una plataforma común para los {hotels} hoteles y automatizamos los procesos que más tiempo consumían, empezando por los de mayor impacto en temporada alta.",
          items: [
            {
              icon: "database",
              title: "Plataforma central de reservas",
              description:
                "Un motor único conectado a los sistemas de los {hotels} hoteles y a todos los canales de venta, con tarifas y disponibilidad sincronizadas al momento.",
              features: [
                "Sincronización con agencias en línea y con la web propia",
                "Tarifas dinámicas según la ocupación",
                "Alertas antes de que se produzca una sobreventa",
              ],
            },
            {
              icon: "languages",
              title: "Asistente virtual en {languages} idiomas",
              description:
                "Un asistente con inteligencia artificial que atiende por la web, WhatsApp y correo, y pasa a recepción las peticiones que necesitan a una persona.",
              features: [
                "Respuestas a cualquier hora en {languages} idiomas",
                "Check-in en línea y gestión de peticiones",
                "Traspaso al equipo con todo el historial",
              ],
            },
            {
              icon: "workflow",
              title: "Operaciones automatizadas",
              description:
                "Flujos de automatización (RPA) para limpieza, mantenimiento e inventario, con un cuadro de mando común para la dirección.",
              features: [
                "Asignación automática de habitaciones a limpieza",
                "Pedidos de reposición al alcanzar el stock mínimo",
                "Indicadores por hotel y de toda la cadena",
              ],
            },
          ],
        },
        workflow: {
          intro: "Así vive hoy una estancia el huésped, y así la gestiona el hotel sin tareas manuales.",
          steps: [
            {
              title: "Reserva",
              description: "El huésped reserva por cualquier canal y la disponibilidad se actualiza en todos a la vez.",
              duration: "En segundos",
            },
            {
              title: "Preparación de la llegada",
              description:
                "El asistente envía el check-in en línea en el idioma del huésped y recoge sus preferencias.",
              duration: "48 horas antes",
            },
            {
              title: "Estancia",
              description:
                "Cada petición o incidencia llega como tarea al departamento responsable, con aviso cuando se resuelve.",
              duration: "Menos de 15 minutos",
            },
            {
              title: "Salida y opinión",
              description: "Factura automática, encuesta de satisfacción y análisis de las opiniones publicadas.",
              duration: "Al hacer el check-out",
            },
          ],
        },
        comparison: {
          caption: "Indicadores de la cadena antes del proyecto y seis meses después de terminarlo",
          rows: [
            { metric: "Tiempo medio de respuesta a huéspedes", before: "6 horas", after: "2 minutos" },
            { metric: "Idiomas de atención", before: "4", after: "{languages}" },
            { metric: "Sobreventas al mes en temporada alta", before: "18", after: "1" },
            { metric: "Horas semanales para cuadrar reservas", before: "40", after: "4" },
            { metric: "Costes operativos", before: "Referencia", after: "{cost}" },
          ],
        },
        quote: null,
        impact: {
          text: "La reducción de costes procede sobre todo de las horas de gestión liberadas y de la desaparición de las sobreventas. La cadena recuperó la inversión en {payback} y ahora abre sus nuevos hoteles ya integrados en la plataforma.",
          figures: [
            { value: "{cost}", label: "costes operativos" },
            { value: "{efficiency}", label: "eficiencia operativa" },
            { value: "{satisfaction}", label: "satisfacción de los huéspedes" },
            { value: "{payback}", label: "para recuperar la inversión" },
          ],
        },
      },
      en: {
        meta: {
          title: "Success story: end-to-end hotel automation",
          description:
            "How we automated the operations of a {hotels}-hotel chain in {duration}: bookings, guest service in {languages} languages and integrated operations.",
        },
        lead: "A {hotels}-hotel chain automated end to end in {duration}: unified bookings, guest service in {languages} languages and coordinated operations.",
        client: "Holiday hotel chain",
        keyResults: [
          { value: "{hotels}", label: "hotels on a single platform" },
          { value: "{languages}", label: "languages of guest service, 24/7" },
          { value: "{efficiency}", label: "operational efficiency" },
          { value: "{cost}", label: "operating costs" },
          { value: "{satisfaction}", label: "guest satisfaction" },
          { value: "{duration}", label: "of project, from audit to roll-out" },
        ],
        challenge: {
          intro:
            "The chain ran {hotels} hotels with different tools in each: bookings by e-mail and phone, stock in spreadsheets, and a front desk overwhelmed in high season by questions in languages it did not always speak.",
          items: [
            {
              title: "Fragmented bookings",
              description:
                "Each hotel had its own management system, and rates were updated by hand in six sales channels.",
              impact: "Overbookings in July and August and several hours a day spent reconciling reservations.",
            },
            {
              title: "Service in few languages",
              description:
                "Guests come from more than 30 countries, but the front desk covered only four languages, in office hours.",
              impact: "Questions left unanswered at night and lower customer-service ratings.",
            },
            {
              title: "Operations without shared data",
              description:
                "Housekeeping, maintenance and purchasing were coordinated by phone, with no indicators shared between hotels.",
              impact: "High operating costs and no overall view of the chain.",
            },
          ],
        },
        solution: {
          intro:
            "We designed one platform for all {hotels} hotels and automated the processes that took the most time, starting with those that mattered most in high season.",
          items: [
            {
              icon: "database",
              title: "Central booking platform",
              description:
                "A single engine connected to the systems of the {hotels} hotels and to every sales channel, with rates and availability synchronised instantly.",
              features: [
                "Synchronisation with online travel agencies and the chain's own website",
                "Dynamic rates based on occupancy",
                "Alerts before an overbooking happens",
              ],
            },
            {
              icon: "languages",
              title: "Virtual assistant in {languages} languages",
              description:
                "An AI assistant that answers on the website, WhatsApp and e-mail, and hands over to the front desk whatever needs a person.",
              features: [
                "Answers at any hour in {languages} languages",
                "Online check-in and guest requests",
                "Hand-over to staff with the full history",
              ],
            },
            {
              icon: "workflow",
              title: "Automated operations",
              description:
                "Automation (RPA) flows for housekeeping, maintenance and stock, with a shared dashboard for management.",
              features: [
                "Rooms assigned to housekeeping automatically",
                "Reorders placed when stock reaches its minimum",
                "Indicators per hotel and for the whole chain",
              ],
            },
          ],
        },
        workflow: {
          intro: "This is how a guest's stay works today, and how the hotel handles it without manual tasks.",
          steps: [
            {
              title: "Booking",
              description: "The guest books through any channel and availability updates everywhere at once.",
              duration: "Seconds",
            },
            {
              title: "Getting ready for arrival",
              description:
                "The assistant sends online check-in in the guest's language and collects their preferences.",
              duration: "48 hours before",
            },
            {
              title: "The stay",
              description:
                "Every request or incident reaches the right department as a task, with a notice when it is solved.",
              duration: "Under 15 minutes",
            },
            {
              title: "Check-out and feedback",
              description: "Automatic invoice, satisfaction survey and analysis of published reviews.",
              duration: "At check-out",
            },
          ],
        },
        comparison: {
          caption: "The chain's indicators before the project and six months after it ended",
          rows: [
            { metric: "Average response time to guests", before: "6 hours", after: "2 minutes" },
            { metric: "Languages of service", before: "4", after: "{languages}" },
            { metric: "Overbookings a month in high season", before: "18", after: "1" },
            { metric: "Hours a week spent reconciling bookings", before: "40", after: "4" },
            { metric: "Operating costs", before: "Baseline", after: "{cost}" },
          ],
        },
        quote: null,
        impact: {
          text: "The cost reduction comes mainly from the management hours freed up and from overbookings disappearing. The chain recovered its investment in {payback} and now opens its new hotels already connected to the platform.",
          figures: [
            { value: "{cost}", label: "operating costs" },
            { value: "{efficiency}", label: "operational efficiency" },
            { value: "{satisfaction}", label: "guest satisfaction" },
            { value: "{payback}", label: "to recover the investment" },
          ],
        },
      },
    }),
  ),

  "case-government": casePage(
    "case-government",
    bilingual<CasePageCopy>({
      es: {
        meta: {
          title: "Caso de éxito: digitalización gubernamental",
          description:
            "La digitalización de los servicios de un ayuntamiento de {residents} habitantes en {duration}: trámites en línea, automatización y atención ciudadana.",
        },
        lead: "Los servicios de un ayuntamiento de {residents} habitantes, digitales en {duration}: trámites desde el móvil, datos que no se piden dos veces y tramitación automatizada.",
        client: "Ayuntamiento de una gran ciudad ({residents} habitantes)",
        keyResults: [
          { value: "{residents}", label: "habitantes con servicios digitales" },
          { value: "{procedures}", label: "trámites disponibles en línea" },
          { value: "{efficiency}", label: "eficiencia en la tramitación" },
          { value: "{cost}", label: "coste por expediente" },
          { value: "{satisfaction}", label: "satisfacción ciudadana" },
          { value: "{duration}", label: "de proyecto en cuatro fases" },
        ],
        challenge: {
          intro:
            "La mayoría de gestiones municipales exigían cita presencial y papel. Los sistemas de padrón, tributos y registro no compartían datos y la sede electrónica era difícil de usar desde el móvil.",
          items: [
            {
              title: "Trámites en papel",
              description: "La mayoría de procedimientos pedía cita en una oficina y documentación impresa.",
              impact: "Esperas de hasta tres semanas para una cita y colas en las oficinas de atención.",
            },
            {
              title: "Sistemas aislados",
              description:
                "Padrón, tributos y registro no compartían datos: el vecino aportaba los mismos documentos una y otra vez.",
              impact: "Expedientes duplicados y plazos de resolución largos.",
            },
            {
              title: "Sede poco accesible",
              description:
                "La sede electrónica no cumplía los requisitos de accesibilidad y apenas funcionaba en el móvil.",
              impact: "Poco uso de los canales digitales, sobre todo entre las personas mayores.",
            },
          ],
        },
        solution: {
          intro:
            "Trabajamos con los equipos municipales para rediseñar los trámites desde el punto de vista del vecino y automatizar la tramitación, siempre con revisión humana en las decisiones.",
          items: [
            {
              icon: "smartphone",
              title: "Sede electrónica renovada",
              description:
                "Una sede pensada para el móvil, con lenguaje claro y el estado de cada expediente siempre a la vista.",
              features: [
                "Identificación con Cl@ve y certificado digital",
                "Diseño accesible según WCAG 2.1 AA",
                "Seguimiento del expediente en tiempo real",
              ],
            },
            {
              icon: "network",
              title: "Interoperabilidad de datos",
              description:
                "Una capa de integración que conecta padrón, tributos y registro y consulta los datos de otras administraciones.",
              features: [
                "Ningún documento que la Administración ya tenga",
                "Consultas a la Plataforma de Intermediación de Datos",
                "Registro de auditoría de cada acceso",
              ],
            },
            {
              icon: "bot",
              title: "Tramitación automatizada",
              description:
                "Robots de software que validan solicitudes, clasifican el registro de entrada y preparan las resoluciones de los trámites reglados.",
              features: [
                "Clasificación automática del registro de entrada",
                "Revisión documental asistida por IA",
                "Firma de cada resolución por personal municipal",
              ],
            },
          ],
        },
        phases: {
          intro: "El proyecto se organizó en cuatro fases para que la ciudadanía notara mejoras desde el quinto mes.",
          items: [
            {
              phase: "Fase 1: Diagnóstico",
              duration: "2 meses",
              description: "Inventario de 300 procedimientos y priorización por volumen e impacto en la ciudadanía.",
              achievements: ["Mapa de procedimientos y de datos", "Hoja de ruta aprobada por la Junta de Gobierno"],
            },
            {
              phase: "Fase 2: Plataforma",
              duration: "4 meses",
              description: "Nueva sede electrónica e integración de los sistemas municipales.",
              achievements: ["Sede accesible en producción", "Padrón y tributos conectados"],
            },
            {
              phase: "Fase 3: Automatización",
              duration: "4 meses",
              description: "Robots de software en los trámites de mayor volumen.",
              achievements: ["{procedures} trámites en línea", "Registro de entrada clasificado automáticamente"],
            },
            {
              phase: "Fase 4: Adopción",
              duration: "2 meses",
              description: "Formación del personal municipal y campaña informativa para la ciudadanía.",
              achievements: ["600 empleados públicos formados", "Puntos de ayuda digital en las juntas de distrito"],
            },
          ],
        },
        comparison: {
          caption: "Indicadores del ayuntamiento antes del proyecto y al cumplirse un año de su puesta en marcha",
          rows: [
            { metric: "Plazo medio de resolución de trámites sencillos", before: "21 días", after: "3 días" },
            { metric: "Trámites disponibles en línea", before: "30", after: "{procedures}" },
            { metric: "Espera para una cita presencial", before: "3 semanas", after: "2 días" },
            { metric: "Documentos que aporta el vecino por trámite", before: "4", after: "1" },
            { metric: "Coste por expediente", before: "Referencia", after: "{cost}" },
          ],
        },
        quote: null,
        impact: {
          text: "Con menos papel y menos pasos manuales, el personal municipal dedica ahora su tiempo a los expedientes que de verdad necesitan estudio. Hoy la mayoría de los trámites empieza en línea y las oficinas atienden sin colas.",
          figures: [
            { value: "{cost}", label: "coste por expediente" },
            { value: "{efficiency}", label: "eficiencia en la tramitación" },
            { value: "{satisfaction}", label: "satisfacción ciudadana" },
            { value: "{online}", label: "de los trámites se inicia en línea" },
          ],
        },
      },
      en: {
        meta: {
          title: "Success story: local government digitalisation",
          description:
            "Digitalising the services of a city council serving {residents} residents in {duration}: online procedures, automation and citizen service.",
        },
        lead: "The services of a city council serving {residents} residents, digital in {duration}: procedures from a phone, data never requested twice and automated processing.",
        client: "City council of a large city ({residents} residents)",
        keyResults: [
          { value: "{residents}", label: "residents with digital services" },
          { value: "{procedures}", label: "procedures available online" },
          { value: "{efficiency}", label: "processing efficiency" },
          { value: "{cost}", label: "cost per case file" },
          { value: "{satisfaction}", label: "citizen satisfaction" },
          { value: "{duration}", label: "of project in four phases" },
        ],
        challenge: {
          intro:
            "Most council procedures required an in-person appointment and paper. The population register, tax and registry systems shared no data, and the e-government portal was hard to use on a phone.",
          items: [
            {
              title: "Paper-based procedures",
              description: "Most procedures required an appointment at an office and printed documents.",
              impact: "Waits of up to three weeks for an appointment and queues at the service offices.",
            },
            {
              title: "Isolated systems",
              description:
                "Register, tax and registry systems shared no data: residents handed in the same documents again and again.",
              impact: "Duplicate case files and long resolution times.",
            },
            {
              title: "An inaccessible portal",
              description:
                "The e-government portal did not meet accessibility requirements and barely worked on a phone.",
              impact: "Little use of digital channels, especially among older people.",
            },
          ],
        },
        solution: {
          intro:
            "We worked with the council's teams to redesign procedures from the residents' point of view and to automate processing, always with human review of decisions.",
          items: [
            {
              icon: "smartphone",
              title: "A new e-government portal",
              description:
                "A portal designed for phones, in plain language, with the status of every case file always in view.",
              features: [
                "Sign-in with Cl@ve and digital certificates",
                "Accessible design to WCAG 2.1 AA",
                "Real-time case tracking",
              ],
            },
            {
              icon: "network",
              title: "Data interoperability",
              description:
                "An integration layer that connects the register, tax and registry systems and queries the data of other administrations.",
              features: [
                "No document the administration already holds is requested",
                "Queries to Spain's Data Intermediation Platform",
                "An audit log of every access",
              ],
            },
            {
              icon: "bot",
              title: "Automated processing",
              description:
                "Software robots that validate applications, sort incoming registry entries and draft the decisions of rule-based procedures.",
              features: [
                "Incoming registry sorted automatically",
                "AI-assisted document review",
                "Every decision signed by council staff",
              ],
            },
          ],
        },
        phases: {
          intro: "The project ran in four phases so that residents noticed improvements from the fifth month.",
          items: [
            {
              phase: "Phase 1: Assessment",
              duration: "2 months",
              description: "An inventory of 300 procedures, prioritised by volume and impact on residents.",
              achievements: ["Map of procedures and data", "Roadmap approved by the council's governing board"],
            },
            {
              phase: "Phase 2: Platform",
              duration: "4 months",
              description: "New e-government portal and integration of the council's systems.",
              achievements: ["Accessible portal in production", "Register and tax systems connected"],
            },
            {
              phase: "Phase 3: Automation",
              duration: "4 months",
              description: "Software robots in the highest-volume procedures.",
              achievements: ["{procedures} procedures online", "Incoming registry sorted automatically"],
            },
            {
              phase: "Phase 4: Adoption",
              duration: "2 months",
              description: "Training for council staff and an information campaign for residents.",
              achievements: ["600 public employees trained", "Digital help points in the district offices"],
            },
          ],
        },
        comparison: {
          caption: "The council's indicators before the project and one year after go-live",
          rows: [
            { metric: "Average resolution time of simple procedures", before: "21 days", after: "3 days" },
            { metric: "Procedures available online", before: "30", after: "{procedures}" },
            { metric: "Wait for an in-person appointment", before: "3 weeks", after: "2 days" },
            { metric: "Documents a resident provides per procedure", before: "4", after: "1" },
            { metric: "Cost per case file", before: "Baseline", after: "{cost}" },
          ],
        },
        quote: null,
        impact: {
          text: "With less paper and fewer manual steps, council staff now spend their time on the case files that really need study. Most procedures now start online and the offices serve residents without queues.",
          figures: [
            { value: "{cost}", label: "cost per case file" },
            { value: "{efficiency}", label: "processing efficiency" },
            { value: "{satisfaction}", label: "citizen satisfaction" },
            { value: "{online}", label: "of procedures now start online" },
          ],
        },
      },
    }),
  ),

  "case-accounting": casePage(
    "case-accounting",
    bilingual<CasePageCopy>({
      es: {
        meta: {
          title: "Caso de éxito: automatización contable inteligente",
          description:
            "Automatización contable con IA: {efficiency} de eficiencia, {cost} de costes, {accuracy} de precisión y {savings} de ahorro anual con un ROI del {roi}.",
        },
        lead: "Contabilidad automatizada con inteligencia artificial en {duration}: facturas que se registran solas, conciliación diaria y cierres en tres días.",
        client: "Grupo de asesoría contable y fiscal",
        keyResults: [
          { value: "{efficiency}", label: "eficiencia del equipo contable" },
          { value: "{cost}", label: "costes de la función contable" },
          { value: "{accuracy}", label: "precisión en el registro" },
          { value: "{savings}", label: "de ahorro al año" },
          { value: "{roi}", label: "de ROI en {roiPeriod}" },
          { value: "{duration}", label: "de proyecto" },
        ],
        challenge: {
          intro:
            "El grupo lleva la contabilidad de más de 1.200 empresas. Cada mes recibía más de {invoices} facturas en PDF, papel y correo electrónico, y todas se registraban a mano.",
          items: [
            {
              title: "Volumen de facturas",
              description: "Más de {invoices} facturas al mes llegaban en formatos distintos y se tecleaban una a una.",
              impact: "Picos de trabajo en cada cierre trimestral y horas extra constantes.",
            },
            {
              title: "Errores de conciliación",
              description: "La conciliación bancaria se hacía cruzando extractos en hojas de cálculo.",
              impact: "Errores detectados tarde y riesgo de recargos fiscales para los clientes.",
            },
            {
              title: "Cierres lentos",
              description: "El cierre mensual de cada cliente tardaba diez días hábiles.",
              impact: "Información financiera que llegaba tarde para tomar decisiones.",
            },
          ],
        },
        solution: {
          intro:
            "Automatizamos el ciclo completo, de la captura de la factura al cierre, y dejamos al equipo la revisión de las excepciones y el asesoramiento.",
          items: [
            {
              icon: "scan-line",
              title: "Lectura inteligente de facturas",
              description:
                "Reconocimiento de documentos con IA que extrae, valida y contabiliza facturas en cualquier formato.",
              features: [
                "Extracción de NIF, bases imponibles, tipos de IVA y vencimientos",
                "Validación con el Suministro Inmediato de Información (SII) de la AEAT",
                "Aprende la cuenta contable de cada proveedor",
              ],
            },
            {
              icon: "calculator",
              title: "Conciliación automática",
              description:
                "Un motor que cruza movimientos bancarios y apuntes contables con reglas y modelos de coincidencia.",
              features: [
                "Conexión con los bancos por ficheros Norma 43 y API PSD2",
                "Propuesta de asiento para cada diferencia",
                "Revisión humana solo de las excepciones",
              ],
            },
            {
              icon: "chart-column",
              title: "Cuadro de mando financiero",
              description: "Informes y alertas en tiempo real para el equipo y para cada cliente.",
              features: [
                "Cierre mensual en tres días",
                "Alertas de desviaciones y vencimientos",
                "Portal del cliente con sus indicadores",
              ],
            },
          ],
        },
        workflow: {
          intro: "El recorrido de una factura, desde que llega hasta que queda conciliada.",
          steps: [
            {
              title: "Captura",
              description: "Las facturas llegan por correo, portal o escáner y entran en una única cola de trabajo.",
              duration: "Al instante",
            },
            {
              title: "Extracción y validación",
              description: "La IA lee cada documento y comprueba los datos fiscales.",
              duration: "8 segundos por factura",
            },
            {
              title: "Contabilización",
              description: "El asiento se propone y se registra en el ERP si supera todos los controles.",
              duration: "Menos de 1 minuto",
            },
            {
              title: "Conciliación y cierre",
              description: "Los movimientos bancarios se concilian a diario y el cierre se prepara solo.",
              duration: "Cada día",
            },
          ],
        },
        comparison: {
          caption: "Indicadores del departamento contable antes del proyecto y a los {roiPeriod}",
          rows: [
            { metric: "Tiempo de registro por factura", before: "4 minutos", after: "8 segundos" },
            { metric: "Precisión del registro", before: "96,5 %", after: "{accuracy}" },
            { metric: "Cierre mensual por cliente", before: "10 días", after: "3 días" },
            { metric: "Coste de la función contable", before: "Referencia", after: "{cost}" },
          ],
        },
        quote: null,
        impact: {
          text: "El ahorro de {savings} al año procede de las horas de registro y conciliación liberadas y de los recargos que ya no se pagan por errores. La inversión se recuperó en menos de tres meses y a los {roiPeriod} el retorno alcanzó el {roi}.",
          figures: [
            { value: "{roi}", label: "de ROI en {roiPeriod}" },
            { value: "{savings}", label: "de ahorro al año" },
            { value: "{cost}", label: "costes" },
            { value: "{accuracy}", label: "precisión" },
          ],
        },
      },
      en: {
        meta: {
          title: "Success story: intelligent accounting automation",
          description:
            "AI-driven accounting automation: {efficiency} efficiency, {cost} costs, {accuracy} accuracy and {savings} saved a year with a {roi} ROI.",
        },
        lead: "Accounting automated with artificial intelligence in {duration}: invoices that post themselves, daily reconciliation and closes in three days.",
        client: "Accounting and tax advisory group",
        keyResults: [
          { value: "{efficiency}", label: "accounting team efficiency" },
          { value: "{cost}", label: "accounting costs" },
          { value: "{accuracy}", label: "posting accuracy" },
          { value: "{savings}", label: "saved a year" },
          { value: "{roi}", label: "ROI in {roiPeriod}" },
          { value: "{duration}", label: "of project" },
        ],
        challenge: {
          intro:
            "The group keeps the books of more than 1,200 companies. Every month it received more than {invoices} invoices as PDFs, paper and e-mails, and every one was entered by hand.",
          items: [
            {
              title: "Invoice volume",
              description:
                "More than {invoices} invoices a month arrived in different formats and were typed in one by one.",
              impact: "Workload peaks at every quarterly close and constant overtime.",
            },
            {
              title: "Reconciliation errors",
              description: "Bank reconciliation was done by matching statements in spreadsheets.",
              impact: "Errors found late and a risk of tax surcharges for clients.",
            },
            {
              title: "Slow closes",
              description: "Each client's monthly close took ten working days.",
              impact: "Financial information that arrived too late for decisions.",
            },
          ],
        },
        solution: {
          intro:
            "We automated the whole cycle, from capturing the invoice to the close, and left the team to review exceptions and advise clients.",
          items: [
            {
              icon: "scan-line",
              title: "Intelligent invoice reading",
              description: "AI document recognition that extracts, validates and posts invoices in any format.",
              features: [
                "Extracts tax ids, taxable amounts, VAT rates and due dates",
                "Validation against the Spanish Tax Agency's immediate VAT reporting (SII)",
                "Learns each supplier's ledger account",
              ],
            },
            {
              icon: "calculator",
              title: "Automatic reconciliation",
              description: "An engine that matches bank movements and ledger entries with rules and matching models.",
              features: [
                "Bank connections through Norma 43 files and PSD2 APIs",
                "A proposed entry for every difference",
                "Human review of exceptions only",
              ],
            },
            {
              icon: "chart-column",
              title: "Financial dashboard",
              description: "Real-time reports and alerts for the team and for each client.",
              features: [
                "Monthly close in three days",
                "Alerts on deviations and due dates",
                "A client portal with their own indicators",
              ],
            },
          ],
        },
        workflow: {
          intro: "The journey of an invoice, from arrival to reconciliation.",
          steps: [
            {
              title: "Capture",
              description: "Invoices arrive by e-mail, portal or scanner and enter a single work queue.",
              duration: "Instantly",
            },
            {
              title: "Extraction and validation",
              description: "AI reads each document and checks the tax data.",
              duration: "8 seconds per invoice",
            },
            {
              title: "Posting",
              description: "The entry is proposed and posted to the ERP once it passes every check.",
              duration: "Under 1 minute",
            },
            {
              title: "Reconciliation and close",
              description: "Bank movements are reconciled daily and the close prepares itself.",
              duration: "Every day",
            },
          ],
        },
        comparison: {
          caption: "The accounting department's indicators before the project and after {roiPeriod}",
          rows: [
            { metric: "Time to post an invoice", before: "4 minutes", after: "8 seconds" },
            { metric: "Posting accuracy", before: "96.5%", after: "{accuracy}" },
            { metric: "Monthly close per client", before: "10 days", after: "3 days" },
            { metric: "Cost of the accounting function", before: "Baseline", after: "{cost}" },
          ],
        },
        quote: null,
        impact: {
          text: "The {savings} saved a year comes from the posting and reconciliation hours freed up and from surcharges no longer paid for errors. The investment was recovered in under three months, and after {roiPeriod} the return reached {roi}.",
          figures: [
            { value: "{roi}", label: "ROI in {roiPeriod}" },
            { value: "{savings}", label: "saved a year" },
            { value: "{cost}", label: "costs" },
            { value: "{accuracy}", label: "accuracy" },
          ],
        },
      },
    }),
  ),

  "case-grid": casePage(
    "case-grid",
    bilingual<CasePageCopy>({
      es: {
        meta: {
          title: "Caso de éxito: optimización de redes eléctricas",
          description:
            "Optimización de una red eléctrica con {sensors} sensores: {efficiency} de eficiencia, {outages} de cortes y {savings} de ahorro para {homes} millones de hogares.",
        },
        lead: "Una red que abastece a {homes} millones de hogares, optimizada con {sensors} sensores que informan cada {interval} segundos y modelos que anticipan las averías.",
        client: "Distribuidora eléctrica regional",
        keyResults: [
          { value: "{efficiency}", label: "eficiencia en la operación de la red" },
          { value: "{outages}", label: "cortes de suministro" },
          { value: "{satisfaction}", label: "satisfacción de los clientes" },
          { value: "{homes} millones", label: "hogares abastecidos" },
          { value: "{savings}", label: "de ahorro al año" },
          { value: "{roi}", label: "de ROI" },
        ],
        challenge: {
          intro:
            "La distribuidora supervisaba su red de media y baja tensión con lecturas periódicas y los avisos de los propios clientes, mientras el autoconsumo solar y la recarga de vehículos eléctricos cambiaban la red cada hora.",
          items: [
            {
              title: "Una red sin visibilidad",
              description: "Las averías se conocían por las llamadas de los clientes, no por la propia red.",
              impact: "Fallos detectados cuando el cliente ya llevaba tiempo sin suministro.",
            },
            {
              title: "Mantenimiento por calendario",
              description:
                "Las revisiones seguían un calendario fijo, sin tener en cuenta el estado real de cada equipo.",
              impact: "Costes de mantenimiento altos y averías en equipos recién revisados.",
            },
            {
              title: "Demanda cada vez más variable",
              description:
                "El autoconsumo solar y la recarga de vehículos eléctricos cambian los flujos de energía a lo largo del día.",
              impact: "Sobrecargas en transformadores y pérdidas técnicas en la red.",
            },
          ],
        },
        solution: {
          intro:
            "Convertimos la red en una fuente de datos en tiempo real y pusimos esos datos al servicio del centro de control y de las brigadas de mantenimiento.",
          items: [
            {
              icon: "activity",
              title: "Red de {sensors} sensores",
              description:
                "Sensores en centros de transformación y líneas que envían sus medidas cada {interval} segundos a una plataforma de datos en tiempo real.",
              features: [
                "Tensión, corriente, temperatura y calidad de la onda",
                "Comunicaciones redundantes",
                "Datos disponibles en el centro de control al momento",
              ],
            },
            {
              icon: "brain",
              title: "Mantenimiento predictivo",
              description:
                "Modelos de aprendizaje automático que estiman el riesgo de fallo de cada transformador y cada tramo de línea.",
              features: [
                "Revisiones según el riesgo real",
                "Órdenes de trabajo con ubicación exacta",
                "Historial de cada equipo en una ficha",
              ],
            },
            {
              icon: "zap",
              title: "Gestión inteligente de la carga",
              description:
                "Previsión de la demanda y recomendaciones de maniobra para repartir la carga y reducir pérdidas.",
              features: [
                "Previsión de demanda a 48 horas",
                "Maniobras recomendadas al centro de control",
                "Integración del autoconsumo y la recarga de vehículos",
              ],
            },
          ],
        },
        workflow: {
          intro: "Lo que ocurre desde que un sensor detecta una anomalía hasta que se resuelve.",
          steps: [
            {
              title: "Medición",
              description: "Cada uno de los {sensors} sensores envía sus medidas a la plataforma.",
              duration: "Cada {interval} segundos",
            },
            {
              title: "Detección",
              description: "Los modelos comparan cada medida con el comportamiento esperado y marcan las anomalías.",
              duration: "Menos de 1 minuto",
            },
            {
              title: "Decisión",
              description: "El centro de control recibe la alerta priorizada con la maniobra recomendada.",
              duration: "Menos de 5 minutos",
            },
            {
              title: "Actuación",
              description: "Maniobra a distancia o brigada en camino con la orden de trabajo y la ubicación exacta.",
              duration: "Según la prioridad",
            },
          ],
        },
        comparison: {
          caption: "Indicadores de la red antes del proyecto y tras el primer año de funcionamiento",
          rows: [
            { metric: "Tiempo medio de detección de una avería", before: "45 minutos", after: "2 minutos" },
            { metric: "Cortes de suministro al año", before: "1.240", after: "868" },
            { metric: "Pérdidas técnicas de energía", before: "7,8 %", after: "5,9 %" },
            { metric: "Mantenimiento planificado según el riesgo", before: "0 %", after: "85 %" },
          ],
        },
        quote: null,
        impact: {
          text: "El ahorro de {savings} al año combina menos pérdidas técnicas, un mantenimiento ajustado al estado real de los equipos y menos penalizaciones por calidad de suministro. El retorno de la inversión alcanzó el {roi}.",
          figures: [
            { value: "{roi}", label: "de ROI" },
            { value: "{savings}", label: "de ahorro al año" },
            { value: "{outages}", label: "cortes de suministro" },
            { value: "{sensors}", label: "sensores, con medidas cada {interval} segundos" },
          ],
        },
      },
      en: {
        meta: {
          title: "Success story: electricity grid optimisation",
          description:
            "Optimising an electricity grid with {sensors} sensors: {efficiency} efficiency, {outages} outages and {savings} saved for {homes} million homes.",
        },
        lead: "A grid supplying {homes} million homes, optimised with {sensors} sensors reporting every {interval} seconds and models that anticipate faults.",
        client: "Regional electricity distributor",
        keyResults: [
          { value: "{efficiency}", label: "grid operation efficiency" },
          { value: "{outages}", label: "power outages" },
          { value: "{satisfaction}", label: "customer satisfaction" },
          { value: "{homes} million", label: "homes supplied" },
          { value: "{savings}", label: "saved a year" },
          { value: "{roi}", label: "ROI" },
        ],
        challenge: {
          intro:
            "The distributor monitored its medium- and low-voltage grid with periodic readings and calls from its own customers, while rooftop solar and electric-vehicle charging changed the grid hour by hour.",
          items: [
            {
              title: "A grid without visibility",
              description: "Faults became known through customer calls, not through the grid itself.",
              impact: "Faults detected when customers had already been without power for a while.",
            },
            {
              title: "Calendar-based maintenance",
              description: "Inspections followed a fixed calendar, regardless of the actual condition of each asset.",
              impact: "High maintenance costs and faults in recently inspected equipment.",
            },
            {
              title: "Increasingly variable demand",
              description: "Rooftop solar and electric-vehicle charging change energy flows throughout the day.",
              impact: "Overloaded transformers and technical losses in the grid.",
            },
          ],
        },
        solution: {
          intro:
            "We turned the grid into a real-time data source and put that data to work for the control centre and the maintenance crews.",
          items: [
            {
              icon: "activity",
              title: "A network of {sensors} sensors",
              description:
                "Sensors in substations and lines that send their readings every {interval} seconds to a real-time data platform.",
              features: [
                "Voltage, current, temperature and power quality",
                "Redundant communications",
                "Data available to the control centre instantly",
              ],
            },
            {
              icon: "brain",
              title: "Predictive maintenance",
              description:
                "Machine-learning models that estimate the failure risk of every transformer and line section.",
              features: [
                "Inspections based on actual risk",
                "Work orders with the exact location",
                "Each asset's history in one record",
              ],
            },
            {
              icon: "zap",
              title: "Intelligent load management",
              description: "Demand forecasting and switching recommendations to balance the load and reduce losses.",
              features: [
                "48-hour demand forecast",
                "Switching recommended to the control centre",
                "Rooftop solar and vehicle charging integrated",
              ],
            },
          ],
        },
        workflow: {
          intro: "What happens from the moment a sensor detects an anomaly until it is solved.",
          steps: [
            {
              title: "Measurement",
              description: "Each of the {sensors} sensors sends its readings to the platform.",
              duration: "Every {interval} seconds",
            },
            {
              title: "Detection",
              description: "The models compare every reading with the expected behaviour and flag anomalies.",
              duration: "Under 1 minute",
            },
            {
              title: "Decision",
              description: "The control centre receives a prioritised alert with the recommended switching.",
              duration: "Under 5 minutes",
            },
            {
              title: "Action",
              description: "Remote switching, or a crew on its way with the work order and the exact location.",
              duration: "By priority",
            },
          ],
        },
        comparison: {
          caption: "The grid's indicators before the project and after its first year in operation",
          rows: [
            { metric: "Average time to detect a fault", before: "45 minutes", after: "2 minutes" },
            { metric: "Power outages a year", before: "1,240", after: "868" },
            { metric: "Technical energy losses", before: "7.8%", after: "5.9%" },
            { metric: "Maintenance planned by risk", before: "0%", after: "85%" },
          ],
        },
        quote: null,
        impact: {
          text: "The {savings} saved a year combines lower technical losses, maintenance matched to the actual condition of the equipment and fewer penalties for supply quality. The return on investment reached {roi}.",
          figures: [
            { value: "{roi}", label: "ROI" },
            { value: "{savings}", label: "saved a year" },
            { value: "{outages}", label: "power outages" },
            { value: "{sensors}", label: "sensors, reporting every {interval} seconds" },
          ],
        },
      },
    }),
  ),

  "case-flights": casePage(
    "case-flights",
    bilingual<CasePageCopy>({
      es: {
        meta: {
          title: "Caso de éxito: gestión inteligente de vuelos",
          description:
            "Gestión inteligente de más de {flights} vuelos diarios: {efficiency} de eficiencia, {cost} de costes, {savings} de ahorro y un ROI del {roi}.",
        },
        lead: "Más de {flights} vuelos diarios coordinados con inteligencia artificial: puertas, puestos de estacionamiento y equipos de tierra que se replanifican solos ante cada retraso.",
        client: "Operador de servicios aeroportuarios",
        keyResults: [
          { value: "{efficiency}", label: "eficiencia operativa" },
          { value: "{cost}", label: "costes de operación en tierra" },
          { value: "{satisfaction}", label: "satisfacción de las aerolíneas" },
          { value: "{flights}+", label: "vuelos diarios gestionados" },
          { value: "{savings}", label: "de ahorro al año" },
          { value: "{roi}", label: "de ROI" },
        ],
        challenge: {
          intro:
            "El operador coordina los servicios en tierra de un aeropuerto con más de {flights} vuelos diarios en temporada alta. Puertas, puestos y equipos se asignaban con hojas de cálculo y cada actor trabajaba con sus propios datos.",
          items: [
            {
              title: "Asignación manual de recursos",
              description:
                "Puertas, puestos de estacionamiento y equipos de asistencia en tierra se planificaban a mano la víspera.",
              impact: "Retrasos en cadena cada vez que un vuelo llegaba fuera de hora.",
            },
            {
              title: "Información dispersa",
              description:
                "Aerolíneas, agentes de handling, torre y seguridad manejaban datos distintos sobre el mismo vuelo.",
              impact: "Decisiones tardías y pasajeros sin información fiable.",
            },
            {
              title: "Picos de temporada",
              description: "En verano el tráfico se duplica y los turnos no se ajustaban a tiempo.",
              impact: "Colas, horas extra y penalizaciones de las aerolíneas.",
            },
          ],
        },
        solution: {
          intro:
            "Construimos una plataforma común para todos los actores del aeropuerto y, sobre ella, un planificador con IA que reacciona en segundos a cualquier cambio.",
          items: [
            {
              icon: "plane",
              title: "Planificador inteligente",
              description:
                "Un optimizador que asigna puertas, puestos y equipos a más de {flights} vuelos diarios y replanifica al momento ante cualquier retraso.",
              features: [
                "Replanificación en menos de {replanning} segundos",
                "Reglas de cada aerolínea y del aeropuerto",
                "Propuestas que el coordinador valida con un clic",
              ],
            },
            {
              icon: "network",
              title: "Toma de decisiones colaborativa",
              description:
                "Una única fuente de hitos de cada vuelo, compartida por todos los actores según el modelo A-CDM.",
              features: [
                "Hitos del vuelo en tiempo real",
                "Mensajería estándar con las aerolíneas",
                "Panel común para torre, handling y seguridad",
              ],
            },
            {
              icon: "trending-up",
              title: "Previsión de la demanda",
              description: "Modelos que anticipan pasajeros y flujos por franja horaria para dimensionar los turnos.",
              features: [
                "Previsión a 14 días por franja",
                "Turnos ajustados a la previsión",
                "Alertas de saturación en controles y puertas",
              ],
            },
          ],
        },
        phases: {
          intro: "Catorce meses en cuatro fases, con la plataforma en servicio antes de la temporada alta.",
          items: [
            {
              phase: "Fase 1: Análisis y diseño",
              duration: "3 meses",
              description: "Estudio de la operación con todos los actores y diseño de la plataforma común.",
              achievements: ["Procesos y datos de los actores documentados", "Indicadores de referencia acordados"],
            },
            {
              phase: "Fase 2: Plataforma de datos",
              duration: "4 meses",
              description: "Integración de los sistemas de aerolíneas, torre y handling en una plataforma A-CDM.",
              achievements: ["Hitos de vuelo compartidos en tiempo real", "Panel común en producción"],
            },
            {
              phase: "Fase 3: Optimización con IA",
              duration: "4 meses",
              description: "Planificador de recursos y modelos de previsión de demanda.",
              achievements: ["Replanificación automática ante retrasos", "Turnos basados en la previsión"],
            },
            {
              phase: "Fase 4: Despliegue en temporada alta",
              duration: "3 meses",
              description: "Puesta en marcha gradual y acompañamiento durante el verano.",
              achievements: [
                "Más de {flights} vuelos diarios gestionados",
                "Equipo del operador autónomo con la herramienta",
              ],
            },
          ],
        },
        comparison: {
          caption: "Indicadores de la operación en temporada alta, antes y después del proyecto",
          rows: [
            { metric: "Puntualidad en las salidas", before: "78 %", after: "89 %" },
            {
              metric: "Tiempo de replanificación ante un retraso",
              before: "25 minutos",
              after: "{replanning} segundos",
            },
            { metric: "Ocupación útil de puertas y puestos", before: "68 %", after: "84 %" },
            { metric: "Costes de operación en tierra", before: "Referencia", after: "{cost}" },
          ],
        },
        quote: null,
        impact: {
          text: "El ahorro de {savings} al año viene de un mejor uso de puertas y equipos, menos horas extra y menos penalizaciones por retrasos. El retorno de la inversión llegó al {roi}.",
          figures: [
            { value: "{roi}", label: "de ROI" },
            { value: "{savings}", label: "de ahorro al año" },
            { value: "{cost}", label: "costes" },
            { value: "{satisfaction}", label: "satisfacción de las aerolíneas" },
          ],
        },
      },
      en: {
        meta: {
          title: "Success story: intelligent flight management",
          description:
            "Intelligent management of more than {flights} daily flights: {efficiency} efficiency, {cost} costs, {savings} saved and a {roi} ROI.",
        },
        lead: "More than {flights} daily flights coordinated with artificial intelligence: gates, stands and ground crews that replan themselves after every delay.",
        client: "Airport ground services operator",
        keyResults: [
          { value: "{efficiency}", label: "operational efficiency" },
          { value: "{cost}", label: "ground operation costs" },
          { value: "{satisfaction}", label: "airline satisfaction" },
          { value: "{flights}+", label: "daily flights managed" },
          { value: "{savings}", label: "saved a year" },
          { value: "{roi}", label: "ROI" },
        ],
        challenge: {
          intro:
            "The operator coordinates ground services at an airport with more than {flights} daily flights in high season. Gates, stands and crews were assigned in spreadsheets and every party worked with its own data.",
          items: [
            {
              title: "Manual resource allocation",
              description: "Gates, aircraft stands and ground-handling crews were planned by hand the day before.",
              impact: "Knock-on delays whenever a flight arrived off schedule.",
            },
            {
              title: "Scattered information",
              description:
                "Airlines, handling agents, the tower and security held different data about the same flight.",
              impact: "Late decisions and passengers without reliable information.",
            },
            {
              title: "Seasonal peaks",
              description: "Traffic doubles in summer and shifts were not adjusted in time.",
              impact: "Queues, overtime and penalties from the airlines.",
            },
          ],
        },
        solution: {
          intro:
            "We built one shared platform for every party at the airport and, on top of it, an AI planner that reacts to any change in seconds.",
          items: [
            {
              icon: "plane",
              title: "Intelligent planner",
              description:
                "An optimiser that assigns gates, stands and crews to more than {flights} daily flights and replans instantly after any delay.",
              features: [
                "Replanning in under {replanning} seconds",
                "Each airline's and the airport's rules",
                "Proposals the coordinator approves with one click",
              ],
            },
            {
              icon: "network",
              title: "Collaborative decision-making",
              description:
                "A single source of each flight's milestones, shared by every party following the A-CDM model.",
              features: [
                "Real-time flight milestones",
                "Standard messaging with the airlines",
                "A shared dashboard for tower, handling and security",
              ],
            },
            {
              icon: "trending-up",
              title: "Demand forecasting",
              description: "Models that anticipate passengers and flows by time slot to size the shifts.",
              features: [
                "14-day forecast by time slot",
                "Shifts matched to the forecast",
                "Congestion alerts at security and gates",
              ],
            },
          ],
        },
        phases: {
          intro: "Fourteen months in four phases, with the platform in service before the high season.",
          items: [
            {
              phase: "Phase 1: Analysis and design",
              duration: "3 months",
              description: "A study of operations with every party and the design of the shared platform.",
              achievements: ["Processes and data of every party documented", "Baseline indicators agreed"],
            },
            {
              phase: "Phase 2: Data platform",
              duration: "4 months",
              description: "Integration of the airline, tower and handling systems into an A-CDM platform.",
              achievements: ["Flight milestones shared in real time", "Shared dashboard in production"],
            },
            {
              phase: "Phase 3: AI optimisation",
              duration: "4 months",
              description: "Resource planner and demand-forecasting models.",
              achievements: ["Automatic replanning after delays", "Forecast-based shifts"],
            },
            {
              phase: "Phase 4: High-season roll-out",
              duration: "3 months",
              description: "Gradual go-live and support throughout the summer.",
              achievements: [
                "More than {flights} daily flights managed",
                "The operator's team self-sufficient with the tool",
              ],
            },
          ],
        },
        comparison: {
          caption: "High-season operating indicators before and after the project",
          rows: [
            { metric: "On-time departures", before: "78%", after: "89%" },
            { metric: "Time to replan after a delay", before: "25 minutes", after: "{replanning} seconds" },
            { metric: "Effective use of gates and stands", before: "68%", after: "84%" },
            { metric: "Ground operation costs", before: "Baseline", after: "{cost}" },
          ],
        },
        quote: null,
        impact: {
          text: "The {savings} saved a year comes from better use of gates and equipment, less overtime and fewer delay penalties. The return on investment reached {roi}.",
          figures: [
            { value: "{roi}", label: "ROI" },
            { value: "{savings}", label: "saved a year" },
            { value: "{cost}", label: "costs" },
            { value: "{satisfaction}", label: "airline satisfaction" },
          ],
        },
      },
    }),
  ),
} satisfies Record<SuccessCaseKey, (lang: Lang) => SuccessCasePage>;
