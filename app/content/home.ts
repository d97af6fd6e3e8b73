import { bilingual } from "./bilingual";

export const homeContent = bilingual({
  es: {
    meta: {
      title: "Consultoría tecnológica en Valencia: IA, RPA y Kit Digital",
      description: "Inteligencia artificial, automatización RPA, software a medida, BI y marketing digital para pymes. Agente digitalizador del Kit Digital en Valencia.",
    },
    hero: {
      title: "Transformamos tu empresa con inteligencia artificial y automatización",
      lead: "Consultoría tecnológica en Valencia que convierte procesos manuales en resultados medibles. Reserva una demo gratuita de 45 minutos.",
    },
  },
  en: {
    meta: {
      title: "Technology consultancy in Valencia: AI, RPA and Digital Kit",
      description: "Artificial intelligence, RPA automation, custom software, BI and digital marketing for small businesses. Accredited Digital Kit agent in Valencia, Spain.",
    },
    hero: {
      title: "We transform your business with artificial intelligence and automation",
      lead: "A Valencia technology consultancy that turns manual processes into measurable results. Book a free 45-minute demo.",
    },
  },
});
