import { bilingual } from "./bilingual";

export const serviceMarketingContent = bilingual({
  es: {
    meta: {
      title: "Marketing digital y de influencia",
      description: "Agencia de marketing digital y de influencia: estrategia, contenidos, creadores y publicidad con resultados medibles, hasta un 300 % más de tráfico orgánico.",
    },
    hero: {
      title: "Marketing digital y de influencia",
      lead: "Estrategia, contenidos y creadores que convierten la atención en clientes, con resultados que se miden.",
    },
  },
  en: {
    meta: {
      title: "Digital and influencer marketing",
      description: "A digital and influencer marketing agency: strategy, content, creators and advertising with measurable results, up to 300% more organic traffic.",
    },
    hero: {
      title: "Digital and influencer marketing",
      lead: "Strategy, content and creators that turn attention into customers, with results you can measure.",
    },
  },
});
