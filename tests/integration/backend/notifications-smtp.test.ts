import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateNotificationRequest } from "~shared/notifications";
import type { SqlSiteBackend } from "~/services/backend/index.server";
import { find, localToUtc, parseIcs, prop } from "../../helpers/backend/ics";
import { parsedLead } from "../../helpers/backend/lead";
import { openTestBackend } from "../../helpers/backend/open";
import { removeDir } from "../../helpers/backend/pglite-template";
import { startSmtpSink, type SmtpSink } from "../../helpers/backend/smtp-sink";

// Thursday 2026-10-22 10:00 in Madrid (summer time): the demo below is after the October change.
const now = new Date("2026-10-22T08:00:00Z");
const env = {
  NOTIFY_EMAIL_TO: "leads@rts.test",
  MAIL_FROM: "RTS <no-reply@rts.test>",
  SITE_URL: "https://www.rts.test",
};

let sink: SmtpSink;
let backend: SqlSiteBackend;
let dataDir: string;
let log: Awaited<ReturnType<typeof openTestBackend>>["log"];

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ backend, dataDir, log } = await openTestBackend({ env: { ...env, SMTP_URL: sink.url }, now: () => now }));
});
afterAll(async () => {
  await backend.close();
  await sink.close();
  removeDir(dataDir);
});

function mailsTo(address: string) {
  return sink.messages
    .filter((message) => message.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase()))
    .map((message) => ({ ...message, text: message.text.replace(/\r\n/g, "\n") }));
}

async function outboxStatuses(leadType: string) {
  return backend.sql.query<{ kind: string; status: string; attempts: number }>(
    "select kind, status, attempts from public.notification_outbox where lead_type = $1 order by id",
    [leadType],
  );
}

