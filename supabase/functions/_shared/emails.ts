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
import { interpolate } from "../../../app/i18n/interpolate.ts";
import { companyNotice as notice, mail } from "../../../app/i18n/resources/mail.ts";
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
  return interpolate(mail[lang].madridTime, { date: longDate(date, lang), time });
}

function site(settings: NotificationSettings, path: string): string {
  return `${settings.siteUrl.replace(/\/+$/, "")}${path}`;
}

function bookAgainUrl(settings: NotificationSettings, lang: Lang): string {
  // The booking page (route table: demo-booking, decision 186), at its form.
  return `${siteUrlOf(settings.siteUrl, "bookDemo", lang)}#demo-booking`;
}

/** "Hola Ana:" / "Hello Ana,". */
function greeting(lang: Lang, name: string): string {
  return interpolate(mail[lang].greeting, { name });
}

/** The company's one action on a notice about a person: write to them. */
function writeTo(person: { name: string; email: string }) {
  return { label: interpolate(notice.writeTo, { name: person.name }), url: `mailto:${person.email}` };
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
    { label: notice.rows.sourcePage, value: page, href: page || undefined },
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
    { label: notice.rows.name, value: person.name ?? "" },
    { label: notice.rows.email, value: person.email, href: `mailto:${person.email}` },
    {
      label: notice.rows.phone,
      value: person.phone ?? "",
      href: person.phone ? `tel:${person.phone.replace(/[^\d+]/g, "")}` : undefined,
    },
    { label: notice.rows.company, value: person.company ?? "" },
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
      after: [...(content.note ? [content.note] : []), notice.replyHint],
      reason: interpolate(notice.reason, { company: settings.companyName }),
    }),
    { invitation },
  );
}

/**
 * A mail to a visitor (every one of them), in their language: replying writes to the company; the
 * company's signature, and the footer says why they get it.
 */
