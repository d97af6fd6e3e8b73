import { bilingual, type Bilingual } from "./bilingual";

export type SuccessCaseKey = "case-hotel" | "case-government" | "case-accounting" | "case-grid" | "case-flights";

export const successCases = {
  "case-hotel": bilingual({
    es: {
      meta: { title: "Caso de éxito: automatización hotelera completa", description: "Cómo automatizamos la gestión de una cadena de 15 hoteles en 8 meses: reservas, atención en 12 idiomas y operaciones integradas." },
      hero: { title: "Automatización hotelera completa", lead: "Una cadena de 15 hoteles automatizada de extremo a extremo en 8 meses." },
    },
    en: {
      meta: { title: "Success story: end-to-end hotel automation", description: "How we automated the operations of a 15-hotel chain in 8 months: bookings, guest service in 12 languages and integrated operations." },
      hero: { title: "End-to-end hotel automation", lead: "A 15-hotel chain automated end to end in 8 months." },
    },
  }),
  "case-government": bilingual({
    es: {
      meta: { title: "Caso de éxito: digitalización gubernamental", description: "La digitalización de los servicios de un ayuntamiento de 800.000 habitantes en 12 meses: trámites en línea, automatización y atención ciudadana." },
      hero: { title: "Digitalización gubernamental", lead: "Los servicios de un ayuntamiento de 800.000 habitantes, digitales en 12 meses." },
    },
    en: {
      meta: { title: "Success story: local government digitalisation", description: "Digitalising the services of a city council serving 800,000 residents in 12 months: online procedures, automation and citizen service." },
      hero: { title: "Local government digitalisation", lead: "The services of a city council serving 800,000 residents, digital in 12 months." },
    },
  }),
  "case-accounting": bilingual({
    es: {
      meta: { title: "Caso de éxito: automatización contable inteligente", description: "Automatización contable con IA: +70 % de eficiencia, -50 % de costes, 99,9 % de precisión y 1,8 M€ de ahorro anual con un ROI del 380 %." },
      hero: { title: "Automatización contable inteligente", lead: "Contabilidad automatizada con inteligencia artificial en 6 meses." },
    },
    en: {
      meta: { title: "Success story: intelligent accounting automation", description: "AI-driven accounting automation: +70% efficiency, -50% costs, 99.9% accuracy and EUR 1.8M saved a year with a 380% ROI." },
      hero: { title: "Intelligent accounting automation", lead: "Accounting automated with artificial intelligence in 6 months." },
    },
  }),
  "case-grid": bilingual({
    es: {
      meta: { title: "Caso de éxito: optimización de redes eléctricas", description: "Optimización de una red eléctrica con 15.000 sensores: +55 % de eficiencia, -30 % de cortes y 12 M€ de ahorro para 2,1 millones de hogares." },
      hero: { title: "Optimización de redes eléctricas", lead: "Una red que abastece a 2,1 millones de hogares, optimizada con datos en tiempo real." },
    },
    en: {
      meta: { title: "Success story: electricity grid optimisation", description: "Optimising an electricity grid with 15,000 sensors: +55% efficiency, -30% outages and EUR 12M saved for 2.1 million homes." },
      hero: { title: "Electricity grid optimisation", lead: "A grid supplying 2.1 million homes, optimised with real-time data." },
    },
  }),
  "case-flights": bilingual({
    es: {
      meta: { title: "Caso de éxito: gestión inteligente de vuelos", description: "Gestión inteligente de más de 450 vuelos diarios: +45 % de eficiencia, -25 % de costes, 15 M€ de ahorro y un ROI del 340 %." },
      hero: { title: "Gestión inteligente de vuelos", lead: "Más de 450 vuelos diarios coordinados con inteligencia artificial." },
    },
    en: {
      meta: { title: "Success story: intelligent flight management", description: "Intelligent management of more than 450 daily flights: +45% efficiency, -25% costs, EUR 15M saved and a 340% ROI." },
      hero: { title: "Intelligent flight management", lead: "More than 450 daily flights coordinated with artificial intelligence." },
    },
  }),
} satisfies Record<SuccessCaseKey, Bilingual<unknown>>;
