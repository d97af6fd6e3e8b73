import { bilingual } from "./bilingual";

export const howWeWorkContent = bilingual({
  es: {
    meta: {
      title: "Cómo trabajamos",
      description: "Nuestro método en siete pasos, nuestros compromisos y el impacto medido en más de 500 proyectos: 98 % de satisfacción y un ROI medio del 300 %.",
    },
    hero: {
      title: "Cómo trabajamos",
      lead: "Un método claro, compromisos por escrito y resultados que se miden desde el primer día.",
    },
  },
  en: {
    meta: {
      title: "How we work",
      description: "Our seven-step method, our commitments and the impact measured across more than 500 projects: 98% satisfaction and a 300% average ROI.",
    },
    hero: {
      title: "How we work",
      lead: "A clear method, written commitments and results measured from day one.",
    },
  },
});
