import { bilingual } from "~/i18n/bilingual";

/**
 * Blog page copy. The posts themselves come from the database (`blog_posts`, one language per
 * post). `{count}` and `{category}` are filled in by the page.
 */
export const blogContent = bilingual({
  es: {
    meta: {
      title: "Blog de tecnología para empresas",
      description:
        "Artículos prácticos sobre inteligencia artificial, automatización, Kit Digital, datos y marketing digital para pymes y autónomos.",
    },
    hero: {
      title: "Blog",
      lead: "Ideas prácticas sobre tecnología, automatización y datos para hacer crecer tu empresa.",
    },
    categories: {
      label: "Categorías del blog",
      all: "Todos",
    },
    status: {
      loading: "Cargando artículos...",
      countOne: "1 artículo",
      countOther: "{count} artículos",
      failed: "Ahora mismo no podemos mostrar los artículos. Vuelve a intentarlo en unos minutos.",
    },
    featured: {
      title: "Artículo destacado",
    },
    list: {
      allTitle: "Últimos artículos",
      categoryTitle: "Artículos de {category}",
      empty: "Todavía no hay artículos publicados en esta categoría.",
      showAll: "Ver todos los artículos",
    },
    card: {
      readMore: "Leer el artículo",
      readTime: "{count} min de lectura",
      viewsOne: "1 visita",
      viewsOther: "{count} visitas",
      by: "Por {author}",
      imageAlt: "Ilustración sobre {category}",
      fallbackAlt: "Ilustración genérica del blog de RTS",
    },
    newsletter: {
      title: "Recibe los nuevos artículos en tu correo",
      lead: "Un correo al mes con lo más útil del blog, sin publicidad. Puedes darte de baja cuando quieras.",
      button: "Suscribirme a la newsletter",
    },
    post: {
      back: "Volver al blog",
      metaLabel: "Datos del artículo",
      author: "Autor",
      published: "Publicado",
      readTime: "Lectura",
      views: "Visitas",
      category: "Categoría",
    },
  },
  en: {
    meta: {
      title: "Technology blog for businesses",
      description:
        "Practical articles on artificial intelligence, automation, the Digital Kit, data and digital marketing for small businesses and the self-employed.",
    },
    hero: {
      title: "Blog",
      lead: "Practical ideas on technology, automation and data to grow your business.",
    },
    categories: {
      label: "Blog categories",
      all: "All",
    },
    status: {
      loading: "Loading articles...",
      countOne: "1 article",
      countOther: "{count} articles",
      failed: "We cannot show the articles right now. Please try again in a few minutes.",
    },
    featured: {
      title: "Featured article",
    },
    list: {
      allTitle: "Latest articles",
      categoryTitle: "{category} articles",
      empty: "There are no articles in this category yet.",
      showAll: "View all articles",
    },
    card: {
      readMore: "Read the article",
      readTime: "{count} min read",
      viewsOne: "1 view",
      viewsOther: "{count} views",
      by: "By {author}",
      imageAlt: "Illustration about {category}",
      fallbackAlt: "Generic illustration of the RTS blog",
    },
    newsletter: {
      title: "Get new articles in your inbox",
      lead: "One e-mail a month with the most useful posts, no advertising. Unsubscribe whenever you like.",
      button: "Subscribe to the newsletter",
    },
    post: {
      back: "Back to the blog",
      metaLabel: "Article details",
      author: "Author",
      published: "Published",
      readTime: "Reading time",
      views: "Views",
      category: "Category",
    },
  },
});

export type BlogCopy = (typeof blogContent)["es"];
