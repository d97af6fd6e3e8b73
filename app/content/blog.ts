import { bilingual } from "~/i18n/bilingual";

/**
 * Blog page copy. The posts themselves come from the database (`blog_posts`, one language per
 * post); the words of the lists, cards and articles are the `blog` strings (i18n/resources/blog.ts).
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
    newsletter: {
      title: "Recibe los nuevos artículos en tu correo",
      lead: "Un correo al mes con lo más útil del blog, sin publicidad. Puedes darte de baja cuando quieras.",
      button: "Suscribirme a la newsletter",
    },
  },
  en: {
    meta: {
      title: "Technology blog for businesses",
      description:
        "Practical articles on artificial intelligence, automation, Kit Digital, data and digital marketing for small businesses and the self-employed.",
    },
    hero: {
      title: "Blog",
      lead: "Practical ideas on technology, automation and data to grow your business.",
    },
    newsletter: {
      title: "Get new articles in your inbox",
      lead: "One e-mail a month with the most useful posts, no advertising. Unsubscribe whenever you like.",
      button: "Subscribe to the newsletter",
    },
  },
});

export type BlogCopy = (typeof blogContent)["es"];
