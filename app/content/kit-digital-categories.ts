import type { CardContent } from "~/components/ui/Card";
import type { ContentLink } from "~/components/ui/ContentLink";
import type { Stat } from "~/components/ui/Stat";
import type { PageMeta } from "~/utils/meta";
import { bilingual, type Bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";
import type { KitProgrammeFacts } from "~/components/kit-digital/KitProgramme";
import {
  aidBands,
  kitProgramme,
  maximumAid,
  type AidBand,
  type KitSolutionId,
  type MaximumAid,
} from "./facts/kit-digital";
import { fillFiguresDeep, type Figures } from "./facts/figures";

export type { AidBand } from "./facts/kit-digital";

export type KitCategoryKey = "kit-process" | "kit-website" | "kit-seo" | "kit-bi" | "kit-social";

export type KitCategoryPage = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; contact: ContentLink };
  /** Key facts of the package, shown as figures under the hero. */
  highlights: Stat[];
  /** The aid table (`bands`, from the programme's facts) and its largest amount with its segments. */
  aid: { title: string; lead: string; caption: string; bands: AidBand[]; maximum: MaximumAid };
  services: { title: string; lead: string; items: CardContent[] };
  benefits: { title: string; items: CardContent[] };
  cta: { title: string; lead: string };
  /** The programme's publicity band (decision 183). */
  programme: KitProgrammeFacts;
};

/** A category page's copy: its aid table comes from the programme's facts. */
type KitCategoryCopy = Omit<KitCategoryPage, "aid" | "programme"> & {
  aid: Omit<KitCategoryPage["aid"], "bands" | "maximum">;
};

/**
 * A category page: its copy with the table of its solution (`facts/kit-digital.ts`) and the amounts
 * its copy quotes filled in from that table: `{max}` (the largest, for 50 to 249 employees) and
 * `{smallMax}` (the largest for businesses of up to 49 employees).
 */
function categoryPage(solution: KitSolutionId, copy: Bilingual<KitCategoryCopy>): Bilingual<KitCategoryPage> {
  const bands = aidBands(solution);
  const figures: Figures = {
    max: { kind: "money", value: maximumAid(solution).amount },
    smallMax: { kind: "money", value: Math.max(...bands.filter((band) => band.to < 50).map((band) => band.amount)) },
  };
  const page = (lang: Lang): KitCategoryPage => {
    const filled = fillFiguresDeep(copy[lang], figures, lang);
    return {
      ...filled,
      aid: { ...filled.aid, bands, maximum: maximumAid(solution) },
      programme: { logos: kitProgramme.logos },
    };
  };
  return { es: page("es"), en: page("en") };
}

