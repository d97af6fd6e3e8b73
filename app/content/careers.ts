import type { CardContent } from "~/components/ui/Card";
import type { Picture } from "~/components/ui/Image";
import type { ContentLink } from "~/components/ui/ContentLink";
import type { Quotation } from "~/components/ui/Quote";
import type { PageMeta } from "~/utils/meta";
import { bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";

export type CareersContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; vacancies: ContentLink; contact: ContentLink };
  benefits: { title: string; lead: string; items: CardContent[] };
  culture: { title: string; lead: string; items: CardContent[]; image: Picture };
  /**
   * Said by a person of the team the specification names (`by`: a file of app/content/company/people/);
   * the loader signs it with their name once the company gives it, with their role until then.
   */
  quote: Pick<Quotation, "text"> & { by: string };
  /** The open positions themselves are the company's content files (app/content/company/vacancies/). */
  vacancies: { title: string; lead: string };
  cta: { title: string; lead: string; contact: ContentLink };
};

const teamPicture = { src: "/images/careers/equipo.svg", width: 480, height: 360 };

const copy = bilingual<CareersContent>({
  es: {
    meta: {
      title: "Trabaja con nosotros: empleo tecnológico en Valencia",
      description:
        "Únete a RTS en Valencia: vacantes de desarrollo full stack, IA y machine learning, consultoría de transformación digital e ingeniería robótica.",
    },
    hero: {
      eyebrow: "Carreras",
      title: "Trabaja con nosotros",
      lead: "Buscamos personas con ganas de resolver problemas reales con tecnología: inteligencia artificial, robótica, software y datos al servicio de empresas de verdad.",
      vacancies: { anchor: "vacantes", label: "Ver vacantes abiertas" },
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
      image: {
        ...teamPicture,
        alt: "Ilustración: el equipo y los campos de los puestos abiertos: desarrollo, inteligencia artificial, consultoría y robótica",
      },
    },
    quote: {
      text: "Aquí nadie trabaja solo: desde el primer día tienes a alguien con quien revisar una idea y un cliente que te cuenta qué ha cambiado gracias a lo que has construido.",
      by: "direccion-operaciones",
    },
    vacancies: {
      title: "Vacantes abiertas",
      lead: "Todas las posiciones son de jornada completa y con contrato indefinido. Si encajas, queremos conocerte.",
    },
    cta: {
      title: "¿No ves tu puesto?",
      lead: "Si crees que puedes aportar a nuestro equipo, cuéntanos quién eres y qué te gustaría hacer. Leemos todas las candidaturas.",
      contact: { page: "contact", label: "Envía tu candidatura espontánea" },
    },
  },
  en: {
    meta: {
      title: "Careers: technology jobs in Valencia",
      description:
        "Join RTS in Valencia: openings for full-stack development, AI and machine learning, digital transformation consulting and robotics engineering.",
    },
    hero: {
      eyebrow: "Careers",
      title: "Work with us",
      lead: "We are looking for people who want to solve real problems with technology: artificial intelligence, robotics, software and data working for real businesses.",
      vacancies: { anchor: "vacantes", label: "See open positions" },
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
      image: {
        ...teamPicture,
        alt: "Illustration: the team and the fields of the open positions: development, artificial intelligence, consulting and robotics",
      },
    },
    quote: {
      text: "Nobody works alone here: from day one you have someone to talk an idea through with, and clients who tell you what has changed thanks to what you built.",
      by: "direccion-operaciones",
    },
    vacancies: {
      title: "Open positions",
      lead: "All positions are full time with a permanent contract. If you are a good fit, we would love to meet you.",
    },
    cta: {
      title: "Don't see your role?",
      lead: "If you think you can add something to our team, tell us who you are and what you would like to do. We read every application.",
      contact: { page: "contact", label: "Send an open application" },
    },
  },
});

/** The careers page in a language (the careers loader adds the open positions). */
export function careersContent(lang: Lang): CareersContent {
  return copy[lang];
}
