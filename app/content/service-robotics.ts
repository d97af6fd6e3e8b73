import type { Feature } from "~/components/sections/FeatureGrid";
import type { ContentLink } from "~/components/sections/links";
import type { ProcessStep } from "~/components/sections/ProcessSteps";
import type { IconName } from "~/components/sections/SectionIcon";
import type { Testimonial } from "~/components/sections/Testimonials";
import type { Stat } from "~/components/ui/Section";
import type { PageMeta } from "~/utils/meta";
import { bilingual } from "./bilingual";
import { testimonials } from "./testimonials";

/** Spec §3 industry record: name, average savings (percent) and typical processes automated. */
export type Industry = { icon: IconName; name: string; savingsPercent: number; processes: string[] };

type ServiceRoboticsContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; contactLink: ContentLink };
  capabilities: { eyebrow: string; title: string; lead: string; items: Feature[] };
  features: { eyebrow: string; title: string; lead: string; items: Feature[] };
  benefits: { eyebrow: string; title: string; lead: string; items: Feature[] };
  process: { eyebrow: string; title: string; lead: string; durationLabel: string; steps: ProcessStep[] };
  industries: {
    eyebrow: string;
    title: string;
    lead: string;
    savingsLabel: string;
    processesLabel: string;
    items: Industry[];
  };
  figures: { eyebrow: string; title: string; stats: Stat[] };
  testimonials: { eyebrow: string; title: string; items: Testimonial[] };
  closing: { title: string; lead: string; casesLink: ContentLink };
};

