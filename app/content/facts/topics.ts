import type { Lang } from "~/i18n/language";
import type { ServiceKey } from "~/i18n/resources/services";

/**
 * The blog's topics (its categories, decision 185): an article's front matter names one by its key;
 * the `category` column of blog_posts holds its name in the article's language (the specification's
 * chips read that column). Each topic has a page of its own per language (/blog/categoria/<slug>,
 * /en/blog/category/<slug>) with its title, description, feed and breadcrumb, and names the services
 * it is about (the topic page links them).
 */
export type TopicKey = "ai" | "automation" | "kit-digital" | "bi" | "software" | "marketing";

type TopicCopy = { name: string; slug: string; description: string };

export type Topic = { key: TopicKey; services: ServiceKey[] } & Record<Lang, TopicCopy>;

export const topics: Topic[] = [
  {
    key: "ai",
    services: ["service-ai"],
    es: {
      name: "Inteligencia Artificial",
      slug: "inteligencia-artificial",
      description:
        "Artículos sobre inteligencia artificial para pymes: IA generativa, asistentes y chatbots, con casos de uso, riesgos y cómo medir el retorno.",
    },
    en: {
      name: "Artificial Intelligence",
      slug: "artificial-intelligence",
      description:
        "Articles on artificial intelligence for small businesses: generative AI, assistants and chatbots, with use cases, risks and how to measure the return.",
    },
  },
  {
    key: "automation",
    services: ["service-robotics", "kit-process"],
    es: {
      name: "Automatización",
      slug: "automatizacion",
      description:
        "Artículos sobre automatización de procesos y RPA: qué automatizar primero, cómo descubrir los procesos y qué resultados esperar.",
    },
    en: {
      name: "Automation",
      slug: "automation",
      description:
        "Articles on process automation and RPA: what to automate first, how to discover your processes and what results to expect.",
    },
  },
  {
    key: "kit-digital",
    services: ["kit-digital"],
    es: {
      name: "Kit Digital",
      slug: "kit-digital",
      description:
        "Artículos sobre el Kit Digital: qué cubre cada categoría de solución, cuánto aporta según el tamaño de la empresa y cómo solicitarlo.",
    },
    en: {
      name: "Digital Kit",
      slug: "kit-digital",
      description:
        "Articles on the Digital Kit (Kit Digital) programme: what each solution category covers, how much it grants by company size and how to apply.",
    },
  },
  {
    key: "bi",
    services: ["kit-bi"],
    es: {
      name: "Business Intelligence",
      slug: "business-intelligence",
      description:
        "Artículos sobre business intelligence y analítica: cuadros de mando, indicadores y datos limpios para decidir con información fiable.",
    },
    en: {
      name: "Business Intelligence",
      slug: "business-intelligence",
      description:
        "Articles on business intelligence and analytics: dashboards, key indicators and clean data to decide with information you can trust.",
    },
  },
  {
    key: "software",
    services: ["service-software"],
    es: {
      name: "Desarrollo de Software",
      slug: "desarrollo-de-software",
      description:
        "Artículos sobre desarrollo de software para empresas: a medida o estándar, seguridad básica y cómo reducir el riesgo de un proyecto.",
    },
    en: {
      name: "Software Development",
      slug: "software-development",
      description:
        "Articles on software development for businesses: custom or off-the-shelf, basic security and how to reduce the risk of a project.",
    },
  },
  {
    key: "marketing",
    services: ["service-marketing", "kit-seo", "kit-social"],
    es: {
      name: "Marketing Digital",
      slug: "marketing-digital",
      description:
        "Artículos sobre marketing digital para negocios locales y pymes: buscadores, reseñas, contenidos y campañas pequeñas que se miden.",
    },
    en: {
      name: "Digital Marketing",
      slug: "digital-marketing",
      description:
        "Articles on digital marketing for local and small businesses: search, reviews, useful content and small campaigns you can measure.",
    },
  },
];

export const topicKeys = topics.map((topic) => topic.key) as [TopicKey, ...TopicKey[]];

export const topicByKey = (key: string): Topic | undefined => topics.find((topic) => topic.key === key);

/** The topic a category name (the blog_posts column, in a language) stands for. */
export const topicByName = (name: string, lang: Lang): Topic | undefined =>
  topics.find((topic) => topic[lang].name === name);

export const topicBySlug = (slug: string, lang: Lang): Topic | undefined =>
  topics.find((topic) => topic[lang].slug === slug);
