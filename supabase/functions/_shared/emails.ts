/**
 * The e-mails each lead produces. Visitor text only ever goes into the bodies (HTML-escaped) and, as
 * a validated address, into To/Reply-To; subjects are built from fixed copy and validated grid values.
 */
import type { ContactEnquiry, DemoBooking, LeadMagnetRequest, LeadSource, NewsletterSubscription } from "./schemas.ts";
import { DEMO_DURATION_MINUTES, DEMO_TIME_ZONE } from "./demo-slots.ts";
import { demoInvitationIcs } from "./ics.ts";
import type { NotificationSettings, OutgoingMail } from "./types.ts";
import { siteUrlOf } from "./site-paths.ts";

export type MailKind =
  | "company"
  | "visitor-confirmation"
  | "welcome"
  | "download"
  | `confirmation${"" | `-${number}`}`
  | "visitor-cancellation"
  | "company-cancellation"
  | "visitor-update"
  | "company-update";
export type ComposedMail = { kind: MailKind; mail: Omit<OutgoingMail, "messageId"> };
type Lang = "es" | "en";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** The bare address of `Name <address>` or of a plain address. */
export function mailAddress(value: string): string {
  const match = /<([^<>]+)>\s*$/.exec(value);
  return (match ? match[1] : value).trim();
}

/** Message-ID for an idempotency key: the same key always gives the same id. */
export function messageIdFor(idempotencyKey: string, mailFrom: string): string {
  const domain = mailAddress(mailFrom).split("@")[1] || "localhost";
  return `<${idempotencyKey.replace(/[^A-Za-z0-9.-]/g, ".")}@${domain}>`;
}

export function longDate(date: string, lang: Lang): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(lang === "es" ? "es-ES" : "en-GB", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

function paragraphsHtml(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, "<br>");
}

function layout(title: string, inner: string, settings: NotificationSettings): string {
  return [
    "<!doctype html>",
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;color:#1e3a8a;margin:0 0 16px">${escapeHtml(title)}</h1>`,
    inner,
    `<p style="margin-top:24px;font-size:12px;color:#6b7280">${escapeHtml(settings.companyName)} · ${escapeHtml(settings.siteUrl)}</p>`,
    "</div></body></html>",
  ].join("\n");
}