export const serviceRoboticsContent = bilingual<ServiceRoboticsContent>({
  es: {
    meta: {
      title: "Robótica y RPA: automatización de procesos",
      description:
        "Automatización robótica de procesos (RPA) 24/7: un 99\u00a0% menos de errores, tareas 10 veces más rápidas, cumplimiento normativo al 100\u00a0% y ahorros medios de hasta el 80\u00a0%.",
    },
    hero: {
      eyebrow: "Robótica y RPA",
      title: "Robots de software que trabajan 24/7 para tu equipo",
      lead: "Automatizamos las tareas repetitivas basadas en reglas, desde la facturación hasta los informes, para que tus personas se dediquen a lo que aporta valor.",
      contactLink: { page: "contact", label: "Quiero automatizar un proceso" },
    },
    capabilities: {
      eyebrow: "Capacidades",
      title: "Qué pueden hacer nuestros robots",
      lead: "Trabajan con tus aplicaciones igual que una persona, pero sin pausas ni errores de tecleo.",
      items: [
        {
          icon: "file-text",
          title: "Procesar documentos",
          description: "Leen facturas, pedidos y albaranes, extraen los datos y los registran en tus sistemas.",
        },
        {
          icon: "layers",
          title: "Integrar aplicaciones",
          description:
            "Mueven información entre ERP, CRM, webs y hojas de cálculo sin necesidad de integraciones complejas.",
        },
        {
          icon: "message",
          title: "Gestionar correos",
          description: "Clasifican la bandeja de entrada, responden consultas habituales y abren incidencias.",
        },
        {
          icon: "bar-chart",
          title: "Generar informes",
          description: "Reúnen datos de varias fuentes y entregan informes puntuales cada día.",
        },
        {
          icon: "badge-check",
          title: "Validar y conciliar",
          description: "Cruzan extractos, facturas y pagos y señalan solo las excepciones.",
        },
        {
          icon: "brain",
          title: "Decidir con IA",
          description: "Combinados con inteligencia artificial, interpretan texto libre y toman decisiones sencillas.",
        },
      ],
    },
    features: {
      eyebrow: "Características",
      title: "Una automatización pensada para durar",
      lead: "Robots robustos, supervisados y fáciles de ampliar.",
      items: [
        {
          icon: "clock",
          title: "Operación continua",
          description: "Trabajan de día y de noche, fines de semana incluidos, con una planificación a tu medida.",
        },
        {
          icon: "lock",
          title: "Seguridad y trazabilidad",
          description: "Credenciales cifradas y registro de cada acción para auditorías y cumplimiento.",
        },
        {
          icon: "line-chart",
          title: "Panel de control",
          description: "Ves en tiempo real qué hace cada robot, cuánto tiempo ahorra y qué excepciones hay.",
        },
        {
          icon: "rocket",
          title: "Escalables",
          description: "Empieza con un proceso y añade robots a medida que crece el retorno.",
        },
      ],
    },
    benefits: {
      eyebrow: "Beneficios",
      title: "Cinco razones para automatizar con RPA",
      lead: "Lo que cambia en tu empresa desde el primer robot.",
      items: [
        {
          icon: "trending-up",
          title: "Ahorro de costes",
          description: "Menos horas dedicadas a tareas de poco valor y un retorno visible en meses.",
        },
        {
          icon: "badge-check",
          title: "Cero errores de tecleo",
          description: "Los datos se copian y validan siempre igual, sin despistes.",
        },
        { icon: "zap", title: "Más velocidad", description: "Lo que llevaba horas se completa en minutos." },
        {
          icon: "shield",
          title: "Cumplimiento normativo",
          description: "Cada paso queda registrado y sigue exactamente las reglas definidas.",
        },
        {
          icon: "users",
          title: "Equipos más motivados",
          description: "Tus personas dejan el trabajo mecánico y se centran en clientes y mejoras.",
        },
      ],
    },
    process: {
      eyebrow: "Proceso",
      title: "Tu primer robot en cuatro pasos",
      lead: "Un método probado que reduce riesgos y acelera el retorno.",
      durationLabel: "Duración orientativa",
      steps: [
        {
          title: "Análisis de procesos",
          description: "Identificamos las tareas más repetitivas y calculamos el ahorro de automatizarlas.",
          duration: "1-2 semanas",
        },
        {
          title: "Diseño de la solución",
          description: "Definimos reglas, excepciones y controles junto a las personas que hoy hacen el trabajo.",
          duration: "1-2 semanas",
        },
        {
          title: "Desarrollo y pruebas",
          description: "Construimos el robot y lo probamos con datos reales antes de ponerlo en marcha.",
          duration: "2-4 semanas",
        },
        {
          title: "Puesta en marcha y mejora",
          description: "Lo desplegamos, formamos a tu equipo y medimos resultados para seguir mejorando.",
          duration: "Continuo",
        },
      ],
    },
    industries: {
      eyebrow: "Sectores",
      title: "Ahorro medio por sector",
      lead: "Lo que ahorran de media nuestros clientes en los procesos que automatizamos.",
      savingsLabel: "Ahorro medio",
      processesLabel: "Procesos habituales",
      items: [
        {
          icon: "landmark",
          name: "Banca y seguros",
          savingsPercent: 70,
          processes: ["Alta de clientes", "Gestión de siniestros", "Conciliación bancaria"],
        },
        {
          icon: "health",
          name: "Sanidad",
          savingsPercent: 65,
          processes: ["Gestión de citas", "Facturación a aseguradoras", "Historias clínicas"],
        },
        {
          icon: "truck",
          name: "Logística y distribución",
          savingsPercent: 60,
          processes: ["Pedidos y albaranes", "Seguimiento de envíos", "Control de inventario"],
        },
        {
          icon: "building",
          name: "Administración y finanzas",
          savingsPercent: 80,
          processes: ["Cuentas a pagar", "Cierre contable", "Informes de gestión"],
        },
      ],
    },
    figures: {
      eyebrow: "En cifras",
      title: "El impacto de la automatización",
      stats: [
        { value: "24/7", label: "operación continua" },
        { value: "99\u00a0%", label: "menos errores" },
        { value: "10x", label: "más velocidad" },
        { value: "100\u00a0%", label: "cumplimiento normativo" },
      ],
    },
    testimonials: {
      eyebrow: "Testimonios",
      title: "Lo que dicen quienes ya automatizan",
      items: testimonials.es.robotics,
    },
    closing: {
      title: "Descubre cuánto puede ahorrar tu empresa",
      lead: "Consulta proyectos de automatización reales y sus resultados.",
      casesLink: { page: "cases", label: "Ver casos de éxito" },
    },
  },
  en: {
    meta: {
      title: "Robotics and RPA: process automation",
      description:
        "Robotic process automation (RPA) around the clock: 99% fewer errors, tasks 10x faster, 100% regulatory compliance and average savings of up to 80%.",
    },
    hero: {
      eyebrow: "Robotics and RPA",
      title: "Software robots that work 24/7 for your team",
      lead: "We automate repetitive, rule-based tasks, from invoicing to reporting, so your people can focus on work that adds value.",
      contactLink: { page: "contact", label: "I want to automate a process" },
    },
    capabilities: {
      eyebrow: "Capabilities",
      title: "What our robots can do",
      lead: "They work with your applications just like a person would, but without breaks or typing errors.",
      items: [
        {
          icon: "file-text",
          title: "Process documents",
          description: "They read invoices, orders and delivery notes, extract the data and record it in your systems.",
        },
        {
          icon: "layers",
          title: "Connect applications",
          description:
            "They move information between ERP, CRM, websites and spreadsheets with no complex integrations.",
        },
        {
          icon: "message",
          title: "Handle email",
          description: "They sort the inbox, answer routine questions and open tickets.",
        },
        {
          icon: "bar-chart",
          title: "Produce reports",
          description: "They gather data from several sources and deliver reports on time, every day.",
        },
        {
          icon: "badge-check",
          title: "Validate and reconcile",
          description: "They match statements, invoices and payments and flag only the exceptions.",
        },
        {
          icon: "brain",
          title: "Decide with AI",
          description: "Combined with artificial intelligence, they interpret free text and make simple decisions.",
        },
      ],
    },
    features: {
      eyebrow: "Features",
      title: "Automation built to last",
      lead: "Robust, supervised robots that are easy to extend.",
      items: [
        {
          icon: "clock",
          title: "Round-the-clock operation",
          description: "They work day and night, weekends included, on a schedule that suits you.",
        },
        {
          icon: "lock",
          title: "Security and traceability",
          description: "Encrypted credentials and a log of every action for audits and compliance.",
        },
        {
          icon: "line-chart",
          title: "Control dashboard",
          description: "See in real time what each robot is doing, how much time it saves and any exceptions.",
        },
        {
          icon: "rocket",
          title: "Scalable",
          description: "Start with one process and add robots as the return grows.",
        },
      ],
    },
    benefits: {
      eyebrow: "Benefits",
      title: "Five reasons to automate with RPA",
      lead: "What changes in your business from the very first robot.",
      items: [
        {
          icon: "trending-up",
          title: "Lower costs",
          description: "Fewer hours spent on low-value tasks and a return you can see within months.",
        },
        {
          icon: "badge-check",
          title: "No typing errors",
          description: "Data is always copied and checked the same way, with no slips.",
        },
        { icon: "zap", title: "More speed", description: "What used to take hours is done in minutes." },
        {
          icon: "shield",
          title: "Regulatory compliance",
          description: "Every step is logged and follows the defined rules exactly.",
        },
        {
          icon: "users",
          title: "More motivated teams",
          description: "Your people leave mechanical work behind and focus on customers and improvements.",
        },
      ],
    },
    process: {
      eyebrow: "Process",
      title: "Your first robot in four steps",
      lead: "A proven method that lowers risk and speeds up the return.",
      durationLabel: "Typical duration",
      steps: [
        {
          title: "Process analysis",
          description: "We identify the most repetitive tasks and calculate the savings from automating them.",
          duration: "1-2 weeks",
        },
        {
          title: "Solution design",
          description: "We define rules, exceptions and controls with the people who do the work today.",
          duration: "1-2 weeks",
        },
        {
          title: "Build and test",
          description: "We build the robot and test it with real data before it goes live.",
          duration: "2-4 weeks",
        },
        {
          title: "Go-live and improvement",
          description: "We deploy it, train your team and measure results to keep improving.",
          duration: "Ongoing",
        },
      ],
    },
    industries: {
      eyebrow: "Industries",
      title: "Average savings by industry",
      lead: "What our clients save on average in the processes we automate.",
      savingsLabel: "Average savings",
      processesLabel: "Typical processes",
      items: [
        {
          icon: "landmark",
          name: "Banking and insurance",
          savingsPercent: 70,
          processes: ["Customer onboarding", "Claims handling", "Bank reconciliation"],
        },
        {
          icon: "health",
          name: "Healthcare",
          savingsPercent: 65,
          processes: ["Appointment management", "Insurer billing", "Patient records"],
        },
        {
          icon: "truck",
          name: "Logistics and distribution",
          savingsPercent: 60,
          processes: ["Orders and delivery notes", "Shipment tracking", "Inventory control"],
        },
        {
          icon: "building",
          name: "Finance and administration",
          savingsPercent: 80,
          processes: ["Accounts payable", "Month-end close", "Management reports"],
        },
      ],
    },
    figures: {
      eyebrow: "In numbers",
      title: "The impact of automation",
      stats: [
        { value: "24/7", label: "continuous operation" },
        { value: "99%", label: "error reduction" },
        { value: "10x", label: "faster" },
        { value: "100%", label: "regulatory compliance" },
      ],
    },
    testimonials: {
      eyebrow: "Testimonials",
      title: "What businesses that automate say",
      items: testimonials.en.robotics,
    },
    closing: {
      title: "Find out how much your business could save",
      lead: "Explore real automation projects and their results.",
      casesLink: { page: "cases", label: "See success stories" },
    },
  },
});
