import type { PageMeta } from "~/utils/meta";
import { bilingual } from "~/i18n/bilingual";
import { DEMO_DURATION_MINUTES, DEMO_SLOTS } from "~shared/demo-slots";

type DemoBookingContent = {
  meta: PageMeta;
  hero: { title: string; lead: string };
  /** The section of the form (its anchor is where the demo buttons land). */
  form: { title: string };
  /** The link back to the page the visitor came from (`?origen=`). */
  back: string;
  /**
   * What the demo is, in the specification's facts only (§1, §9, the about page's four steps): its
   * length and price, its days and hours (from the slot grid), the reply time, what follows it.
   */
  about: { title: string; items: string[] };
};

/** The slot grid's facts, written once (`~shared/demo-slots`): 45 minutes, 08:00 to 18:00. */
const minutes = DEMO_DURATION_MINUTES;
const first = DEMO_SLOTS[0];
const last = DEMO_SLOTS[DEMO_SLOTS.length - 1];

/**
 * The demo booking page: where the demo buttons lead without JavaScript (with it they open the
 * booking dialog on the page itself). The form's own words are the `forms` strings (`demo.*`).
 */
export const demoBookingContent = bilingual<DemoBookingContent>({
  es: {
    meta: {
      title: "Reserva una demo gratuita de 45 minutos",
      description:
        "Elige día y hora para una videollamada gratuita de 45 minutos con RTS, de lunes a viernes. Te enviamos la invitación de calendario al momento.",
    },
    hero: {
      title: "Agenda una demo gratuita",
      lead: "Una videollamada de 45 minutos para ver cómo podemos ayudarte. Elige el día y la hora que te vengan mejor.",
    },
    form: { title: "Tus datos, el día y la hora" },
    back: "Volver a la página anterior",
    about: {
      title: "Cómo es la demo",
      items: [
        `${minutes} minutos por videollamada, gratis y sin compromiso.`,
        `De lunes a viernes, a la hora en punto de ${first} a ${last} (hora de Madrid).`,
        "Respondemos a cada solicitud en menos de 24 horas.",
        "Si encaja, seguimos con el análisis completo, el estudio de viabilidad y el desarrollo.",
      ],
    },
  },
  en: {
    meta: {
      title: "Book a free 45-minute demo",
      description:
        "Pick a day and time for a free 45-minute video call with RTS, Monday to Friday. We send you the calendar invitation straight away.",
    },
    hero: {
      title: "Book a free demo",
      lead: "A 45-minute video call to see how we can help you. Choose the day and time that suit you best.",
    },
    form: { title: "Your details, the day and the time" },
    back: "Back to the previous page",
    about: {
      title: "What the demo is like",
      items: [
        `${minutes} minutes by video call, free and with no obligation.`,
        `Monday to Friday, on the hour from ${first} to ${last} (Madrid time).`,
        "We reply to every request within 24 hours.",
        "If it fits, we go on to a full analysis, a feasibility study and the development.",
      ],
    },
  },
});
