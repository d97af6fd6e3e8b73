/**
 * One of every e-mail the site sends, in each language a reader gets it in (the company's are in
 * Spanish), composed by the real templates and turned into the bytes SMTP carries by nodemailer (the
 * site's own composer): what the mail readers, SpamAssassin and the browser judge.
 */
import nodemailer from "nodemailer";
import { company, mailLegalFooter } from "~/config/company";
import { readCompanyContent } from "~/services/content/company-content.server";
import { nodemailerMessage } from "~/services/mailer/smtp-mailer.server";
import {
  contactMails,
  demoCancellationMails,
  demoMails,
  demoMoveMails,
  demoReminderMail,
  leadMagnetMails,
  newsletterConfirmationMail,
  newsletterMails,
  newMessageId,
  type ComposedMail,
} from "~shared/emails";
import type { NotificationSettings, OutgoingMail } from "~shared/types";
import { BOOKING_PAGE_PATHS } from "~shared/booking-link";
import type { Lang } from "~/i18n/language";

export const settings: NotificationSettings = {
  companyName: company.name,
  companyInbox: "info@rts-soluciones.es",
  mailFrom: "RTS <info@rts-soluciones.es>",
  siteUrl: "https://www.rts-soluciones.es",
  leadMagnetUrl: {
    es: "https://www.rts-soluciones.es/recursos/guia-automatizacion-pymes.pdf",
    en: "https://www.rts-soluciones.es/en/resources/automation-guide-for-smes.pdf",
  },
  legal: mailLegalFooter(readCompanyContent().identity),
  // The join link as a template (decision 207): each invitation carries the booking's own room.
  meetingUrl: "https://meet.jit.si/rts-demo-{id}",
};

export type Sample = { name: string; lang: Lang; mail: OutgoingMail };

/** A signed link as long as the real ones (an id and 64 hex digits). */
const manageUrl = (lang: Lang) => `${settings.siteUrl}${BOOKING_PAGE_PATHS[lang]}1042.${"3f9a0c7be15d".repeat(5)}8a4c`;

export async function everyKind(): Promise<Sample[]> {
  const samples: Sample[] = [];
  const add = (name: string, lang: Lang, composed: ComposedMail) =>
    samples.push({ name, lang, mail: { ...composed.mail, messageId: newMessageId(settings) } });
  const uid = "5b0e8f1c-7a2d-4c39-9e41-0d6f2a8b3c57";
  for (const lang of ["es", "en"] as const) {
    const person =
      lang === "es"
        ? { name: "Lucía Fernández", email: "lucia@hotelmarazul.es" }
        : { name: "Emma Clarke", email: "emma@clarke-studio.co.uk" };
    const booking = {
      ...person,
      phone: "+34 611 22 33 44",
      company: lang === "es" ? "Hotel Mar Azul" : "Clarke Studio",
      demo_date: "2026-12-15",
      demo_time: "10:00" as const,
      lang,
      source_page: "/servicios/inteligencia-artificial",
    };
    const context = { leadId: "1042", uid, createdAt: new Date("2026-11-27T09:00:00Z"), manageUrl: manageUrl(lang) };
    // The English visitor booked from New York: their clock is shown beside Madrid's.
    const [companyNotice, confirmation] = await demoMails(settings, booking, {
      ...context,
      visitorTimeZone: lang === "en" ? "America/New_York" : "Europe/Madrid",
    });
    add("demo-confirmation", lang, confirmation);
    if (lang === "es") add("company-demo", lang, companyNotice);
    const [update, companyUpdate] = await demoMoveMails(
      settings,
      booking,
      { demo_date: "2026-12-11", demo_time: "16:00" },
      { ...context, sequence: 1 },
    );
    add("demo-update", lang, update);
    if (lang === "es") add("company-demo-update", lang, companyUpdate);
    const [cancellation, companyCancellation] = await demoCancellationMails(settings, booking, {
      ...context,
      sequence: 2,
    });
    add("demo-cancellation", lang, cancellation);
    add("demo-reminder", lang, await demoReminderMail(settings, booking, { ...context, sequence: 1 }));
    if (lang === "es") add("company-demo-cancellation", lang, companyCancellation);

    const [companyContact, acknowledgement] = await contactMails(
      settings,
      {
        ...person,
        company: booking.company,
        phone: "",
        service: "Robótica y RPA",
        company_size: "10-49",
        message:
          lang === "es"
            ? "Queremos automatizar la facturación y la conciliación bancaria.\nSomos 25 personas."
            : "We would like to automate invoicing and bank reconciliation.\nWe are 25 people.",
        lang,
      },
      { leadId: "311" },
    );
    add("contact-acknowledgement", lang, acknowledgement);
    if (lang === "es") add("company-contact", lang, companyContact);

    const links = {
      unsubscribeUrl: `${settings.siteUrl}/newsletter/baja?token=77.${"c0ffee12".repeat(8)}`,
      headers: {
        "List-Unsubscribe": `<${settings.siteUrl}/newsletter/baja/un-clic?token=77.${"c0ffee12".repeat(8)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
    add(
      "newsletter-confirmation",
      lang,
      await newsletterConfirmationMail(
        settings,
        { email: person.email, lang },
        {
          ...links,
          confirmUrl: `${settings.siteUrl}/newsletter/confirmar?token=77.${"be57a1d2".repeat(8)}`,
          kind: "confirmation",
        },
      ),
    );
    const [companyNewsletter, welcome] = await newsletterMails(
      settings,
      { email: person.email, lang },
      { leadId: "77", ...links },
    );
    add("newsletter-welcome", lang, welcome);
    if (lang === "es") add("company-newsletter", lang, companyNewsletter);

    const [companyGuide, download] = await leadMagnetMails(settings, { ...person, lang }, { leadId: "58" });
    add("guide-download", lang, download);
    if (lang === "es") add("company-guide", lang, companyGuide);
  }
  return samples;
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

/** The message as SMTP carries it. */
export async function toEml(mail: OutgoingMail): Promise<string> {
  const info = await composer.sendMail(nodemailerMessage(mail));
  return (info.message as Buffer).toString("utf8");
}
