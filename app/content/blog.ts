import { bilingual } from "./bilingual";

export const blogContent = bilingual({
  es: {
    meta: {
      title: "Blog de tecnología para empresas",
      description: "Artículos prácticos sobre inteligencia artificial, automatización, Kit Digital, datos y marketing digital para pymes y autónomos.",
    },
    hero: {
      title: "Blog",
      lead: "Ideas prácticas sobre tecnología, automatización y datos para hacer crecer tu empresa.",
    },
  },
  en: {
    meta: {
      title: "Technology blog for businesses",
      description: "Practical articles on artificial intelligence, automation, the Digital Kit, data and digital marketing for small businesses and the self-employed.",
    },
    hero: {
      title: "Blog",
      lead: "Practical ideas on technology, automation and data to grow your business.",
    },
  },
});
