/**
 * The e-mails each lead produces, in the visitor's language (the company's are in Spanish), each a
 * model rendered by the one template (mail-layout.tsx, decision 176). Visitor text only ever goes into
 * the bodies (escaped by React) and, as a validated address, into To/Reply-To; subjects are built
 * from fixed copy and validated grid values. Demo mails carry the iTIP invitation (RFC 6047).
 */
import type { ContactEnquiry, DemoBooking, LeadMagnetRequest, LeadSource, NewsletterSubscription } from "./schemas.ts";
import { DEMO_DURATION_MINUTES, slotInZone } from "./demo-slots.ts";
import { demoInvitationIcs } from "./ics.ts";
import { renderMail, type MailModel, type MailRow } from "./mail-layout.tsx";
import type { CompanyLegal, MailInvitation, NotificationSettings, OutgoingMail } from "./types.ts";
import { siteUrlOf } from "./site-paths.ts";
import type { Lang } from "../../../app/i18n/language.ts";

export type MailKind =
  | "company"
  | "visitor-confirmation"
  | "acknowledgement"
  | "welcome"
  | "download"
  | `confirmation${"" | `-${number}`}`
  | "visitor-cancellation"
  | "company-cancellation"
  | "visitor-update"
  | "company-update"
  | "visitor-reminder";
export type ComposedMail = { kind: MailKind; mail: Omit<OutgoingMail, "messageId"> };

/** Every message is sent by a machine on someone's action: no out-of-office replies (RFC 3834). */
const AUTOMATIC = { "Auto-Submitted": "auto-generated" } as const;

/** What the footer says when the settings carry no legal facts (tests; the site always sets them). */
const NO_LEGAL: CompanyLegal = {
  legalName: "",
  address: { street: "", postalCode: "", city: "", country: { es: "", en: "" } },
};

/** The bare address of `Name <address>` or of a plain address. */
function mailAddress(value: string): string {
  const match = /<([^<>]+)>\s*$/.exec(value);
  return (match ? match[1] : value).trim();
}

function mailDomain(settings: Pick<NotificationSettings, "mailFrom">): string {
  return mailAddress(settings.mailFrom).split("@")[1] || "localhost";
}

/** A new, globally unique Message-ID (decision 176): random, stored with the outbox row it names. */
export function newMessageId(settings: Pick<NotificationSettings, "mailFrom">): string {
  return `<${crypto.randomUUID()}@${mailDomain(settings)}>`;
}

function longDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "es" ? "es-ES" : "en-GB", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "martes, 1 de diciembre de 2026, 10:00 (hora de Madrid)". */
function when(date: string, time: string, lang: Lang): string {
  return `${longDate(date, lang)}, ${time} (${lang === "es" ? "hora de Madrid" : "Madrid time"})`;
}

function site(settings: NotificationSettings, path: string): string {
  return `${settings.siteUrl.replace(/\/+$/, "")}${path}`;
}

function bookAgainUrl(settings: NotificationSettings, lang: Lang): string {
  // The booking page (route table: demo-booking, decision 186), at its form.
  return `${siteUrlOf(settings.siteUrl, "bookDemo", lang)}#demo-booking`;
}

function signature(settings: NotificationSettings, lang: Lang): string {
  return lang === "es"
    ? `Un saludo,\nEl equipo de ${settings.companyName}`
    : `Best regards,\nThe ${settings.companyName} team`;
}

/** The signature and the footer's reason of a mail to a visitor: why they get it, per language. */
function toVisitor(settings: NotificationSettings, lang: Lang, why: { es: string; en: string }) {
  return {
    signature: signature(settings, lang),
    reason:
      lang === "es"
        ? `Recibes este correo porque ${why.es} en la web de ${settings.companyName}.`
        : `You are receiving this e-mail because ${why.en} on the ${settings.companyName} website.`,
  };
}

/** The company's one action on a notice about a person: write to them. */
function writeTo(person: { name: string; email: string }) {
  return { label: `Escribir a ${person.name}`, url: `mailto:${person.email}` };
}

/** A model with the parts every mail shares. */
function model(
  settings: NotificationSettings,
  fields: Omit<MailModel, "siteUrl" | "legal" | "heading"> & { heading?: string },
): MailModel {
  return { heading: fields.subject, ...fields, siteUrl: settings.siteUrl, legal: settings.legal ?? NO_LEGAL };
}

async function compose(
  settings: NotificationSettings,
  kind: MailKind,
  envelope: { to: string; replyTo?: string },
  content: MailModel,
  extra: Pick<OutgoingMail, "headers" | "invitation"> = {},
): Promise<ComposedMail> {
  const { html, text } = await renderMail(content);
  return {
    kind,
    mail: {
      from: settings.mailFrom,
      to: envelope.to,
      replyTo: envelope.replyTo,
      subject: content.subject,
      text,
      html,
      headers: { ...AUTOMATIC, ...extra.headers },
      ...(extra.invitation ? { invitation: extra.invitation } : {}),
    },
  };
}

