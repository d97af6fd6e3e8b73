import type { PageMeta } from "~/utils/meta";
import { bilingual } from "~/i18n/bilingual";

type DemoBookingContent = {
  meta: PageMeta;
  hero: { title: string; lead: string };
  /** The section of the form (its anchor is where the demo buttons land). */
  form: { title: string };
  /** The link back to the page the visitor came from (`?origen=`). */
  back: string;
};

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
  },
});