function fieldsTable(rows: Array<[string, string]>): { text: string; html: string } {
  const visible = rows.filter(([, value]) => value !== "");
  const text = visible.map(([label, value]) => `${label}: ${value}`).join("\n");
  const html =
    '<table style="border-collapse:collapse;width:100%">' +
    visible
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th>` +
          `<td style="padding:4px 0">${paragraphsHtml(value)}</td></tr>`,
      )
      .join("") +
    "</table>";
  return { text, html };
}

/**
 * The rows of the company e-mail that say where the lead came from (decision 116): the page, as a
 * full address of the site, and each utm_* parameter the visit carried. Empty ones are left out.
 */
function sourceRows(source: Partial<LeadSource>, settings: NotificationSettings): Array<[string, string]> {
  return [
    ["Página de origen", source.source_page ? `${settings.siteUrl.replace(/\/+$/, "")}${source.source_page}` : ""],
    ["utm_source", source.utm_source ?? ""],
    ["utm_medium", source.utm_medium ?? ""],
    ["utm_campaign", source.utm_campaign ?? ""],
    ["utm_term", source.utm_term ?? ""],
    ["utm_content", source.utm_content ?? ""],
  ];
}

function companyMail(
  settings: NotificationSettings,
  subject: string,
  intro: string,
  rows: Array<[string, string]>,
  replyTo: string,
): ComposedMail {
  const table = fieldsTable(rows);
  return {
    kind: "company",
    mail: {
      from: settings.mailFrom,
      to: settings.companyInbox,
      replyTo,
      subject,
      text: `${intro}\n\n${table.text}\n\nResponde a este correo para escribir directamente al remitente.\n`,
      html: layout(subject, `<p>${escapeHtml(intro)}</p>${table.html}`, settings),
    },
  };
}

function visitorMail(
  settings: NotificationSettings,
  kind: MailKind,
  to: string,
  subject: string,
  paragraphs: string[],
  extraHtml = "",
): ComposedMail {
  return {
    kind,
    mail: {
      from: settings.mailFrom,
      to,
      replyTo: settings.companyInbox,
      subject,
      text: `${paragraphs.join("\n\n")}\n`,
      html: layout(subject, paragraphs.map((p) => `<p>${paragraphsHtml(p)}</p>`).join("") + extraHtml, settings),
    },
  };
}

function manageParagraph(lang: Lang, manageUrl: string | undefined): string {
  if (!manageUrl) {
    return lang === "es"
      ? "Si necesitas cambiar la fecha, responde a este correo."
      : "If you need to change the date, just reply to this e-mail.";
  }
  return lang === "es"
    ? `Si necesitas cancelar la demo o cambiarla a otra hora libre, hazlo aquí: ${manageUrl}`
    : `If you need to cancel the demo or move it to another free slot, do it here: ${manageUrl}`;
}

function manageButton(lang: Lang, manageUrl: string | undefined): string {
  if (!manageUrl) return "";
  return `<p><a href="${escapeHtml(manageUrl)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${
    lang === "es" ? "Cancelar o cambiar la demo" : "Cancel or move the demo"
  }</a></p>`;
}

/** The booking's calendar event (same UID for the invitation, its updates and its cancellation). */
function demoEvent(
  settings: NotificationSettings,
  booking: { name: string; email: string; demo_date: string; demo_time: string; lang: Lang },
  context: { leadId: string; createdAt: Date; sequence: number; method: "REQUEST" | "CANCEL" | "PUBLISH" },
) {
  const lang = booking.lang;
  const domain = mailAddress(settings.mailFrom).split("@")[1] || "localhost";
  return demoInvitationIcs({
    uid: `demo-${context.leadId}@${domain}`,
    date: booking.demo_date,
    time: booking.demo_time,
    summary: lang === "es" ? `Demo con ${settings.companyName}` : `${settings.companyName} demo`,
    description:
      lang === "es"
        ? `Demo de ${DEMO_DURATION_MINUTES} minutos. Te enviaremos el enlace de la videollamada.`
        : `${DEMO_DURATION_MINUTES}-minute demo. We will send you the video call link.`,
    location: lang === "es" ? "Videollamada" : "Video call",
    organizer: { name: settings.companyName, email: mailAddress(settings.companyInbox) },
    attendee: { name: booking.name, email: booking.email },
    createdAt: context.createdAt,
    method: context.method,
    sequence: context.sequence,
  });
}

/** The booking as an "add to calendar" download (METHOD:PUBLISH), in its current state. */
export function demoCalendarFile(
  settings: NotificationSettings,
  booking: { name: string; email: string; demo_date: string; demo_time: string; lang: Lang },
  context: { leadId: string; createdAt: Date; sequence: number },
): string {
  return demoEvent(settings, booking, { ...context, method: "PUBLISH" });
}

export function demoMails(
  settings: NotificationSettings,
  booking: DemoBooking,
  context: { leadId: string; createdAt: Date; manageUrl?: string },
): ComposedMail[] {
  const lang: Lang = booking.lang ?? "es";
  const dateEs = longDate(booking.demo_date, "es");
  const company = companyMail(
    settings,
    `Nueva demo agendada: ${booking.demo_date} a las ${booking.demo_time}`,
    `Se ha agendado una demo de ${DEMO_DURATION_MINUTES} minutos el ${dateEs} a las ${booking.demo_time} (hora de Madrid).`,
    [
      ["Nombre", booking.name],
      ["Email", booking.email],
      ["Teléfono", booking.phone],
      ["Empresa", booking.company],
      ["Fecha", booking.demo_date],
      ["Hora", `${booking.demo_time} (${DEMO_TIME_ZONE})`],
      ["Idioma", lang],
      ...sourceRows(booking, settings),
      ["Referencia", `demo-${context.leadId}`],
    ],
    booking.email,
  );

  const when = `${longDate(booking.demo_date, lang)}, ${booking.demo_time}`;
  const subject =
    lang === "es" ? `Tu demo con ${settings.companyName}: ${when}` : `Your ${settings.companyName} demo: ${when}`;
  const paragraphs =
    lang === "es"
      ? [
          `Hola ${booking.name}:`,
          `Hemos recibido tu solicitud de demo para el ${when} (hora peninsular española, ${DEMO_TIME_ZONE}). La sesión dura ${DEMO_DURATION_MINUTES} minutos.`,
          "Te adjuntamos una invitación de calendario. Te contactaremos pronto para confirmar la reunión y enviarte el enlace de la videollamada.",
          manageParagraph(lang, context.manageUrl),
          `Un saludo,\nEl equipo de ${settings.companyName}`,
        ]
      : [
          `Hello ${booking.name},`,
          `We have received your demo request for ${when} (Madrid time, ${DEMO_TIME_ZONE}). The session lasts ${DEMO_DURATION_MINUTES} minutes.`,
          "A calendar invitation is attached. We will contact you soon to confirm the meeting and send you the video call link.",
          manageParagraph(lang, context.manageUrl),
          `Best regards,\nThe ${settings.companyName} team`,
        ];
  const confirmation = visitorMail(
    settings,
    "visitor-confirmation",
    booking.email,
    subject,
    paragraphs,
    manageButton(lang, context.manageUrl),
  );
  confirmation.mail.attachments = [
    {
      filename: "demo.ics",
      contentType: "text/calendar; charset=utf-8; method=REQUEST",
      content: demoEvent(
        settings,
        { ...booking, lang },
        { leadId: context.leadId, createdAt: context.createdAt, sequence: 0, method: "REQUEST" },
      ),
    },
  ];
  return [company, confirmation];
}

/** A booking as stored, for the mails that follow a cancellation or a move. */
export type StoredDemo = {
  name: string;
  email: string;
  phone: string;
  company: string;
  demo_date: string;
  demo_time: string;
  lang: Lang;
};

/** Cancelled from the signed link: the visitor gets METHOD:CANCEL (same UID), the company a notice. */
export function demoCancellationMails(
  settings: NotificationSettings,
  booking: StoredDemo,
  context: { leadId: string; createdAt: Date; sequence: number },
): ComposedMail[] {
  const lang = booking.lang;
  const company = companyMail(
    settings,
    `Demo cancelada: ${booking.demo_date} a las ${booking.demo_time}`,
    `La persona que reservó la demo del ${longDate(booking.demo_date, "es")} a las ${booking.demo_time} (hora de Madrid) la ha cancelado desde su enlace. La hora vuelve a estar libre.`,
    [
      ["Nombre", booking.name],
      ["Email", booking.email],
      ["Teléfono", booking.phone],
      ["Empresa", booking.company],
      ["Referencia", `demo-${context.leadId}`],
    ],
    booking.email,
  );
  company.kind = "company-cancellation";
  const when = `${longDate(booking.demo_date, lang)}, ${booking.demo_time}`;
  const visitor = visitorMail(
    settings,
    "visitor-cancellation",
    booking.email,
    lang === "es" ? `Demo cancelada: ${when}` : `Demo cancelled: ${when}`,
    lang === "es"
      ? [
          `Hola ${booking.name}:`,
          `Hemos cancelado tu demo del ${when} (hora de Madrid). Adjuntamos la cancelación para que desaparezca de tu calendario.`,
          `Cuando quieras, puedes reservar otra en ${siteUrlOf(settings.siteUrl, "bookDemo", "es")}`,
          `Un saludo,\nEl equipo de ${settings.companyName}`,
        ]
      : [
          `Hello ${booking.name},`,
          `Your demo on ${when} (Madrid time) is cancelled. The cancellation is attached so that it leaves your calendar.`,
          `Whenever you like, you can book another at ${siteUrlOf(settings.siteUrl, "bookDemo", "en")}`,
          `Best regards,\nThe ${settings.companyName} team`,
        ],
  );
  visitor.mail.attachments = [
    {
      filename: "demo.ics",
      contentType: "text/calendar; charset=utf-8; method=CANCEL",
      content: demoEvent(settings, booking, { ...context, method: "CANCEL" }),
    },
  ];
  return [visitor, company];
}

/** Moved from the signed link: an updated invitation (same UID, higher SEQUENCE) and a notice. */
export function demoMoveMails(
  settings: NotificationSettings,
  booking: StoredDemo,
  previous: { demo_date: string; demo_time: string },
  context: { leadId: string; createdAt: Date; sequence: number; manageUrl?: string },
): ComposedMail[] {
  const lang = booking.lang;
  const company = companyMail(
    settings,
    `Demo cambiada: ${booking.demo_date} a las ${booking.demo_time}`,
    `La demo del ${longDate(previous.demo_date, "es")} a las ${previous.demo_time} pasa al ${longDate(booking.demo_date, "es")} a las ${booking.demo_time} (hora de Madrid), por decisión de quien la reservó.`,
    [
      ["Nombre", booking.name],
      ["Email", booking.email],
      ["Teléfono", booking.phone],
      ["Empresa", booking.company],
      ["Antes", `${previous.demo_date} ${previous.demo_time}`],
      ["Ahora", `${booking.demo_date} ${booking.demo_time} (${DEMO_TIME_ZONE})`],
      ["Referencia", `demo-${context.leadId}`],
    ],
    booking.email,
  );
  company.kind = "company-update";
  const when = `${longDate(booking.demo_date, lang)}, ${booking.demo_time}`;
  const visitor = visitorMail(
    settings,
    "visitor-update",
    booking.email,
    lang === "es" ? `Demo cambiada: ${when}` : `Demo moved: ${when}`,
    lang === "es"
      ? [
          `Hola ${booking.name}:`,
          `Tu demo pasa al ${when} (hora peninsular española, ${DEMO_TIME_ZONE}). Dura ${DEMO_DURATION_MINUTES} minutos. Adjuntamos la invitación actualizada.`,
          manageParagraph(lang, context.manageUrl),
          `Un saludo,\nEl equipo de ${settings.companyName}`,
        ]
      : [
          `Hello ${booking.name},`,
          `Your demo is now on ${when} (Madrid time, ${DEMO_TIME_ZONE}). It lasts ${DEMO_DURATION_MINUTES} minutes. The updated invitation is attached.`,
          manageParagraph(lang, context.manageUrl),
          `Best regards,\nThe ${settings.companyName} team`,
        ],
    manageButton(lang, context.manageUrl),
  );
  visitor.mail.attachments = [
    {
      filename: "demo.ics",
      contentType: "text/calendar; charset=utf-8; method=REQUEST",
      content: demoEvent(settings, booking, { ...context, method: "REQUEST" }),
    },
  ];
  return [visitor, company];
}

export function contactMails(
  settings: NotificationSettings,
  enquiry: ContactEnquiry,
  context: { leadId: string },
): ComposedMail[] {
  return [
    companyMail(
      settings,
      enquiry.service ? `Nuevo mensaje de contacto: ${enquiry.service}` : "Nuevo mensaje de contacto",
      "Se ha recibido un mensaje desde el formulario de contacto de la web.",
      [
        ["Nombre", enquiry.name],
        ["Email", enquiry.email],
        ["Empresa", enquiry.company],
        ["Teléfono", enquiry.phone],
        ["Servicio", enquiry.service],
        ["Tamaño de la empresa", enquiry.company_size ? `${enquiry.company_size} empleados` : ""],
        ["Mensaje", enquiry.message],
        ["Idioma", enquiry.lang ?? "es"],
        ...sourceRows(enquiry, settings),
        ["Referencia", `contacto-${context.leadId}`],
      ],
      enquiry.email,
    ),
  ];
}

/** The links every e-mail to a newsletter address carries (see newsletter-links.ts). */
export type NewsletterLinks = { unsubscribeUrl: string; headers: Record<string, string> };

function unsubscribeHtml(url: string, label: string): string {
  return `<p style="margin-top:24px;font-size:13px"><a href="${escapeHtml(url)}" style="color:#1e3a8a">${escapeHtml(label)}</a></p>`;
}

/**
 * Double opt-in, step one: the visitor is asked to confirm. Nothing else is sent until they do. It
 * carries the unsubscribe link and headers too, so "I never asked for this" is one click.
 */
export function newsletterConfirmationMail(
  settings: NotificationSettings,
  subscription: NewsletterSubscription,
  links: NewsletterLinks & { confirmUrl: string; kind: MailKind },
): ComposedMail {
  const lang: Lang = subscription.lang ?? "es";
  const button = (label: string) =>
    `<p><a href="${escapeHtml(links.confirmUrl)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
  const composed =
    lang === "es"
      ? visitorMail(
          settings,
          links.kind,
          subscription.email,
          `Confirma tu suscripción al newsletter de ${settings.companyName}`,
          [
            "Hola:",
            `Hemos recibido una solicitud para suscribir esta dirección al newsletter de ${settings.companyName}. Para completarla, confirma tu suscripción en este enlace:`,
            links.confirmUrl,
            "Si no lo has pedido tú, no hagas nada: sin confirmación no te enviaremos ningún newsletter y borraremos la dirección en unos días.",
            `Si prefieres que la borremos ya: ${links.unsubscribeUrl}`,
            `Un saludo,\nEl equipo de ${settings.companyName}`,
          ],
          button("Confirmar suscripción") + unsubscribeHtml(links.unsubscribeUrl, "No quiero suscribirme"),
        )
      : visitorMail(
          settings,
          links.kind,
          subscription.email,
          `Confirm your subscription to the ${settings.companyName} newsletter`,
          [
            "Hello,",
            `We received a request to subscribe this address to the ${settings.companyName} newsletter. To complete it, confirm your subscription at this link:`,
            links.confirmUrl,
            "If you did not ask for it, do nothing: without confirmation we will send you no newsletter and will delete the address within a few days.",
            `If you would rather we deleted it now: ${links.unsubscribeUrl}`,
            `Best regards,\nThe ${settings.companyName} team`,
          ],
          button("Confirm subscription") + unsubscribeHtml(links.unsubscribeUrl, "I do not want to subscribe"),
        );
  composed.mail.headers = links.headers;
  return composed;
}