/**
 * The rows of the company e-mail that say where the lead came from (decision 116): the page, as a
 * full address of the site, and each utm_* parameter the visit carried. Empty ones are left out.
 */
function sourceRows(source: Partial<LeadSource>, settings: NotificationSettings): MailRow[] {
  const page = source.source_page ? site(settings, source.source_page) : "";
  return [
    { label: "Página de origen", value: page, href: page || undefined },
    { label: "utm_source", value: source.utm_source ?? "" },
    { label: "utm_medium", value: source.utm_medium ?? "" },
    { label: "utm_campaign", value: source.utm_campaign ?? "" },
    { label: "utm_term", value: source.utm_term ?? "" },
    { label: "utm_content", value: source.utm_content ?? "" },
  ];
}

/** The person's contact rows, each a link the company can act on. */
function personRows(person: { name?: string; email: string; phone?: string; company?: string }): MailRow[] {
  return [
    { label: "Nombre", value: person.name ?? "" },
    { label: "Email", value: person.email, href: `mailto:${person.email}` },
    {
      label: "Teléfono",
      value: person.phone ?? "",
      href: person.phone ? `tel:${person.phone.replace(/[^\d+]/g, "")}` : undefined,
    },
    { label: "Empresa", value: person.company ?? "" },
  ];
}

/** A notice to the company inbox (in Spanish); replying writes to the person. */
function companyMail(
  settings: NotificationSettings,
  kind: MailKind,
  content: { subject: string; intro: string; rows: MailRow[]; action?: MailModel["action"]; note?: string },
  replyTo: string,
  invitation?: MailInvitation,
): Promise<ComposedMail> {
  return compose(
    settings,
    kind,
    { to: settings.companyInbox, replyTo },
    model(settings, {
      lang: "es",
      subject: content.subject,
      preheader: content.intro,
      paragraphs: [content.intro],
      rows: content.rows.filter((row) => row.value !== ""),
      action: content.action,
      after: [
        ...(content.note ? [content.note] : []),
        "Responde a este correo para escribir directamente a la persona.",
      ],
      reason: `Recibes este aviso porque este buzón recibe los contactos de la web de ${settings.companyName}.`,
    }),
    { invitation },
  );
}

// ----- Demo bookings --------------------------------------------------------------------------

/** A booking as stored, for the mails about it. */
export type StoredDemo = {
  name: string;
  email: string;
  phone: string;
  company: string;
  demo_date: string;
  demo_time: string;
  lang: Lang;
};

/** What every mail about one booking shares: its event's UID and SEQUENCE, its page. */
export type DemoContext = {
  leadId: string;
  /** The booking's calendar UID (random, stored with it). */
  uid: string;
  /** When this change happened (DTSTAMP). */
  createdAt: Date;
  sequence: number;
  /** The booking's page (cancel, move); absent without a link secret. */
  manageUrl?: string;
  /** The visitor's time zone as their browser reported it when booking (the confirmation only). */
  visitorTimeZone?: string;
};

/**
 * The demo's join link (DEMO_MEETING_URL, decision 207): a fixed room, or a template whose `{id}`
 * is the booking's random calendar UID (a room nobody can guess from another booking's). Undefined
 * when no link is set: then nothing says there is one.
 */
export function demoJoinUrl(settings: Pick<NotificationSettings, "meetingUrl">, uid: string): string | undefined {
  const template = settings.meetingUrl?.trim();
  return template ? template.replaceAll("{id}", encodeURIComponent(uid)) : undefined;
}

/** "…, 10:00 (hora de Madrid)", and the visitor's own clock beside it when their zone reads otherwise. */
function whenFor(date: string, time: string, lang: Lang, zone: string | undefined): string {
  const madrid = when(date, time, lang);
  const local = zone ? slotInZone(date, time, zone) : null;
  if (!local) return madrid;
  const clock = local.date === date ? local.time : `${longDate(local.date, lang)}, ${local.time}`;
  return lang === "es" ? `${madrid}; en tu hora, ${clock} (${zone})` : `${madrid}; your time, ${clock} (${zone})`;
}