export const kitDigitalCategories = {
  "kit-process": categoryPage(
    "process",
    bilingual<KitCategoryCopy>({
      es: {
        meta: {
          title: "Kit Digital: gestión de procesos",
          description:
            "Automatiza operaciones, facturación e inventario con el Kit Digital: {smallMax} de ayuda hasta 49 empleados y hasta {max} de 50 a 249.",
        },
        hero: {
          eyebrow: "Kit Digital",
          title: "Gestión de procesos con el Kit Digital",
          lead: "Automatiza operaciones, facturación, compras e inventario con una ayuda de {smallMax} si tienes hasta 49 empleados, y de hasta {max} de 50 a 249.",
          contact: { page: "contact", label: "Quiero digitalizar mis procesos" },
        },
        highlights: [
          { value: "12 meses", label: "de servicio y soporte incluidos" },
          { value: "En la nube", label: "acceso desde cualquier dispositivo" },
        ],
        aid: {
          title: "Ayuda máxima según el tamaño de tu empresa",
          lead: "Hasta 49 empleados el importe es el mismo en cada tramo, así que también los negocios más pequeños pueden digitalizar sus procesos; de 50 a 249 empleados la ayuda llega a {max}.",
          caption: "Gestión de procesos: ayuda máxima por número de empleados",
        },
        services: {
          title: "Qué digitalizamos",
          lead: "Implantamos una herramienta de gestión en la nube y la configuramos con los módulos que tu negocio necesita.",
          items: [
            {
              icon: "receipt",
              title: "Facturación electrónica",
              description: "Emite, envía y registra facturas sin papel, conforme a la normativa vigente.",
            },
            {
              icon: "wallet",
              title: "Contabilidad y finanzas",
              description: "Gastos, ingresos, conciliación bancaria y previsión de tesorería en un solo lugar.",
            },
            {
              icon: "package",
              title: "Inventario y compras",
              description: "Existencias en tiempo real, pedidos a proveedores y avisos de reposición.",
            },
            {
              icon: "users",
              title: "Recursos humanos",
              description: "Vacaciones, ausencias y registro de jornada gestionados desde la misma herramienta.",
            },
            {
              icon: "truck",
              title: "Logística y operaciones",
              description: "Pedidos, rutas y entregas planificados y con trazabilidad de principio a fin.",
            },
          ],
        },
        benefits: {
          title: "Qué ganas",
          items: [
            {
              icon: "clock",
              title: "Menos tareas manuales",
              description: "Automatiza lo repetitivo y dedica tu tiempo a lo que aporta valor.",
            },
            {
              icon: "layout-dashboard",
              title: "Información al día",
              description: "Los datos de toda la empresa, actualizados y en un mismo sitio.",
            },
            {
              icon: "circle-check",
              title: "Menos errores",
              description: "Procesos homogéneos que evitan olvidos, duplicidades y retrasos.",
            },
            {
              icon: "trending-up",
              title: "Preparado para crecer",
              description: "Una herramienta que crece con tu negocio y se integra con tus sistemas.",
            },
          ],
        },
        cta: {
          title: "Ordena tu negocio con ayuda del Kit Digital",
          lead: "Analizamos tus procesos sin coste y te proponemos la configuración que mejor encaja con tu forma de trabajar.",
        },
      },
      en: {
        meta: {
          title: "Kit Digital: process management",
          description:
            "Automate operations, invoicing and inventory with Kit Digital: {smallMax} in aid up to 49 employees and up to {max} from 50 to 249.",
        },
        hero: {
          eyebrow: "Kit Digital",
          title: "Process management with Kit Digital",
          lead: "Automate operations, invoicing, purchasing and inventory with a grant of {smallMax} if you have up to 49 employees, and of up to {max} from 50 to 249.",
          contact: { page: "contact", label: "Digitalise my processes" },
        },
        highlights: [
          { value: "12 months", label: "of service and support included" },
          { value: "Cloud-based", label: "access from any device" },
        ],
        aid: {
          title: "Maximum grant by company size",
          lead: "Up to 49 employees the amount is the same in every band, so even the smallest businesses can digitalise their processes; from 50 to 249 employees the grant reaches {max}.",
          caption: "Process management: maximum grant by number of employees",
        },
        services: {
          title: "What we digitalise",
          lead: "We implement a cloud management tool and set it up with the modules your business needs.",
          items: [
            {
              icon: "receipt",
              title: "Electronic invoicing",
              description: "Issue, send and record paperless invoices that comply with current regulations.",
            },
            {
              icon: "wallet",
              title: "Accounting and finance",
              description: "Expenses, income, bank reconciliation and cash-flow forecasts in one place.",
            },
            {
              icon: "package",
              title: "Inventory and purchasing",
              description: "Real-time stock levels, supplier orders and reorder alerts.",
            },
            {
              icon: "users",
              title: "Human resources",
              description: "Holidays, absences and working-time records managed from the same tool.",
            },
            {
              icon: "truck",
              title: "Logistics and operations",
              description: "Orders, routes and deliveries planned and traceable from start to finish.",
            },
          ],
        },
        benefits: {
          title: "What you gain",
          items: [
            {
              icon: "clock",
              title: "Less manual work",
              description: "Automate repetitive tasks and spend your time where it adds value.",
            },
            {
              icon: "layout-dashboard",
              title: "Up-to-date information",
              description: "Data from across the business, current and in one place.",
            },
            {
              icon: "circle-check",
              title: "Fewer errors",
              description: "Consistent processes that prevent oversights, duplicates and delays.",
            },
            {
              icon: "trending-up",
              title: "Ready to grow",
              description: "A tool that scales with your business and integrates with your systems.",
            },
          ],
        },
        cta: {
          title: "Get your business in order with Kit Digital",
          lead: "We review your processes free of charge and propose the set-up that best fits the way you work.",
        },
      },
    }),
  ),
  "kit-website": categoryPage(
    "website",
    bilingual<KitCategoryCopy>({
      es: {
        meta: {
          title: "Kit Digital: sitio web y presencia básica",
          description:
            "Tu página web profesional con el Kit Digital: diseño, dominio y alojamiento durante al menos doce meses, con ayudas de hasta {max}.",
        },
        hero: {
          eyebrow: "Kit Digital",
          title: "Sitio web y presencia básica en internet",
          lead: "Una web profesional con dominio y alojamiento incluidos durante al menos doce meses, financiada por el Kit Digital.",
          contact: { page: "contact", label: "Quiero mi web" },
        },
        highlights: [
          { value: "12 meses", label: "de dominio y alojamiento, como mínimo" },
          { value: "WCAG 2.1", label: "diseño accesible para todas las personas" },
        ],
        aid: {
          title: "Ayuda máxima según el tamaño de tu empresa",
          lead: "Todos los tramos reciben el mismo importe, {max}: suficiente para una web profesional completa.",
          caption: "Sitio web y presencia básica: ayuda máxima por número de empleados",
        },
        services: {
          title: "Qué incluye tu web",
          lead: "Diseñamos, publicamos y mantenemos tu web; tú solo tienes que contarnos cómo es tu negocio.",
          items: [
            {
              icon: "palette",
              title: "Diseño a medida",
              description: "Una web con tu imagen de marca y las secciones que necesita tu negocio.",
            },
            {
              icon: "globe",
              title: "Dominio propio",
              description: "Registramos tu dominio a nombre de tu empresa y lo mantenemos durante al menos doce meses.",
            },
            {
              icon: "server",
              title: "Alojamiento incluido",
              description: "Alojamiento seguro y rápido durante al menos doce meses, con certificado SSL.",
            },
            {
              icon: "smartphone",
              title: "Adaptada a móviles",
              description: "Se ve y funciona bien en el móvil, la tableta y el ordenador.",
            },
            {
              icon: "pen-line",
              title: "Fácil de actualizar",
              description: "Cambia textos e imágenes cuando quieras, sin depender de nadie.",
            },
            {
              icon: "accessibility",
              title: "Accesible y optimizada",
              description: "Cumple las pautas de accesibilidad y sale preparada para los buscadores.",
            },
          ],
        },
        benefits: {
          title: "Qué ganas",
          items: [
            {
              icon: "shield-check",
              title: "Imagen profesional",
              description: "Una web cuidada genera confianza antes incluso de la primera llamada.",
            },
            {
              icon: "search",
              title: "Te encuentran",
              description: "Tus clientes te localizan en internet a cualquier hora.",
            },
            {
              icon: "target",
              title: "Más contactos",
              description: "Formularios y llamadas a la acción que convierten visitas en clientes.",
            },
            {
              icon: "circle-check",
              title: "Sin preocupaciones técnicas",
              description: "Nos ocupamos del dominio, el alojamiento y las actualizaciones.",
            },
          ],
        },
        cta: {
          title: "Tu web profesional, financiada por el Kit Digital",
          lead: "Cuéntanos qué haces y te enseñamos cómo quedaría tu web antes de empezar.",
        },
      },
      en: {
        meta: {
          title: "Kit Digital: website and basic presence",
          description:
            "Your professional website with Kit Digital: design, domain and hosting for at least twelve months, with grants of up to {max}.",
        },
        hero: {
          eyebrow: "Kit Digital",
          title: "Website and basic internet presence",
          lead: "A professional website with domain and hosting included for at least twelve months, funded by Kit Digital.",
          contact: { page: "contact", label: "I want my website" },
        },
        highlights: [
          { value: "12 months", label: "of domain and hosting, at least" },
          { value: "WCAG 2.1", label: "accessible design for everyone" },
        ],
        aid: {
          title: "Maximum grant by company size",
          lead: "Every band receives the same amount, {max}: enough for a complete professional website.",
          caption: "Website and basic presence: maximum grant by number of employees",
        },
        services: {
          title: "What your website includes",
          lead: "We design, publish and maintain your website; all you have to do is tell us about your business.",
          items: [
            {
              icon: "palette",
              title: "Tailored design",
              description: "A website with your brand identity and the sections your business needs.",
            },
            {
              icon: "globe",
              title: "Your own domain",
              description: "We register your domain in your company's name and maintain it for at least twelve months.",
            },
            {
              icon: "server",
              title: "Hosting included",
              description: "Secure, fast hosting for at least twelve months, with an SSL certificate.",
            },
            {
              icon: "smartphone",
              title: "Mobile-friendly",
              description: "It looks and works well on phones, tablets and desktops.",
            },
            {
              icon: "pen-line",
              title: "Easy to update",
              description: "Change text and images whenever you like, without relying on anyone.",
            },
            {
              icon: "accessibility",
              title: "Accessible and optimised",
              description: "It meets accessibility guidelines and launches ready for search engines.",
            },
          ],
        },
        benefits: {
          title: "What you gain",
          items: [
            {
              icon: "shield-check",
              title: "A professional image",
              description: "A well-made website builds trust before the first phone call.",
            },
            {
              icon: "search",
              title: "Be found",
              description: "Your customers can find you online at any time of day.",
            },
            {
              icon: "target",
              title: "More enquiries",
              description: "Forms and calls to action that turn visits into customers.",
            },
            {
              icon: "circle-check",
              title: "No technical worries",
              description: "We take care of the domain, hosting and updates.",
            },
          ],
        },
        cta: {
          title: "Your professional website, funded by Kit Digital",
          lead: "Tell us what you do and we will show you what your website could look like before we start.",
        },
      },
    }),
  ),
  "kit-seo": categoryPage(
    "seo",
    bilingual<KitCategoryCopy>({
      es: {
        meta: {
          title: "Kit Digital: presencia avanzada y SEO",
          description:
            "Mejora tu posición en buscadores con el Kit Digital: análisis SEO, optimización y seguimiento, {smallMax} hasta 49 empleados y hasta {max} de 50 a 249.",
        },
        hero: {
          eyebrow: "Kit Digital",
          title: "Presencia avanzada en internet y SEO",
          lead: "Aparece cuando tus clientes te buscan: posicionamiento en buscadores financiado por el Kit Digital.",
          contact: { page: "contact", label: "Quiero mejorar mi posicionamiento" },
        },
        highlights: [
          { value: "12 meses", label: "de trabajo continuo de posicionamiento" },
          { value: "Mensual", label: "seguimiento de palabras clave y visitas" },
        ],
        aid: {
          title: "Ayuda máxima según el tamaño de tu empresa",
          lead: "El mismo importe para todos los tramos hasta 49 empleados, y hasta {max} de 50 a 249: pensado para un año de trabajo constante en buscadores.",
          caption: "Presencia avanzada y SEO: ayuda máxima por número de empleados",
        },
        services: {
          title: "Qué hacemos",
          lead: "El posicionamiento no es un truco, es método: analizamos, corregimos, creamos contenido y medimos.",
          items: [
            {
              icon: "key-round",
              title: "Estudio de palabras clave",
              description: "Descubrimos cómo te buscan tus clientes y qué términos te traen ventas.",
            },
            {
              icon: "file-search",
              title: "Auditoría técnica",
              description: "Revisamos la velocidad, la estructura y los errores que frenan tu web en los buscadores.",
            },
            {
              icon: "file-text",
              title: "Optimización de contenidos",
              description: "Títulos, textos y descripciones pensados para personas y buscadores.",
            },
            {
              icon: "map-pin",
              title: "Posicionamiento local",
              description: "Fichas de empresa y directorios para destacar en las búsquedas de tu zona.",
            },
            {
              icon: "chart-column",
              title: "Seguimiento y métricas",
              description: "Te enseñamos la evolución de tus posiciones, visitas y contactos.",
            },
          ],
        },
        benefits: {
          title: "Qué ganas",
          items: [
            {
              icon: "search",
              title: "Más visibilidad",
              description: "Apareces en las primeras posiciones para las búsquedas que importan.",
            },
            {
              icon: "target",
              title: "Visitas con intención",
              description: "Llegan personas que ya buscan lo que ofreces.",
            },
            {
              icon: "map-pin",
              title: "Referente en tu zona",
              description: "Destacas frente a la competencia local en buscadores y mapas.",
            },
            {
              icon: "trending-up",
              title: "Resultados que perduran",
              description: "El tráfico orgánico sigue llegando sin pagar por cada clic.",
            },
          ],
        },
        cta: {
          title: "Que te encuentren antes que a tu competencia",
          lead: "Hacemos un análisis gratuito de tu posicionamiento actual y te decimos por dónde empezar.",
        },
      },
      en: {
        meta: {
          title: "Kit Digital: advanced presence and SEO",
          description:
            "Rank higher in search engines with Kit Digital: SEO audit, optimisation and monitoring, {smallMax} up to 49 employees and up to {max} from 50 to 249.",
        },
        hero: {
          eyebrow: "Kit Digital",
          title: "Advanced internet presence and SEO",
          lead: "Be found when your customers search: search engine optimisation funded by Kit Digital.",
          contact: { page: "contact", label: "Improve my ranking" },
        },
        highlights: [
          { value: "12 months", label: "of ongoing SEO work" },
          { value: "Monthly", label: "keyword and traffic tracking" },
        ],
        aid: {
          title: "Maximum grant by company size",
          lead: "The same amount for every band up to 49 employees, and up to {max} from 50 to 249: designed for a full year of steady search engine work.",
          caption: "Advanced presence and SEO: maximum grant by number of employees",
        },
        services: {
          title: "What we do",
          lead: "SEO is not a trick, it is a method: we analyse, fix, create content and measure.",
          items: [
            {
              icon: "key-round",
              title: "Keyword research",
              description: "We find out how your customers search and which terms bring you sales.",
            },
            {
              icon: "file-search",
              title: "Technical audit",
              description: "We check speed, structure and the errors holding your website back in search engines.",
            },
            {
              icon: "file-text",
              title: "Content optimisation",
              description: "Titles, copy and descriptions written for people and search engines alike.",
            },
            {
              icon: "map-pin",
              title: "Local SEO",
              description: "Business listings and directories so you stand out in searches in your area.",
            },
            {
              icon: "chart-column",
              title: "Tracking and metrics",
              description: "We show you how your rankings, visits and enquiries evolve.",
            },
          ],
        },
        benefits: {
          title: "What you gain",
          items: [
            {
              icon: "search",
              title: "More visibility",
              description: "You appear at the top for the searches that matter.",
            },
            {
              icon: "target",
              title: "Visitors with intent",
              description: "People arrive already looking for what you offer.",
            },
            {
              icon: "map-pin",
              title: "A local reference",
              description: "You stand out from local competitors in search results and maps.",
            },
            {
              icon: "trending-up",
              title: "Lasting results",
              description: "Organic traffic keeps coming without paying for every click.",
            },
          ],
        },
        cta: {
          title: "Be found before your competitors",
          lead: "We run a free review of your current ranking and tell you where to start.",
        },
      },
    }),
  ),
  "kit-bi": categoryPage(
    "bi",
    bilingual<KitCategoryCopy>({
      es: {
        meta: {
          title: "Kit Digital: Business Intelligence y analítica",
          description:
            "Cuadros de mando y análisis de datos con el Kit Digital para decidir con datos fiables: {smallMax} hasta 49 empleados y hasta {max} de 50 a 249.",
        },
        hero: {
          eyebrow: "Kit Digital",
          title: "Business Intelligence y analítica",
          lead: "Cuadros de mando que reúnen tus datos y te ayudan a decidir, con una ayuda de {smallMax} si tienes hasta 49 empleados, y de hasta {max} de 50 a 249.",
          contact: { page: "contact", label: "Quiero mis cuadros de mando" },
        },
        highlights: [
          { value: "12 meses", label: "de servicio, soporte y mejoras" },
          { value: "Al día", label: "indicadores actualizados automáticamente" },
        ],
        aid: {
          title: "Ayuda máxima según el tamaño de tu empresa",
          lead: "Cada tramo puede recibir hasta el doble que en otras soluciones básicas, porque conectar datos requiere más trabajo.",
          caption: "Business Intelligence y analítica: ayuda máxima por número de empleados",
        },
        services: {
          title: "Qué incluye",
          lead: "Conectamos tus fuentes de datos y construimos los informes que de verdad vas a usar.",
          items: [
            {
              icon: "database",
              title: "Integración de datos",
              description: "Unimos facturación, ventas, web y hojas de cálculo en una sola fuente fiable.",
            },
            {
              icon: "layout-dashboard",
              title: "Cuadros de mando",
              description: "Los indicadores clave de tu negocio, visuales y actualizados.",
            },
            {
              icon: "chart-column",
              title: "Informes automáticos",
              description: "Recibe periódicamente los informes que hoy preparas a mano.",
            },
            {
              icon: "target",
              title: "Indicadores a medida",
              description: "Definimos contigo qué medir para seguir tus objetivos.",
            },
            {
              icon: "graduation-cap",
              title: "Formación del equipo",
              description: "Enseñamos a tu equipo a consultar y explorar los datos por su cuenta.",
            },
          ],
        },
        benefits: {
          title: "Qué ganas",
          items: [
            {
              icon: "circle-check",
              title: "Decisiones con datos",
              description: "Dejas de intuir y empiezas a decidir con información contrastada.",
            },
            {
              icon: "clock",
              title: "Horas recuperadas",
              description: "Se acabó copiar y pegar datos para preparar informes.",
            },
            {
              icon: "search",
              title: "Oportunidades a la vista",
              description: "Detectas a tiempo qué productos, clientes o canales funcionan mejor.",
            },
            {
              icon: "shield-check",
              title: "Una sola versión de los datos",
              description: "Todo el equipo trabaja con las mismas cifras.",
            },
          ],
        },
        cta: {
          title: "Convierte tus datos en decisiones",
          lead: "Revisamos contigo qué datos tienes hoy y te proponemos los primeros cuadros de mando sin compromiso.",
        },
      },
      en: {
        meta: {
          title: "Kit Digital: business intelligence and analytics",
          description:
            "Dashboards and data analytics with Kit Digital to decide on reliable data: {smallMax} up to 49 employees and up to {max} from 50 to 249.",
        },
        hero: {
          eyebrow: "Kit Digital",
          title: "Business intelligence and analytics",
          lead: "Dashboards that bring your data together and help you decide, with a grant of {smallMax} if you have up to 49 employees, and of up to {max} from 50 to 249.",
          contact: { page: "contact", label: "I want my dashboards" },
        },
        highlights: [
          { value: "12 months", label: "of service, support and improvements" },
          { value: "Always current", label: "indicators refreshed automatically" },
        ],
        aid: {
          title: "Maximum grant by company size",
          lead: "Each band can receive up to twice the amount of other basic solutions, because connecting data takes more work.",
          caption: "Business intelligence and analytics: maximum grant by number of employees",
        },
        services: {
          title: "What's included",
          lead: "We connect your data sources and build the reports you will actually use.",
          items: [
            {
              icon: "database",
              title: "Data integration",
              description: "We combine invoicing, sales, website and spreadsheets into one reliable source.",
            },
            {
              icon: "layout-dashboard",
              title: "Dashboards",
              description: "Your business's key indicators, visual and up to date.",
            },
            {
              icon: "chart-column",
              title: "Automated reports",
              description: "Receive the reports you now put together by hand on a regular schedule.",
            },
            {
              icon: "target",
              title: "Tailored indicators",
              description: "We define with you what to measure to track your goals.",
            },
            {
              icon: "graduation-cap",
              title: "Team training",
              description: "We teach your team to query and explore the data on their own.",
            },
          ],
        },
        benefits: {
          title: "What you gain",
          items: [
            {
              icon: "circle-check",
              title: "Data-driven decisions",
              description: "Stop guessing and start deciding on verified information.",
            },
            { icon: "clock", title: "Hours back", description: "No more copying and pasting data to prepare reports." },
            {
              icon: "search",
              title: "Opportunities in sight",
              description: "Spot early which products, customers or channels perform best.",
            },
            {
              icon: "shield-check",
              title: "One version of the truth",
              description: "The whole team works from the same figures.",
            },
          ],
        },
        cta: {
          title: "Turn your data into decisions",
          lead: "We review the data you have today and propose your first dashboards, with no commitment.",
        },
      },
    }),
  ),
  "kit-social": categoryPage(
    "social",
    bilingual<KitCategoryCopy>({
      es: {
        meta: {
          title: "Kit Digital: gestión de redes sociales",
          description:
            "Gestión profesional de redes sociales con el Kit Digital: 3 publicaciones semanales durante 12 meses y ayudas de hasta {max} (de 50 a 249 empleados).",
        },
        hero: {
          eyebrow: "Kit Digital",
          title: "Gestión de redes sociales",
          lead: "Publicamos por ti tres veces por semana durante doce meses, con informes trimestrales.",
          contact: { page: "contact", label: "Quiero que gestionéis mis redes" },
        },
        highlights: [
          { value: "1 perfil", label: "en la red social que elijas" },
          { value: "3 publicaciones", label: "a la semana" },
          { value: "12 meses", label: "de gestión continuada" },
          { value: "Trimestral", label: "informe de resultados" },
        ],
        aid: {
          title: "Ayuda máxima según el tamaño de tu empresa",
          lead: "En redes sociales el importe crece con la plantilla, porque las empresas más grandes necesitan más contenido y seguimiento.",
          caption: "Gestión de redes sociales: ayuda máxima por número de empleados",
        },
        services: {
          title: "Qué incluye",
          lead: "Nos ocupamos de tu perfil de principio a fin para que tus redes trabajen para tu negocio.",
          items: [
            {
              icon: "user-round",
              title: "Un perfil gestionado",
              description: "Elegimos contigo la red social donde está tu público y optimizamos el perfil.",
            },
            {
              icon: "calendar-days",
              title: "3 publicaciones por semana",
              description: "Un calendario editorial con contenido propio, diseñado para tu marca.",
            },
            {
              icon: "file-text",
              title: "Plan de contenidos",
              description: "Una estrategia de temas y formatos alineada con tus objetivos comerciales.",
            },
            {
              icon: "messages-square",
              title: "Dinamización de la comunidad",
              description: "Seguimos las interacciones de tu perfil para que ningún mensaje quede sin respuesta.",
            },
            {
              icon: "chart-column",
              title: "Informe trimestral",
              description: "Cada trimestre te explicamos alcance, interacción y crecimiento, con propuestas de mejora.",
            },
          ],
        },
        benefits: {
          title: "Qué ganas",
          items: [
            {
              icon: "trending-up",
              title: "Presencia constante",
              description: "Doce meses de publicaciones regulares que mantienen viva tu marca.",
            },
            {
              icon: "clock",
              title: "Tiempo para tu negocio",
              description: "Dejas de pensar qué publicar: nosotros nos encargamos.",
            },
            {
              icon: "target",
              title: "Clientes más cerca",
              description: "Conversaciones con tu público que acaban en ventas.",
            },
            {
              icon: "chart-column",
              title: "Resultados medibles",
              description: "Sabes qué funciona gracias a los informes trimestrales.",
            },
          ],
        },
        cta: {
          title: "Tus redes sociales, en buenas manos",
          lead: "Analizamos tus perfiles actuales sin coste y te proponemos un plan de contenidos para los próximos doce meses.",
        },
      },
      en: {
        meta: {
          title: "Kit Digital: social media management",
          description:
            "Professional social media management with Kit Digital: 3 posts a week for 12 months and grants of up to {max} (50 to 249 employees).",
        },
        hero: {
          eyebrow: "Kit Digital",
          title: "Social media management",
          lead: "We post for you three times a week for twelve months, with quarterly reports.",
          contact: { page: "contact", label: "Manage my social media" },
        },
        highlights: [
          { value: "1 profile", label: "on the network of your choice" },
          { value: "3 posts", label: "a week" },
          { value: "12 months", label: "of ongoing management" },
          { value: "Quarterly", label: "performance report" },
        ],
        aid: {
          title: "Maximum grant by company size",
          lead: "For social media the amount grows with headcount, because larger companies need more content and monitoring.",
          caption: "Social media management: maximum grant by number of employees",
        },
        services: {
          title: "What's included",
          lead: "We look after your profile from start to finish so your social media works for your business.",
          items: [
            {
              icon: "user-round",
              title: "One managed profile",
              description: "We choose with you the network where your audience is and optimise the profile.",
            },
            {
              icon: "calendar-days",
              title: "3 posts a week",
              description: "An editorial calendar with original content designed for your brand.",
            },
            {
              icon: "file-text",
              title: "Content plan",
              description: "A strategy of topics and formats aligned with your business goals.",
            },
            {
              icon: "messages-square",
              title: "Community engagement",
              description: "We keep track of interactions on your profile so no message goes unanswered.",
            },
            {
              icon: "chart-column",
              title: "Quarterly report",
              description:
                "Every quarter we walk you through reach, engagement and growth, with suggestions to improve.",
            },
          ],
        },
        benefits: {
          title: "What you gain",
          items: [
            {
              icon: "trending-up",
              title: "A steady presence",
              description: "Twelve months of regular posts that keep your brand alive.",
            },
            {
              icon: "clock",
              title: "Time for your business",
              description: "Stop worrying about what to post: we take care of it.",
            },
            {
              icon: "target",
              title: "Closer to customers",
              description: "Conversations with your audience that turn into sales.",
            },
            {
              icon: "chart-column",
              title: "Measurable results",
              description: "Quarterly reports show you what works.",
            },
          ],
        },
        cta: {
          title: "Your social media in good hands",
          lead: "We review your current profiles free of charge and propose a content plan for the next twelve months.",
        },
      },
    }),
  ),
} satisfies Record<KitCategoryKey, Bilingual<KitCategoryPage>>;
