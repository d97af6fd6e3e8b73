import { bilingual } from "./bilingual";

export const kitDigitalContent = bilingual({
  es: {
    meta: {
      title: "Kit Digital: ayudas para digitalizar tu empresa",
      description: "Somos agentes digitalizadores del Kit Digital. Te ayudamos a solicitar el bono y a implantar soluciones de hasta 24.000 € sin coste para tu empresa.",
    },
    hero: {
      title: "Kit Digital: digitaliza tu empresa con ayudas públicas",
      lead: "Como agente digitalizador adherido, te acompañamos desde la solicitud del bono hasta la puesta en marcha de cada solución.",
    },
  },
  en: {
    meta: {
      title: "Digital Kit: grants to digitalise your business",
      description: "We are an accredited Digital Kit agent. We help you apply for the voucher and implement solutions worth up to EUR 24,000 at no cost to your business.",
    },
    hero: {
      title: "Digital Kit: digitalise your business with public grants",
      lead: "As an accredited digitalisation agent, we support you from the voucher application to the launch of each solution.",
    },
  },
});
