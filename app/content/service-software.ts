import type { Feature } from "~/components/sections/FeatureGrid";
import type { ContentLink } from "~/components/sections/links";
import type { ProcessStep } from "~/components/sections/ProcessSteps";
import type { IconName } from "~/components/sections/SectionIcon";
import type { Testimonial } from "~/components/sections/Testimonials";
import type { PageMeta } from "~/utils/meta";
import { bilingual } from "./bilingual";
import { testimonials } from "./testimonials";

/** Spec §3 tech category: its technologies and our expertise level (percent). */
export type TechCategory = { icon: IconName; category: string; technologies: string[]; expertise: number };
/** Spec §3 project type: description, features and delivery time. */
export type ProjectType = {
  icon: IconName;
  type: string;
  description: string;
  features: string[];
  deliveryTime: string;
};

type ServiceSoftwareContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; contactLink: ContentLink };
  specialities: { eyebrow: string; title: string; lead: string; items: Feature[] };
  stack: { eyebrow: string; title: string; lead: string; expertiseLabel: string; items: TechCategory[] };
  projects: { eyebrow: string; title: string; lead: string; deliveryLabel: string; items: ProjectType[] };
  method: {
    eyebrow: string;
    title: string;
    lead: string;
    durationLabel: string;
    sprintNote: string;
    steps: ProcessStep[];
  };
  quality: { eyebrow: string; title: string; lead: string; items: Feature[] };
  testimonials: { eyebrow: string; title: string; items: Testimonial[] };
  closing: { title: string; lead: string; casesLink: ContentLink; contactLink: ContentLink };
};