function visitorMail(
  settings: NotificationSettings,
  kind: MailKind,
  to: string,
  lang: Lang,
  why: string,
  content: Omit<MailModel, "lang" | "siteUrl" | "legal" | "heading" | "signature" | "reason"> & { heading?: string },
  extra?: Pick<OutgoingMail, "headers" | "invitation">,
): Promise<ComposedMail> {
  const company = settings.companyName;
  return compose(
    settings,
    kind,
    { to, replyTo: settings.companyInbox },
    model(settings, {
      lang,
      ...content,
      signature: interpolate(mail[lang].signature, { company }),
      reason: interpolate(mail[lang].reason, { why, company }),
    }),
    extra,
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
  if (!local || !zone) return madrid;
  const clock = local.date === date ? local.time : `${longDate(local.date, lang)}, ${local.time}`;
  return interpolate(mail[lang].yourTime, { madrid, clock, zone });
}

/** The event's description: what it is, the join link (or who will write), the manage link. */
function demoDescription(
  settings: NotificationSettings,
  booking: Pick<StoredDemo, "name" | "lang"> & Partial<Pick<StoredDemo, "email" | "phone" | "company">>,
  context: DemoContext,
  audience: "visitor" | "company",
): string {
  const join = demoJoinUrl(settings, context.uid);
  const url = context.manageUrl;
  if (audience === "company") {
    const event = notice.event;
    return [
      interpolate(mail.es.demo.eventWhat, { minutes: DEMO_DURATION_MINUTES, name: booking.name }),
      booking.email ? interpolate(event.email, { email: booking.email }) : "",
      booking.phone ? interpolate(event.phone, { phone: booking.phone }) : "",
      booking.company ? interpolate(event.company, { company: booking.company }) : "",
      join ? interpolate(mail.es.demo.eventJoin, { url: join }) : event.noJoinLink,
      url ? interpolate(event.manage, { url }) : "",
    ]
      .filter(Boolean)
      .join(" ");
  }
  const copy = mail[booking.lang].demo;
  return [
    interpolate(copy.eventWhat, { minutes: DEMO_DURATION_MINUTES, name: booking.name }),
    join ? interpolate(copy.eventJoin, { url: join }) : interpolate(copy.willWrite, { company: settings.companyName }),
    url ? interpolate(copy.eventManage, { url }) : "",
  ]
    .filter(Boolean)
    .join(" ");
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
        ? interpolate(notice.event.summary, { name: booking.name })
        : interpolate(mail[lang].demo.eventSummary, { company: settings.companyName }),
    description: demoDescription(settings, booking, context, audience),
    url: join ?? context.manageUrl,
    location: join ?? mail[lang].demo.videoCall,
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
  return { label: mail[lang].demo.manageAction, url: manageUrl };
}

function manageHint(lang: Lang, manageUrl: string | undefined): string {
  // A link in HTML (shown as a button) and in the text part alike.
  return manageUrl ? mail[lang].demo.manageHint : mail[lang].demo.changeByReply;
}

/** The join link's sentence in a visitor's mail (the link itself is a row), or who will write instead. */
function joinSentence(settings: NotificationSettings, lang: Lang, uid: string): string {
  if (demoJoinUrl(settings, uid)) return mail[lang].demo.joinInMail;
  return interpolate(mail[lang].demo.willWrite, { company: settings.companyName });
}

/** The join link as a row of a visitor's mail (a link in HTML and text alike), when one is set. */
function joinRows(settings: NotificationSettings, lang: Lang, uid: string): MailRow[] {
  const join = demoJoinUrl(settings, uid);
  return join ? [{ label: mail[lang].demo.videoCall, value: join, href: join }] : [];
}

/** The row of a company notice with the visitor's own link, and the sentence that says what it does. */
function companyManageRow(context: DemoContext): MailRow {
  return { label: notice.rows.personLink, value: context.manageUrl ?? "", href: context.manageUrl };
}

function companyDemoRows(settings: NotificationSettings, booking: StoredDemo, context: DemoContext): MailRow[] {
  const join = demoJoinUrl(settings, context.uid);
  return [
    ...personRows(booking),
    { label: notice.rows.when, value: when(booking.demo_date, booking.demo_time, "es") },
    { label: notice.rows.lang, value: booking.lang },
    { label: notice.rows.videoCall, value: join ?? "", href: join },
    companyManageRow(context),
    { label: notice.rows.reference, value: `demo-${context.leadId}` },
  ];
}

/**
 * The visitor's mail that says when the demo is, how to join it and how to change it: the
 * confirmation (which carries the invitation and says so) and the reminder. `at` is the time as the
 * mail words it (the confirmation adds the visitor's own clock).
 */
function demoTimeMail(
  settings: NotificationSettings,
  kind: "visitor-confirmation" | "visitor-reminder",
  booking: StoredDemo,
  context: DemoContext,
  parts: {
    copy: { subject: string; heading: string; preheader: string; when: string; invitation?: string };
    at: string;
    invitation?: MailInvitation;
  },
): Promise<ComposedMail> {
  const { copy, at } = parts;
  const lang = booking.lang;
  const minutes = DEMO_DURATION_MINUTES;
  return visitorMail(
    settings,
    kind,
    booking.email,
    lang,
    mail[lang].demo.why,
    {
      subject: interpolate(copy.subject, { date: longDate(booking.demo_date, lang), time: booking.demo_time }),
      heading: copy.heading,
      preheader: interpolate(copy.preheader, { at, minutes }),
      paragraphs: [
        greeting(lang, booking.name),
        interpolate(copy.when, { company: settings.companyName, at, minutes }),
        // The confirmation says that its invitation is attached.
        ...(copy.invitation ? [copy.invitation] : []),
        joinSentence(settings, lang, context.uid),
        manageHint(lang, context.manageUrl),
      ],
      rows: joinRows(settings, lang, context.uid),
      action: manageAction(lang, context.manageUrl),
    },
    { invitation: parts.invitation },
  );
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
  const company = await companyMail(
    settings,
    "company",
    {
      subject: interpolate(notice.demoBooked.subject, { date: booking.demo_date, time: booking.demo_time }),
      intro: interpolate(notice.demoBooked.intro, {
        name: booking.name,
        minutes: DEMO_DURATION_MINUTES,
        at: when(booking.demo_date, booking.demo_time, "es"),
      }),
      rows: [...companyDemoRows(settings, stored, ctx), ...sourceRows(booking, settings)],
      action: writeTo(booking),
      note: context.manageUrl ? notice.manageNote : undefined,
    },
    booking.email,
    companyEvent(settings, stored, ctx),
  );
  const visitor = await demoTimeMail(settings, "visitor-confirmation", stored, ctx, {
    copy: mail[lang].demoConfirmed,
    at: whenFor(booking.demo_date, booking.demo_time, lang, context.visitorTimeZone),
    invitation: invitation(settings, stored, ctx, "REQUEST"),
  });
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
  return demoTimeMail(settings, "visitor-reminder", booking, context, {
    copy: mail[booking.lang].demoReminder,
    at: when(booking.demo_date, booking.demo_time, booking.lang),
  });
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
  const copy = mail[lang].demoCancelled;
  const at = when(booking.demo_date, booking.demo_time, lang);
  const visitor = await visitorMail(
    settings,
    "visitor-cancellation",
    booking.email,
    lang,
    copy.why,
    {
      subject: interpolate(copy.subject, { date: longDate(booking.demo_date, lang), time: booking.demo_time }),
      heading: copy.heading,
      preheader: interpolate(copy.preheader, { at }),
      paragraphs: [greeting(lang, booking.name), interpolate(copy.received, { at }), copy.bookAnother],
      action: { label: copy.action, url: bookAgainUrl(settings, lang) },
    },
    { invitation: cancel },
  );
  const company = await companyMail(
    settings,
    "company-cancellation",
    {
      subject: interpolate(notice.demoCancelled.subject, { date: booking.demo_date, time: booking.demo_time }),
      intro: interpolate(notice.demoCancelled.intro, {
        name: booking.name,
        at: when(booking.demo_date, booking.demo_time, "es"),
      }),
      rows: [...personRows(booking), { label: notice.rows.reference, value: `demo-${context.leadId}` }],
      action: writeTo(booking),
      note: notice.demoCancelled.note,
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
  const copy = mail[lang].demoMoved;
  const before = when(previous.demo_date, previous.demo_time, lang);
  const now = when(booking.demo_date, booking.demo_time, lang);
  const visitor = await visitorMail(
    settings,
    "visitor-update",
    booking.email,
    lang,
    copy.why,
    {
      subject: interpolate(copy.subject, { date: longDate(booking.demo_date, lang), time: booking.demo_time }),
      heading: copy.heading,
      preheader: interpolate(copy.preheader, { now, before }),
      paragraphs: [greeting(lang, booking.name), interpolate(copy.moved, { minutes: DEMO_DURATION_MINUTES })],
      rows: [
        { label: copy.before, value: before },
        { label: copy.now, value: now },
        ...joinRows(settings, lang, context.uid),
      ],
      // Without a link, the way to change it again; with one, the action says it.
      after: context.manageUrl ? undefined : [manageHint(lang, undefined)],
      action: manageAction(lang, context.manageUrl),
    },
    { invitation: update },
  );
  const company = await companyMail(
    settings,
    "company-update",
    {
      subject: interpolate(notice.demoMoved.subject, { date: booking.demo_date, time: booking.demo_time }),
      intro: interpolate(notice.demoMoved.intro, { name: booking.name }),
      rows: [
        ...personRows(booking),
        { label: notice.rows.before, value: when(previous.demo_date, previous.demo_time, "es") },
        { label: notice.rows.now, value: when(booking.demo_date, booking.demo_time, "es") },
        companyManageRow(context),
        { label: notice.rows.reference, value: `demo-${context.leadId}` },
      ],
      action: writeTo(booking),
      note: context.manageUrl ? notice.manageNote : undefined,
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
      subject: enquiry.service
        ? interpolate(notice.contact.subjectWithService, { service: enquiry.service })
        : notice.contact.subject,
      intro: notice.contact.intro,
      rows: [
        ...personRows(enquiry),
        { label: notice.rows.service, value: enquiry.service },
        {
          label: notice.rows.companySize,
          value: enquiry.company_size ? interpolate(notice.companySize, { size: enquiry.company_size }) : "",
        },
        { label: notice.rows.message, value: enquiry.message },
        { label: notice.rows.lang, value: lang },
        ...sourceRows(enquiry, settings),
        { label: notice.rows.reference, value: `contacto-${context.leadId}` },
      ],
      action: { label: interpolate(notice.replyTo, { name: enquiry.name }), url: `mailto:${enquiry.email}` },
    },
    enquiry.email,
  );
  const copy = mail[lang].contact;
  const sent: MailRow[] = [
    { label: copy.service, value: enquiry.service },
    { label: copy.company, value: enquiry.company },
    { label: copy.phone, value: enquiry.phone },
    { label: copy.message, value: enquiry.message },
  ].filter((row) => row.value !== "");
  const acknowledgement = await visitorMail(settings, "acknowledgement", enquiry.email, lang, copy.why, {
    subject: copy.subject,
    preheader: copy.preheader,
    paragraphs: [greeting(lang, enquiry.name), interpolate(copy.thanks, { company: settings.companyName })],
    rows: sent,
    after: [copy.addSomething],
  });
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
  const copy = mail[lang].newsletterConfirm;
  return visitorMail(
    settings,
    links.kind,
    subscription.email,
    lang,
    copy.why,
    {
      subject: interpolate(copy.subject, { company: settings.companyName }),
      heading: copy.heading,
      preheader: copy.preheader,
      paragraphs: [copy.greeting, interpolate(copy.request, { company: settings.companyName })],
      action: { label: copy.action, url: links.confirmUrl },
      after: [copy.ifNotYou],
      links: [{ label: copy.deleteNow, url: links.unsubscribeUrl }],
    },
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
      subject: notice.newsletter.subject,
      intro: notice.newsletter.intro,
      rows: [
        { label: notice.rows.email, value: subscription.email, href: `mailto:${subscription.email}` },
        { label: notice.rows.lang, value: lang },
        ...sourceRows(subscription, settings),
        { label: notice.rows.reference, value: `newsletter-${context.leadId}` },
      ],
    },
    subscription.email,
  );
  const copy = mail[lang].newsletterWelcome;
  const welcome = await visitorMail(
    settings,
    "welcome",
    subscription.email,
    lang,
    copy.why,
    {
      subject: interpolate(copy.subject, { company: settings.companyName }),
      heading: copy.heading,
      preheader: copy.preheader,
      paragraphs: [copy.monthly, copy.meanwhile],
      action: { label: copy.action, url: siteUrlOf(settings.siteUrl, "blog", lang) },
      after: [copy.unsubscribeNote],
      links: [{ label: copy.unsubscribe, url: context.unsubscribeUrl }],
    },
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
      subject: notice.guide.subject,
      intro: notice.guide.intro,
      rows: [
        ...personRows(request),
        { label: notice.rows.lang, value: lang },
        ...sourceRows(request, settings),
        { label: notice.rows.reference, value: `guia-${context.leadId}` },
      ],
      action: writeTo(request),
    },
    request.email,
  );
  const copy = mail[lang].guide;
  const download = await visitorMail(settings, "download", request.email, lang, copy.why, {
    subject: copy.subject,
    heading: copy.heading,
    preheader: copy.preheader,
    paragraphs: [greeting(lang, request.name), copy.thanks],
    action: { label: copy.action, url: settings.leadMagnetUrl[lang] },
    after: [copy.discuss],
  });
  return [company, download];
}
