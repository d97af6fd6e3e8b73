import type { ServicePageCopy } from "./service-pages";
import { bilingual } from "~/i18n/bilingual";
import { sharedLinks } from "./shared-links";

export const serviceAiContent = bilingual<ServicePageCopy>({
  es: {
    meta: {
      title: "Inteligencia artificial para empresas",
      description:
        "Inteligencia artificial a medida: asistentes virtuales, análisis predictivo, visión artificial y procesamiento de documentos para pymes y grandes empresas.",
    },
    hero: {
      title: "Inteligencia artificial que trabaja para tu empresa",
      lead: "Aplicamos IA donde genera retorno: decisiones más rápidas, menos tareas repetitivas y clientes mejor atendidos. Te lo enseñamos con tus propios casos en una demo gratuita.",
      action: { demo: "Reservar demo de IA gratuita" },
    },
    sections: [
      {
        kind: "cards",
        id: "incluye",
        layout: "bento",
        eyebrow: "Qué incluye",
        title: "Un servicio completo, de la idea a la producción",
        lead: "Nos ocupamos de todo el ciclo para que la IA funcione en tu día a día, no solo en una presentación.",
        items: [
          {
            icon: "message-square",
            title: "Asistentes y chatbots",
            description:
              "Atención a clientes y empleados en varios idiomas, conectada a tus sistemas y disponible a cualquier hora.",
          },
          {
            icon: "chart-line",
            title: "Análisis predictivo",
            description:
              "Modelos que anticipan demanda, bajas de clientes o incidencias a partir de tus datos históricos.",
          },
          {
            icon: "file-text",
            title: "Procesamiento de documentos",
            description: "Lectura y clasificación automática de facturas, contratos, formularios y correos.",
          },
          {
            icon: "search",
            title: "Visión artificial",
            description: "Control de calidad, lectura de matrículas o recuento de stock con cámaras estándar.",
          },
          {
            icon: "layers",
            title: "Integración con tus sistemas",
            description: "Conectamos los modelos con tu ERP, CRM o web mediante API seguras.",
          },
          {
            icon: "shield-check",
            title: "Datos seguros y RGPD",
            description: "Modelos privados, cifrado y cumplimiento del RGPD y del Reglamento europeo de IA.",
          },
        ],
      },
      {
        kind: "cards",
        id: "beneficios",
        columns: 4,
        eyebrow: "Beneficios",
        title: "Qué gana tu empresa con la IA",
        lead: "Resultados que se miden desde los primeros meses.",
        items: [
          {
            icon: "zap",
            title: "Decisiones más rápidas",
            description: "Información lista para actuar, sin esperar informes manuales.",
          },
          {
            icon: "clock",
            title: "Horas recuperadas",
            description: "La IA asume las tareas repetitivas y tu equipo se centra en lo importante.",
          },
          {
            icon: "users",
            title: "Mejor experiencia de cliente",
            description: "Respuestas inmediatas y personalizadas, todos los días del año.",
          },
          {
            icon: "trending-up",
            title: "Retorno medible",
            description: "Cada proyecto arranca con indicadores acordados y un seguimiento mensual.",
          },
        ],
      },
      {
        kind: "cards",
        id: "casos-de-uso",
        layout: "list",
        eyebrow: "Casos de uso",
        title: "La IA aplicada a tu sector",
        lead: "Algunos de los proyectos que más piden nuestros clientes.",
        items: [
          {
            icon: "building",
            eyebrow: "Turismo",
            title: "Recepción virtual multilingüe",
            description: "Reservas, consultas y cambios atendidos en el idioma de cada huésped.",
          },
          {
            icon: "file-text",
            eyebrow: "Finanzas",
            title: "Contabilidad asistida",
            description: "Facturas leídas, asientos propuestos y anomalías detectadas antes del cierre.",
          },
          {
            icon: "shopping-cart",
            eyebrow: "Comercio",
            title: "Previsión de demanda",
            description: "Compras y stock ajustados a lo que de verdad se va a vender.",
          },
          {
            icon: "heart-pulse",
            eyebrow: "Salud",
            title: "Gestión de citas",
            description: "Citas, recordatorios y preguntas frecuentes resueltos sin colas al teléfono.",
          },
          {
            icon: "cog",
            eyebrow: "Industria",
            title: "Mantenimiento predictivo",
            description: "Averías anticipadas a partir de los datos de sensores y máquinas.",
          },
          {
            icon: "landmark",
            eyebrow: "Sector público",
            title: "Atención ciudadana",
            description: "Trámites orientados y expedientes clasificados de forma automática.",
          },
        ],
      },
      {
        kind: "testimonials",
        id: "testimonios",
        eyebrow: "Testimonios",
        title: "Empresas que ya usan nuestra IA",
      },
    ],
    closing: {
      id: "casos",
      title: "Mira lo que la IA ya ha hecho por otras empresas",
      lead: "Resultados reales en turismo, finanzas, energía, aviación y sector público.",
      links: [sharedLinks.cases.es],
    },
  },
  en: {
    meta: {
      title: "Artificial intelligence for businesses",
      description:
        "Tailored artificial intelligence: virtual assistants, predictive analytics, computer vision and document processing for small and large businesses.",
    },
    hero: {
      title: "Artificial intelligence that works for your business",
      lead: "We apply AI where it pays back: faster decisions, fewer repetitive tasks and better-served customers. We will show you with your own use cases in a free demo.",
      action: { demo: "Book a free AI demo" },
    },
    sections: [
      {
        kind: "cards",
        id: "incluye",
        layout: "bento",
        eyebrow: "What is included",
        title: "A complete service, from idea to production",
        lead: "We take care of the whole cycle so AI works in your day-to-day, not just in a slide deck.",
        items: [
          {
            icon: "message-square",
            title: "Assistants and chatbots",
            description:
              "Multilingual customer and employee support, connected to your systems and available at any hour.",
          },
          {
            icon: "chart-line",
            title: "Predictive analytics",
            description: "Models that anticipate demand, customer churn or incidents from your historical data.",
          },
          {
            icon: "file-text",
            title: "Document processing",
            description: "Automatic reading and classification of invoices, contracts, forms and emails.",
          },
          {
            icon: "search",
            title: "Computer vision",
            description: "Quality control, number-plate recognition or stock counting with standard cameras.",
          },
          {
            icon: "layers",
            title: "Integration with your systems",
            description: "We connect the models to your ERP, CRM or website through secure APIs.",
          },
          {
            icon: "shield-check",
            title: "Secure data and GDPR",
            description: "Private models, encryption and compliance with the GDPR and the EU AI Act.",
          },
        ],
      },
      {
        kind: "cards",
        id: "beneficios",
        columns: 4,
        eyebrow: "Benefits",
        title: "What AI brings to your business",
        lead: "Results you can measure within the first few months.",
        items: [
          {
            icon: "zap",
            title: "Faster decisions",
            description: "Information ready to act on, with no waiting for manual reports.",
          },
          {
            icon: "clock",
            title: "Hours won back",
            description: "AI takes over repetitive tasks and your team focuses on what matters.",
          },
          {
            icon: "users",
            title: "Better customer experience",
            description: "Instant, personalised answers every day of the year.",
          },
          {
            icon: "trending-up",
            title: "Measurable return",
            description: "Every project starts with agreed indicators and monthly follow-up.",
          },
        ],
      },
      {
        kind: "cards",
        id: "casos-de-uso",
        layout: "list",
        eyebrow: "Use cases",
        title: "AI applied to your industry",
        lead: "Some of the projects our clients ask for most.",
        items: [
          {
            icon: "building",
            eyebrow: "Tourism",
            title: "Multilingual virtual front desk",
            description: "Bookings, questions and changes handled in each guest’s language.",
          },
          {
            icon: "file-text",
            eyebrow: "Finance",
            title: "Assisted accounting",
            description: "Invoices read, entries proposed and anomalies flagged before month-end.",
          },
          {
            icon: "shopping-cart",
            eyebrow: "Retail",
            title: "Demand forecasting",
            description: "Purchasing and stock matched to what will actually sell.",
          },
          {
            icon: "heart-pulse",
            eyebrow: "Healthcare",
            title: "Appointment management",
            description: "Appointments, reminders and common questions handled without phone queues.",
          },
          {
            icon: "cog",
            eyebrow: "Manufacturing",
            title: "Predictive maintenance",
            description: "Breakdowns anticipated from sensor and machine data.",
          },
          {
            icon: "landmark",
            eyebrow: "Public sector",
            title: "Citizen services",
            description: "Procedures guided and case files classified automatically.",
          },
        ],
      },
      {
        kind: "testimonials",
        id: "testimonios",
        eyebrow: "Testimonials",
        title: "Businesses already using our AI",
      },
    ],
    closing: {
      id: "casos",
      title: "See what AI has already done for other businesses",
      lead: "Real results in tourism, finance, energy, aviation and the public sector.",
      links: [sharedLinks.cases.en],
    },
  },
});
