import type { CardContent } from "~/components/ui/Card";
import type { ContentLink } from "~/components/ui/ContentLink";
import type { Quotation } from "~/components/ui/Quote";
import type { PageMeta } from "~/utils/meta";
import { bilingual } from "~/i18n/bilingual";

export type Vacancy = {
  id: "full-stack" | "ai-ml" | "consultant" | "robotics";
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  requirements: string[];
};

export type CareersContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; vacanciesCta: string; contact: ContentLink };
  benefits: { title: string; lead: string; items: CardContent[] };
  culture: { title: string; lead: string; items: CardContent[]; imageAlt: string };
  quote: Quotation;
  vacancies: {
    title: string;
    lead: string;
    labels: { department: string; location: string; type: string; requirements: string };
    apply: string;
    /** Completes the apply link for screen readers: "Aplicar ahora" + "al puesto de" + title. */
    applyFor: string;
    items: Vacancy[];
  };
  cta: { title: string; lead: string; contact: ContentLink };
};

export const careersContent = bilingual<CareersContent>({
  es: {
    meta: {
      title: "Trabaja con nosotros",
      description:
        "Únete a RTS en Valencia: vacantes de desarrollo full stack, IA y machine learning, consultoría de transformación digital e ingeniería robótica.",
    },
    hero: {
      eyebrow: "Carreras",
      title: "Trabaja con nosotros",
      lead: "Buscamos personas con ganas de resolver problemas reales con tecnología: inteligencia artificial, robótica, software y datos al servicio de empresas de verdad.",
      vacanciesCta: "Ver vacantes abiertas",
      contact: { page: "contact", label: "Escríbenos" },
    },
    benefits: {
      title: "Por qué trabajar en RTS",
      lead: "Cuidamos a quienes hacen posible cada proyecto, porque un buen equipo es nuestra mejor tecnología.",
      items: [
        {
          icon: "laptop",
          title: "Trabajo híbrido",
          description: "Combina la oficina de Valencia con días de teletrabajo según lo que pida cada proyecto.",
        },
        {
          icon: "clock",
          title: "Horario flexible",
          description: "Entrada y salida flexibles, y jornada intensiva los viernes y en verano.",
        },
        {
          icon: "graduation-cap",
          title: "Formación continua",
          description: "Presupuesto anual para cursos, certificaciones y congresos, y acceso a RTS Academy.",
        },
        {
          icon: "heart-pulse",
          title: "Seguro médico",
          description: "Seguro de salud privado para ti, con la opción de ampliarlo a tu familia.",
        },
        {
          icon: "trending-up",
          title: "Plan de carrera",
          description: "Objetivos claros, revisiones semestrales y un plan de crecimiento pensado contigo.",
        },
        {
          icon: "rocket",
          title: "Proyectos con impacto",
          description: "IA, robótica y automatización aplicadas a empresas de sectores muy distintos.",
        },
      ],
    },
    culture: {
      title: "Nuestra cultura",
      lead: "Tres valores guían cómo trabajamos entre nosotros y con nuestros clientes.",
      items: [
        {
          icon: "lightbulb",
          title: "Curiosidad con propósito",
          description:
            "Probamos tecnologías nuevas, pero solo las llevamos al cliente cuando resuelven un problema real.",
        },
        {
          icon: "handshake",
          title: "Colaboración",
          description: "Compartimos lo que sabemos, revisamos el trabajo en equipo y celebramos juntos cada logro.",
        },
        {
          icon: "target",
          title: "Compromiso",
          description: "Cumplimos lo que prometemos y medimos nuestro trabajo por los resultados de nuestros clientes.",
        },
      ],
      imageAlt:
        "Ilustración: dos personas del equipo trabajando juntas ante una pantalla con un gráfico de crecimiento",
    },
    quote: {
      text: "Aquí nadie trabaja solo: desde el primer día tienes a alguien con quien revisar una idea y un cliente que te cuenta qué ha cambiado gracias a lo que has construido.",
      author: "Marta Sanchis",
      role: "Ingeniera de automatización en RTS",
    },
    vacancies: {
      title: "Vacantes abiertas",
      lead: "Todas las posiciones son de jornada completa y con contrato indefinido. Si encajas, queremos conocerte.",
      labels: { department: "Departamento", location: "Ubicación", type: "Jornada", requirements: "Requisitos" },
      apply: "Aplicar ahora",
      applyFor: "al puesto de",
      items: [
        {
          id: "full-stack",
          title: "Desarrollador/a full stack",
          department: "Desarrollo de software",
          location: "Valencia (híbrido)",
          type: "Jornada completa",
          description:
            "Diseñarás y construirás aplicaciones web y APIs para nuestros clientes, desde la arquitectura hasta el despliegue, en equipos pequeños y con mucha autonomía.",
          requirements: [
            "React y TypeScript",
            "Node.js",
            "Bases de datos SQL",
            "APIs REST",
            "Docker",
            "3 años de experiencia",
          ],
        },
        {
          id: "ai-ml",
          title: "Especialista en IA y machine learning",
          department: "Inteligencia artificial",
          location: "Valencia (híbrido) o remoto en España",
          type: "Jornada completa",
          description:
            "Llevarás modelos de machine learning y soluciones de IA generativa de la idea a producción: datos, entrenamiento, evaluación y monitorización.",
          requirements: [
            "Python",
            "PyTorch o TensorFlow",
            "LLM y RAG",
            "MLOps",
            "Estadística aplicada",
            "Inglés técnico",
          ],
        },
        {
          id: "consultant",
          title: "Consultor/a de transformación digital",
          department: "Consultoría",
          location: "Valencia (presencial, con visitas a clientes)",
          type: "Jornada completa",
          description:
            "Acompañarás a pymes y grandes empresas en el análisis de sus procesos, definirás hojas de ruta de digitalización y coordinarás su implantación, incluidos los proyectos del Kit Digital.",
          requirements: [
            "Análisis de procesos",
            "Gestión de proyectos",
            "Ayudas públicas y Kit Digital",
            "Trato con clientes",
            "Metodologías ágiles",
            "Carné de conducir",
          ],
        },
        {
          id: "robotics",
          title: "Ingeniero/a de robótica",
          department: "Robótica y automatización",
          location: "Valencia (presencial)",
          type: "Jornada completa",
          description:
            "Diseñarás, programarás y pondrás en marcha soluciones de robótica industrial y RPA, desde la simulación hasta la puesta en servicio en planta.",
          requirements: [
            "ROS 2",
            "PLC y automatización industrial",
            "Python o C++",
            "Visión artificial",
            "Herramientas RPA",
            "Disponibilidad para viajar",
          ],
        },
      ],
    },
    cta: {
      title: "¿No ves tu puesto?",
      lead: "Si crees que puedes aportar a nuestro equipo, cuéntanos quién eres y qué te gustaría hacer. Leemos todas las candidaturas.",
      contact: { page: "contact", label: "Envía tu candidatura espontánea" },
    },
  },
  en: {
    meta: {
      title: "Careers",
      description:
        "Join RTS in Valencia: openings for full-stack development, AI and machine learning, digital transformation consulting and robotics engineering.",
    },
    hero: {
      eyebrow: "Careers",
      title: "Work with us",
      lead: "We are looking for people who want to solve real problems with technology: artificial intelligence, robotics, software and data working for real businesses.",
      vacanciesCta: "See open positions",
      contact: { page: "contact", label: "Get in touch" },
    },
    benefits: {
      title: "Why work at RTS",
      lead: "We look after the people who make every project happen, because a great team is our best technology.",
      items: [
        {
          icon: "laptop",
          title: "Hybrid working",
          description: "Combine our Valencia office with remote days, depending on what each project needs.",
        },
        {
          icon: "clock",
          title: "Flexible hours",
          description: "Flexible start and finish times, and shorter working days on Fridays and in summer.",
        },
        {
          icon: "graduation-cap",
          title: "Continuous learning",
          description: "An annual budget for courses, certifications and conferences, plus access to RTS Academy.",
        },
        {
          icon: "heart-pulse",
          title: "Health insurance",
          description: "Private health insurance for you, with the option to extend it to your family.",
        },
        {
          icon: "trending-up",
          title: "Career plan",
          description: "Clear goals, twice-yearly reviews and a growth plan designed with you.",
        },
        {
          icon: "rocket",
          title: "Projects that matter",
          description: "AI, robotics and automation applied to businesses across very different sectors.",
        },
      ],
    },
    culture: {
      title: "Our culture",
      lead: "Three values shape how we work with each other and with our clients.",
      items: [
        {
          icon: "lightbulb",
          title: "Curiosity with a purpose",
          description: "We try out new technologies, but only bring them to clients when they solve a real problem.",
        },
        {
          icon: "handshake",
          title: "Collaboration",
          description: "We share what we know, review work as a team and celebrate every achievement together.",
        },
        {
          icon: "target",
          title: "Commitment",
          description: "We deliver what we promise and measure our work by our clients' results.",
        },
      ],
      imageAlt: "Illustration: two team members working together in front of a screen showing a growth chart",
    },
    quote: {
      text: "Nobody works alone here: from day one you have someone to talk an idea through with, and clients who tell you what has changed thanks to what you built.",
      author: "Marta Sanchis",
      role: "Automation engineer at RTS",
    },
    vacancies: {
      title: "Open positions",
      lead: "All positions are full time with a permanent contract. If you are a good fit, we would love to meet you.",
      labels: { department: "Department", location: "Location", type: "Type", requirements: "Requirements" },
      apply: "Apply now",
      applyFor: "for the role of",
      items: [
        {
          id: "full-stack",
          title: "Full-stack developer",
          department: "Software development",
          location: "Valencia (hybrid)",
          type: "Full time",
          description:
            "You will design and build web applications and APIs for our clients, from architecture to deployment, in small teams with plenty of autonomy.",
          requirements: [
            "React and TypeScript",
            "Node.js",
            "SQL databases",
            "REST APIs",
            "Docker",
            "3 years' experience",
          ],
        },
        {
          id: "ai-ml",
          title: "AI/ML specialist",
          department: "Artificial intelligence",
          location: "Valencia (hybrid) or remote within Spain",
          type: "Full time",
          description:
            "You will take machine learning models and generative AI solutions from idea to production: data, training, evaluation and monitoring.",
          requirements: [
            "Python",
            "PyTorch or TensorFlow",
            "LLMs and RAG",
            "MLOps",
            "Applied statistics",
            "Technical English",
          ],
        },
        {
          id: "consultant",
          title: "Digital transformation consultant",
          department: "Consulting",
          location: "Valencia (on site, with client visits)",
          type: "Full time",
          description:
            "You will help SMEs and large companies analyse their processes, define digitalisation roadmaps and coordinate their implementation, including Digital Kit projects.",
          requirements: [
            "Process analysis",
            "Project management",
            "Public grants and the Digital Kit",
            "Client-facing skills",
            "Agile methods",
            "Driving licence",
          ],
        },
        {
          id: "robotics",
          title: "Robotics engineer",
          department: "Robotics and automation",
          location: "Valencia (on site)",
          type: "Full time",
          description:
            "You will design, program and commission industrial robotics and RPA solutions, from simulation to go-live on the factory floor.",
          requirements: [
            "ROS 2",
            "PLCs and industrial automation",
            "Python or C++",
            "Computer vision",
            "RPA tools",
            "Willingness to travel",
          ],
        },
      ],
    },
    cta: {
      title: "Don't see your role?",
      lead: "If you think you can add something to our team, tell us who you are and what you would like to do. We read every application.",
      contact: { page: "contact", label: "Send an open application" },
    },
  },
});
