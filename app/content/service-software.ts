import type { ServicePageCopy } from "./service-pages";
import { bilingual } from "~/i18n/bilingual";
import { sharedLinks } from "./shared-links";

export const serviceSoftwareContent = bilingual<ServicePageCopy>({
  es: {
    meta: {
      title: "Desarrollo de software a medida",
      description:
        "Desarrollo de software, webs y apps a medida con metodología ágil, sprints de 2 semanas y garantías de calidad. Proyectos entregados en 8 a 24 semanas.",
    },
    hero: {
      title: "Software a medida que impulsa tu negocio",
      lead: "Aplicaciones web, móviles y plataformas de empresa construidas con método ágil, entregas cada dos semanas y calidad verificable.",
      action: sharedLinks.project.es,
    },
    sections: [
      {
        kind: "cards",
        id: "especialidades",
        layout: "list",
        eyebrow: "Especialidades",
        title: "Qué desarrollamos",
        lead: "Cuatro especialidades con un mismo estándar de calidad.",
        items: [
          {
            icon: "code-xml",
            title: "Aplicaciones web",
            description: "Portales, áreas de cliente y herramientas internas rápidas, seguras y accesibles.",
          },
          {
            icon: "smartphone",
            title: "Apps móviles",
            description: "Aplicaciones para iOS y Android con una sola base de código y experiencia nativa.",
          },
          {
            icon: "shopping-cart",
            title: "Comercio electrónico",
            description: "Tiendas online integradas con tu stock, tus pagos y tu logística.",
          },
          {
            icon: "layers",
            title: "Software de gestión",
            description: "ERP, CRM y plataformas a medida que se adaptan a tus procesos, no al revés.",
          },
        ],
      },
      {
        kind: "cards",
        id: "tecnologia",
        layout: "grid",
        columns: 4,
        eyebrow: "Tecnología",
        title: "Nuestro stack tecnológico",
        lead: "Herramientas modernas y probadas que dominamos a fondo.",
        levelLabel: "Nivel de experiencia",
        items: [
          {
            icon: "code-xml",
            title: "Frontend",
            tags: ["React", "TypeScript", "Remix", "Next.js"],
            level: 95,
          },
          {
            icon: "cog",
            title: "Backend",
            tags: ["Node.js", "Python", "PostgreSQL", "API REST y GraphQL"],
            level: 98,
          },
          {
            icon: "smartphone",
            title: "Móvil",
            tags: ["React Native", "Flutter", "Swift", "Kotlin"],
            level: 92,
          },
          {
            icon: "cloud",
            title: "Nube y DevOps",
            tags: ["AWS", "Docker", "Kubernetes", "CI/CD"],
            level: 90,
          },
        ],
      },
      {
        kind: "cards",
        id: "proyectos",
        layout: "rows",
        eyebrow: "Proyectos",
        title: "Tipos de proyecto y plazos de entrega",
        lead: "Plazos orientativos desde la aprobación del diseño hasta la puesta en producción.",
        figureLabel: "de plazo de entrega",
        items: [
          {
            icon: "code-xml",
            title: "Aplicación web",
            description: "Plataformas y portales a medida para clientes o equipos internos.",
            points: ["Diseño adaptable", "Panel de administración", "Integración con tus sistemas"],
            figure: { value: "8-12 semanas" },
          },
          {
            icon: "smartphone",
            title: "App móvil",
            description: "Aplicaciones nativas o multiplataforma publicadas en las tiendas.",
            points: ["iOS y Android", "Notificaciones push", "Modo sin conexión"],
            figure: { value: "12-16 semanas" },
          },
          {
            icon: "shopping-cart",
            title: "Comercio electrónico",
            description: "Tiendas online preparadas para vender desde el primer día.",
            points: ["Pasarela de pago", "Gestión de stock", "SEO técnico"],
            figure: { value: "10-14 semanas" },
          },
          {
            icon: "layers",
            title: "Software empresarial",
            description: "ERP, CRM o plataformas de gestión hechas a la medida de tus procesos.",
            points: ["Flujos de trabajo", "Informes y cuadros de mando", "Permisos por rol"],
            figure: { value: "16-24 semanas" },
          },
        ],
      },
      {
        kind: "steps",
        id: "metodologia",
        eyebrow: "Metodología",
        title: "Un método ágil en cuatro fases",
        lead: "Ves avances reales desde la primera quincena y decides con información.",
        durationLabel: "Duración",
        note: "Durante el desarrollo trabajamos en sprints de 2 semanas: al final de cada uno te enseñamos software funcionando.",
        steps: [
          {
            title: "Descubrimiento",
            description: "Objetivos, usuarios, requisitos y alcance priorizado del proyecto.",
            duration: "1-2 semanas",
          },
          {
            title: "Diseño",
            description: "Arquitectura, prototipos y diseño visual validados contigo.",
            duration: "2-3 semanas",
          },
          {
            title: "Desarrollo",
            description: "Sprints de 2 semanas con demo y revisión al final de cada uno.",
            duration: "Variable según el alcance",
          },
          {
            title: "Lanzamiento",
            description: "Pruebas finales, puesta en producción, formación y traspaso.",
            duration: "1-2 semanas",
          },
        ],
      },
      {
        kind: "cards",
        id: "calidad",
        layout: "bento",
        eyebrow: "Calidad",
        title: "Garantías de calidad",
        lead: "Lo que incluye cada proyecto, por contrato.",
        items: [
          {
            icon: "badge-check",
            title: "Pruebas automatizadas",
            description: "Pruebas unitarias, de integración y de extremo a extremo en cada entrega.",
          },
          {
            icon: "users",
            title: "Accesibilidad y rendimiento",
            description: "Cumplimiento de WCAG 2.2 AA y páginas que cargan rápido en móvil.",
          },
          {
            icon: "lock",
            title: "Seguridad desde el diseño",
            description: "Revisiones de código, dependencias vigiladas y buenas prácticas OWASP.",
          },
          {
            icon: "life-buoy",
            title: "Garantía y soporte",
            description: "Corrección de errores sin coste tras la entrega y planes de soporte 24/7.",
          },
        ],
      },
      {
        kind: "testimonials",
        id: "testimonios",
        eyebrow: "Testimonios",
        title: "Lo que dicen nuestros clientes",
      },
    ],
    closing: {
      id: "casos",
      title: "Proyectos que ya están en producción",
      lead: "Mira lo que hemos construido para otras empresas o cuéntanos tu idea.",
      links: [sharedLinks.cases.es, { page: "contact", label: "Pedir presupuesto" }],
    },
  },
  en: {
    meta: {
      title: "Custom software development",
      description:
        "Custom software, websites and apps built with an agile method, two-week sprints and quality guarantees. Projects delivered in 8 to 24 weeks.",
    },
    hero: {
      title: "Custom software that drives your business",
      lead: "Web and mobile applications and business platforms built with an agile method, releases every two weeks and verifiable quality.",
      action: sharedLinks.project.en,
    },
    sections: [
      {
        kind: "cards",
        id: "especialidades",
        layout: "list",
        eyebrow: "Specialities",
        title: "What we build",
        lead: "Four specialities, one quality standard.",
        items: [
          {
            icon: "code-xml",
            title: "Web applications",
            description: "Fast, secure and accessible portals, customer areas and internal tools.",
          },
          {
            icon: "smartphone",
            title: "Mobile apps",
            description: "iOS and Android apps from a single code base with a native feel.",
          },
          {
            icon: "shopping-cart",
            title: "E-commerce",
            description: "Online shops integrated with your stock, payments and logistics.",
          },
          {
            icon: "layers",
            title: "Business software",
            description: "Custom ERP, CRM and platforms that adapt to your processes, not the other way round.",
          },
        ],
      },
      {
        kind: "cards",
        id: "tecnologia",
        layout: "grid",
        columns: 4,
        eyebrow: "Technology",
        title: "Our technology stack",
        lead: "Modern, proven tools we know inside out.",
        levelLabel: "Expertise level",
        items: [
          {
            icon: "code-xml",
            title: "Frontend",
            tags: ["React", "TypeScript", "Remix", "Next.js"],
            level: 95,
          },
          {
            icon: "cog",
            title: "Backend",
            tags: ["Node.js", "Python", "PostgreSQL", "REST and GraphQL APIs"],
            level: 98,
          },
          {
            icon: "smartphone",
            title: "Mobile",
            tags: ["React Native", "Flutter", "Swift", "Kotlin"],
            level: 92,
          },
          {
            icon: "cloud",
            title: "Cloud and DevOps",
            tags: ["AWS", "Docker", "Kubernetes", "CI/CD"],
            level: 90,
          },
        ],
      },
      {
        kind: "cards",
        id: "proyectos",
        layout: "rows",
        eyebrow: "Projects",
        title: "Project types and delivery times",
        lead: "Indicative timelines from design sign-off to going live.",
        figureLabel: "Delivery time",
        items: [
          {
            icon: "code-xml",
            title: "Web application",
            description: "Custom platforms and portals for customers or internal teams.",
            points: ["Responsive design", "Admin dashboard", "Integration with your systems"],
            figure: { value: "8-12 weeks" },
          },
          {
            icon: "smartphone",
            title: "Mobile app",
            description: "Native or cross-platform apps published on the app stores.",
            points: ["iOS and Android", "Push notifications", "Offline mode"],
            figure: { value: "12-16 weeks" },
          },
          {
            icon: "shopping-cart",
            title: "E-commerce",
            description: "Online shops ready to sell from day one.",
            points: ["Payment gateway", "Stock management", "Technical SEO"],
            figure: { value: "10-14 weeks" },
          },
          {
            icon: "layers",
            title: "Enterprise software",
            description: "ERP, CRM or management platforms tailored to your processes.",
            points: ["Workflows", "Reports and dashboards", "Role-based permissions"],
            figure: { value: "16-24 weeks" },
          },
        ],
      },
      {
        kind: "steps",
        id: "metodologia",
        eyebrow: "Method",
        title: "An agile method in four phases",
        lead: "You see real progress from the first fortnight and decide with full information.",
        durationLabel: "Duration",
        note: "During development we work in 2-week sprints: at the end of each one we show you working software.",
        steps: [
          {
            title: "Discovery",
            description: "Goals, users, requirements and a prioritised project scope.",
            duration: "1-2 weeks",
          },
          {
            title: "Design",
            description: "Architecture, prototypes and visual design validated with you.",
            duration: "2-3 weeks",
          },
          {
            title: "Development",
            description: "2-week sprints with a demo and review at the end of each.",
            duration: "Variable, depending on scope",
          },
          { title: "Launch", description: "Final testing, go-live, training and handover.", duration: "1-2 weeks" },
        ],
      },
      {
        kind: "cards",
        id: "calidad",
        layout: "bento",
        eyebrow: "Quality",
        title: "Quality guarantees",
        lead: "What every project includes, by contract.",
        items: [
          {
            icon: "badge-check",
            title: "Automated testing",
            description: "Unit, integration and end-to-end tests with every release.",
          },
          {
            icon: "users",
            title: "Accessibility and performance",
            description: "WCAG 2.2 AA compliance and pages that load fast on mobile.",
          },
          {
            icon: "lock",
            title: "Security by design",
            description: "Code reviews, monitored dependencies and OWASP good practice.",
          },
          {
            icon: "life-buoy",
            title: "Warranty and support",
            description: "Free bug fixing after delivery and 24/7 support plans.",
          },
        ],
      },
      {
        kind: "testimonials",
        id: "testimonios",
        eyebrow: "Testimonials",
        title: "What our clients say",
      },
    ],
    closing: {
      id: "casos",
      title: "Projects already in production",
      lead: "See what we have built for other businesses, or tell us about your idea.",
      links: [sharedLinks.cases.en, { page: "contact", label: "Request a quote" }],
    },
  },
});
