import type { ServicePageCopy } from "./service-pages";
import { bilingual } from "~/i18n/bilingual";
import { sharedLinks } from "./shared-links";

export const serviceRoboticsContent = bilingual<ServicePageCopy>({
  es: {
    meta: {
      title: "Robótica y RPA: automatización de procesos",
      description:
        "Automatización robótica de procesos 24/7: un 99\u00a0% menos de errores, tareas hasta 10 veces más rápidas, cada acción registrada y ahorros medios de hasta el 80\u00a0%.",
    },
    hero: {
      title: "Robots de software que trabajan 24/7 para tu equipo",
      lead: "Automatizamos las tareas repetitivas basadas en reglas, desde la facturación hasta los informes, para que tus personas se dediquen a lo que aporta valor.",
      action: { page: "contact", label: "Quiero automatizar un proceso" },
    },
    sections: [
      {
        kind: "cards",
        id: "capacidades",
        layout: "bento",
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
            icon: "message-square",
            title: "Gestionar correos",
            description: "Clasifican la bandeja de entrada, responden consultas habituales y abren incidencias.",
          },
          {
            icon: "chart-column",
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
            description:
              "Combinados con inteligencia artificial, interpretan texto libre y toman decisiones sencillas.",
          },
        ],
      },
      {
        kind: "cards",
        id: "caracteristicas",
        layout: "rows",
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
            icon: "chart-line",
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
      {
        kind: "cards",
        id: "beneficios",
        layout: "list",
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
            icon: "shield-check",
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
      {
        kind: "steps",
        id: "proceso",
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
      {
        kind: "cards",
        id: "sectores",
        layout: "grid",
        columns: 4,
        eyebrow: "Sectores",
        title: "Ahorro medio por sector",
        lead: "Lo que ahorran de media nuestros clientes en los procesos que automatizamos.",
        levelLabel: "Ahorro medio",
        pointsLabel: "Procesos habituales",
        items: [
          {
            icon: "landmark",
            title: "Banca y seguros",
            level: 70,
            points: ["Alta de clientes", "Gestión de siniestros", "Conciliación bancaria"],
          },
          {
            icon: "heart-pulse",
            title: "Sanidad",
            level: 65,
            points: ["Gestión de citas", "Facturación a aseguradoras", "Historias clínicas"],
          },
          {
            icon: "truck",
            title: "Logística y distribución",
            level: 60,
            points: ["Pedidos y albaranes", "Seguimiento de envíos", "Control de inventario"],
          },
          {
            icon: "building",
            title: "Administración y finanzas",
            level: 80,
            points: ["Cuentas a pagar", "Cierre contable", "Informes de gestión"],
          },
        ],
      },
      {
        kind: "stats",
        id: "cifras",
        eyebrow: "En cifras",
        title: "El impacto de la automatización",
        // What each figure measures, so that it can be checked: the robots' speed is per task, and
        // what is "100 %" is the record of their actions (an audit trail), not a promise of
        // compliance no one could give (issue 30).
        lead: "Lo que cambia en las tareas que pasan a un robot, frente a hacerlas a mano.",
        stats: [
          { value: "24/7", label: "de operación, sin turnos ni esperas" },
          { value: "99\u00a0%", label: "menos errores de tecleo y de copia" },
          { value: "Hasta 10x", label: "más rápido en cada tarea repetitiva" },
          { value: "100\u00a0%", label: "de las acciones de cada robot registradas para auditoría" },
        ],
      },
      {
        kind: "testimonials",
        id: "testimonios",
        eyebrow: "Testimonios",
        title: "Lo que dicen quienes ya automatizan",
      },
    ],
    closing: {
      id: "casos",
      title: "Descubre cuánto puede ahorrar tu empresa",
      lead: "Consulta proyectos de automatización reales y sus resultados.",
      links: [sharedLinks.cases.es],
    },
  },
  en: {
    meta: {
      title: "Robotics and RPA: process automation",
      description:
        "Robotic process automation (RPA) around the clock: 99% fewer errors, tasks up to 10x faster, every action logged and average savings of up to 80%.",
    },
    hero: {
      title: "Software robots that work 24/7 for your team",
      lead: "We automate repetitive, rule-based tasks, from invoicing to reporting, so your people can focus on work that adds value.",
      action: { page: "contact", label: "I want to automate a process" },
    },
    sections: [
      {
        kind: "cards",
        id: "capacidades",
        layout: "bento",
        eyebrow: "Capabilities",
        title: "What our robots can do",
        lead: "They work with your applications just like a person would, but without breaks or typing errors.",
        items: [
          {
            icon: "file-text",
            title: "Process documents",
            description:
              "They read invoices, orders and delivery notes, extract the data and record it in your systems.",
          },
          {
            icon: "layers",
            title: "Connect applications",
            description:
              "They move information between ERP, CRM, websites and spreadsheets with no complex integrations.",
          },
          {
            icon: "message-square",
            title: "Handle email",
            description: "They sort the inbox, answer routine questions and open tickets.",
          },
          {
            icon: "chart-column",
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
      {
        kind: "cards",
        id: "caracteristicas",
        layout: "rows",
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
            icon: "chart-line",
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
      {
        kind: "cards",
        id: "beneficios",
        layout: "list",
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
            icon: "shield-check",
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
      {
        kind: "steps",
        id: "proceso",
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
      {
        kind: "cards",
        id: "sectores",
        layout: "grid",
        columns: 4,
        eyebrow: "Industries",
        title: "Average savings by industry",
        lead: "What our clients save on average in the processes we automate.",
        levelLabel: "Average savings",
        pointsLabel: "Typical processes",
        items: [
          {
            icon: "landmark",
            title: "Banking and insurance",
            level: 70,
            points: ["Customer onboarding", "Claims handling", "Bank reconciliation"],
          },
          {
            icon: "heart-pulse",
            title: "Healthcare",
            level: 65,
            points: ["Appointment management", "Insurer billing", "Patient records"],
          },
          {
            icon: "truck",
            title: "Logistics and distribution",
            level: 60,
            points: ["Orders and delivery notes", "Shipment tracking", "Inventory control"],
          },
          {
            icon: "building",
            title: "Finance and administration",
            level: 80,
            points: ["Accounts payable", "Month-end close", "Management reports"],
          },
        ],
      },
      {
        kind: "stats",
        id: "cifras",
        eyebrow: "In numbers",
        title: "The impact of automation",
        lead: "What changes in the tasks a robot takes over, compared with doing them by hand.",
        stats: [
          { value: "24/7", label: "operation, with no shifts or waiting" },
          { value: "99%", label: "fewer typing and copying errors" },
          { value: "Up to 10x", label: "faster on each repetitive task" },
          { value: "100%", label: "of each robot's actions logged for audit" },
        ],
      },
      {
        kind: "testimonials",
        id: "testimonios",
        eyebrow: "Testimonials",
        title: "What businesses that automate say",
      },
    ],
    closing: {
      id: "casos",
      title: "Find out how much your business could save",
      lead: "Explore real automation projects and their results.",
      links: [sharedLinks.cases.en],
    },
  },
});
