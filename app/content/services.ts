import { bilingual } from "./bilingual";

export const servicesContent = bilingual({
  es: {
    meta: {
      title: "Servicios de tecnología para empresas",
      description: "Process discovery, robótica RPA, soporte, desarrollo web y apps, inteligencia artificial y formación: todos los servicios de RTS para digitalizar tu empresa.",
    },
    hero: {
      title: "Servicios",
      lead: "Todo lo que necesitas para automatizar, digitalizar y hacer crecer tu empresa, con un solo equipo.",
    },
  },
  en: {
    meta: {
      title: "Technology services for businesses",
      description: "Process discovery, RPA robotics, support, web and app development, artificial intelligence and training: every RTS service to digitalise your business.",
    },
    hero: {
      title: "Services",
      lead: "Everything you need to automate, digitalise and grow your business, with a single team.",
    },
  },
});