/** The event's description: what it is, the join link (or who will write), the manage link. */
function demoDescription(
  settings: NotificationSettings,
  booking: Pick<StoredDemo, "name" | "lang"> & Partial<Pick<StoredDemo, "email" | "phone" | "company">>,
  context: DemoContext,
  audience: "visitor" | "company",
): string {
  const lang = audience === "company" ? "es" : booking.lang;
  const join = demoJoinUrl(settings, context.uid);
  const contact =
    audience === "company"
      ? [
          booking.email ? ` Email: ${booking.email}.` : "",
          booking.phone ? ` Teléfono: ${booking.phone}.` : "",
          booking.company ? ` Empresa: ${booking.company}.` : "",
        ].join("")
      : "";
  const what =
    (lang === "es"
      ? `Demo de ${DEMO_DURATION_MINUTES} minutos por videollamada con ${booking.name}.`
      : `${DEMO_DURATION_MINUTES}-minute video call demo with ${booking.name}.`) + contact;
  const link = join
    ? lang === "es"
      ? ` Enlace de la videollamada: ${join}`
      : ` Video call link: ${join}`
    : audience === "company"
      ? " Sin enlace de videollamada configurado: envíaselo a la persona."
      : lang === "es"
        ? ` ${settings.companyName} te escribirá para confirmar la reunión.`
        : ` ${settings.companyName} will write to you to confirm the meeting.`;
  const manage = !context.manageUrl
    ? ""
    : audience === "company"
      ? ` Enlace de la persona para cancelar o cambiar la demo (lo que se haga en él cuenta como hecho por ella y le llega por correo): ${context.manageUrl}`
      : lang === "es"
        ? ` Para cancelarla o cambiarla de hora: ${context.manageUrl}`
        : ` To cancel or move it: ${context.manageUrl}`;
  return what + link + manage;
}

/**
 * The booking's calendar event (same UID throughout). The visitor's copy is an iTIP REQUEST (or
 * CANCEL) from the company, the visitor its attendee. The company's copy is a PUBLISH (decision
 * 206): an organizer's own REQUEST is not added by Outlook or Google ("you are the organizer"), a
 * published event is one its calendar imports; a cancellation is the same event STATUS:CANCELLED.
 */
function demoEvent(
  settings: NotificationSettings,
  booking: Pick<StoredDemo, "name" | "email" | "demo_date" | "demo_time" | "lang"> &
    Partial<Pick<StoredDemo, "phone" | "company">>,
  context: DemoContext,
  method: "REQUEST" | "CANCEL" | "PUBLISH",
  audience: "visitor" | "company" = "visitor",
): string {
  const lang = audience === "company" ? "es" : booking.lang;
  const join = demoJoinUrl(settings, context.uid);
  return demoInvitationIcs({
    uid: context.uid,
    date: booking.demo_date,
    time: booking.demo_time,
    summary:
      audience === "company"
        ? `Demo con ${booking.name}`
        : lang === "es"
          ? `Demo con ${settings.companyName}`
          : `${settings.companyName} demo`,
    description: demoDescription(settings, booking, context, audience),
    url: join ?? context.manageUrl,
    location: join ?? (lang === "es" ? "Videollamada" : "Video call"),
    organizer: { name: settings.companyName, email: mailAddress(settings.companyInbox) },
    attendees: [{ name: booking.name, email: booking.email }],
    createdAt: context.createdAt,
    method,
    sequence: context.sequence,
  });
}

function invitation(
  settings: NotificationSettings,
  booking: StoredDemo,
  context: DemoContext,
  method: "REQUEST" | "CANCEL",
): MailInvitation {
  return { method, filename: "demo.ics", content: demoEvent(settings, booking, context, method) };
}

/** The company's copy of the event: published, to import (decision 206); `cancelled` withdraws it. */
function companyEvent(
  settings: NotificationSettings,
  booking: StoredDemo,
  context: DemoContext,
  cancelled = false,
): MailInvitation {
  const content = demoEvent(settings, booking, context, "PUBLISH", "company");
  return {
    method: "PUBLISH",
    filename: "demo.ics",
    content: cancelled ? content.replace("\r\nSTATUS:CONFIRMED\r\n", "\r\nSTATUS:CANCELLED\r\n") : content,
  };
}

/**
 * The booking as the host's calendar keeps it (decision 209): the company's copy (the visitor's
 * details, the join link, the visitor's manage link said for what it is) as a calendar object
 * resource, which carries no METHOD (RFC 4791 §4.1), marked as the site's own so that its free/busy
 * reading leaves it to the database's seats.
 */
export function hostCalendarEvent(settings: NotificationSettings, booking: StoredDemo, context: DemoContext): string {
  return demoEvent(settings, booking, context, "PUBLISH", "company")
    .replace("METHOD:PUBLISH\r\n", "")
    .replace("\r\nEND:VEVENT\r\n", "\r\nX-RTS-DEMO-BOOKING:1\r\nEND:VEVENT\r\n");
}

/** The booking as an "add to calendar" download (METHOD:PUBLISH, no attendee), in its current state. */
export function demoCalendarFile(
  settings: NotificationSettings,
  booking: Pick<StoredDemo, "name" | "email" | "demo_date" | "demo_time" | "lang">,
  context: DemoContext,
): string {
  return demoEvent(settings, booking, context, "PUBLISH");
}

