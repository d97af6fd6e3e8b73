import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactMails,
  demoCalendarFile,
  demoCancellationMails,
  demoJoinUrl,
  demoMails,
  demoReminderMail,
  leadMagnetMails,
  newsletterConfirmationMail,
  newsletterMails,
} from "~shared/emails";
import { createHttpMailer } from "~shared/http-mailer";
import { demoInvitationIcs } from "~shared/ics";
import { isTimeZone, slotInZone } from "~shared/demo-slots";
import { previewLine } from "~shared/mail-layout";
import type { NotificationSettings } from "~shared/types";
import { find, localToUtc, parseIcs, prop, unfold } from "../../helpers/backend/ics";

const settings: NotificationSettings = {
  companyName: "RTS",
  companyInbox: "leads@rts.test",
  mailFrom: "RTS <no-reply@rts.test>",
  siteUrl: "https://www.rts.test",
  leadMagnetUrl: {
    es: "https://www.rts.test/recursos/guia-automatizacion-pymes.pdf",
    en: "https://www.rts.test/en/resources/automation-guide-for-smes.pdf",
  },
  legal: {
    legalName: "RTS Soluciones Tecnológicas, S.L.",
    address: {
      street: "Calle de Colón, 18, 4.º",
      postalCode: "46004",
      city: "Valencia",
      country: { es: "España", en: "Spain" },
    },
  },
};

