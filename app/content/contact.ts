import type { CardContent } from "~/components/ui/Card";
import type { PageMeta } from "~/utils/meta";
import { company } from "~/config/company";
import { bilingual } from "~/i18n/bilingual";
import { formatOpeningHours } from "~/utils/format";

type ContactInfo = { title: string; description: string };

type ContactContent = {
  meta: PageMeta;
  hero: { title: string; lead: string; writeToUs: string; bookDemo: string };
  info: {
    title: string;
    lead: string;
    email: ContactInfo;
    phone: ContactInfo;
    location: ContactInfo & { map: string };
    global: ContactInfo & { value: string };
  };
  form: { title: string; lead: string };
  benefits: { title: string; items: CardContent[] };
  demo: { title: string; lead: string; button: string };
};

/**
 * Contact page copy. The e-mail, phone and address themselves come from the company config
 * (`useContactFacts()` and `company.address`), so the operator changes them in one place.
 */
export const contactContent = bilingual<ContactContent>({
  es: {
    meta: {
      title: "Contacto: consulta gratuita y demo de 45 minutos",
      description:
        "Escríbenos o reserva una demo gratuita de 45 minutos. Respondemos en menos de 24 horas, de lunes a viernes de 9:00 a 18:00.",
    },
    hero: {
      title: "Hablemos de tu proyecto",
      lead: "Cuéntanos qué necesitas y te respondemos en menos de 24 horas. La primera consulta es gratuita.",
      writeToUs: "Escríbenos",
      bookDemo: "Reserva una demo gratuita",
    },
    info: {
      title: "Cómo contactar con nosotros",
      lead: "Elige el canal que te resulte más cómodo: al otro lado siempre hay una persona del equipo.",
      email: {
        title: "Correo electrónico",
        description: "Escríbenos cuando quieras; contestamos en menos de 24 horas laborables.",
      },
      phone: { title: "Teléfono", description: "Llámanos de lunes a viernes, de 9:00 a 18:00." },
      location: {
        title: "Oficina en Valencia",
        description: "Nuestra sede central, con cita previa.",
        map: "Ver en el mapa (OpenStreetMap)",
      },
      global: {
        title: "Alcance internacional",
        value: "Clientes en más de 20 países",
        description: "Trabajamos en remoto con empresas de fuera de España.",
      },
    },
    form: {
      title: "Envíanos un mensaje",
      lead: "Cuéntanos tu reto con tus palabras: te responde una persona del equipo en menos de 24 horas.",
    },
    benefits: {
      title: "Qué puedes esperar",
      items: [
        {
          icon: "gift",
          title: "Consulta inicial gratuita",
          description: "Analizamos tu caso sin coste y te decimos con franqueza si podemos ayudarte.",
        },
        {
          icon: "clock",
          title: "Respuesta en 24 horas",
          description: "Contestamos cada mensaje en menos de 24 horas laborables.",
        },
        {
          icon: "calendar-clock",
          title: formatOpeningHours(company.openingHours, "es"),
          description: "Nuestro horario de atención, en hora peninsular española.",
        },
        {
          icon: "monitor-play",
          title: "Demo de 45 minutos",
          description: "Te enseñamos en directo cómo funcionaría la solución con tus propios procesos.",
        },
      ],
    },
    demo: {
      title: "¿Prefieres verlo en directo?",
      lead: "Reserva una demo gratuita de 45 minutos con nuestro equipo, sin compromiso.",
      button: "Reservar demo gratuita",
    },
  },
  en: {
    meta: {
      title: "Contact us: free consultation and 45-minute demo",
      description:
        "Write to us or book a free 45-minute demo. We reply within 24 hours, Monday to Friday from 9:00 to 18:00 (Spanish time).",
    },
    hero: {
      title: "Let's talk about your project",
      lead: "Tell us what you need and we will reply within 24 hours. The first consultation is free.",
      writeToUs: "Write to us",
      bookDemo: "Book a free demo",
    },
    info: {
      title: "How to reach us",
      lead: "Pick whichever channel suits you best: there is always a member of our team on the other side.",
      email: { title: "E-mail", description: "Write to us any time; we reply within 24 working hours." },
      phone: { title: "Phone", description: "Call us Monday to Friday, 9:00 to 18:00 (Spanish time)." },
      location: {
        title: "Office in Valencia",
        description: "Our head office, by appointment.",
        map: "See it on the map (OpenStreetMap)",
      },
      global: {
        title: "International reach",
        value: "Clients in more than 20 countries",
        description: "We work remotely with companies outside Spain.",
      },
    },
    form: {
      title: "Send us a message",
      lead: "Tell us about your challenge in your own words: a person from the team replies within 24 hours.",
    },
    benefits: {
      title: "What you can expect",
      items: [
        {
          icon: "gift",
          title: "Free initial consultation",
          description: "We look at your case at no cost and tell you honestly whether we can help.",
        },
        {
          icon: "clock",
          title: "Reply within 24 hours",
          description: "We answer every message within 24 working hours.",
        },
        {
          icon: "calendar-clock",
          title: formatOpeningHours(company.openingHours, "en"),
          description: "Our office hours, Spanish mainland time (CET/CEST).",
        },
        {
          icon: "monitor-play",
          title: "45-minute demo",
          description: "We show you live how the solution would work with your own processes.",
        },
      ],
    },
    demo: {
      title: "Would you rather see it live?",
      lead: "Book a free 45-minute demo with our team, with no obligation.",
      button: "Book a free demo",
    },
  },
});