function manageAction(lang: Lang, manageUrl: string | undefined): MailModel["action"] {
  if (!manageUrl) return undefined;
  return { label: lang === "es" ? "Cancelar o cambiar la demo" : "Cancel or move the demo", url: manageUrl };
}

function manageHint(lang: Lang, manageUrl: string | undefined): string {
  if (manageUrl) {
    // A link in HTML (shown as a button) and in the text part alike.
    return lang === "es"
      ? "Si necesitas cancelarla o cambiarla a otra hora libre, usa el enlace «Cancelar o cambiar la demo»."
      : "If you need to cancel it or move it to another free time, use the “Cancel or move the demo” link.";
  }
  return lang === "es"
    ? "Si necesitas cambiar la fecha, responde a este correo."
    : "If you need to change the date, just reply to this e-mail.";
}

/** The join link's sentence in a visitor's mail (the link itself is a row), or who will write instead. */
function joinSentence(settings: NotificationSettings, lang: Lang, uid: string): string {
  if (demoJoinUrl(settings, uid)) {
    return lang === "es"
      ? "El enlace de la videollamada va en este correo y en la invitación."
      : "The video call link is in this e-mail and in the invitation.";
  }
  return lang === "es"
    ? `${settings.companyName} te escribirá para confirmar la reunión.`
    : `${settings.companyName} will write to you to confirm the meeting.`;
}

/** The join link as a row of a visitor's mail (a link in HTML and text alike), when one is set. */
function joinRows(settings: NotificationSettings, lang: Lang, uid: string): MailRow[] {
  const join = demoJoinUrl(settings, uid);
  return join ? [{ label: lang === "es" ? "Videollamada" : "Video call", value: join, href: join }] : [];
}

/** The row of a company notice with the visitor's own link, and the sentence that says what it does. */
function companyManageRow(context: DemoContext): MailRow {
  return { label: "Enlace de la persona", value: context.manageUrl ?? "", href: context.manageUrl };
}
const COMPANY_MANAGE_NOTE =
  "El «Enlace de la persona» es el suyo: lo que hagas en esa página (cancelar, cambiar la hora) cuenta como hecho por ella y le llega por correo.";

function companyDemoRows(settings: NotificationSettings, booking: StoredDemo, context: DemoContext): MailRow[] {
  const join = demoJoinUrl(settings, context.uid);
  return [
    ...personRows(booking),
    { label: "Cuándo", value: when(booking.demo_date, booking.demo_time, "es") },
    { label: "Idioma", value: booking.lang },
    { label: "Videollamada", value: join ?? "", href: join },
    companyManageRow(context),
    { label: "Referencia", value: `demo-${context.leadId}` },
  ];
}

/** Booked: the visitor's confirmation (REQUEST) and the company's notice (its event to import). */
export async function demoMails(
  settings: NotificationSettings,
  booking: DemoBooking,
  context: Omit<DemoContext, "sequence">,
): Promise<ComposedMail[]> {
  const lang: Lang = booking.lang ?? "es";
  const stored: StoredDemo = { ...booking, lang };
  const ctx: DemoContext = { ...context, sequence: 0 };
  const at = whenFor(booking.demo_date, booking.demo_time, lang, context.visitorTimeZone);
  const company = await companyMail(
    settings,
    "company",
    {
      subject: `Nueva demo: ${booking.demo_date} a las ${booking.demo_time}`,
      intro: `${booking.name} ha reservado una demo de ${DEMO_DURATION_MINUTES} minutos el ${when(booking.demo_date, booking.demo_time, "es")}. El evento va en este correo para añadirlo al calendario.`,
      rows: [...companyDemoRows(settings, stored, ctx), ...sourceRows(booking, settings)],
      action: writeTo(booking),
      note: context.manageUrl ? COMPANY_MANAGE_NOTE : undefined,
    },
    booking.email,
    companyEvent(settings, stored, ctx),
  );
  const subject =
    lang === "es"
      ? `Demo confirmada: ${longDate(booking.demo_date, lang)}, ${booking.demo_time}`
      : `Demo confirmed: ${longDate(booking.demo_date, lang)}, ${booking.demo_time}`;
  const visitor = await compose(
    settings,
    "visitor-confirmation",
    { to: booking.email, replyTo: settings.companyInbox },
    model(settings, {
      lang,
      subject,
      heading: lang === "es" ? "Tu demo está confirmada" : "Your demo is confirmed",
      preheader:
        lang === "es"
          ? `${at}. ${DEMO_DURATION_MINUTES} minutos por videollamada; la invitación va incluida.`
          : `${at}. ${DEMO_DURATION_MINUTES} minutes by video call; the invitation is included.`,
      paragraphs:
        lang === "es"
          ? [
              `Hola ${booking.name}:`,
              `Tu demo con ${settings.companyName} es el ${at}. Dura ${DEMO_DURATION_MINUTES} minutos y es por videollamada.`,
              "La invitación va en este correo: añádela a tu calendario.",
              joinSentence(settings, lang, ctx.uid),
              manageHint(lang, context.manageUrl),
            ]
          : [
              `Hello ${booking.name},`,
              `Your demo with ${settings.companyName} is on ${at}. It lasts ${DEMO_DURATION_MINUTES} minutes, by video call.`,
              "The invitation is in this e-mail: add it to your calendar.",
              joinSentence(settings, lang, ctx.uid),
              manageHint(lang, context.manageUrl),
            ],
      rows: joinRows(settings, lang, ctx.uid),
      action: manageAction(lang, context.manageUrl),
      ...toVisitor(settings, lang, { es: "has reservado una demo", en: "you booked a demo" }),
    }),
    { invitation: invitation(settings, stored, ctx, "REQUEST") },
  );
  return [company, visitor];
}

