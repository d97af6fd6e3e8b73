import { bilingual } from "./bilingual";

export const serviceAiContent = bilingual({
  es: {
    meta: {
      title: "Inteligencia artificial para empresas",
      description: "Soluciones de inteligencia artificial a medida: asistentes, análisis predictivo, visión artificial y procesamiento de documentos para pymes y grandes empresas.",
    },
    hero: {
      title: "Inteligencia artificial para tu empresa",
      lead: "Aplicamos IA donde genera retorno: decisiones más rápidas, menos tareas repetitivas y clientes mejor atendidos.",
    },
  },
  en: {
    meta: {
      title: "Artificial intelligence for businesses",
      description: "Tailored artificial intelligence: assistants, predictive analytics, computer vision and document processing for small and large businesses.",
    },
    hero: {
      title: "Artificial intelligence for your business",
      lead: "We apply AI where it pays back: faster decisions, fewer repetitive tasks and better-served customers.",
    },
  },
});
