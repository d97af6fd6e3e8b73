import { bilingual } from "~/i18n/bilingual";

/** Words of the blog: the category filter, the status line, the lists, the cards and an article. */
export const blog = bilingual({
  es: {
    categories: {
      label: "Categorías del blog",
      all: "Todos",
    },
    status: {
      loading: "Cargando artículos...",
      count_one: "1 artículo",
      count_other: "{{count}} artículos",
      failed: "Ahora mismo no podemos mostrar los artículos. Vuelve a intentarlo en unos minutos.",
    },
    featured: "Artículo destacado",
    list: {
      allTitle: "Últimos artículos",
      categoryTitle: "Artículos de {{category}}",
      empty: "Todavía no hay artículos publicados en esta categoría.",
      showAll: "Ver todos los artículos",
    },
    card: {
      /** `value` is the number already written in the page's language. */
      readTime: "{{value}} min de lectura",
      views_one: "1 visita",
      views_other: "{{value}} visitas",
      by: "Por {{author}}",
      byPrefix: "Por",
      imageAlt: "Ilustración sobre {{category}}",
      fallbackAlt: "Ilustración genérica del blog de RTS",
    },
    post: {
      back: "Volver al blog",
      metaLabel: "Datos del artículo",
      category: "Categoría",
      related: "Sobre este tema",
      relatedArticles: "Más artículos",
      relatedServices: "Servicios",
      relatedCases: "Casos de éxito",
    },
    topic: {
      title: "Artículos de {{topic}} para empresas",
      feed: "Artículos de {{topic}} por RSS",
      services: "Lo que hacemos en {{topic}}",
      intro: "Sobre {{topic}}",
    },
    author: {
      title: "{{name}}: artículos en el blog de RTS",
      description: "Artículos de {{name}} en el blog de RTS, consultora tecnológica de Valencia, sobre {{topics}}.",
      articles: "Artículos de {{name}}",
      profile: "Perfil profesional de {{name}}",
      about: "Sobre {{name}}",
    },
    related: {
      articles: "Artículos relacionados",
      cases: "Casos de éxito relacionados",
      services: "Servicios relacionados",
      topics: "Temas del blog",
    },
  },
  en: {
    categories: {
      label: "Blog categories",
      all: "All",
    },
    status: {
      loading: "Loading articles...",
      count_one: "1 article",
      count_other: "{{count}} articles",
      failed: "We cannot show the articles right now. Please try again in a few minutes.",
    },
    featured: "Featured article",
    list: {
      allTitle: "Latest articles",
      categoryTitle: "{{category}} articles",
      empty: "There are no articles in this category yet.",
      showAll: "View all articles",
    },
    card: {
      readTime: "{{value}} min read",
      views_one: "1 view",
      views_other: "{{value}} views",
      by: "By {{author}}",
      byPrefix: "By",
      imageAlt: "Illustration about {{category}}",
      fallbackAlt: "Generic illustration of the RTS blog",
    },
    post: {
      back: "Back to the blog",
      metaLabel: "Article details",
      category: "Category",
      related: "On this subject",
      relatedArticles: "More articles",
      relatedServices: "Services",
      relatedCases: "Success stories",
    },
    topic: {
      title: "{{topic}} articles for businesses",
      feed: "{{topic}} articles by RSS",
      services: "What we do in {{topic}}",
      intro: "About {{topic}}",
    },
    author: {
      title: "{{name}}: articles on the RTS blog",
      description: "Articles by {{name}} on the blog of RTS, a technology consultancy in Valencia, about {{topics}}.",
      articles: "Articles by {{name}}",
      profile: "{{name}}'s professional profile",
      about: "About {{name}}",
    },
    related: {
      articles: "Related articles",
      cases: "Related success stories",
      services: "Related services",
      topics: "Blog topics",
    },
  },
});