/**
 * The reminder a while before the demo (decision 208): the time, the join link (or who will write)
 * and the manage link. Queued with the booking, due `hours` before it; a move or a cancellation
 * withdraws it (a move queues the next).
 */
export function demoReminderMail(
  settings: NotificationSettings,
  booking: StoredDemo,
  context: DemoContext,
): Promise<ComposedMail> {
  const lang = booking.lang;
  const at = when(booking.demo_date, booking.demo_time, lang);
  return compose(
    settings,
    "visitor-reminder",
    { to: booking.email, replyTo: settings.companyInbox },
    model(settings, {
      lang,
      subject:
        lang === "es"
          ? `Recordatorio: tu demo, ${longDate(booking.demo_date, lang)}, ${booking.demo_time}`
          : `Reminder: your demo, ${longDate(booking.demo_date, lang)}, ${booking.demo_time}`,
      heading: lang === "es" ? "Tu demo se acerca" : "Your demo is coming up",
      preheader:
        lang === "es"
          ? `${at}. ${DEMO_DURATION_MINUTES} minutos por videollamada.`
          : `${at}. ${DEMO_DURATION_MINUTES} minutes by video call.`,
      paragraphs:
        lang === "es"
          ? [
              `Hola ${booking.name}:`,
              `Te recordamos tu demo con ${settings.companyName}: el ${at}, ${DEMO_DURATION_MINUTES} minutos por videollamada.`,
              joinSentence(settings, lang, context.uid),
              manageHint(lang, context.manageUrl),
            ]
          : [
              `Hello ${booking.name},`,
              `A reminder of your demo with ${settings.companyName}: on ${at}, ${DEMO_DURATION_MINUTES} minutes by video call.`,
              joinSentence(settings, lang, context.uid),
              manageHint(lang, context.manageUrl),
            ],
      rows: joinRows(settings, lang, context.uid),
      action: manageAction(lang, context.manageUrl),
      ...toVisitor(settings, lang, { es: "has reservado una demo", en: "you booked a demo" }),
    }),
  );
}

/** Cancelled from the signed link: the visitor gets METHOD:CANCEL, the company its event withdrawn (same UID). */
export async function demoCancellationMails(
  settings: NotificationSettings,
  booking: StoredDemo,
  context: DemoContext,
): Promise<ComposedMail[]> {
  const lang = booking.lang;
  const withdrawn = { ...context, manageUrl: undefined };
  const cancel = invitation(settings, booking, withdrawn, "CANCEL");
  const at = when(booking.demo_date, booking.demo_time, lang);
  const visitor = await compose(
    settings,
    "visitor-cancellation",
    { to: booking.email, replyTo: settings.companyInbox },
    model(settings, {
      lang,
      subject:
        lang === "es"
          ? `Has cancelado tu demo: ${longDate(booking.demo_date, lang)}, ${booking.demo_time}`
          : `You cancelled your demo: ${longDate(booking.demo_date, lang)}, ${booking.demo_time}`,
      heading: lang === "es" ? "Has cancelado tu demo" : "You cancelled your demo",
      preheader:
        lang === "es" ? `La demo del ${at} ya no está en nuestra agenda.` : `The demo on ${at} is off our calendar.`,
      paragraphs:
        lang === "es"
          ? [
              `Hola ${booking.name}:`,
              `Hemos recibido tu cancelación de la demo del ${at}. La cancelación va en este correo para que la reunión desaparezca de tu calendario.`,
              "Cuando quieras, puedes reservar otra.",
            ]
          : [
              `Hello ${booking.name},`,
              `We have received your cancellation of the demo on ${at}. The cancellation is in this e-mail so that the meeting leaves your calendar.`,
              "Whenever you like, you can book another one.",
            ],
      action: { label: lang === "es" ? "Reservar otra demo" : "Book another demo", url: bookAgainUrl(settings, lang) },
      ...toVisitor(settings, lang, { es: "has cancelado una demo reservada", en: "you cancelled a demo booked" }),
    }),
    { invitation: cancel },
  );
  const company = await companyMail(
    settings,
    "company-cancellation",
    {
      subject: `Demo cancelada: ${booking.demo_date} a las ${booking.demo_time}`,
      intro: `${booking.name} ha cancelado desde su enlace la demo del ${when(booking.demo_date, booking.demo_time, "es")}. La hora vuelve a estar libre.`,
      rows: [...personRows(booking), { label: "Referencia", value: `demo-${context.leadId}` }],
      action: writeTo(booking),
      note: "El evento cancelado va en este correo: al abrirlo, tu calendario lo marca como cancelado.",
    },
    booking.email,
    companyEvent(settings, booking, withdrawn, true),
  );
  return [visitor, company];
}

