import type { ContactServicesCtaCopy } from "~/components/ui/ContactServicesCta";
import type { PageMeta } from "~/utils/meta";
import { bilingual } from "~/i18n/bilingual";

/**
 * Answers are paragraphs in the inline markup of `RichText`: [label](page:<page key>) links to a
 * page of the site in the same language.
 */
export type FaqContent = {
  meta: PageMeta;
  hero: { title: string; lead: string };
  list: { title: string };
  items: { id: string; question: string; answer: string[] }[];
  cta: ContactServicesCtaCopy;
};

export const faqContent = bilingual<FaqContent>({
  es: {
    meta: {
      title: "Preguntas frecuentes: plazos, precios y Kit Digital",
      description:
        "Respuestas a las dudas más habituales sobre nuestros servicios, plazos, precios, el Kit Digital y cómo empezar un proyecto con RTS.",
    },
    hero: {
      title: "Preguntas frecuentes",
      lead: "Lo que más nos preguntan antes de empezar un proyecto.",
    },
    list: { title: "Dudas habituales" },
    items: [
      {
        id: "servicios",
        question: "¿Qué servicios ofrecéis?",
        answer: [
          "Ayudamos a las empresas a trabajar mejor con tecnología: inteligencia artificial aplicada, automatización robótica de procesos (RPA), desarrollo de software y aplicaciones a medida, business intelligence y analítica, marketing digital y formación para equipos.",
          "Además somos agente digitalizador del Kit Digital, así que podemos ejecutar soluciones subvencionadas para pymes y autónomos. Tienes el detalle de cada servicio en [nuestra página de servicios](page:services).",
        ],
      },
      {
        id: "plazos",
        question: "¿Cuánto tarda un proyecto?",
        answer: [
          "Depende del alcance. Una automatización concreta, como el registro de facturas o la respuesta a consultas frecuentes, suele estar en producción en 4 a 8 semanas. Una aplicación a medida lleva entre 8 y 24 semanas.",
          "Los proyectos grandes se organizan por fases para que veas resultados desde los primeros meses; en nuestros [casos de éxito](page:cases) verás proyectos de 6 a 14 meses.",
        ],
      },
      {
        id: "precios",
        question: "¿Cuánto cuesta? ¿La primera consulta es gratuita?",
        answer: [
          "Sí. La primera consulta es gratuita y sin compromiso: en 45 minutos analizamos tu caso y te decimos qué tiene sentido automatizar y qué retorno puedes esperar.",
          "Después te enviamos una propuesta con precio cerrado por fase, para que sepas desde el principio lo que vas a invertir. Si tu empresa puede acogerse al Kit Digital, parte o la totalidad del coste puede quedar cubierta por la ayuda.",
        ],
      },
      {
        id: "kit-digital",
        question: "¿Puede mi empresa acogerse al Kit Digital?",
        answer: [
          "El Kit Digital está dirigido a pequeñas empresas, microempresas y personas trabajadoras autónomas con domicilio fiscal en España. Entre otros requisitos, debes estar al corriente con Hacienda y con la Seguridad Social, tener la antigüedad mínima que fije la convocatoria de tu segmento y no superar el límite de ayudas de minimis.",
          "Te ayudamos a comprobarlo y a preparar la solicitud sin coste. Consulta las soluciones y los importes en [la página del Kit Digital](page:kit-digital).",
        ],
      },
      {
        id: "seguridad",
        question: "¿Cómo protegéis los datos de mi empresa?",
        answer: [
          "Tratamos los datos conforme al Reglamento General de Protección de Datos (RGPD) y a la Ley Orgánica 3/2018 (LOPDGDD). Firmamos contigo un contrato de encargo del tratamiento, alojamos los sistemas en centros de datos de la Unión Europea y ciframos la información en tránsito y en reposo.",
          "Solo accede a tus datos el personal que los necesita para el proyecto, y cada acceso queda registrado. Más detalles en nuestra [política de privacidad](page:privacy).",
        ],
      },
      {
        id: "soporte",
        question: "¿Ofrecéis soporte una vez terminado el proyecto?",
        answer: [
          "Sí. Los sistemas críticos en producción cuentan con soporte 24/7 y tiempos de respuesta acordados por contrato. Para el resto de consultas te atendemos de lunes a viernes de 9:00 a 18:00.",
          "También revisamos periódicamente contigo los indicadores de cada automatización para seguir mejorándola.",
        ],
      },
      {
        id: "empezar",
        question: "¿Cómo empezamos?",
        answer: [
          "Escríbenos desde la [página de contacto](page:contact) o reserva una demostración gratuita. Te respondemos en menos de 24 horas para acordar la primera reunión.",
          "En esa reunión entendemos tu proceso y, en pocos días, te enviamos un diagnóstico con las oportunidades de mejora y una propuesta por fases.",
        ],
      },
    ],
    cta: {
      title: "¿No encuentras tu respuesta?",
      lead: "Cuéntanos qué necesitas y te respondemos en menos de 24 horas, o descubre todo lo que podemos hacer por tu empresa.",
      contact: "Contactar con nosotros",
      services: "Ver nuestros servicios",
    },
  },
  en: {
    meta: {
      title: "Frequently asked questions",
      description:
        "Answers to the most common questions about our services, timelines, pricing, Kit Digital and how to start a project with RTS.",
    },
    hero: {
      title: "Frequently asked questions",
      lead: "What people ask us most before starting a project.",
    },
    list: { title: "Common questions" },
    items: [
      {
        id: "servicios",
        question: "What services do you offer?",
        answer: [
          "We help companies work better with technology: applied artificial intelligence, robotic process automation (RPA), custom software and app development, business intelligence and analytics, digital marketing and team training.",
          "We are also an accredited Kit Digital agent, so we can deliver subsidised solutions for small businesses and the self-employed. You will find each service in detail on [our services page](page:services).",
        ],
      },
      {
        id: "plazos",
        question: "How long does a project take?",
        answer: [
          "It depends on the scope. A specific automation, such as posting invoices or answering frequent questions, is usually in production within 4 to 8 weeks. A custom application takes between 8 and 24 weeks.",
          "Large projects are organised in phases so that you see results from the first months; our [success stories](page:cases) include projects of 6 to 14 months.",
        ],
      },
      {
        id: "precios",
        question: "How much does it cost? Is the first consultation free?",
        answer: [
          "Yes. The first consultation is free and without commitment: in 45 minutes we look at your case and tell you what makes sense to automate and what return to expect.",
          "We then send you a fixed-price proposal for each phase, so you know your investment from the start. If your company qualifies for Kit Digital, the subsidy may cover part or all of the cost.",
        ],
      },
      {
        id: "kit-digital",
        question: "Does my company qualify for Kit Digital?",
        answer: [
          "Kit Digital is for small companies, micro-companies and self-employed people whose tax domicile is in Spain. Among other requirements, you must be up to date with the Tax Agency and Social Security, have the minimum trading history set by the call for your segment and stay within the de minimis aid limit.",
          "We help you check your eligibility and prepare the application at no cost. See the solutions and amounts on [Kit Digital page](page:kit-digital).",
        ],
      },
      {
        id: "seguridad",
        question: "How do you protect my company's data?",
        answer: [
          "We process data in accordance with the General Data Protection Regulation (GDPR) and Spain's Organic Law 3/2018 (LOPDGDD). We sign a data processing agreement with you, host systems in data centres in the European Union and encrypt information in transit and at rest.",
          "Only the staff who need your data for the project can access it, and every access is logged. More details in our [privacy policy](page:privacy).",
        ],
      },
      {
        id: "soporte",
        question: "Do you provide support once the project is finished?",
        answer: [
          "Yes. Critical systems in production have 24/7 support with response times agreed in the contract. For everything else we are available Monday to Friday, 9:00 to 18:00 (Spanish time).",
          "We also review each automation's indicators with you regularly so that it keeps improving.",
        ],
      },
      {
        id: "empezar",
        question: "How do we get started?",
        answer: [
          "Write to us from the [contact page](page:contact) or book a free demo. We reply within 24 hours to arrange the first meeting.",
          "In that meeting we get to know your process and, within a few days, send you an assessment of the opportunities for improvement and a phased proposal.",
        ],
      },
    ],
    cta: {
      title: "Can't find your answer?",
      lead: "Tell us what you need and we will reply within 24 hours, or discover everything we can do for your business.",
      contact: "Contact us",
      services: "See our services",
    },
  },
});
