import type { Testimonial } from "~/components/sections/Testimonials";
import { bilingual, type Bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";
import { successCases, type SuccessCaseKey } from "./cases";
import { fillFiguresDeep } from "./figures";

/**
 * Client testimonials, each once: who said it (the same in both languages) and what they said,
 * per language. Pages refer to them by id (home: six; each service page: two).
 */
type TestimonialCopy = { position: string; quote: string; results: string };

type TestimonialFacts = Omit<Testimonial, "position" | "quote" | "results"> & {
  copy: Bilingual<TestimonialCopy>;
  /** The success case the client's project is: the copy names its figures as `{placeholders}`. */
  case?: SuccessCaseKey;
};

/**
 * A client's photo, when the client gives one and agrees to its use: `image: photo("maria-lopez.jpg")`
 * with the file in public/images/testimonials/ (square, at least 96 px). Without a photo the card
 * shows the name's initial, as every card does today: no drawn faces (issue 30).
 */
export const photo = (file: string) => ({ src: `/images/testimonials/${file}`, width: 96, height: 96 });

export const testimonials = {
  "maria-lopez": {
    name: "María López García",
    company: successCases["case-hotel"].clientName!,
    case: "case-hotel",
    rating: 5,
    copy: bilingual({
      es: {
        position: "Directora general",
        quote:
          "Automatizamos reservas, check-in y facturación de todos nuestros hoteles sin parar la operación. El equipo entendió el negocio antes de proponer tecnología, y eso se nota en el resultado.",
        results: "{cost:abs} menos costes operativos",
      },
      en: {
        position: "Managing Director",
        quote:
          "We automated bookings, check-in and invoicing across all our hotels without ever stopping operations. The team understood our business before proposing any technology, and it shows in the results.",
        results: "{cost:abs} lower operating costs",
      },
    }),
  },
  "javier-ruiz": {
    name: "Javier Ruiz Beltrán",
    company: successCases["case-accounting"].clientName!,
    rating: 5,
    copy: bilingual({
      es: {
        position: "Director financiero",
        quote:
          "El cierre mensual nos llevaba diez días de conciliaciones a mano. Hoy los robots preparan los asientos y nosotros solo revisamos las excepciones.",
        results: "85\u00a0% menos tiempo de trabajo manual",
      },
      en: {
        position: "Chief Financial Officer",
        quote:
          "Month-end close used to mean ten days of manual reconciliations. Now the robots prepare the entries and we only review the exceptions.",
        results: "85% less manual work",
      },
    }),
  },
  "carmen-navarro": {
    name: "Carmen Navarro Soler",
    company: "Distribuciones Turia",
    rating: 5,
    copy: bilingual({
      es: {
        position: "Responsable de operaciones",
        quote:
          "Integraron pedidos, almacén y transporte en un solo flujo. Tenemos los datos en tiempo real y hemos dejado de apagar fuegos cada mañana.",
        results: "60\u00a0% de reducción de costes en logística",
      },
      en: {
        position: "Head of Operations",
        quote:
          "They joined orders, warehouse and transport into a single flow. We see our data in real time and no longer spend every morning firefighting.",
        results: "60% lower logistics costs",
      },
    }),
  },
  "andres-gil": {
    name: "Andrés Gil Moreno",
    company: "Clínicas Alameda",
    rating: 5,
    copy: bilingual({
      es: {
        position: "CEO",
        quote:
          "El asistente con inteligencia artificial gestiona citas y recordatorios a cualquier hora. Los pacientes lo agradecen y recepción se centra en atender a quien está en la clínica.",
        results: "Atención a pacientes 24/7",
      },
      en: {
        position: "CEO",
        quote:
          "The AI assistant handles appointments and reminders at any hour. Patients appreciate it, and our front desk can focus on the people in the clinic.",
        results: "Round-the-clock patient service",
      },
    }),
  },
  "laura-sanchez": {
    name: "Laura Sánchez Pons",
    company: "Moda Albufera",
    rating: 5,
    copy: bilingual({
      es: {
        position: "Directora de marketing",
        quote:
          "Combinaron SEO, contenidos y creadores con una estrategia clara y cifras cada mes. Por primera vez sabemos qué acción trae cada venta.",
        results: "300\u00a0% más tráfico orgánico",
      },
      en: {
        position: "Marketing Director",
        quote:
          "They combined SEO, content and creators with a clear strategy and numbers every month. For the first time we know which activity drives each sale.",
        results: "300% more organic traffic",
      },
    }),
  },
  "oscar-ferrer": {
    name: "Óscar Ferrer Mas",
    company: "Talleres Ferrer e Hijos",
    rating: 5,
    copy: bilingual({
      es: {
        position: "Gerente",
        quote:
          "Nos tramitaron el Kit Digital de principio a fin y en pocas semanas teníamos web nueva, citas en línea y facturación electrónica. Cero papeleo por nuestra parte.",
        results: "Digitalización completa financiada con el Kit Digital",
      },
      en: {
        position: "General Manager",
        quote:
          "They handled our Kit Digital application from start to finish, and within weeks we had a new website, online bookings and e-invoicing. No paperwork on our side.",
        results: "Full digitalisation funded by Kit Digital",
      },
    }),
  },
  "elena-marti": {
    name: "Elena Martí Roig",
    company: "Seguros Horta",
    rating: 5,
    copy: bilingual({
      es: {
        position: "Directora de operaciones",
        quote:
          "El modelo lee los partes de siniestro, extrae los datos y los clasifica antes de que llegue el tramitador. Hemos ganado días en cada expediente.",
        results: "90\u00a0% de los partes clasificados automáticamente",
      },
      en: {
        position: "Chief Operating Officer",
        quote:
          "The model reads claim forms, extracts the data and classifies them before a handler even opens the file. We save days on every claim.",
        results: "90% of claims classified automatically",
      },
    }),
  },
  "pablo-dominguez": {
    name: "Pablo Domínguez Vera",
    company: "Alimentación Serrano",
    rating: 5,
    copy: bilingual({
      es: {
        position: "Director de cadena de suministro",
        quote:
          "La previsión de demanda con IA ajusta nuestras compras semana a semana. Ya no compramos por intuición, y se nota en el almacén y en la tesorería.",
        results: "25\u00a0% menos roturas de stock",
      },
      en: {
        position: "Supply Chain Director",
        quote:
          "AI demand forecasting adjusts our purchasing week by week. We no longer buy on gut feeling, and both the warehouse and cash flow show it.",
        results: "25% fewer stock-outs",
      },
    }),
  },
  "isabel-castillo": {
    name: "Isabel Castillo Ribes",
    company: "Cooperativa La Ribera",
    rating: 5,
    copy: bilingual({
      es: {
        position: "Directora de administración",
        quote:
          "Los robots concilian facturas y albaranes de cientos de socios cada noche. Por la mañana el equipo encuentra el trabajo hecho y solo atiende las excepciones.",
        results: "70\u00a0% de ahorro en la conciliación de facturas",
      },
      en: {
        position: "Head of Administration",
        quote:
          "Every night the robots reconcile invoices and delivery notes from hundreds of members. In the morning the work is done and the team only deals with exceptions.",
        results: "70% savings on invoice reconciliation",
      },
    }),
  },
  "raul-ortega": {
    name: "Raúl Ortega Llopis",
    company: "Ruzafa Banca Privada",
    rating: 5,
    copy: bilingual({
      es: {
        position: "Responsable de sistemas",
        quote:
          "Automatizamos el alta de clientes con todas las comprobaciones normativas. Es más rápido, queda trazado y los auditores tienen todo lo que piden.",
        results: "99\u00a0% menos errores en el alta de clientes",
      },
      en: {
        position: "Head of IT",
        quote:
          "We automated customer onboarding with every regulatory check built in. It is faster, fully traceable, and auditors get everything they ask for.",
        results: "99% fewer onboarding errors",
      },
    }),
  },
  "sofia-vidal": {
    name: "Sofía Vidal Camps",
    company: "Cosmética Natural Vidal",
    rating: 5,
    copy: bilingual({
      es: {
        position: "Fundadora",
        quote:
          "Eligieron creadores que de verdad encajaban con la marca y midieron cada campaña. Las ventas online crecieron sin disparar el presupuesto.",
        results: "Retorno de 5:1 en campañas con creadores",
      },
      en: {
        position: "Founder",
        quote:
          "They chose creators who genuinely fit the brand and measured every campaign. Online sales grew without the budget spiralling.",
        results: "5:1 return on creator campaigns",
      },
    }),
  },
  "marcos-pena": {
    name: "Marcos Peña Alcover",
    company: "Bodegas Alto Turia",
    rating: 5,
    copy: bilingual({
      es: {
        position: "Director comercial",
        quote:
          "Rehicieron nuestra estrategia de contenidos y SEO. Hoy nos encuentran quienes buscan vinos de la zona, y la tienda online ya es nuestro segundo canal.",
        results: "300\u00a0% más tráfico orgánico en un año",
      },
      en: {
        position: "Sales Director",
        quote:
          "They rebuilt our content and SEO strategy. People searching for local wines now find us, and the online shop has become our second sales channel.",
        results: "300% more organic traffic in a year",
      },
    }),
  },
  "nuria-esteve": {
    name: "Nuria Esteve Pla",
    company: "PagoClaro",
    rating: 5,
    copy: bilingual({
      es: {
        position: "Directora de tecnología",
        quote:
          "Entregas cada dos semanas, demos reales y un código que nuestro equipo entiende y mantiene. Lanzamos la plataforma en plazo y sin sorpresas.",
        results: "Plataforma de pagos en producción en 14 semanas",
      },
      en: {
        position: "Chief Technology Officer",
        quote:
          "Releases every two weeks, real demos and code our own team understands and maintains. We launched the platform on time and without surprises.",
        results: "Payments platform live in 14 weeks",
      },
    }),
  },
  "david-romero": {
    name: "David Romero Sanz",
    company: "Transportes Romero",
    rating: 5,
    copy: bilingual({
      es: {
        position: "Director general",
        quote:
          "La app de conductores sustituyó el papel y las llamadas. Sabemos dónde está cada entrega y el cliente recibe la confirmación al momento.",
        results: "100\u00a0% de los albaranes digitalizados",
      },
      en: {
        position: "Managing Director",
        quote:
          "The driver app replaced paper and phone calls. We know where every delivery is, and customers get their confirmation instantly.",
        results: "100% of delivery notes digitised",
      },
    }),
  },
} satisfies Record<string, TestimonialFacts>;

export type TestimonialId = keyof typeof testimonials;

/** The testimonials with these ids, in a language, in that order. */
export function testimonialsFor(ids: readonly TestimonialId[], lang: Lang): Testimonial[] {
  return ids.map((id) => {
    const { copy, case: project, ...person } = testimonials[id] as TestimonialFacts;
    return { ...person, ...(project ? fillFiguresDeep(copy[lang], successCases[project].figures, lang) : copy[lang]) };
  });
}