/** Moved from the signed link: an updated invitation (same UID, higher SEQUENCE) with the old and new times. */
export async function demoMoveMails(
  settings: NotificationSettings,
  booking: StoredDemo,
  previous: { demo_date: string; demo_time: string },
  context: DemoContext,
): Promise<ComposedMail[]> {
  const lang = booking.lang;
  const update = invitation(settings, booking, context, "REQUEST");
  const before = when(previous.demo_date, previous.demo_time, lang);
  const now = when(booking.demo_date, booking.demo_time, lang);
  const visitor = await compose(
    settings,
    "visitor-update",
    { to: booking.email, replyTo: settings.companyInbox },
    model(settings, {
      lang,
      subject:
        lang === "es"
          ? `Demo cambiada: ${longDate(booking.demo_date, lang)}, ${booking.demo_time}`
          : `Demo moved: ${longDate(booking.demo_date, lang)}, ${booking.demo_time}`,
      heading: lang === "es" ? "Tu demo tiene nueva hora" : "Your demo has a new time",
      preheader: lang === "es" ? `Ahora: ${now}. Antes: ${before}.` : `Now: ${now}. Before: ${before}.`,
      paragraphs:
        lang === "es"
          ? [
              `Hola ${booking.name}:`,
              `Has cambiado la hora de tu demo. Dura ${DEMO_DURATION_MINUTES} minutos; la invitación actualizada va en este correo y sustituye a la anterior en tu calendario.`,
            ]
          : [
              `Hello ${booking.name},`,
              `You moved your demo. It lasts ${DEMO_DURATION_MINUTES} minutes; the updated invitation is in this e-mail and replaces the earlier one in your calendar.`,
            ],
      rows: [
        ...(lang === "es"
          ? [
              { label: "Antes", value: before },
              { label: "Ahora", value: now },
            ]
          : [
              { label: "Before", value: before },
              { label: "Now", value: now },
            ]),
        ...joinRows(settings, lang, context.uid),
      ],
      // Without a link, the way to change it again; with one, the action says it.
      after: context.manageUrl ? undefined : [manageHint(lang, undefined)],
      action: manageAction(lang, context.manageUrl),
      ...toVisitor(settings, lang, { es: "has cambiado una demo reservada", en: "you moved a demo booked" }),
    }),
    { invitation: update },
  );
  const company = await companyMail(
    settings,
    "company-update",
    {
      subject: `Demo cambiada: ${booking.demo_date} a las ${booking.demo_time}`,
      intro: `${booking.name} ha cambiado la hora de su demo desde su enlace. El evento actualizado va en este correo.`,
      rows: [
        ...personRows(booking),
        { label: "Antes", value: when(previous.demo_date, previous.demo_time, "es") },
        { label: "Ahora", value: when(booking.demo_date, booking.demo_time, "es") },
        companyManageRow(context),
        { label: "Referencia", value: `demo-${context.leadId}` },
      ],
      action: writeTo(booking),
      note: context.manageUrl ? COMPANY_MANAGE_NOTE : undefined,
    },
    booking.email,
    companyEvent(settings, booking, context),
  );
  return [visitor, company];
}

// ----- Contact enquiries ---------------------------------------------------------------------

