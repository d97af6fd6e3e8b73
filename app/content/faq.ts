import { bilingual } from "./bilingual";

export const faqContent = bilingual({
  es: {
    meta: {
      title: "Preguntas frecuentes",
      description: "Respuestas a las dudas más habituales sobre nuestros servicios, plazos, precios, el Kit Digital y cómo empezar un proyecto con RTS.",
    },
    hero: {
      title: "Preguntas frecuentes",
      lead: "Lo que más nos preguntan antes de empezar un proyecto.",
    },
  },
  en: {
    meta: {
      title: "Frequently asked questions",
      description: "Answers to the most common questions about our services, timelines, pricing, the Digital Kit and how to start a project with RTS.",
    },
    hero: {
      title: "Frequently asked questions",
      lead: "What people ask us most before starting a project.",
    },
  },
});