/** Double opt-in, step two (the address confirmed): the company's notice and the visitor's welcome. */
export function newsletterMails(
  settings: NotificationSettings,
  subscription: NewsletterSubscription,
  context: { leadId: string } & NewsletterLinks,
): ComposedMail[] {
  const lang: Lang = subscription.lang ?? "es";
  const company = companyMail(
    settings,
    "Nueva suscripción al newsletter",
    "Una nueva dirección ha confirmado su suscripción al newsletter.",
    [
      ["Email", subscription.email],
      ["Idioma", lang],
      ...sourceRows(subscription, settings),
      ["Referencia", `newsletter-${context.leadId}`],
    ],
    subscription.email,
  );
  const welcome =
    lang === "es"
      ? visitorMail(
          settings,
          "welcome",
          subscription.email,
          `Bienvenido al newsletter de ${settings.companyName}`,
          [
            "¡Gracias por confirmar tu suscripción!",
            "Una vez al mes te enviaremos ideas prácticas sobre inteligencia artificial, automatización, datos y ayudas como el Kit Digital, pensadas para pymes.",
            `Mientras tanto, puedes leer nuestro blog en ${siteUrlOf(settings.siteUrl, "blog", "es")}`,
            `Puedes darte de baja cuando quieras, con un clic: ${context.unsubscribeUrl}`,
            `Un saludo,\nEl equipo de ${settings.companyName}`,
          ],
          unsubscribeHtml(context.unsubscribeUrl, "Darme de baja del newsletter"),
        )
      : visitorMail(
          settings,
          "welcome",
          subscription.email,
          `Welcome to the ${settings.companyName} newsletter`,
          [
            "Thank you for confirming your subscription!",
            "Once a month we will send you practical ideas about artificial intelligence, automation, data and grants such as Kit Digital, written for small businesses.",
            `Meanwhile, you can read our blog at ${siteUrlOf(settings.siteUrl, "blog", "en")}`,
            `You can unsubscribe at any time, in one click: ${context.unsubscribeUrl}`,
            `Best regards,\nThe ${settings.companyName} team`,
          ],
          unsubscribeHtml(context.unsubscribeUrl, "Unsubscribe from the newsletter"),
        );
  welcome.mail.headers = context.headers;
  return [company, welcome];
}