/** The company's notice and the visitor's acknowledgement (what was sent; the answer time). */
export async function contactMails(
  settings: NotificationSettings,
  enquiry: ContactEnquiry,
  context: { leadId: string },
): Promise<ComposedMail[]> {
  const lang: Lang = enquiry.lang ?? "es";
  const company = await companyMail(
    settings,
    "company",
    {
      subject: enquiry.service ? `Nuevo mensaje de contacto: ${enquiry.service}` : "Nuevo mensaje de contacto",
      intro: "Se ha recibido un mensaje desde el formulario de contacto de la web.",
      rows: [
        ...personRows(enquiry),
        { label: "Servicio", value: enquiry.service },
        { label: "Tamaño de la empresa", value: enquiry.company_size ? `${enquiry.company_size} empleados` : "" },
        { label: "Mensaje", value: enquiry.message },
        { label: "Idioma", value: lang },
        ...sourceRows(enquiry, settings),
        { label: "Referencia", value: `contacto-${context.leadId}` },
      ],
      action: { label: `Responder a ${enquiry.name}`, url: `mailto:${enquiry.email}` },
    },
    enquiry.email,
  );
  const sent: MailRow[] = (
    lang === "es"
      ? [
          { label: "Servicio", value: enquiry.service },
          { label: "Empresa", value: enquiry.company },
          { label: "Teléfono", value: enquiry.phone },
          { label: "Mensaje", value: enquiry.message },
        ]
      : [
          { label: "Service", value: enquiry.service },
          { label: "Company", value: enquiry.company },
          { label: "Phone", value: enquiry.phone },
          { label: "Message", value: enquiry.message },
        ]
  ).filter((row) => row.value !== "");
  const acknowledgement = await compose(
    settings,
    "acknowledgement",
    { to: enquiry.email, replyTo: settings.companyInbox },
    model(settings, {
      lang,
      subject: lang === "es" ? `Hemos recibido tu mensaje` : `We have received your message`,
      preheader:
        lang === "es"
          ? "Te responderemos en un plazo de 24 horas, de lunes a viernes."
          : "We will answer within 24 hours, Monday to Friday.",
      paragraphs:
        lang === "es"
          ? [
              `Hola ${enquiry.name}:`,
              `Gracias por escribir a ${settings.companyName}. Te responderemos en un plazo de 24 horas, de lunes a viernes. Esto es lo que nos has enviado:`,
            ]
          : [
              `Hello ${enquiry.name},`,
              `Thank you for writing to ${settings.companyName}. We will answer within 24 hours, Monday to Friday. This is what you sent us:`,
            ],
      rows: sent,
      after: [
        lang === "es"
          ? "Si quieres añadir algo, responde a este correo."
          : "If you would like to add something, just reply to this e-mail.",
      ],
      ...toVisitor(settings, lang, { es: "has enviado el formulario de contacto", en: "you sent the contact form" }),
    }),
  );
  return [company, acknowledgement];
}

// ----- Newsletter ----------------------------------------------------------------------------

/** The links every e-mail to a newsletter address carries (see newsletter-links.ts). */
export type NewsletterLinks = { unsubscribeUrl: string; headers: Record<string, string> };

/**
 * Double opt-in, step one: the visitor is asked to confirm. Nothing else is sent until they do. It
 * carries the unsubscribe link and headers too, so "I never asked for this" is one click.
 */
export function newsletterConfirmationMail(
  settings: NotificationSettings,
  subscription: NewsletterSubscription,
  links: NewsletterLinks & { confirmUrl: string; kind: MailKind },
): Promise<ComposedMail> {
  const lang: Lang = subscription.lang ?? "es";
  return compose(
    settings,
    links.kind,
    { to: subscription.email, replyTo: settings.companyInbox },
    model(settings, {
      lang,
      subject:
        lang === "es"
          ? `Confirma tu suscripción al newsletter de ${settings.companyName}`
          : `Confirm your subscription to the ${settings.companyName} newsletter`,
      heading: lang === "es" ? "Confirma tu suscripción" : "Confirm your subscription",
      preheader:
        lang === "es"
          ? "Un paso más: confirma que quieres recibir el newsletter."
          : "One more step: confirm that you want the newsletter.",
      paragraphs:
        lang === "es"
          ? [
              "Hola:",
              `Hemos recibido una solicitud para suscribir esta dirección al newsletter de ${settings.companyName}. Para completarla, confirma tu suscripción con el enlace «Confirmar suscripción».`,
            ]
          : [
              "Hello,",
              `We received a request to subscribe this address to the ${settings.companyName} newsletter. To complete it, confirm your subscription with the “Confirm subscription” link.`,
            ],
      action: { label: lang === "es" ? "Confirmar suscripción" : "Confirm subscription", url: links.confirmUrl },
      after: [
        lang === "es"
          ? "Si no lo has pedido tú, no hagas nada: sin confirmación no te enviaremos ningún newsletter y borraremos la dirección en unos días."
          : "If you did not ask for it, do nothing: without confirmation we will send you no newsletter and will delete the address within a few days.",
      ],
      links: [
        {
          label:
            lang === "es"
              ? "No quiero suscribirme: borrad la dirección ya"
              : "I do not want to subscribe: delete the address now",
          url: links.unsubscribeUrl,
        },
      ],
      ...toVisitor(settings, lang, {
        es: "alguien escribió esta dirección en el formulario del newsletter",
        en: "this address was entered in the newsletter form",
      }),
    }),
    { headers: links.headers },
  );
}

