/**
 * Demo slots (issue 10 items 2-3, decisions 130-131): a taken slot is shown unavailable by the
 * JavaScript calendar and the no-JavaScript picker; the visitor who loses a slot gets a clear message
 * with the rest kept; the signed page from the confirmation e-mail moves and cancels a booking
 * (with and without JavaScript, Spanish and English), each change e-mailed with its .ics.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations, pathIn } from "../helpers/e2e";
import { isJs, offeredDay, open, pickCalendarDate, uniqueEmail } from "../helpers/forms/e2e";
import { icsOf, icsProperties, mailsAbout } from "../helpers/forms/mail";

/**
 * The day this file books: the ninth the site offers (from what it offers, whatever today's date).
 * Every test and project books its own hours of it, so runs never meet.
 */
const bookedDay = (request: APIRequestContext) => offeredDay(request, 8);

/** Books a slot as another visitor would (a plain form post), answered 303 when it is stored. */
async function bookElsewhere(
  request: APIRequestContext,
  day: string,
  time: string,
  email: string,
  lang: "es" | "en" = "es",
) {
  const response = await request.post(`${pathIn("/contacto", lang)}?demo=1`, {
    form: { intent: "demo", name: "Otra Persona", email, phone: "600 111 222", demo_date: day, demo_time: time },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

async function openDialogAt(page: Page, date: string) {
  await page.getByRole("main").getByRole("button", { name: /demo/i }).first().click();
  const dialog = page.getByRole("dialog", { name: "Agenda una demo gratuita" });
  await pickCalendarDate(dialog, date);
  return dialog;
}

test("a taken slot is offered as unavailable; losing a slot: a clear message, the rest kept", async ({
  page,
  request,
}, testInfo) => {
  const js = isJs(testInfo);
  const [taken, wanted] = js ? ["14:00", "15:00"] : ["16:00", "17:00"];
  const DAY = await bookedDay(request);
  await bookElsewhere(request, DAY, taken, uniqueEmail("taken", testInfo));

  if (js) {
    await open(page, "/contacto", testInfo);
    const dialog = await openDialogAt(page, DAY);
    // The month heading as Spanish writes it.
    await expect(dialog.locator(".demo-calendar-month")).toHaveText(/^[a-z]+ de \d{4}$/);
    await expect(dialog.getByRole("radio", { name: `${taken}, ocupada` })).toBeDisabled();
    await expect(dialog.getByRole("radio", { name: wanted })).toBeEnabled();
    await dialog.getByLabel("Nombre completo").fill("Rápida Perdedora");
    await dialog.getByLabel("Correo electrónico").fill(uniqueEmail("loser", testInfo));
    await dialog.getByLabel("Teléfono").fill("600 222 333");
    await dialog.getByRole("radio", { name: wanted }).check();
    // Someone else books the same slot while the visitor is still on the form.
    await bookElsewhere(request, DAY, wanted, uniqueEmail("winner", testInfo));
    await dialog.getByRole("button", { name: "Agendar demo" }).click();
    const summary = dialog.locator(".form-summary");
    await expect(summary).toContainText("Hora: Esa hora acaba de reservarse y ya no está libre.");
    await expect(dialog.getByLabel("Nombre completo")).toHaveValue("Rápida Perdedora");
    await expect(dialog.getByRole("radio", { name: `${wanted}, ocupada` })).toBeDisabled();
    await expectNoAxeViolations(page, "demo dialog, slot taken");
  } else {
    await open(page, "/reserva-demo", testInfo);
    const picker = page.locator("#demo-booking").getByLabel("Día y hora");
    await expect(picker.locator(`option[value="${DAY} ${taken}"]`)).toBeDisabled();
    await expect(picker.locator(`option[value="${DAY} ${taken}"]`)).toHaveText(`${taken} (ocupada)`);
    const panel = page.locator("#demo-booking");
    await panel.getByLabel("Nombre completo").fill("Lenta Perdedora");
    await panel.getByLabel("Correo electrónico").fill(uniqueEmail("loser", testInfo));
    await panel.getByLabel("Teléfono").fill("600 222 333");
    await picker.selectOption(`${DAY} ${wanted}`);
    await bookElsewhere(request, DAY, wanted, uniqueEmail("winner", testInfo));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      panel.getByRole("button", { name: "Agendar demo" }).click(),
    ]);
    expect(response.status()).toBe(409);
    const again = page.locator("#demo-booking");
    await expect(again.locator(".form-summary")).toContainText(
      "Día y hora: Esa hora acaba de reservarse y ya no está libre.",
    );
    await expect(again.getByLabel("Nombre completo")).toHaveValue("Lenta Perdedora");
    await expect(again.getByLabel("Día y hora")).toHaveValue("");
    await expect(again.getByLabel("Día y hora").locator(`option[value="${DAY} ${wanted}"]`)).toBeDisabled();
    await expectNoAxeViolations(page, "demo panel, slot taken");
  }
});

test("the e-mailed link moves and cancels the booking; each change is e-mailed with its .ics", async ({
  page,
  request,
}, testInfo) => {
  // Spanish with JavaScript, English without.
  const js = isJs(testInfo);
  const lang = js ? "es" : "en";
  const [booked, movedTo] = js ? ["08:00", "09:00"] : ["11:00", "13:00"];
  const text =
    lang === "es"
      ? {
          heading: "Gestiona tu demo",
          picker: "Día y hora",
          move: "Cambiar la demo",
          moved: "Hecho: tu demo ha cambiado de hora.",
          cancel: "Cancelar la demo",
          cancelled: "Demo cancelada",
          invalid: "Este enlace no es válido",
          confirmation: /^Demo confirmada/,
          update: /^Demo cambiada/,
          cancellation: /^Has cancelado tu demo/,
        }
      : {
          heading: "Manage your demo",
          picker: "Day and time",
          move: "Move the demo",
          moved: "Done: your demo has moved.",
          cancel: "Cancel the demo",
          cancelled: "Demo cancelled",
          invalid: "This link is not valid",
          confirmation: /^Demo confirmed/,
          update: /^Demo moved/,
          cancellation: /^You cancelled your demo/,
        };
  const email = uniqueEmail(`manage-${lang}`, testInfo);
  const DAY = await bookedDay(request);
  await bookElsewhere(request, DAY, booked, email, lang);
  const [confirmation] = await mailsAbout(email, text.confirmation);
  const link = new URL(/https?:\/\/\S+\/(?:reserva-demo|book-a-demo)\/[\w.-]+/.exec(confirmation.text)![0]);
  expect(link.pathname.startsWith(lang === "en" ? "/en/book-a-demo/" : "/reserva-demo/")).toBe(true);
  const uid = icsOf(confirmation).UID;

  // A tampered link: a page that says so, 403, never a 5xx; its calendar file is refused too.
  const tampered = `${link.pathname.slice(0, -3)}${link.pathname.endsWith("000") ? "111" : "000"}`;
  const refused = await page.goto(tampered);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.invalid);
  // The calendar file has one address in both languages (bookingCalendarPath).
  expect((await request.get(`/reserva-demo/${tampered.split("/").pop()}/demo.ics`)).status()).toBe(403);

  await open(page, link.pathname, testInfo);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page, "manage page");
  // "Add to calendar" gives the booking as it is now.
  const calendar = await request.get(`/reserva-demo/${link.pathname.split("/").pop()}/demo.ics`);
  expect(calendar.headers()["content-type"]).toContain("text/calendar");
  expect(icsProperties(await calendar.text())).toMatchObject({ METHOD: "PUBLISH", UID: uid, SEQUENCE: "0" });

  // Its own slot and taken ones cannot be chosen; another one can.
  const picker = page.getByLabel(text.picker);
  await expect(picker.locator(`option[value="${DAY} ${booked}"]`)).toBeDisabled();
  await picker.selectOption(`${DAY} ${movedTo}`);
  await page.getByRole("button", { name: text.move }).click();
  await expect(page).toHaveURL(/\?hecho=cambiada/);
  await expect(page.locator(".demo-manage-current")).toContainText(text.moved);
  await expect(page.locator(".demo-manage-current")).toContainText(movedTo);
  const [update] = await mailsAbout(email, text.update);
  expect(icsOf(update)).toMatchObject({
    METHOD: "REQUEST",
    UID: uid,
    SEQUENCE: "1",
    DTSTART: `${DAY.replace(/-/g, "")}T${movedTo.replace(":", "")}00`,
  });
  expect(update.text).toContain(link.pathname);

  await page.getByRole("button", { name: text.cancel }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.cancelled);
  const cancellations = await mailsAbout(email, text.cancellation);
  const visitor = cancellations.find((mail) => mail.to.includes(email))!;
  expect(icsOf(visitor)).toMatchObject({ METHOD: "CANCEL", UID: uid, SEQUENCE: "2", STATUS: "CANCELLED" });
  // The company's notice (Reply-To the visitor), in Spanish whatever the visitor's language.
  const notices = await mailsAbout(email, /^Demo cancelada/);
  expect(notices.some((mail) => mail.replyTo?.includes(email) && !mail.to.includes(email))).toBe(true);
  // The slot is free again.
  const availability = await request.get("/reserva-demo/horas-ocupadas.json");
  expect(availability.headers()["cache-control"]).toBe("no-store");
  expect(((await availability.json()) as { full: string[] }).full).not.toContain(`${DAY} ${movedTo}`);
});