export function leadMagnetMails(
  settings: NotificationSettings,
  request: LeadMagnetRequest,
  context: { leadId: string },
): ComposedMail[] {
  const lang: Lang = request.lang ?? "es";
  const company = companyMail(
    settings,
    "Nueva descarga de la guía de automatización",
    "Alguien ha solicitado la guía de automatización para pymes.",
    [
      ["Nombre", request.name],
      ["Email", request.email],
      ["Idioma", lang],
      ...sourceRows(request, settings),
      ["Referencia", `guia-${context.leadId}`],
    ],
    request.email,
  );
  const link = settings.leadMagnetUrl[lang];
  const linkHtml = `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${
    lang === "es" ? "Descargar la guía (PDF)" : "Download the guide (PDF)"
  }</a></p>`;
  const download =
    lang === "es"
      ? visitorMail(
          settings,
          "download",
          request.email,
          "Tu guía: automatización para pymes",
          [
            `Hola ${request.name}:`,
            "Gracias por tu interés. Aquí tienes la guía de automatización para pymes: qué procesos automatizar primero, qué tecnología elegir, cuánto cuesta y cómo financiarlo, con casos prácticos.",
            `Descárgala en: ${link}`,
            "Si quieres comentar cómo aplicarla en tu empresa, responde a este correo.",
            `Un saludo,\nEl equipo de ${settings.companyName}`,
          ],
          linkHtml,
        )
      : visitorMail(
          settings,
          "download",
          request.email,
          "Your guide: automation for small businesses",
          [
            `Hello ${request.name},`,
            "Thank you for your interest. Here is our automation guide for small businesses: which processes to automate first, which technology to choose, what it costs and how to fund it, with practical cases.",
            `Download it at: ${link}`,
            "If you would like to discuss how to apply it in your company, just reply to this e-mail.",
            `Best regards,\nThe ${settings.companyName} team`,
          ],
          linkHtml,
        );
  return [company, download];
}
