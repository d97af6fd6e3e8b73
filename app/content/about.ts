import { bilingual } from "./bilingual";

export const aboutContent = bilingual({
  es: {
    meta: {
      title: "Sobre nosotros",
      description: "Conoce al equipo de RTS, consultora de automatización e inteligencia artificial de Valencia premiada en 2024, y cómo trabajamos con cada cliente.",
    },
    hero: {
      title: "Sobre RTS",
      lead: "Somos una consultora tecnológica de Valencia especializada en automatización e inteligencia artificial para empresas.",
    },
  },
  en: {
    meta: {
      title: "About us",
      description: "Meet the RTS team, the Valencia automation and artificial intelligence consultancy awarded in 2024, and how we work with every client.",
    },
    hero: {
      title: "About RTS",
      lead: "We are a Valencia technology consultancy specialising in automation and artificial intelligence for businesses.",
    },
  },
});
