import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactMails,
  demoMails,
  escapeHtml,
  leadMagnetMails,
  newsletterConfirmationMail,
  newsletterMails,
} from "~shared/emails";
import { createHttpMailer } from "~shared/http-mailer";
import { demoInvitationIcs } from "~shared/ics";
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
};

const links = {
  unsubscribeUrl: "https://www.rts.test/newsletter/baja?token=7.abc",
  headers: {
    "List-Unsubscribe": "<https://www.rts.test/newsletter/baja/un-clic?token=7.abc>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
};
const confirmUrl = "https://www.rts.test/newsletter/confirmar?token=7.def";

function invitation(date: string, time: string) {
  return demoInvitationIcs({
    uid: "demo-1@rts.test",
    date,
    time,
    summary: "Demo con RTS",
    description: "Demo; con comas, y punto y coma\ny salto",
    organizer: { name: "RTS", email: "leads@rts.test" },
    attendee: { name: 'Ana "La Jefa" Pérez-Ñúñez de la Torre y Montoya Fernández', email: "ana@example.com" },
    createdAt: new Date("2026-03-20T10:00:00Z"),
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
    expect(prop(event, "UID")!.value).toBe("demo-1@rts.test");
    expect(unfold(ics).filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
  });
});

describe("composed e-mails", () => {
  const hostile = '<script>alert("x")</script> & Co';
  it("never puts visitor text in the subject and escapes it in HTML", () => {
    const mails = [
      ...demoMails(
        settings,
        {
          name: hostile,
          email: "ana@example.com",
          phone: "600000000",
          company: hostile,
          demo_date: "2026-03-30",
          demo_time: "10:00",
        },
        { leadId: "7", createdAt: new Date() },
      ),
      ...contactMails(
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
      ),
      ...leadMagnetMails(settings, { name: hostile, email: "ana@example.com" }, { leadId: "9" }),
      ...newsletterMails(settings, { email: "ana@example.com" }, { leadId: "10", ...links }),
      newsletterConfirmationMail(
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
    }
    const contact = mails.find((m) => m.mail.subject.startsWith("Nuevo mensaje de contacto"))!;
    expect(contact.mail.html).toContain(escapeHtml(hostile));
    expect(contact.mail.html).toContain("segunda línea");
    expect(contact.mail.text).toContain(hostile); // plain text is not HTML: kept verbatim
    expect(contact.mail.replyTo).toBe("ana@example.com");
    expect(contact.mail.to).toBe(settings.companyInbox);
  });

  it("writes the visitor mails in English when asked", () => {
    const [, welcome] = newsletterMails(settings, { email: "ana@example.com", lang: "en" }, { leadId: "1", ...links });
    expect(welcome.mail.subject).toBe("Welcome to the RTS newsletter");
    const confirmation = newsletterConfirmationMail(
      settings,
      { email: "ana@example.com", lang: "en" },
      { ...links, confirmUrl, kind: "confirmation" },
    );
    expect(confirmation.mail.subject).toBe("Confirm your subscription to the RTS newsletter");
    const [, download] = leadMagnetMails(settings, { name: "Ana", email: "ana@example.com" }, { leadId: "2" });
    expect(download.mail.text).toContain(settings.leadMagnetUrl.es);
    expect(download.mail.subject).toBe("Tu guía: automatización para pymes");
  });
});

describe("newsletter e-mails", () => {
  it("carry the visible unsubscribe link and the RFC 8058 headers; the confirmation carries its link", () => {
    const [company, welcome] = newsletterMails(settings, { email: "ana@example.com" }, { leadId: "3", ...links });
    expect(company.mail.headers).toBeUndefined();
    const confirmation = newsletterConfirmationMail(
      settings,
      { email: "ana@example.com" },
      { ...links, confirmUrl, kind: "confirmation" },
    );
    for (const { mail } of [welcome, confirmation]) {
      expect(mail.headers).toEqual(links.headers);
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

  it("posts the documented payload with the attachment in base64, and throws on an error status", async () => {
    const [, confirmation] = demoMails(
      settings,
      {
        name: "Ana",
        email: "ana@example.com",
        phone: "600000000",
        company: "",
        demo_date: "2026-03-30",
        demo_time: "10:00",
      },
      { leadId: "3", createdAt: new Date() },
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
    const attachment = (body.attachments as Array<{ filename: string; content: string }>)[0];
    expect(attachment.filename).toBe("demo.ics");
    expect(Buffer.from(attachment.content, "base64").toString("utf8")).toContain(
      "DTSTART;TZID=Europe/Madrid:20260330T100000",
    );

    // Extra header fields (List-Unsubscribe) travel with the Message-ID.
    await mailer.send({ ...confirmation.mail, messageId: "<h@rts.test>", headers: links.headers });
    expect(requests[1].body.headers).toEqual({ ...links.headers, "Message-ID": "<h@rts.test>" });

    status = 429;
    await expect(mailer.send({ ...confirmation.mail, messageId: "<x@rts.test>" })).rejects.toThrow(/429/);
  });

  it("tells the company where the lead came from: the page, the campaign, the company size", () => {
    const [company] = contactMails(
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
    expect(company.mail.html).toContain('utm_campaign</th><td style="padding:4px 0">&lt;kit&gt;</td>');
    // A lead without a known source (stored before, or sent by code) shows no empty rows.
    const [plain] = newsletterMails(
      settings,
      { email: "ana@example.com" },
      { leadId: "12", unsubscribeUrl: "https://example.com/baja", headers: {} },
    );
    expect(plain.mail.text).not.toMatch(/Página de origen|utm_/);
  });
});
