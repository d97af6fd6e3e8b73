import { bilingual } from "./bilingual";

export const contactContent = bilingual({
  es: {
    meta: {
      title: "Contacto",
      description: "Escríbenos o reserva una demo gratuita de 45 minutos. Respondemos en menos de 24 horas, de lunes a viernes de 9:00 a 18:00.",
    },
    hero: {
      title: "Hablemos de tu proyecto",
      lead: "Cuéntanos qué necesitas y te respondemos en menos de 24 horas. La primera consulta es gratuita.",
    },
  },
  en: {
    meta: {
      title: "Contact",
      description: "Write to us or book a free 45-minute demo. We reply within 24 hours, Monday to Friday from 9:00 to 18:00 (Spanish time).",
    },
    hero: {
      title: "Let's talk about your project",
      lead: "Tell us what you need and we will reply within 24 hours. The first consultation is free.",
    },
  },
});