/** Double opt-in, step two (the address confirmed): the company's notice and the visitor's welcome. */
export async function newsletterMails(
  settings: NotificationSettings,
  subscription: NewsletterSubscription,
  context: { leadId: string } & NewsletterLinks,
): Promise<ComposedMail[]> {
  const lang: Lang = subscription.lang ?? "es";
  const company = await companyMail(
    settings,
    "company",
    {
      subject: "Nueva suscripción al newsletter",
      intro: "Una nueva dirección ha confirmado su suscripción al newsletter.",
      rows: [
        { label: "Email", value: subscription.email, href: `mailto:${subscription.email}` },
        { label: "Idioma", value: lang },
        ...sourceRows(subscription, settings),
        { label: "Referencia", value: `newsletter-${context.leadId}` },
      ],
    },
    subscription.email,
  );
  const welcome = await compose(
    settings,
    "welcome",
    { to: subscription.email, replyTo: settings.companyInbox },
    model(settings, {
      lang,
      subject:
        lang === "es"
          ? `Bienvenido al newsletter de ${settings.companyName}`
          : `Welcome to the ${settings.companyName} newsletter`,
      heading: lang === "es" ? "¡Gracias por confirmar tu suscripción!" : "Thank you for confirming your subscription!",
      preheader:
        lang === "es"
          ? "Una vez al mes, ideas prácticas para pymes."
          : "Once a month, practical ideas for small businesses.",
      paragraphs:
        lang === "es"
          ? [
              "Una vez al mes te enviaremos ideas prácticas sobre inteligencia artificial, automatización, datos y ayudas como el Kit Digital, pensadas para pymes.",
              "Mientras tanto, puedes leer nuestro blog.",
            ]
          : [
              "Once a month we will send you practical ideas about artificial intelligence, automation, data and grants such as Kit Digital, written for small businesses.",
              "Meanwhile, you can read our blog.",
            ],
      action: {
        label: lang === "es" ? "Leer el blog" : "Read the blog",
        url: siteUrlOf(settings.siteUrl, "blog", lang),
      },
      after: [
        lang === "es"
          ? "Puedes darte de baja cuando quieras: el enlace de abajo abre una página con un botón, y tu programa de correo también puede hacerlo por ti."
          : "You can unsubscribe at any time: the link below opens a page with a button, and your mail program can also do it for you.",
      ],
      links: [
        {
          label: lang === "es" ? "Darme de baja del newsletter" : "Unsubscribe from the newsletter",
          url: context.unsubscribeUrl,
        },
      ],
      ...toVisitor(settings, lang, {
        es: "has confirmado tu suscripción al newsletter",
        en: "you confirmed your subscription to the newsletter",
      }),
    }),
    { headers: context.headers },
  );
  return [company, welcome];
}

// ----- Lead magnet (the guide) ---------------------------------------------------------------

export async function leadMagnetMails(
  settings: NotificationSettings,
  request: LeadMagnetRequest,
  context: { leadId: string },
): Promise<ComposedMail[]> {
  const lang: Lang = request.lang ?? "es";
  const company = await companyMail(
    settings,
    "company",
    {
      subject: "Nueva descarga de la guía de automatización",
      intro: "Alguien ha solicitado la guía de automatización para pymes.",
      rows: [
        ...personRows(request),
        { label: "Idioma", value: lang },
        ...sourceRows(request, settings),
        { label: "Referencia", value: `guia-${context.leadId}` },
      ],
      action: writeTo(request),
    },
    request.email,
  );
  const download = await compose(
    settings,
    "download",
    { to: request.email, replyTo: settings.companyInbox },
    model(settings, {
      lang,
      subject: lang === "es" ? "Tu guía: automatización para pymes" : "Your guide: automation for small businesses",
      heading: lang === "es" ? "Aquí tienes tu guía" : "Here is your guide",
      preheader:
        lang === "es"
          ? "Qué automatizar primero, qué cuesta y cómo financiarlo."
          : "What to automate first, what it costs and how to fund it.",
      paragraphs:
        lang === "es"
          ? [
              `Hola ${request.name}:`,
              "Gracias por tu interés. Aquí tienes la guía de automatización para pymes: qué procesos automatizar primero, qué tecnología elegir, cuánto cuesta y cómo financiarlo, con casos prácticos.",
            ]
          : [
              `Hello ${request.name},`,
              "Thank you for your interest. Here is our automation guide for small businesses: which processes to automate first, which technology to choose, what it costs and how to fund it, with practical cases.",
            ],
      action: {
        label: lang === "es" ? "Descargar la guía (PDF)" : "Download the guide (PDF)",
        url: settings.leadMagnetUrl[lang],
      },
      after: [
        lang === "es"
          ? "Si quieres comentar cómo aplicarla en tu empresa, responde a este correo."
          : "If you would like to discuss how to apply it in your company, just reply to this e-mail.",
      ],
      ...toVisitor(settings, lang, { es: "has pedido la guía", en: "you asked for the guide" }),
    }),
  );
  return [company, download];
}