export const serviceSoftwareContent = bilingual<ServiceSoftwareContent>({
  es: {
    meta: {
      title: "Desarrollo de software a medida",
      description:
        "Desarrollo de software, webs y apps a medida con metodología ágil, sprints de 2 semanas y garantías de calidad. Proyectos entregados en 8 a 24 semanas.",
    },
    hero: {
      eyebrow: "Desarrollo de software",
      title: "Software a medida que impulsa tu negocio",
      lead: "Aplicaciones web, móviles y plataformas de empresa construidas con método ágil, entregas cada dos semanas y calidad verificable.",
      contactLink: { page: "contact", label: "Cuéntanos tu proyecto" },
    },
    specialities: {
      eyebrow: "Especialidades",
      title: "Qué desarrollamos",
      lead: "Cuatro especialidades con un mismo estándar de calidad.",
      items: [
        {
          icon: "code",
          title: "Aplicaciones web",
          description: "Portales, áreas de cliente y herramientas internas rápidas, seguras y accesibles.",
        },
        {
          icon: "smartphone",
          title: "Apps móviles",
          description: "Aplicaciones para iOS y Android con una sola base de código y experiencia nativa.",
        },
        {
          icon: "cart",
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
    stack: {
      eyebrow: "Tecnología",
      title: "Nuestro stack tecnológico",
      lead: "Herramientas modernas y probadas que dominamos a fondo.",
      expertiseLabel: "Nivel de experiencia",
      items: [
        {
          icon: "code",
          category: "Frontend",
          technologies: ["React", "TypeScript", "Remix", "Next.js"],
          expertise: 95,
        },
        {
          icon: "cog",
          category: "Backend",
          technologies: ["Node.js", "Python", "PostgreSQL", "API REST y GraphQL"],
          expertise: 98,
        },
        {
          icon: "smartphone",
          category: "Móvil",
          technologies: ["React Native", "Flutter", "Swift", "Kotlin"],
          expertise: 92,
        },
        {
          icon: "cloud",
          category: "Nube y DevOps",
          technologies: ["AWS", "Docker", "Kubernetes", "CI/CD"],
          expertise: 90,
        },
      ],
    },
    projects: {
      eyebrow: "Proyectos",
      title: "Tipos de proyecto y plazos de entrega",
      lead: "Plazos orientativos desde la aprobación del diseño hasta la puesta en producción.",
      deliveryLabel: "de plazo de entrega",
      items: [
        {
          icon: "code",
          type: "Aplicación web",
          description: "Plataformas y portales a medida para clientes o equipos internos.",
          features: ["Diseño adaptable", "Panel de administración", "Integración con tus sistemas"],
          deliveryTime: "8-12 semanas",
        },
        {
          icon: "smartphone",
          type: "App móvil",
          description: "Aplicaciones nativas o multiplataforma publicadas en las tiendas.",
          features: ["iOS y Android", "Notificaciones push", "Modo sin conexión"],
          deliveryTime: "12-16 semanas",
        },
        {
          icon: "cart",
          type: "Comercio electrónico",
          description: "Tiendas online preparadas para vender desde el primer día.",
          features: ["Pasarela de pago", "Gestión de stock", "SEO técnico"],
          deliveryTime: "10-14 semanas",
        },
        {
          icon: "layers",
          type: "Software empresarial",
          description: "ERP, CRM o plataformas de gestión hechas a la medida de tus procesos.",
          features: ["Flujos de trabajo", "Informes y cuadros de mando", "Permisos por rol"],
          deliveryTime: "16-24 semanas",
        },
      ],
    },
    method: {
      eyebrow: "Metodología",
      title: "Un método ágil en cuatro fases",
      lead: "Ves avances reales desde la primera quincena y decides con información.",
      durationLabel: "Duración",
      sprintNote:
        "Durante el desarrollo trabajamos en sprints de 2 semanas: al final de cada uno te enseñamos software funcionando.",
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
    quality: {
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
    testimonials: {
      eyebrow: "Testimonios",
      title: "Lo que dicen nuestros clientes",
      items: testimonials.es.software,
    },
    closing: {
      title: "Proyectos que ya están en producción",
      lead: "Mira lo que hemos construido para otras empresas o cuéntanos tu idea.",
      casesLink: { page: "cases", label: "Ver casos de éxito" },
      contactLink: { page: "contact", label: "Pedir presupuesto" },
    },
  },
  en: {
    meta: {
      title: "Custom software development",
      description:
        "Custom software, websites and apps built with an agile method, two-week sprints and quality guarantees. Projects delivered in 8 to 24 weeks.",
    },
    hero: {
      eyebrow: "Software development",
      title: "Custom software that drives your business",
      lead: "Web and mobile applications and business platforms built with an agile method, releases every two weeks and verifiable quality.",
      contactLink: { page: "contact", label: "Tell us about your project" },
    },
    specialities: {
      eyebrow: "Specialities",
      title: "What we build",
      lead: "Four specialities, one quality standard.",
      items: [
        {
          icon: "code",
          title: "Web applications",
          description: "Fast, secure and accessible portals, customer areas and internal tools.",
        },
        {
          icon: "smartphone",
          title: "Mobile apps",
          description: "iOS and Android apps from a single code base with a native feel.",
        },
        {
          icon: "cart",
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
    stack: {
      eyebrow: "Technology",
      title: "Our technology stack",
      lead: "Modern, proven tools we know inside out.",
      expertiseLabel: "Expertise level",
      items: [
        {
          icon: "code",
          category: "Frontend",
          technologies: ["React", "TypeScript", "Remix", "Next.js"],
          expertise: 95,
        },
        {
          icon: "cog",
          category: "Backend",
          technologies: ["Node.js", "Python", "PostgreSQL", "REST and GraphQL APIs"],
          expertise: 98,
        },
        {
          icon: "smartphone",
          category: "Mobile",
          technologies: ["React Native", "Flutter", "Swift", "Kotlin"],
          expertise: 92,
        },
        {
          icon: "cloud",
          category: "Cloud and DevOps",
          technologies: ["AWS", "Docker", "Kubernetes", "CI/CD"],
          expertise: 90,
        },
      ],
    },
    projects: {
      eyebrow: "Projects",
      title: "Project types and delivery times",
      lead: "Indicative timelines from design sign-off to going live.",
      deliveryLabel: "Delivery time",
      items: [
        {
          icon: "code",
          type: "Web application",
          description: "Custom platforms and portals for customers or internal teams.",
          features: ["Responsive design", "Admin dashboard", "Integration with your systems"],
          deliveryTime: "8-12 weeks",
        },
        {
          icon: "smartphone",
          type: "Mobile app",
          description: "Native or cross-platform apps published on the app stores.",
          features: ["iOS and Android", "Push notifications", "Offline mode"],
          deliveryTime: "12-16 weeks",
        },
        {
          icon: "cart",
          type: "E-commerce",
          description: "Online shops ready to sell from day one.",
          features: ["Payment gateway", "Stock management", "Technical SEO"],
          deliveryTime: "10-14 weeks",
        },
        {
          icon: "layers",
          type: "Enterprise software",
          description: "ERP, CRM or management platforms tailored to your processes.",
          features: ["Workflows", "Reports and dashboards", "Role-based permissions"],
          deliveryTime: "16-24 weeks",
        },
      ],
    },
    method: {
      eyebrow: "Method",
      title: "An agile method in four phases",
      lead: "You see real progress from the first fortnight and decide with full information.",
      durationLabel: "Duration",
      sprintNote: "During development we work in 2-week sprints: at the end of each one we show you working software.",
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
    quality: {
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
    testimonials: {
      eyebrow: "Testimonials",
      title: "What our clients say",
      items: testimonials.en.software,
    },
    closing: {
      title: "Projects already in production",
      lead: "See what we have built for other businesses, or tell us about your idea.",
      casesLink: { page: "cases", label: "See success stories" },
      contactLink: { page: "contact", label: "Request a quote" },
    },
  },
});
