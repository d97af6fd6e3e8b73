import { bilingual } from "./bilingual";

export const casesContent = bilingual({
  es: {
    meta: {
      title: "Casos de éxito",
      description: "Proyectos reales de automatización, inteligencia artificial y digitalización en turismo, sector público, finanzas, energía y aviación, con sus resultados.",
    },
    hero: {
      title: "Casos de éxito",
      lead: "Resultados reales de empresas e instituciones que ya trabajan con nosotros.",
    },
  },
  en: {
    meta: {
      title: "Success stories",
      description: "Real automation, artificial intelligence and digitalisation projects in tourism, the public sector, finance, energy and aviation, with their results.",
    },
    hero: {
      title: "Success stories",
      lead: "Real results from companies and institutions that already work with us.",
    },
  },
});