/** How React escapes text in HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

const demoContext = {
  leadId: "7",
  uid: "0f6c4c9e-3f5e-4a55-9a8e-2f1d6a2b9c11",
  createdAt: new Date("2026-03-20T10:00:00Z"),
};

const links = {
  unsubscribeUrl: "https://www.rts.test/newsletter/baja?token=7.abc",
  headers: {
    "List-Unsubscribe": "<https://www.rts.test/newsletter/baja/un-clic?token=7.abc>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
};
const confirmUrl = "https://www.rts.test/newsletter/confirmar?token=7.def";

function invitation(date: string, time: string, method: "REQUEST" | "CANCEL" | "PUBLISH" = "REQUEST") {
  return demoInvitationIcs({
    uid: demoContext.uid,
    date,
    time,
    summary: "Demo con RTS",
    description: "Demo; con comas, y punto y coma\ny salto",
    url: "https://www.rts.test/reserva-demo/7.abc",
    organizer: { name: "RTS", email: "leads@rts.test" },
    attendees: [{ name: 'Ana "La Jefa" Pérez-Ñúñez de la Torre y Montoya Fernández', email: "ana@example.com" }],
    createdAt: new Date("2026-03-20T10:00:00Z"),
    method,
  });
}

describe("demo invitation (.ics)", () => {
  it.each([
    ["2026-03-27", "10:00", "2026-03-27T09:00:00.000Z", "2026-03-27T09:45:00.000Z"], // before spring forward
    ["2026-03-30", "10:00", "2026-03-30T08:00:00.000Z", "2026-03-30T08:45:00.000Z"], // after spring forward
    ["2026-10-23", "18:00", "2026-10-23T16:00:00.000Z", "2026-10-23T16:45:00.000Z"], // before fall back
    ["2026-10-26", "18:00", "2026-10-26T17:00:00.000Z", "2026-10-26T17:45:00.000Z"], // after fall back
  ])("%s %s Madrid starts at %s UTC and lasts 45 minutes", (date, time, start, end) => {
    const ics = invitation(date, time);
    const calendar = parseIcs(ics);
    const event = find(calendar, "VEVENT")!;
    const vcalendar = find(calendar, "VCALENDAR")!;
    const dtstart = prop(event, "DTSTART")!;
    const dtend = prop(event, "DTEND")!;
    expect(dtstart.params.TZID).toBe("Europe/Madrid");
    expect(localToUtc(vcalendar, "Europe/Madrid", dtstart.value).toISOString()).toBe(start);
    expect(localToUtc(vcalendar, "Europe/Madrid", dtend.value).toISOString()).toBe(end);
  });

  it("is well-formed: CRLF, folded at 75 octets, escaped text, one event", () => {
    const ics = invitation("2026-03-30", "09:00");
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const event = find(parseIcs(ics), "VEVENT")!;
    expect(prop(event, "DESCRIPTION")!.value).toBe("Demo\\; con comas\\, y punto y coma\\ny salto");
    expect(prop(event, "ATTENDEE")!.value).toBe("mailto:ana@example.com");
    expect(prop(event, "UID")!.value).toBe(demoContext.uid);
    expect(prop(event, "DTSTAMP")!.value).toBe("20260320T100000Z");
    expect(unfold(ics).filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
  });

  it("asks for no reply (replies are not processed) and carries the booking's page", () => {
    const event = find(parseIcs(invitation("2026-03-30", "09:00")), "VEVENT")!;
    expect(prop(event, "ATTENDEE")!.params).toMatchObject({ RSVP: "FALSE", PARTSTAT: "ACCEPTED" });
    expect(prop(event, "URL")!.value).toBe("https://www.rts.test/reserva-demo/7.abc");
  });

  it("publishes the download without attendees (RFC 5546 §3.2.1)", () => {
    const ics = invitation("2026-03-30", "09:00", "PUBLISH");
    expect(prop(find(parseIcs(ics), "VCALENDAR")!, "METHOD")!.value).toBe("PUBLISH");
    expect(ics).not.toContain("ATTENDEE");
    const file = demoCalendarFile(
      settings,
      { name: "Ana", email: "ana@example.com", demo_date: "2026-03-30", demo_time: "09:00", lang: "es" },
      { ...demoContext, sequence: 2, manageUrl: "https://www.rts.test/reserva-demo/7.abc" },
    );
    expect(file).toContain("METHOD:PUBLISH");
    expect(file).not.toContain("ATTENDEE");
    expect(unfold(file).find((line) => line.startsWith("DESCRIPTION:"))).toContain(
      "https://www.rts.test/reserva-demo/7.abc",
    );
  });
});

describe("composed e-mails", () => {
  const hostile = '<script>alert("x")</script> & Co';
  it("never puts visitor text in the subject and escapes it in HTML", async () => {
    const mails = [
      ...(await demoMails(
        settings,
        {
          name: hostile,
          email: "ana@example.com",
          phone: "600000000",
          company: hostile,
          demo_date: "2026-03-30",
          demo_time: "10:00",
        },
        demoContext,
      )),
      ...(await contactMails(
        settings,
        {
          name: hostile,
          email: "ana@example.com",
          company: hostile,
          phone: "",
          service: "Ciberseguridad",
          message: `${hostile}\nsegunda línea`,
        },
        { leadId: "8" },
      )),
      ...(await leadMagnetMails(settings, { name: hostile, email: "ana@example.com" }, { leadId: "9" })),
      ...(await newsletterMails(settings, { email: "ana@example.com" }, { leadId: "10", ...links })),
      await newsletterConfirmationMail(
        settings,
        { email: "ana@example.com" },
        { ...links, confirmUrl, kind: "confirmation" },
      ),
    ];
    for (const { mail } of mails) {
      expect(mail.subject).not.toContain("script");
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.html).not.toContain("<script>");
      expect(mail.from).toBe(settings.mailFrom);
      expect(mail.headers?.["Auto-Submitted"]).toBe("auto-generated");
      expect(mail.html).toMatch(/<html[^>]* lang="(es|en)"/);
      expect(mail.html).toContain("RTS Soluciones Tecnológicas, S.L.");
      expect(mail.text).toContain("Calle de Colón, 18, 4.º, 46004 Valencia");
    }
    const contact = mails.find((m) => m.mail.subject.startsWith("Nuevo mensaje de contacto"))!;
    expect(contact.mail.html).toContain(escapeHtml(hostile));
    expect(contact.mail.html).toContain("segunda línea");
    expect(contact.mail.text).toContain(hostile); // plain text is not HTML: kept verbatim
    expect(contact.mail.replyTo).toBe("ana@example.com");
    expect(contact.mail.to).toBe(settings.companyInbox);
  });

  it("writes the visitor mails in English when asked", async () => {
    const [, welcome] = await newsletterMails(
      settings,
      { email: "ana@example.com", lang: "en" },
      { leadId: "1", ...links },
    );
    expect(welcome.mail.subject).toBe("Welcome to the RTS newsletter");
    expect(welcome.mail.text).toContain("Kit Digital");
    expect(welcome.mail.text).not.toContain("Digital Kit");
    const confirmation = await newsletterConfirmationMail(
      settings,
      { email: "ana@example.com", lang: "en" },
      { ...links, confirmUrl, kind: "confirmation" },
    );
    expect(confirmation.mail.subject).toBe("Confirm your subscription to the RTS newsletter");
    const [, download] = await leadMagnetMails(settings, { name: "Ana", email: "ana@example.com" }, { leadId: "2" });
    expect(download.mail.text).toContain(settings.leadMagnetUrl.es);
    expect(download.mail.subject).toBe("Tu guía: automatización para pymes");
  });
});

describe("demo e-mails: the company's event, the join link, local time, copy (issue 38)", () => {
  const booking = {
    name: "Emma Clarke",
    email: "emma@example.com",
    phone: "600000000",
    company: "",
    demo_date: "2026-03-30",
    demo_time: "10:00" as const,
    lang: "en" as const,
  };
  const manageUrl = "https://www.rts.test/en/book-a-demo/7.abc";
  const calendarOf = (ics: string) => {
    const parsed = parseIcs(ics);
    return { method: prop(find(parsed, "VCALENDAR")!, "METHOD")!.value, event: find(parsed, "VEVENT")! };
  };

  it("gives the company an event its calendar imports, not its own invitation", async () => {
    const [company, visitor] = await demoMails(settings, booking, { ...demoContext, manageUrl });
    expect(visitor.mail.invitation?.method).toBe("REQUEST");
    expect(company.mail.invitation?.method).toBe("PUBLISH");
    const { method, event } = calendarOf(company.mail.invitation!.content);
    expect(method).toBe("PUBLISH");
    expect(prop(event, "ATTENDEE")).toBeUndefined();
    expect(prop(event, "UID")!.value).toBe(demoContext.uid);
    expect(prop(event, "STATUS")!.value).toBe("CONFIRMED");
    // The staff copy says whose link it is and what using it does.
    expect(company.mail.text).toContain("Enlace de la persona");
    expect(company.mail.text).toContain("cuenta como hecho por ella");
    const cancelled = await demoCancellationMails(settings, booking, { ...demoContext, sequence: 1 });
    const companyCancel = cancelled.find((m) => m.kind === "company-cancellation")!;
    const withdrawn = calendarOf(companyCancel.mail.invitation!.content);
    expect(withdrawn.method).toBe("PUBLISH");
    expect(prop(withdrawn.event, "STATUS")!.value).toBe("CANCELLED");
    expect(prop(withdrawn.event, "SEQUENCE")!.value).toBe("1");
  });

  it("without a join link, says who will write and pretends no link", async () => {
    const [, visitor] = await demoMails(settings, booking, { ...demoContext, manageUrl });
    expect(visitor.mail.text).not.toMatch(/will arrive|will send you the video call link|llegará el enlace/i);
    expect(visitor.mail.text).toContain("RTS will write to you to confirm the meeting.");
    const { event } = calendarOf(visitor.mail.invitation!.content);
    expect(prop(event, "LOCATION")!.value).toBe("Video call");
    expect(prop(event, "URL")!.value).toBe(manageUrl);
  });

  it("with a join link template, the confirmation, reminder and invitation carry the booking's room", async () => {
    const withLink = { ...settings, meetingUrl: "https://meet.jit.si/rts-demo-{id}" };
    const room = `https://meet.jit.si/rts-demo-${demoContext.uid}`;
    expect(demoJoinUrl(withLink, demoContext.uid)).toBe(room);
    expect(demoJoinUrl(settings, demoContext.uid)).toBeUndefined();
    const [company, visitor] = await demoMails(withLink, booking, { ...demoContext, manageUrl });
    for (const mail of [company.mail, visitor.mail]) {
      expect(mail.text).toContain(room);
      const { event } = calendarOf(mail.invitation!.content);
      expect(prop(event, "LOCATION")!.value).toBe(room);
      expect(prop(event, "URL")!.value).toBe(room);
      expect(unfold(mail.invitation!.content).find((l) => l.startsWith("DESCRIPTION:"))).toContain(manageUrl);
    }
    const reminder = await demoReminderMail(withLink, booking, { ...demoContext, sequence: 0, manageUrl });
    expect(reminder.kind).toBe("visitor-reminder");
    expect(reminder.mail.text).toContain(room);
    expect(reminder.mail.text).toContain(manageUrl);
    expect(reminder.mail.text).toContain("Monday, 30 March 2026, 10:00 (Madrid time)");
  });

  it("text parts speak of a link, never of a button they do not have", async () => {
    const [, visitor] = await demoMails(settings, booking, { ...demoContext, manageUrl });
    const [, visitorEs] = await demoMails(settings, { ...booking, lang: "es" }, { ...demoContext, manageUrl });
    const confirmation = await newsletterConfirmationMail(
      settings,
      { email: "ana@example.com" },
      { ...links, confirmUrl, kind: "confirmation" },
    );
    for (const mail of [visitor.mail, visitorEs.mail, confirmation.mail]) {
      expect(mail.text).not.toMatch(/\bbutton\b|\bbotón\b/i);
      expect(mail.text).toMatch(/\blink\b|\benlace\b/i);
    }
  });

  it("shows the visitor's own clock beside Madrid's when the dialog sent a zone that reads otherwise", async () => {
    const [, london] = await demoMails(settings, booking, {
      ...demoContext,
      manageUrl,
      visitorTimeZone: "Europe/London",
    });
    expect(london.mail.text).toContain("10:00 (Madrid time); your time, 09:00 (Europe/London)");
    const [, madrid] = await demoMails(settings, booking, {
      ...demoContext,
      manageUrl,
      visitorTimeZone: "Europe/Madrid",
    });
    expect(madrid.mail.text).not.toContain("your time");
    const [, tokyo] = await demoMails(settings, booking, { ...demoContext, manageUrl, visitorTimeZone: "Asia/Tokyo" });
    expect(tokyo.mail.text).toContain("your time, 17:00 (Asia/Tokyo)");
    expect(slotInZone("2026-03-30", "18:00", "Pacific/Auckland")).toEqual({ date: "2026-03-31", time: "05:00" });
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("Europe/London")).toBe(true);
  });

  it("cuts a long preview line at a word, never mid-word", async () => {
    const words = "palabra ".repeat(40).trim();
    const line = previewLine(words);
    expect(line.length).toBeLessThanOrEqual(150);
    expect(line).toMatch(/ palabra…$/);
    expect(previewLine(`${"a".repeat(140)} cancelación`)).toBe(`${"a".repeat(140)}…`);
    expect(previewLine("corto")).toBe("corto");
    const cancelled = await demoCancellationMails(
      settings,
      { ...booking, lang: "es", name: "Lucía Fernández de la Torre y Montoya" },
      { ...demoContext, sequence: 1 },
    );
    for (const { mail } of cancelled) {
      const shown = /<div[^>]*data-skip-in-text[^>]*>([^<]*)/.exec(mail.html)?.[1] ?? "";
      // The preview, then the padding React Email adds after it (no-break spaces and joiners).
      const text = shown.split("\u00a0")[0].trim();
      // Whole (a sentence ends it) or cut after a whole word, with an ellipsis.
      expect(text.length).toBeLessThanOrEqual(150);
      expect(text, text).toMatch(/(?:\.|[\p{L}\d)]…)$/u);
    }
  });
});

describe("newsletter e-mails", () => {
  it("carry the visible unsubscribe link and the RFC 8058 headers; the confirmation carries its link", async () => {
    const [company, welcome] = await newsletterMails(settings, { email: "ana@example.com" }, { leadId: "3", ...links });
    expect(company.mail.headers).toEqual({ "Auto-Submitted": "auto-generated" });
    const confirmation = await newsletterConfirmationMail(
      settings,
      { email: "ana@example.com" },
      { ...links, confirmUrl, kind: "confirmation" },
    );
    for (const { mail } of [welcome, confirmation]) {
      expect(mail.headers).toEqual({ "Auto-Submitted": "auto-generated", ...links.headers });
      expect(mail.text).toContain(links.unsubscribeUrl);
      expect(mail.html).toContain(`href="${escapeHtml(links.unsubscribeUrl)}"`);
    }
    expect(confirmation.mail.text).toContain(confirmUrl);
    expect(confirmation.mail.html).toContain(`href="${escapeHtml(confirmUrl)}"`);
    expect(welcome.mail.text).not.toContain("«baja»");
  });
});

describe("HTTP e-mail API mailer (edge function)", () => {
  const requests: Array<{ headers: IncomingHttpHeaders; body: Record<string, unknown> }> = [];
  let status = 200;
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      requests.push({ headers: req.headers, body: JSON.parse(raw) });
      res
        .writeHead(status, { "content-type": "application/json" })
        .end(status === 200 ? '{"id":"x"}' : '{"message":"rate limited"}');
    });
  });
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the documented payload with the invitation attached in base64, and throws on an error status", async () => {
    const [, confirmation] = await demoMails(
      settings,
      {
        name: "Ana",
        email: "ana@example.com",
        phone: "600000000",
        company: "",
        demo_date: "2026-03-30",
        demo_time: "10:00",
      },
      demoContext,
    );
    const mailer = createHttpMailer({ apiKey: "re_test_key", url });
    await mailer.send({ ...confirmation.mail, messageId: "<demo.3.visitor-confirmation@rts.test>" });
    expect(requests).toHaveLength(1);
    const { headers, body } = requests[0];
    expect(headers.authorization).toBe("Bearer re_test_key");
    expect(headers["idempotency-key"]).toBe("<demo.3.visitor-confirmation@rts.test>");
    expect(body).toMatchObject({
      from: settings.mailFrom,
      to: ["ana@example.com"],
      reply_to: [settings.companyInbox],
      subject: confirmation.mail.subject,
    });
    const attachment = (body.attachments as Array<{ filename: string; content: string; content_type: string }>)[0];
    expect(attachment.filename).toBe("demo.ics");
    expect(attachment.content_type).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(Buffer.from(attachment.content, "base64").toString("utf8")).toContain(
      "DTSTART;TZID=Europe/Madrid:20260330T100000",
    );

    // Extra header fields (List-Unsubscribe) travel with the Message-ID.
    await mailer.send({ ...confirmation.mail, messageId: "<h@rts.test>", headers: links.headers });
    expect(requests[1].body.headers).toEqual({ ...links.headers, "Message-ID": "<h@rts.test>" });
    expect(requests[0].body.headers).toEqual({
      "Auto-Submitted": "auto-generated",
      "Message-ID": "<demo.3.visitor-confirmation@rts.test>",
    });

    status = 429;
    await expect(mailer.send({ ...confirmation.mail, messageId: "<x@rts.test>" })).rejects.toThrow(/429/);
  });

  it("tells the company where the lead came from: the page, the campaign, the company size", async () => {
    const [company] = await contactMails(
      settings,
      {
        name: "Ana",
        email: "ana@example.com",
        company: "",
        phone: "",
        service: "Kit Digital: Sitio web",
        company_size: "3-9",
        message: "Hola",
        source_page: "/servicios/sitio-web",
        utm_source: "boletin",
        utm_campaign: "<kit>",
      },
      { leadId: "11" },
    );
    const base = settings.siteUrl.replace(/\/+$/, "");
    expect(company.mail.text).toContain("Tamaño de la empresa: 3-9 empleados\n");
    expect(company.mail.text).toContain(`Página de origen: ${base}/servicios/sitio-web\n`);
    expect(company.mail.text).toContain("utm_source: boletin\nutm_campaign: <kit>\n");
    expect(company.mail.text).not.toContain("utm_medium");
    expect(company.mail.html).toContain("&lt;kit&gt;");
    // A lead without a known source (stored before, or sent by code) shows no empty rows.
    const [plain] = await newsletterMails(
      settings,
      { email: "ana@example.com" },
      { leadId: "12", unsubscribeUrl: "https://example.com/baja", headers: {} },
    );
    expect(plain.mail.text).not.toMatch(/Página de origen|utm_/);
  });
});