describe("notifications through the embedded backend and a real SMTP server", () => {
  it("demo: stored; company mail and a visitor confirmation with a 45-minute .ics across the DST change", async () => {
    const result = await backend.notify({
      type: "demo",
      data: {
        name: "Lucía Fernández",
        email: "lucia@cliente.test",
        phone: "+34 611 22 33 44",
        company: "Hotel Mar Azul",
        demo_date: "2026-10-26",
        demo_time: "10:00",
      },
    });
    expect(result).toMatchObject({ error: null, booking: { date: "2026-10-26", time: "10:00" } });
    const rows = await backend.sql.query<{ name: string; demo_date: string; demo_time: string; starts_at: string }>(
      "select name, demo_date::text as demo_date, demo_time::text as demo_time, starts_at::text as starts_at from public.demo_bookings",
    );
    expect(rows).toEqual([
      { name: "Lucía Fernández", demo_date: "2026-10-26", demo_time: "10:00:00", starts_at: "2026-10-26 09:00:00+00" },
    ]);
    await sink.waitFor(2);
    await backend.settled();

    const [company] = mailsTo("leads@rts.test");
    expect(company.subject).toBe("Nueva demo: 2026-10-26 a las 10:00");
    expect(company.replyTo).toBe("lucia@cliente.test");
    expect(company.from).toContain("no-reply@rts.test");
    expect(company.text).toContain("Lucía Fernández");
    expect(company.text).toContain("Hotel Mar Azul");
    expect(company.html).toContain("+34 611 22 33 44");

    const [visitor] = mailsTo("lucia@cliente.test");
    expect(visitor.subject).toBe("Demo confirmada: lunes, 26 de octubre de 2026, 10:00");
    expect(visitor.replyTo).toBe("leads@rts.test");
    expect(visitor.headers.get("auto-submitted")).toBe("auto-generated");
    // iTIP (RFC 6047): the invitation as a text/calendar alternative with its method, and as a file.
    const part = visitor.attachments.find((attachment) => /^text\/calendar/i.test(attachment.contentType));
    expect(part?.contentType).toMatch(/method=REQUEST/i);
    const ics = visitor.attachments.find((attachment) => attachment.filename === "demo.ics");
    expect(ics, "an .ics attachment").toBeDefined();
    expect(ics!.content).toBe(part!.content);
    // The company's notice carries the same event (same UID) to import: published (decision 206).
    const companyIcs = company.attachments.find((attachment) => attachment.filename === "demo.ics")!.content;
    expect(companyIcs).toContain("METHOD:PUBLISH");
    expect(companyIcs).not.toContain("ATTENDEE");
    expect(prop(find(parseIcs(companyIcs), "VEVENT")!, "UID")!.value).toBe(
      prop(find(parseIcs(ics!.content), "VEVENT")!, "UID")!.value,
    );
    const calendar = parseIcs(ics!.content);
    const vcalendar = find(calendar, "VCALENDAR")!;
    const event = find(calendar, "VEVENT")!;
    // 10:00 Madrid on the Monday after the October change is 09:00 UTC (it would be 08:00 a week earlier).
    expect(localToUtc(vcalendar, "Europe/Madrid", prop(event, "DTSTART")!.value).toISOString()).toBe(
      "2026-10-26T09:00:00.000Z",
    );
    expect(localToUtc(vcalendar, "Europe/Madrid", prop(event, "DTEND")!.value).toISOString()).toBe(
      "2026-10-26T09:45:00.000Z",
    );
    expect(prop(event, "ATTENDEE")!.value).toBe("mailto:lucia@cliente.test");
    expect((await outboxStatuses("demo")).map((row) => [row.kind, row.status])).toEqual([
      ["company", "sent"],
      ["visitor-confirmation", "sent"],
      // Due a day before the demo (decision 208): not sent with the others.
      ["visitor-reminder", "pending"],
    ]);
  });

  it("contact: stored; a mail to the company with the message, Reply-To the visitor, and an acknowledgement", async () => {
    const before = sink.messages.length;
    const result = await backend.notify({
      type: "contact",
      data: {
        name: "Pere Vidal",
        email: "pere@empresa.test",
        company: "Vidal & Fills",
        phone: "",
        service: "Robótica y RPA",
        message: "Queremos automatizar\nla facturación <urgente>",
      },
    });
    expect(result).toEqual({ error: null });
    await sink.waitFor(before + 2);
    await backend.settled();
    const [mail] = mailsTo("leads@rts.test").filter((m) => m.subject.startsWith("Nuevo mensaje de contacto"));
    expect(mail.subject).toBe("Nuevo mensaje de contacto: Robótica y RPA");
    expect(mail.replyTo).toBe("pere@empresa.test");
    expect(mail.text).toContain("Queremos automatizar\n  la facturación <urgente>");
    expect(mail.html).toContain("la facturación &lt;urgente&gt;");
    expect(mail.html).toContain("Vidal &amp; Fills");
    const stored = await backend.sql.query<{ service: string; message: string }>(
      "select service, message from public.contact_messages",
    );
    expect(stored).toEqual([{ service: "Robótica y RPA", message: "Queremos automatizar\nla facturación <urgente>" }]);
    // The visitor's acknowledgement: what was sent and when the answer comes.
    const [acknowledgement] = mailsTo("pere@empresa.test");
    expect(acknowledgement.subject).toBe("Hemos recibido tu mensaje");
    expect(acknowledgement.text).toContain("24 horas, de lunes a viernes");
    expect(acknowledgement.text).toContain("la facturación <urgente>");
    expect(sink.messages.length).toBe(before + 2);
  });

  it("newsletter: double opt-in; the same address in another case is a duplicate only once confirmed", async () => {
    const before = sink.messages.length;
    expect(await backend.notify({ type: "newsletter", data: { email: "Marta.Soler@Correo.test" } })).toEqual({
      error: null,
    });
    // Pending: only the confirmation e-mail, to the visitor; no welcome, no company notice yet.
    await sink.waitFor(before + 1);
    // Every pass has finished (the sink keeps a message before its sender hears it was accepted):
    // whatever was sent is there.
    await backend.settled();
    expect(sink.messages.length).toBe(before + 1);
    const [confirmation] = mailsTo("Marta.Soler@Correo.test");
    expect(confirmation.subject).toBe("Confirma tu suscripción al newsletter de RTS");
    const confirmUrl = new URL(
      /https:\/\/www\.rts\.test\/newsletter\/confirmar\?token=\S+/.exec(confirmation.text)![0],
    );
    // Its unsubscribe headers, as the SMTP server received them (RFC 2369 / RFC 8058).
    expect(confirmation.headers.get("list-unsubscribe")).toMatch(
      /^<https:\/\/www\.rts\.test\/newsletter\/baja\/un-clic\?token=\d+\.[\w-]{43}>$/,
    );
    expect(confirmation.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Subscribing again while pending is not a duplicate: a new confirmation e-mail.
    expect(
      await backend.notify(parsedLead({ type: "newsletter", data: { email: "marta.soler@correo.test" } }, now)),
    ).toEqual({
      error: null,
    });
    await sink.waitFor(before + 2);

    // A forged or altered token changes nothing.
    const token = confirmUrl.searchParams.get("token")!;
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await backend.followNewsletterLink("confirm", forged)).toEqual({ status: 400, outcome: "invalid" });
    expect(await backend.followNewsletterLink("unsubscribe", token)).toEqual({ status: 400, outcome: "invalid" });

    expect(await backend.followNewsletterLink("confirm", token)).toEqual({ status: 200, outcome: "confirmed" });
    await sink.waitFor(before + 4);
    const welcome = mailsTo("Marta.Soler@Correo.test").find(
      (mail) => mail.subject === "Bienvenido al newsletter de RTS",
    )!;
    expect(welcome.text).toContain("https://www.rts.test/blog");
    const unsubscribeUrl = /https:\/\/www\.rts\.test\/newsletter\/baja\?token=\S+/.exec(welcome.text)![0];
    expect(welcome.html).toContain(`href="${unsubscribeUrl}"`);
    expect(welcome.headers.get("list-unsubscribe")).toBe(
      `<${unsubscribeUrl.replace("/newsletter/baja?", "/newsletter/baja/un-clic?")}>`,
    );
    expect(welcome.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mailsTo("leads@rts.test").at(-1)?.subject).toBe("Nueva suscripción al newsletter");
    expect(await backend.followNewsletterLink("confirm", token)).toEqual({ status: 200, outcome: "already-confirmed" });

    // Confirmed: a repeat gets the answer any address gets (decision 247), and stores and sends nothing.
    const outboxBefore = await backend.sql.query<{ n: number }>(
      "select count(*)::int as n from public.notification_outbox",
    );
    const duplicate = await backend.notify(
      parsedLead({ type: "newsletter", data: { email: "  marta.soler@CORREO.test " } }, now),
    );
    expect(duplicate).toEqual({ error: null });
    const subscribers = await backend.sql.query<{ email: string; status: string }>(
      "select email::text as email, status from public.newsletter_subscribers",
    );
    expect(subscribers).toEqual([{ email: "Marta.Soler@Correo.test", status: "confirmed" }]);
    const outboxAfter = await backend.sql.query<{ n: number }>(
      "select count(*)::int as n from public.notification_outbox",
    );
    expect(outboxAfter[0].n).toBe(outboxBefore[0].n);

    // Unsubscribing deletes the address and its e-mail; the confirmation link is then expired.
    const unsubscribeToken = new URL(unsubscribeUrl).searchParams.get("token")!;
    expect(await backend.followNewsletterLink("unsubscribe", unsubscribeToken)).toEqual({
      status: 200,
      outcome: "unsubscribed",
    });
    expect(await backend.sql.query("select 1 from public.newsletter_subscribers")).toEqual([]);
    expect(await backend.sql.query("select 1 from public.notification_outbox where lead_type = 'newsletter'")).toEqual(
      [],
    );
    expect(await backend.followNewsletterLink("confirm", token)).toEqual({ status: 200, outcome: "expired" });
    expect(await backend.followNewsletterLink("unsubscribe", unsubscribeToken)).toEqual({
      status: 200,
      outcome: "unsubscribed",
    });
  });

  it("lead magnet: stored; company mail and the download link to the visitor", async () => {
    const before = sink.messages.length;
    expect(
      await backend.notify({ type: "lead-magnet", data: { name: "Jordi Puig", email: "jordi@pyme.test" } }),
    ).toEqual({ error: null });
    await sink.waitFor(before + 2);
    await backend.settled();
    const [download] = mailsTo("jordi@pyme.test");
    expect(download.subject).toBe("Tu guía: automatización para pymes");
    expect(download.text).toContain("https://www.rts.test/recursos/guia-automatizacion-pymes.pdf");
    expect(download.html).toContain('href="https://www.rts.test/recursos/guia-automatizacion-pymes.pdf"');
    expect(mailsTo("leads@rts.test").some((m) => m.subject === "Nueva descarga de la guía de automatización")).toBe(
      true,
    );
    expect(await backend.sql.query("select name from public.lead_magnet_requests")).toEqual([{ name: "Jordi Puig" }]);
  });

  it("invalid data is refused where it enters (400 'invalid', field keys, never values); valid data comes out parsed", () => {
    const refusal = (body: unknown) => {
      const checked = validateNotificationRequest(body, log, () => now);
      if (!("refused" in checked)) throw new Error("expected a refusal");
      expect(checked.refused.status).toBe(400);
      expect(checked.refused.body.error?.code).toBe("invalid");
      return checked.refused.body.error?.message ?? "";
    };
    const injected = refusal({
      type: "contact",
      data: { name: "Eve\r\nBcc: all@victims.test", email: "eve@evil.test", message: "hi" },
    });
    expect(injected).toContain("data.name: singleLine");
    expect(injected).not.toContain("victims");
    const demo = { name: "A", email: "a@b.test", phone: "600000000" };
    expect(refusal({ type: "demo", data: { ...demo, demo_date: "2026-10-24", demo_time: "10:00" } })).toContain(
      "weekend",
    );
    expect(refusal({ type: "demo", data: { ...demo, demo_date: "2026-10-22", demo_time: "09:00" } })).toContain(
      "pastSlot",
    );
    refusal({ type: "unknown", data: {} });
    refusal("{not an object");

    expect(validateNotificationRequest({ type: "newsletter", data: { email: "  Ana@B.test " } }, log)).toEqual({
      request: { type: "newsletter", data: { email: "Ana@B.test" } },
    });
    // Logs carry no message bodies and no refused values.
    expect(JSON.stringify(log.entries)).not.toContain("Queremos automatizar");
    expect(JSON.stringify(log.entries)).not.toContain("victims");
  });
});
