import type { PageMeta } from "~/utils/meta";
import { bilingual } from "~/i18n/bilingual";

type Outcome = { title: string; body: string };

/** One of the two pages the newsletter e-mails link to (decision 135). */
export type NewsletterLinkPage = {
  meta: PageMeta;
  title: string;
  lead: string;
  button: string;
  /**
   * What the page says after the button, per outcome; `invalid` also for a link without a token.
   * `expired` only where it says more than `already` (an unsubscribe link whose address is already
   * gone has nothing more to say): without it the page shows `already`.
   */
  outcomes: Record<"done" | "already" | "invalid" | "unavailable", Outcome> & { expired?: Outcome };
  home: string;
};

export type NewsletterLinkContent = { confirm: NewsletterLinkPage; unsubscribe: NewsletterLinkPage };

export const newsletterLinkContent = bilingual<NewsletterLinkContent>({
  es: {
    confirm: {
      meta: {
        title: "Confirma tu suscripción",
        description: "Confirma que quieres recibir el newsletter mensual de RTS en tu correo.",
      },
      title: "Confirma tu suscripción al newsletter",
      lead: "Pulsa el botón para confirmar que quieres recibir nuestro newsletter mensual en la dirección a la que te escribimos. Hasta entonces no te enviaremos ninguno.",
      button: "Confirmar suscripción",
      outcomes: {
        done: {
          title: "Suscripción confirmada",
          body: "¡Gracias! Ya estás suscrito. Te hemos enviado un correo de bienvenida, con el enlace para darte de baja cuando quieras.",
        },
        already: {
          title: "Ya estabas suscrito",
          body: "Esta dirección ya estaba confirmada. No hace falta hacer nada más.",
        },
        expired: {
          title: "Este enlace ha caducado",
          body: "La solicitud ya no está pendiente: ha pasado el plazo para confirmarla o la dirección se dio de baja. Si quieres recibir el newsletter, suscríbete de nuevo desde el pie de cualquier página.",
        },
        invalid: {
          title: "Este enlace no es válido",
          body: "Comprueba que has copiado el enlace completo del correo. Si el problema sigue, suscríbete de nuevo desde el pie de cualquier página.",
        },
        unavailable: {
          title: "No hemos podido confirmar tu suscripción",
          body: "Ha habido un problema en nuestro servidor. Vuelve a abrir el enlace del correo dentro de unos minutos.",
        },
      },
      home: "Volver al inicio",
    },
    unsubscribe: {
      meta: {
        title: "Darse de baja del newsletter",
        description: "Deja de recibir el newsletter de RTS con un clic.",
      },
      title: "Darse de baja del newsletter",
      lead: "Pulsa el botón y borraremos tu dirección de la lista del newsletter al momento, junto con los correos que te hemos enviado.",
      button: "Darme de baja",
      outcomes: {
        done: {
          title: "Te has dado de baja",
          body: "Hemos borrado tu dirección del newsletter. No volverás a recibirlo. Puedes suscribirte de nuevo cuando quieras.",
        },
        already: { title: "Te has dado de baja", body: "Esta dirección ya no está en el newsletter." },
        invalid: {
          title: "Este enlace no es válido",
          body: "Comprueba que has copiado el enlace completo del correo, o escríbenos a la dirección de la política de privacidad y te daremos de baja nosotros.",
        },
        unavailable: {
          title: "No hemos podido darte de baja",
          body: "Ha habido un problema en nuestro servidor. Vuelve a abrir el enlace del correo dentro de unos minutos.",
        },
      },
      home: "Volver al inicio",
    },
  },
  en: {
    confirm: {
      meta: {
        title: "Confirm your subscription",
        description: "Confirm that you want to receive the RTS monthly newsletter by e-mail.",
      },
      title: "Confirm your newsletter subscription",
      lead: "Press the button to confirm that you want to receive our monthly newsletter at the address we wrote to. Until then we will send you none.",
      button: "Confirm subscription",
      outcomes: {
        done: {
          title: "Subscription confirmed",
          body: "Thank you! You are now subscribed. We have sent you a welcome e-mail, with the link to unsubscribe whenever you like.",
        },
        already: {
          title: "You were already subscribed",
          body: "This address was already confirmed. There is nothing else to do.",
        },
        expired: {
          title: "This link has expired",
          body: "The request is no longer pending: the time to confirm it has passed or the address was unsubscribed. To receive the newsletter, subscribe again from the footer of any page.",
        },
        invalid: {
          title: "This link is not valid",
          body: "Check that you copied the whole link from the e-mail. If the problem persists, subscribe again from the footer of any page.",
        },
        unavailable: {
          title: "We could not confirm your subscription",
          body: "Something went wrong on our server. Open the link in the e-mail again in a few minutes.",
        },
      },
      home: "Back to the home page",
    },
    unsubscribe: {
      meta: {
        title: "Unsubscribe from the newsletter",
        description: "Stop receiving the RTS newsletter in one click.",
      },
      title: "Unsubscribe from the newsletter",
      lead: "Press the button and we will delete your address from the newsletter list at once, together with the e-mails we sent you.",
      button: "Unsubscribe",
      outcomes: {
        done: {
          title: "You have unsubscribed",
          body: "We have deleted your address from the newsletter. You will not receive it again. You can subscribe again whenever you like.",
        },
        already: { title: "You have unsubscribed", body: "This address is no longer on the newsletter." },
        invalid: {
          title: "This link is not valid",
          body: "Check that you copied the whole link from the e-mail, or write to the address in the privacy policy and we will unsubscribe you ourselves.",
        },
        unavailable: {
          title: "We could not unsubscribe you",
          body: "Something went wrong on our server. Open the link in the e-mail again in a few minutes.",
        },
      },
      home: "Back to the home page",
    },
  },
});
