import type { PageMeta } from "~/utils/meta";
import { retentionDefaults as days } from "~/config/retention";
import { bilingual, type Bilingual } from "~/i18n/bilingual";

export type LegalPageKey = "privacy" | "terms" | "cookies";

/**
 * Text uses the inline markup of `RichText`: {legalName}, {controller}, {email}, {phone} and {address}
 * are filled from the company facts; [label](page:<key>) links to a page of the site,
 * [label](https://…) to another site (new tab).
 */
export type LegalBlock =
  | { type: "p"; text: string }
  | { type: "list"; items: string[] }
  | { type: "table"; caption: string; head: string[]; rows: string[][] }
  /** The company identification (LSSI-CE art. 10), rendered from the company facts. */
  | { type: "company" }
  /** The control that reopens the cookie preferences. */
  | { type: "cookie-preferences" };

export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

export type LegalPage = {
  meta: PageMeta;
  hero: { title: string; lead: string };
  /** The date of the last revision of this text (ISO), shown as "last updated". */
  revised: string;
  sections: LegalSection[];
};

export const legalPages = {
  privacy: bilingual<LegalPage>({
    es: {
      meta: {
        title: "Política de privacidad y protección de datos",
        description:
          "Cómo trata RTS tus datos personales: responsable, finalidades, base legal, conservación, destinatarios y tus derechos según el RGPD.",
      },
      hero: {
        title: "Política de privacidad",
        lead: "Cómo tratamos tus datos personales y cómo ejercer tus derechos.",
      },
      revised: "2026-11-26",
      sections: [
        {
          id: "responsable",
          title: "1. Responsable del tratamiento",
          blocks: [
            {
              type: "p",
              text: "El responsable del tratamiento de los datos personales que nos facilitas a través de este sitio web es {controller}.",
            },
            {
              type: "p",
              text: "Para cualquier cuestión sobre privacidad o para ejercer tus derechos puedes escribirnos a {email} o llamarnos al {phone}.",
            },
          ],
        },
        {
          id: "datos",
          title: "2. Qué datos tratamos",
          blocks: [
            {
              type: "p",
              text: "Solo tratamos los datos que nos das en los formularios y los imprescindibles para que el sitio funcione:",
            },
            {
              type: "list",
              items: [
                "Solicitud de demostración: nombre, correo electrónico, teléfono, empresa (opcional) y la fecha y hora elegidas.",
                "Formulario de contacto: nombre, correo electrónico, empresa, teléfono, servicio de interés y el mensaje que nos escribas.",
                "Newsletter: tu correo electrónico.",
                "Datos técnicos: la dirección IP y los datos del navegador que recibe cualquier servidor web, que usamos para proteger el sitio frente a abusos y registramos durante un tiempo limitado.",
              ],
            },
            {
              type: "p",
              text: "Guía gratuita: tu nombre y tu correo electrónico, que el formulario envía a nuestro servidor para enviarte la guía por correo. No tratamos categorías especiales de datos ni datos de menores de 14 años.",
            },
          ],
        },
        {
          id: "finalidades",
          title: "3. Para qué los usamos",
          blocks: [
            {
              type: "list",
              items: [
                "Responder a tus consultas y preparar las propuestas que nos pidas.",
                "Organizar y confirmar la demostración que reserves.",
                "Enviarte nuestra newsletter, si te has suscrito.",
                "Mantener la seguridad del sitio y prevenir el envío masivo o fraudulento de formularios.",
              ],
            },
            {
              type: "p",
              text: "No tomamos decisiones automatizadas con efectos jurídicos sobre ti ni elaboramos perfiles con tus datos.",
            },
          ],
        },
        {
          id: "base-juridica",
          title: "4. Base jurídica",
          blocks: [
            {
              type: "list",
              items: [
                "Consultas y demostraciones: la aplicación de medidas precontractuales a petición tuya (artículo 6.1.b del RGPD).",
                "Newsletter: tu consentimiento (artículo 6.1.a del RGPD y artículo 21 de la Ley 34/2002, de servicios de la sociedad de la información, LSSI-CE), que puedes retirar en cualquier momento con el enlace de cada envío.",
                "Seguridad del sitio: nuestro interés legítimo en proteger el servicio y a sus usuarios (artículo 6.1.f del RGPD).",
              ],
            },
          ],
        },
        {
          id: "conservacion",
          title: "5. Cuánto tiempo los conservamos",
          blocks: [
            {
              type: "list",
              items: [
                `Consultas: ${days.contact} días desde que nos escribes. Demostraciones: ${days.demo} días desde la fecha de la demostración.`,
                "Si llegamos a contratar: mientras dure la relación y, después, durante los plazos de prescripción de las obligaciones legales, fiscales y mercantiles (en general, hasta 6 años).",
                `Newsletter: hasta que te des de baja (al momento); una suscripción sin confirmar, ${days.newsletterPending} días.`,
                `Guía gratuita: ${days.leadMagnet} días desde la solicitud.`,
                "Registros técnicos de seguridad: un máximo de 90 días.",
              ],
            },
            {
              type: "p",
              text: "Pasados esos plazos, los datos se suprimen o se bloquean en los términos del artículo 32 de la LOPDGDD.",
            },
          ],
        },
        {
          id: "destinatarios",
          title: "6. Destinatarios y transferencias internacionales",
          blocks: [
            {
              type: "p",
              text: "No vendemos ni cedemos tus datos a terceros, salvo obligación legal. Sí los tratan, por cuenta nuestra y con contrato de encargo del tratamiento (artículo 28 del RGPD), los proveedores que necesitamos para prestar el servicio: alojamiento web y base de datos y envío de correo electrónico.",
            },
            {
              type: "p",
              text: "Elegimos proveedores que alojan los datos en la Unión Europea. Si alguno tuviera que acceder a ellos desde fuera del Espacio Económico Europeo, lo haría con las garantías del capítulo V del RGPD, como una decisión de adecuación o las cláusulas contractuales tipo aprobadas por la Comisión Europea.",
            },
          ],
        },
        {
          id: "derechos",
          title: "7. Tus derechos",
          blocks: [
            { type: "p", text: "Puedes ejercer en cualquier momento, de forma gratuita, tus derechos de:" },
            {
              type: "list",
              items: [
                "Acceso a tus datos.",
                "Rectificación de los datos inexactos.",
                "Supresión, cuando ya no sean necesarios.",
                "Oposición y limitación del tratamiento.",
                "Portabilidad de los datos que nos diste.",
                "Retirada del consentimiento, sin que afecte a los tratamientos anteriores.",
              ],
            },
            {
              type: "p",
              text: "Escríbenos a {email} indicando el derecho que quieres ejercer; si tenemos dudas razonables sobre tu identidad, podremos pedirte información adicional para confirmarla. Te responderemos en el plazo de un mes.",
            },
            {
              type: "p",
              text: "Si consideras que no hemos atendido bien tu solicitud, puedes presentar una reclamación ante la [Agencia Española de Protección de Datos](https://www.aepd.es).",
            },
          ],
        },
        {
          id: "seguridad-cambios",
          title: "8. Seguridad y cambios en esta política",
          blocks: [
            {
              type: "p",
              text: "Aplicamos medidas técnicas y organizativas adecuadas al riesgo: conexiones cifradas (HTTPS), acceso restringido al personal autorizado, copias de seguridad y registro de accesos.",
            },
            {
              type: "p",
              text: "Podemos actualizar esta política cuando cambien nuestros tratamientos o la normativa. La fecha de la última revisión figura al principio de esta página y, si el cambio es importante, te lo comunicaremos. Sobre las cookies, consulta nuestra [política de cookies](page:cookies).",
            },
          ],
        },
        {
          id: "tratamiento-demo",
          title: "9. Tratamiento: reserva de demostraciones",
          blocks: [
            {
              type: "list",
              items: [
                "Datos: nombre, correo electrónico, teléfono, empresa (opcional), fecha y hora elegidas e idioma.",
                "Finalidad: organizar la demostración que reservas, enviarte su confirmación con la invitación de calendario y avisar a nuestro equipo.",
                "Base jurídica: la aplicación de medidas precontractuales a petición tuya (artículo 6.1.b del RGPD).",
                `Conservación: ${days.demo} días desde la fecha de la demostración; después se borran la reserva y sus correos.`,
                "Destinatarios: nadie fuera de {legalName}, salvo obligación legal; lo tratan por cuenta nuestra, con contrato de encargo (artículo 28 del RGPD), nuestros proveedores de alojamiento y base de datos y de envío de correo.",
                "Tus derechos: acceso, rectificación, supresión, oposición, limitación, portabilidad y, si la base es tu consentimiento, retirarlo; escribe a {email} (te respondemos en un mes). También puedes reclamar ante la [Agencia Española de Protección de Datos](https://www.aepd.es).",
              ],
            },
          ],
        },
        {
          id: "tratamiento-contacto",
          title: "10. Tratamiento: formulario de contacto",
          blocks: [
            {
              type: "list",
              items: [
                "Datos: nombre, correo electrónico, empresa, teléfono, servicio de interés y tu mensaje.",
                "Finalidad: responder a tu consulta y, si nos lo pides, preparar una propuesta.",
                "Base jurídica: la aplicación de medidas precontractuales a petición tuya (artículo 6.1.b del RGPD).",
                `Conservación: ${days.contact} días desde que nos escribes; después se borran el mensaje y sus correos.`,
                "Destinatarios: nadie fuera de {legalName}, salvo obligación legal; lo tratan por cuenta nuestra, con contrato de encargo (artículo 28 del RGPD), nuestros proveedores de alojamiento y base de datos y de envío de correo.",
                "Tus derechos: acceso, rectificación, supresión, oposición, limitación, portabilidad y, si la base es tu consentimiento, retirarlo; escribe a {email} (te respondemos en un mes). También puedes reclamar ante la [Agencia Española de Protección de Datos](https://www.aepd.es).",
              ],
            },
          ],
        },
        {
          id: "tratamiento-newsletter",
          title: "11. Tratamiento: newsletter",
          blocks: [
            {
              type: "list",
              items: [
                "Datos: tu correo electrónico, el idioma y las fechas de suscripción y confirmación.",
                "Finalidad: enviarte el newsletter mensual. Primero te enviamos un correo de confirmación; solo si pulsas su enlace quedas suscrito y recibes la bienvenida.",
                "Base jurídica: tu consentimiento (artículo 6.1.a del RGPD y artículo 21 de la LSSI-CE), que retiras cuando quieras con el enlace de baja de cada correo o el botón de baja de tu programa de correo.",
                `Conservación: mientras sigas suscrito; al darte de baja se borran al momento la dirección y sus correos. Una suscripción sin confirmar se borra a los ${days.newsletterPending} días.`,
                "Destinatarios: nadie fuera de {legalName}, salvo obligación legal; lo tratan por cuenta nuestra, con contrato de encargo (artículo 28 del RGPD), nuestros proveedores de alojamiento y base de datos y de envío de correo.",
                "Tus derechos: acceso, rectificación, supresión, oposición, limitación, portabilidad y, si la base es tu consentimiento, retirarlo; escribe a {email} (te respondemos en un mes). También puedes reclamar ante la [Agencia Española de Protección de Datos](https://www.aepd.es).",
              ],
            },
          ],
        },
        {
          id: "tratamiento-guia",
          title: "12. Tratamiento: guía gratuita",
          blocks: [
            {
              type: "list",
              items: [
                "Datos: nombre y correo electrónico.",
                "Finalidad: enviarte por correo el enlace de descarga de la guía y avisar a nuestro equipo de tu interés. El formulario envía tus datos a nuestro servidor (no se quedan en tu navegador).",
                "Base jurídica: la ejecución de lo que nos pides, el envío de la guía (artículo 6.1.b del RGPD).",
                `Conservación: ${days.leadMagnet} días desde la solicitud; después se borran la solicitud y sus correos.`,
                "Destinatarios: nadie fuera de {legalName}, salvo obligación legal; lo tratan por cuenta nuestra, con contrato de encargo (artículo 28 del RGPD), nuestros proveedores de alojamiento y base de datos y de envío de correo.",
                "Tus derechos: acceso, rectificación, supresión, oposición, limitación, portabilidad y, si la base es tu consentimiento, retirarlo; escribe a {email} (te respondemos en un mes). También puedes reclamar ante la [Agencia Española de Protección de Datos](https://www.aepd.es).",
              ],
            },
          ],
        },
        {
          id: "tratamiento-cookies",
          title: "13. Tratamiento: registro de tus preferencias de cookies",
          blocks: [
            {
              type: "list",
              items: [
                "Datos: el identificador aleatorio de tu elección (el mismo que guarda tu navegador), la fecha, las categorías aceptadas y la versión de la política. Ni tu IP ni tu navegador.",
                "Finalidad: poder demostrar el consentimiento que das o retiras en el aviso de cookies, como pide la AEPD.",
                "Base jurídica: el cumplimiento de una obligación legal (artículo 6.1.c del RGPD, en relación con el artículo 7.1 del RGPD y el artículo 22.2 de la LSSI-CE).",
                `Conservación: ${days.consent} días desde cada elección (un año de validez y dos en que podemos tener que demostrarla).`,
                "Destinatarios: nadie fuera de {legalName}, salvo obligación legal; lo tratan por cuenta nuestra, con contrato de encargo (artículo 28 del RGPD), nuestros proveedores de alojamiento y base de datos y de envío de correo.",
                "Tus derechos: acceso, rectificación, supresión, oposición, limitación, portabilidad y, si la base es tu consentimiento, retirarlo; escribe a {email} (te respondemos en un mes). También puedes reclamar ante la [Agencia Española de Protección de Datos](https://www.aepd.es).",
              ],
            },
          ],
        },
      ],
    },
    en: {
      meta: {
        title: "Privacy policy and personal data protection",
        description:
          "How RTS processes your personal data: controller, purposes, legal basis, retention, recipients and your rights under the GDPR.",
      },
      hero: { title: "Privacy policy", lead: "How we process your personal data and how to exercise your rights." },
      revised: "2026-11-26",
      sections: [
        {
          id: "responsable",
          title: "1. Data controller",
          blocks: [
            {
              type: "p",
              text: "The controller of the personal data you give us through this website is {controller}.",
            },
            {
              type: "p",
              text: "For any privacy question or to exercise your rights, write to {email} or call {phone}.",
            },
          ],
        },
        {
          id: "datos",
          title: "2. What data we process",
          blocks: [
            {
              type: "p",
              text: "We only process the data you give us in our forms and what is strictly needed for the site to work:",
            },
            {
              type: "list",
              items: [
                "Demo booking: name, e-mail, phone, company (optional) and the chosen date and time.",
                "Contact form: name, e-mail, company, phone, service of interest and the message you write.",
                "Newsletter: your e-mail address.",
                "Technical data: the IP address and browser data that any web server receives, which we use to protect the site against abuse and log for a limited time.",
              ],
            },
            {
              type: "p",
              text: "Free guide: your name and e-mail address, which the form sends to our server so that we can e-mail you the guide. We do not process special categories of data or data of children under 14.",
            },
          ],
        },
        {
          id: "finalidades",
          title: "3. What we use it for",
          blocks: [
            {
              type: "list",
              items: [
                "To answer your enquiries and prepare the proposals you ask for.",
                "To organise and confirm the demo you book.",
                "To send you our newsletter, if you have subscribed.",
                "To keep the site secure and prevent mass or fraudulent form submissions.",
              ],
            },
            {
              type: "p",
              text: "We do not make automated decisions with legal effects on you and we do not build profiles from your data.",
            },
          ],
        },
        {
          id: "base-juridica",
          title: "4. Legal basis",
          blocks: [
            {
              type: "list",
              items: [
                "Enquiries and demos: steps taken at your request before entering into a contract (Article 6(1)(b) GDPR).",
                "Newsletter: your consent (Article 6(1)(a) GDPR and Article 21 of Spain's Information Society Services Act, Law 34/2002, LSSI-CE), which you can withdraw at any time with the link in every issue.",
                "Site security: our legitimate interest in protecting the service and its users (Article 6(1)(f) GDPR).",
              ],
            },
          ],
        },
        {
          id: "conservacion",
          title: "5. How long we keep it",
          blocks: [
            {
              type: "list",
              items: [
                `Enquiries: ${days.contact} days from when you write to us. Demos: ${days.demo} days from the date of the demo.`,
                "If we sign a contract: for as long as the relationship lasts and, afterwards, for the limitation periods of our legal, tax and commercial obligations (generally up to 6 years).",
                `Newsletter: until you unsubscribe (at once); an unconfirmed subscription, ${days.newsletterPending} days.`,
                `Free guide: ${days.leadMagnet} days from the request.`,
                "Technical security logs: a maximum of 90 days.",
              ],
            },
            {
              type: "p",
              text: "After those periods the data is erased or blocked as provided in Article 32 of Spain's data protection act (LOPDGDD).",
            },
          ],
        },
        {
          id: "destinatarios",
          title: "6. Recipients and international transfers",
          blocks: [
            {
              type: "p",
              text: "We do not sell or pass on your data to third parties unless required by law. The providers we need to run the service do process it on our behalf, under a data processing agreement (Article 28 GDPR): web and database hosting and e-mail delivery.",
            },
            {
              type: "p",
              text: "We choose providers that host data in the European Union. Should any of them need to access it from outside the European Economic Area, it would do so with the safeguards of Chapter V GDPR, such as an adequacy decision or the standard contractual clauses approved by the European Commission.",
            },
          ],
        },
        {
          id: "derechos",
          title: "7. Your rights",
          blocks: [
            { type: "p", text: "You can exercise the following rights at any time, free of charge:" },
            {
              type: "list",
              items: [
                "Access to your data.",
                "Rectification of inaccurate data.",
                "Erasure, when the data is no longer needed.",
                "Objection to and restriction of processing.",
                "Portability of the data you gave us.",
                "Withdrawal of consent, without affecting earlier processing.",
              ],
            },
            {
              type: "p",
              text: "Write to {email} stating the right you wish to exercise; if we have reasonable doubts about your identity, we may ask for additional information to confirm it. We will reply within one month.",
            },
            {
              type: "p",
              text: "If you believe we have not handled your request properly, you can lodge a complaint with the Spanish Data Protection Agency, the [Agencia Española de Protección de Datos](https://www.aepd.es).",
            },
          ],
        },
        {
          id: "seguridad-cambios",
          title: "8. Security and changes to this policy",
          blocks: [
            {
              type: "p",
              text: "We apply technical and organisational measures appropriate to the risk: encrypted connections (HTTPS), access restricted to authorised staff, backups and access logs.",
            },
            {
              type: "p",
              text: "We may update this policy when our processing or the law changes. The date of the last revision is shown at the top of this page and, if the change is significant, we will let you know. For cookies, see our [cookie policy](page:cookies).",
            },
          ],
        },
        {
          id: "tratamiento-demo",
          title: "9. Processing: demo bookings",
          blocks: [
            {
              type: "list",
              items: [
                "Data: name, e-mail, phone, company (optional), the chosen date and time, and language.",
                "Purpose: arranging the demo you book, sending you its confirmation with the calendar invitation and telling our team.",
                "Legal basis: steps taken at your request before entering into a contract (Article 6(1)(b) GDPR).",
                `Retention: ${days.demo} days from the date of the demo; then the booking and its e-mails are deleted.`,
                "Recipients: no one outside {legalName}, unless the law requires it; our hosting and database and e-mail delivery providers process it on our behalf, under a data processing agreement (Article 28 GDPR).",
                "Your rights: access, rectification, erasure, objection, restriction, portability and, where the basis is your consent, withdrawing it; write to {email} (we answer within a month). You may also complain to the [Spanish Data Protection Agency](https://www.aepd.es).",
              ],
            },
          ],
        },
        {
          id: "tratamiento-contacto",
          title: "10. Processing: contact form",
          blocks: [
            {
              type: "list",
              items: [
                "Data: name, e-mail, company, phone, service of interest and your message.",
                "Purpose: answering your enquiry and, if you ask us to, preparing a proposal.",
                "Legal basis: steps taken at your request before entering into a contract (Article 6(1)(b) GDPR).",
                `Retention: ${days.contact} days from when you write to us; then the message and its e-mails are deleted.`,
                "Recipients: no one outside {legalName}, unless the law requires it; our hosting and database and e-mail delivery providers process it on our behalf, under a data processing agreement (Article 28 GDPR).",
                "Your rights: access, rectification, erasure, objection, restriction, portability and, where the basis is your consent, withdrawing it; write to {email} (we answer within a month). You may also complain to the [Spanish Data Protection Agency](https://www.aepd.es).",
              ],
            },
          ],
        },
        {
          id: "tratamiento-newsletter",
          title: "11. Processing: newsletter",
          blocks: [
            {
              type: "list",
              items: [
                "Data: your e-mail address, language and the dates you subscribed and confirmed.",
                "Purpose: sending you the monthly newsletter. First we send you a confirmation e-mail; only if you follow its link are you subscribed and welcomed.",
                "Legal basis: your consent (Article 6(1)(a) GDPR and Article 21 LSSI-CE), which you withdraw whenever you like with the unsubscribe link in every e-mail or your mail program's unsubscribe button.",
                `Retention: while you stay subscribed; unsubscribing deletes the address and its e-mails at once. An unconfirmed subscription is deleted after ${days.newsletterPending} days.`,
                "Recipients: no one outside {legalName}, unless the law requires it; our hosting and database and e-mail delivery providers process it on our behalf, under a data processing agreement (Article 28 GDPR).",
                "Your rights: access, rectification, erasure, objection, restriction, portability and, where the basis is your consent, withdrawing it; write to {email} (we answer within a month). You may also complain to the [Spanish Data Protection Agency](https://www.aepd.es).",
              ],
            },
          ],
        },
        {
          id: "tratamiento-guia",
          title: "12. Processing: free guide",
          blocks: [
            {
              type: "list",
              items: [
                "Data: name and e-mail address.",
                "Purpose: e-mailing you the link to download the guide and telling our team of your interest. The form sends your data to our server (it does not stay in your browser).",
                "Legal basis: performing what you ask for, sending the guide (Article 6(1)(b) GDPR).",
                `Retention: ${days.leadMagnet} days from the request; then the request and its e-mails are deleted.`,
                "Recipients: no one outside {legalName}, unless the law requires it; our hosting and database and e-mail delivery providers process it on our behalf, under a data processing agreement (Article 28 GDPR).",
                "Your rights: access, rectification, erasure, objection, restriction, portability and, where the basis is your consent, withdrawing it; write to {email} (we answer within a month). You may also complain to the [Spanish Data Protection Agency](https://www.aepd.es).",
              ],
            },
          ],
        },
        {
          id: "tratamiento-cookies",
          title: "13. Processing: record of your cookie choices",
          blocks: [
            {
              type: "list",
              items: [
                "Data: the random identifier of your choice (the same your browser keeps), the date, the categories accepted and the policy version. Neither your IP address nor your browser.",
                "Purpose: being able to show the consent you give or withdraw in the cookie notice, as the Spanish regulator (AEPD) asks.",
                "Legal basis: compliance with a legal obligation (Article 6(1)(c) GDPR, with Article 7(1) GDPR and Article 22(2) LSSI-CE).",
                `Retention: ${days.consent} days from each choice (one year of validity and two in which we may have to show it).`,
                "Recipients: no one outside {legalName}, unless the law requires it; our hosting and database and e-mail delivery providers process it on our behalf, under a data processing agreement (Article 28 GDPR).",
                "Your rights: access, rectification, erasure, objection, restriction, portability and, where the basis is your consent, withdrawing it; write to {email} (we answer within a month). You may also complain to the [Spanish Data Protection Agency](https://www.aepd.es).",
              ],
            },
          ],
        },
      ],
    },
  }),

  terms: bilingual<LegalPage>({
    es: {
      meta: {
        title: "Términos y condiciones de uso del sitio web",
        description:
          "Condiciones de uso del sitio web de RTS: identificación de la empresa, uso del sitio, propiedad intelectual, responsabilidad y ley aplicable.",
      },
      hero: { title: "Términos y condiciones", lead: "Las condiciones que rigen el uso de este sitio web." },
      revised: "2026-11-21",
      sections: [
        {
          id: "titular",
          title: "1. Identificación del titular",
          blocks: [
            {
              type: "p",
              text: "En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), te informamos de los datos del titular de este sitio web:",
            },
            { type: "company" },
          ],
        },
        {
          id: "objeto",
          title: "2. Objeto y aceptación",
          blocks: [
            {
              type: "p",
              text: "Estas condiciones regulan el acceso y el uso del sitio web de {legalName}, que informa sobre nuestros servicios de consultoría tecnológica y permite solicitar demostraciones, enviar consultas y suscribirse a la newsletter.",
            },
            {
              type: "p",
              text: "Al navegar por el sitio aceptas estas condiciones en la versión publicada en cada momento. Si no estás de acuerdo con ellas, te rogamos que no utilices el sitio.",
            },
          ],
        },
        {
          id: "uso",
          title: "3. Uso del sitio web",
          blocks: [
            {
              type: "p",
              text: "El acceso al sitio es gratuito y no requiere registro. Te comprometes a utilizarlo de forma diligente y conforme a la ley, y en particular a no:",
            },
            {
              type: "list",
              items: [
                "Introducir datos falsos o de terceros sin su autorización en los formularios.",
                "Enviar comunicaciones masivas, automatizadas o con contenido ilícito.",
                "Intentar acceder a zonas restringidas de nuestros sistemas o dañar su funcionamiento.",
                "Utilizar los contenidos con fines comerciales sin nuestra autorización previa.",
              ],
            },
          ],
        },
        {
          id: "propiedad",
          title: "4. Propiedad intelectual e industrial",
          blocks: [
            {
              type: "p",
              text: "Los textos, diseños, imágenes, logotipos, código y demás contenidos del sitio pertenecen a {legalName} o a terceros que nos han autorizado a usarlos, y están protegidos por la normativa de propiedad intelectual e industrial.",
            },
            {
              type: "p",
              text: "Puedes consultarlos y compartir enlaces a ellos, pero no reproducirlos, distribuirlos ni transformarlos sin nuestra autorización por escrito. Las marcas de terceros que aparecen en el sitio pertenecen a sus titulares.",
            },
          ],
        },
        {
          id: "contenidos",
          title: "5. Información y contenidos",
          blocks: [
            {
              type: "p",
              text: "Procuramos que la información del sitio sea exacta y esté actualizada, pero tiene carácter informativo y no constituye una oferta vinculante.",
            },
            {
              type: "p",
              text: "Las cifras de los casos de éxito corresponden a proyectos concretos, medidas por cada cliente con sus propios indicadores. Son orientativas y no garantizan resultados iguales en otros proyectos, que dependerán de cada caso.",
            },
          ],
        },
        {
          id: "servicios",
          title: "6. Servicios y contratación",
          blocks: [
            {
              type: "p",
              text: "Solicitar una demostración o enviar una consulta no supone contratar ningún servicio. Cada proyecto se rige por la propuesta y el contrato que firmemos contigo, que prevalecen sobre estas condiciones.",
            },
            {
              type: "p",
              text: "Como agente digitalizador del Kit Digital, prestamos las soluciones subvencionadas con arreglo a las bases y convocatorias del programa. La concesión de la ayuda corresponde a la entidad pública que lo gestiona, no a nosotros.",
            },
          ],
        },
        {
          id: "enlaces",
          title: "7. Enlaces a otros sitios",
          blocks: [
            {
              type: "p",
              text: "El sitio incluye enlaces a otras webs, como nuestros productos, redes sociales o la sede electrónica del Kit Digital, que se abren en una pestaña nueva. No controlamos su contenido ni sus políticas de privacidad y no respondemos de ellos.",
            },
            {
              type: "p",
              text: "Si detectas un enlace a un contenido ilícito o inadecuado, avísanos en {email} y lo retiraremos.",
            },
          ],
        },
        {
          id: "responsabilidad",
          title: "8. Responsabilidad",
          blocks: [
            {
              type: "p",
              text: "Trabajamos para que el sitio esté disponible y libre de errores, pero no podemos garantizar que funcione sin interrupciones. No somos responsables de los daños derivados de interrupciones técnicas, virus o ataques ajenos a nosotros, ni del uso indebido del sitio por parte de los usuarios.",
            },
            {
              type: "p",
              text: "Nada de lo dispuesto en estas condiciones limita los derechos que la ley reconoce a las personas consumidoras.",
            },
          ],
        },
        {
          id: "ley",
          title: "9. Legislación aplicable y jurisdicción",
          blocks: [
            {
              type: "p",
              text: "Estas condiciones se rigen por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales de Valencia, salvo que seas consumidor, en cuyo caso serán competentes los de tu domicilio.",
            },
            {
              type: "p",
              text: "El tratamiento de tus datos se explica en la [política de privacidad](page:privacy) y el uso de cookies en la [política de cookies](page:cookies).",
            },
          ],
        },
      ],
    },
    en: {
      meta: {
        title: "Terms and conditions of use of this website",
        description:
          "Terms of use of the RTS website: company identification, use of the site, intellectual property, liability and governing law.",
      },
      hero: { title: "Terms and conditions", lead: "The terms that govern the use of this website." },
      revised: "2026-11-21",
      sections: [
        {
          id: "titular",
          title: "1. Website owner",
          blocks: [
            {
              type: "p",
              text: "As required by Article 10 of Spain's Information Society Services and E-commerce Act (Law 34/2002 of 11 July, LSSI-CE), these are the details of the owner of this website:",
            },
            { type: "company" },
          ],
        },
        {
          id: "objeto",
          title: "2. Purpose and acceptance",
          blocks: [
            {
              type: "p",
              text: "These terms govern access to and use of the website of {legalName}, which provides information about our technology consulting services and lets you book demos, send enquiries and subscribe to our newsletter.",
            },
            {
              type: "p",
              text: "By browsing the site you accept these terms in the version published at any given time. If you do not agree with them, please do not use the site.",
            },
          ],
        },
        {
          id: "uso",
          title: "3. Use of the website",
          blocks: [
            {
              type: "p",
              text: "Access to the site is free and requires no registration. You agree to use it diligently and lawfully and, in particular, not to:",
            },
            {
              type: "list",
              items: [
                "Enter false data, or third parties' data without their permission, in the forms.",
                "Send mass or automated messages, or unlawful content.",
                "Try to access restricted areas of our systems or disrupt their operation.",
                "Use the content for commercial purposes without our prior permission.",
              ],
            },
          ],
        },
        {
          id: "propiedad",
          title: "4. Intellectual and industrial property",
          blocks: [
            {
              type: "p",
              text: "The texts, designs, images, logos, code and other content of the site belong to {legalName} or to third parties who have authorised us to use them, and are protected by intellectual and industrial property law.",
            },
            {
              type: "p",
              text: "You may view them and share links to them, but not reproduce, distribute or adapt them without our written permission. Third-party trademarks shown on the site belong to their owners.",
            },
          ],
        },
        {
          id: "contenidos",
          title: "5. Information and content",
          blocks: [
            {
              type: "p",
              text: "We make every effort to keep the information on the site accurate and up to date, but it is for information only and is not a binding offer.",
            },
            {
              type: "p",
              text: "The figures in our success stories come from specific projects, measured by each client with its own indicators. They are indicative and do not guarantee the same results in other projects, which will depend on each case.",
            },
          ],
        },
        {
          id: "servicios",
          title: "6. Services and contracts",
          blocks: [
            {
              type: "p",
              text: "Booking a demo or sending an enquiry does not mean contracting any service. Each project is governed by the proposal and contract we sign with you, which prevail over these terms.",
            },
            {
              type: "p",
              text: "As an accredited Kit Digital agent, we deliver subsidised solutions under the rules and calls of the programme. The aid is granted by the public body that runs it, not by us.",
            },
          ],
        },
        {
          id: "enlaces",
          title: "7. Links to other websites",
          blocks: [
            {
              type: "p",
              text: "The site includes links to other websites, such as our products, social networks or the Kit Digital electronic office, which open in a new tab. We do not control their content or privacy policies and are not responsible for them.",
            },
            {
              type: "p",
              text: "If you find a link to unlawful or inappropriate content, let us know at {email} and we will remove it.",
            },
          ],
        },
        {
          id: "responsabilidad",
          title: "8. Liability",
          blocks: [
            {
              type: "p",
              text: "We work to keep the site available and free of errors, but we cannot guarantee that it will run without interruption. We are not liable for damage caused by technical interruptions, viruses or attacks beyond our control, or by users' misuse of the site.",
            },
            { type: "p", text: "Nothing in these terms limits the rights that the law grants to consumers." },
          ],
        },
        {
          id: "ley",
          title: "9. Governing law and jurisdiction",
          blocks: [
            {
              type: "p",
              text: "These terms are governed by Spanish law. Any dispute will be submitted to the courts of Valencia, unless you are a consumer, in which case the courts of your place of residence will have jurisdiction.",
            },
            {
              type: "p",
              text: "How we process your data is explained in the [privacy policy](page:privacy) and how we use cookies in the [cookie policy](page:cookies).",
            },
          ],
        },
      ],
    },
  }),

  cookies: bilingual<LegalPage>({
    es: {
      meta: {
        title: "Política de cookies y cómo gestionarlas",
        description:
          "Qué cookies usa el sitio web de RTS, para qué, cómo gestionarlas o retirar tu consentimiento y cómo configurarlas en tu navegador.",
      },
      hero: { title: "Política de cookies", lead: "Qué cookies usamos y cómo puedes gestionarlas." },
      revised: "2026-11-21",
      sections: [
        {
          id: "que-son",
          title: "1. Qué son las cookies",
          blocks: [
            {
              type: "p",
              text: "Las cookies son pequeños archivos que un sitio web guarda en tu navegador para recordar información entre visitas, como el idioma elegido. Tecnologías parecidas, como el almacenamiento local del navegador, se rigen por las mismas reglas y en esta política las llamamos también cookies.",
            },
            {
              type: "p",
              text: "Esta política cumple el artículo 22.2 de la LSSI-CE y sigue la guía sobre el uso de las cookies de la Agencia Española de Protección de Datos.",
            },
          ],
        },
        {
          id: "tipos",
          title: "2. Tipos de cookies que usamos",
          blocks: [
            {
              type: "p",
              text: "Hoy este sitio solo usa cookies propias necesarias o que guardan una preferencia que tú eliges. No usamos cookies de análisis ni de publicidad.",
            },
            {
              type: "table",
              caption: "Cookies y almacenamiento que usa este sitio",
              head: ["Nombre", "Titular", "Finalidad", "Duración", "Tipo"],
              rows: [
                [
                  "cc_cookie",
                  "RTS (propia)",
                  "Guarda tus preferencias de cookies para no volver a preguntarte.",
                  "1 año",
                  "Necesaria",
                ],
                [
                  "cookieConsent",
                  "RTS (propia)",
                  "Copia de tus preferencias de cookies en el almacenamiento local del navegador.",
                  "Hasta que la borres",
                  "Necesaria",
                ],
                [
                  "__flash",
                  "RTS (propia)",
                  "Muestra una sola vez el aviso de confirmación tras enviar un formulario.",
                  "2 minutos",
                  "Necesaria",
                ],
                [
                  "lng",
                  "RTS (propia)",
                  "Recuerda el idioma que elegiste con el selector ES/EN.",
                  "1 año",
                  "Preferencia (funcional)",
                ],
                [
                  "theme",
                  "RTS (propia)",
                  "Recuerda si elegiste el tema claro u oscuro.",
                  "1 año",
                  "Preferencia (funcional)",
                ],
              ],
            },
            {
              type: "p",
              text: "Las categorías de análisis, funcionales y de publicidad del panel de preferencias están previstas por si en el futuro incorporamos herramientas de esos tipos. Nunca se activarán sin tu consentimiento y, antes, las añadiremos a esta tabla.",
            },
          ],
        },
        {
          id: "gestion",
          title: "3. Cómo gestionamos tu consentimiento",
          blocks: [
            {
              type: "p",
              text: "Las cookies necesarias están exentas de consentimiento porque sin ellas el sitio no puede prestar el servicio que pides. Para el resto te pedimos permiso con el aviso de cookies en tu primera visita, donde rechazar es tan fácil como aceptar:",
            },
            {
              type: "list",
              items: [
                "«Aceptar todas» activa todas las categorías.",
                "«Solo necesarias» rechaza todas las que no son imprescindibles.",
                "«Personalizar» te deja elegir categoría por categoría: análisis, funcionales y publicidad.",
              ],
            },
            {
              type: "p",
              text: "Guardamos tu elección durante un año; pasado ese tiempo te volveremos a preguntar. Puedes cambiarla o retirar tu consentimiento cuando quieras, en esta misma página.",
            },
          ],
        },
        {
          id: "cookie-preferences",
          title: "4. Cambiar tus preferencias",
          blocks: [
            {
              type: "p",
              text: "Puedes revisar y cambiar en cualquier momento las categorías de cookies que aceptas. Retirar el consentimiento es tan sencillo como darlo.",
            },
            { type: "cookie-preferences" },
          ],
        },
        {
          id: "terceros",
          title: "5. Cookies de terceros",
          blocks: [
            {
              type: "p",
              text: "Este sitio no instala cookies de terceros. Algunos enlaces llevan a servicios externos, como WhatsApp para chatear con nosotros, LinkedIn o la sede electrónica del Kit Digital. Si los abres, esos servicios pueden instalar sus propias cookies según sus políticas, que te recomendamos consultar.",
            },
            {
              type: "p",
              text: "Si en el futuro usamos cookies de terceros, las indicaremos aquí con su titular, finalidad y duración, y solo se instalarán con tu consentimiento.",
            },
          ],
        },
        {
          id: "navegador",
          title: "6. Configurar las cookies en tu navegador",
          blocks: [
            {
              type: "p",
              text: "Además del panel de preferencias, puedes bloquear o borrar las cookies desde la configuración de tu navegador. Si bloqueas las necesarias, algunas partes del sitio pueden no funcionar bien. Estas son las instrucciones de los navegadores más habituales:",
            },
            {
              type: "list",
              items: [
                "[Google Chrome](https://support.google.com/chrome/answer/95647?hl=es)",
                "[Mozilla Firefox](https://support.mozilla.org/es/kb/proteccion-antirrastreo-mejorada-en-firefox-para-escritorio)",
                "[Safari](https://support.apple.com/es-es/guide/safari/sfri11471/mac)",
                "[Microsoft Edge](https://support.microsoft.com/es-es/microsoft-edge/eliminar-las-cookies-en-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09)",
              ],
            },
            { type: "p", text: "Para cualquier duda sobre esta política, escríbenos a {email}." },
          ],
        },
      ],
    },
    en: {
      meta: {
        title: "Cookie policy and how to manage cookies",
        description:
          "Which cookies the RTS website uses and why, how to manage them or withdraw your consent, and how to configure them in your browser.",
      },
      hero: { title: "Cookie policy", lead: "Which cookies we use and how you can manage them." },
      revised: "2026-11-21",
      sections: [
        {
          id: "que-son",
          title: "1. What cookies are",
          blocks: [
            {
              type: "p",
              text: "Cookies are small files that a website stores in your browser to remember information between visits, such as the language you chose. Similar technologies, such as the browser's local storage, follow the same rules and in this policy we also call them cookies.",
            },
            {
              type: "p",
              text: "This policy complies with Article 22(2) of Spain's LSSI-CE and follows the cookie guidance of the Spanish Data Protection Agency (AEPD).",
            },
          ],
        },
        {
          id: "tipos",
          title: "2. Types of cookies we use",
          blocks: [
            {
              type: "p",
              text: "Today this site only uses its own cookies that are necessary or that store a preference you choose. We do not use analytics or advertising cookies.",
            },
            {
              type: "table",
              caption: "Cookies and storage used by this site",
              head: ["Name", "Owner", "Purpose", "Duration", "Type"],
              rows: [
                [
                  "cc_cookie",
                  "RTS (first party)",
                  "Stores your cookie preferences so we do not ask again.",
                  "1 year",
                  "Necessary",
                ],
                [
                  "cookieConsent",
                  "RTS (first party)",
                  "A copy of your cookie preferences in the browser's local storage.",
                  "Until you clear it",
                  "Necessary",
                ],
                [
                  "__flash",
                  "RTS (first party)",
                  "Shows the confirmation notice once after you send a form.",
                  "2 minutes",
                  "Necessary",
                ],
                [
                  "lng",
                  "RTS (first party)",
                  "Remembers the language you chose with the ES/EN selector.",
                  "1 year",
                  "Preference (functional)",
                ],
                [
                  "theme",
                  "RTS (first party)",
                  "Remembers whether you chose the light or dark theme.",
                  "1 year",
                  "Preference (functional)",
                ],
              ],
            },
            {
              type: "p",
              text: "The analytics, functional and advertising categories of the preferences panel are there in case we add tools of those kinds in the future. They will never be switched on without your consent, and we will add them to this table first.",
            },
          ],
        },
        {
          id: "gestion",
          title: "3. How we manage your consent",
          blocks: [
            {
              type: "p",
              text: "Necessary cookies are exempt from consent because without them the site cannot provide the service you request. For the others we ask your permission with the cookie notice on your first visit, where rejecting is as easy as accepting:",
            },
            {
              type: "list",
              items: [
                "“Accept all” switches on every category.",
                "“Only necessary” rejects everything that is not essential.",
                "“Customise” lets you choose category by category: analytics, functional and advertising.",
              ],
            },
            {
              type: "p",
              text: "We keep your choice for one year; after that we will ask you again. You can change it or withdraw your consent whenever you like, on this very page.",
            },
          ],
        },
        {
          id: "cookie-preferences",
          title: "4. Change your preferences",
          blocks: [
            {
              type: "p",
              text: "You can review and change the cookie categories you accept at any time. Withdrawing consent is as easy as giving it.",
            },
            { type: "cookie-preferences" },
          ],
        },
        {
          id: "terceros",
          title: "5. Third-party cookies",
          blocks: [
            {
              type: "p",
              text: "This site does not set third-party cookies. Some links lead to external services, such as WhatsApp to chat with us, LinkedIn or the Kit Digital electronic office. If you open them, those services may set their own cookies under their own policies, which we recommend you read.",
            },
            {
              type: "p",
              text: "If we ever use third-party cookies, we will list them here with their owner, purpose and duration, and they will only be set with your consent.",
            },
          ],
        },
        {
          id: "navegador",
          title: "6. Browser settings",
          blocks: [
            {
              type: "p",
              text: "Besides the preferences panel, you can block or delete cookies in your browser settings. If you block the necessary ones, parts of the site may not work properly. These are the instructions for the most common browsers:",
            },
            {
              type: "list",
              items: [
                "[Google Chrome](https://support.google.com/chrome/answer/95647?hl=en-GB)",
                "[Mozilla Firefox](https://support.mozilla.org/en-US/kb/enhanced-tracking-protection-firefox-desktop)",
                "[Safari](https://support.apple.com/en-gb/guide/safari/sfri11471/mac)",
                "[Microsoft Edge](https://support.microsoft.com/en-gb/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09)",
              ],
            },
            { type: "p", text: "For any question about this policy, write to us at {email}." },
          ],
        },
      ],
    },
  }),
} satisfies Record<LegalPageKey, Bilingual<LegalPage>>;
