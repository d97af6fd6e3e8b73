/**
 * The footer newsletter with double opt-in (decision 135), with JavaScript (fetcher, pending state,
 * toasts) and without (POST/redirect/GET), in both languages: subscribing sends a confirmation
 * e-mail (read from the site's outbox, headers included); only its link subscribes (and sends the
 * welcome); the welcome's visible link unsubscribes. The one-click POST is newsletter.http.spec.ts.
 */
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/e2e";
import { expectNoReload, flashStatus, holdPosts, isJs, open, uniqueEmail } from "../helpers/forms/e2e";
import { linkIn, mailTo } from "../helpers/forms/outbox";

const copy = {
  es: {
    label: "Tu correo electrónico",
    submit: "Suscribirme",
    sent: "Revisa tu correo para confirmar la suscripción",
    confirmMail: /^Confirma tu suscripción/,
    welcomeMail: /^Bienvenido al newsletter/,
    confirmPath: "/newsletter/confirmar",
    unsubscribePath: "/newsletter/baja",
    oneClickPath: "/newsletter/baja/un-clic",
    confirmButton: "Confirmar suscripción",
    confirmed: "Suscripción confirmada",
    unsubscribeButton: "Darme de baja",
    unsubscribed: "Te has dado de baja",
    invalid: "Este enlace no es válido",
    expired: "Este enlace ha caducado",
  },
  en: {
    label: "Your e-mail",
    submit: "Subscribe",
    sent: "Check your inbox to confirm your subscription",
    confirmMail: /^Confirm your subscription/,
    welcomeMail: /^Welcome to the/,
    confirmPath: "/en/newsletter/confirm",
    unsubscribePath: "/en/newsletter/unsubscribe",
    oneClickPath: "/en/newsletter/unsubscribe/one-click",
    confirmButton: "Confirm subscription",
    confirmed: "Subscription confirmed",
    unsubscribeButton: "Unsubscribe",
    unsubscribed: "You have unsubscribed",
    invalid: "This link is not valid",
    expired: "This link has expired",
  },
} as const;

/**
 * With JavaScript the footer form goes live when the visitor reaches for it (decision 160): focus
 * it and wait for the live form (its button waits for an address) before typing, so the post is
 * the enhanced one. Before that, a post is the plain document post, which works as without JS.
 */
async function reachForm(page: Page, label: string) {
  const form = page.locator("#newsletter form");
  await form.getByLabel(label).focus();
  await expect(form.getByRole("button")).toBeDisabled();
}

async function subscribe(page: Page, email: string, label: string, testInfo: TestInfo) {
  if (isJs(testInfo)) await reachForm(page, label);
  const input = page.locator("#newsletter").getByLabel(label);
  await input.fill(email);
  await input.press("Enter");
}

/** Opens an e-mail's link (its path and query: the site under test) and presses the page's button. */
async function follow(page: Page, link: URL, button: string, testInfo: Parameters<typeof open>[2]) {
  await open(page, link.pathname + link.search, testInfo);
  const press = page.getByRole("button", { name: button });
  await press.click();
  // The answer replaces the button.
  await expect(press).toBeHidden();
}

for (const lang of ["es", "en"] as const) {
  test(`${lang}: ${lang === "en" ? "an invalid address keeps the value with a message; " : ""}subscribe, confirm by the e-mail's link, the same answer once confirmed, unsubscribe by the visible link`, async ({
    page,
  }, testInfo) => {
    // A dozen page loads, posts and two axe scans: under a loaded machine it nears the default 60 s.
    test.slow();
    const text = copy[lang];
    const email = uniqueEmail(`news-${lang}`, testInfo);
    await open(page, lang === "es" ? "/blog" : "/en/faq", testInfo);
    const form = page.locator("#newsletter form");
    const input = form.getByLabel(text.label);
    if (lang === "en") {
      // An invalid address first: the value is kept with a message, and the same form then subscribes.
      if (isJs(testInfo)) await reachForm(page, text.label);
      await input.fill("not-an-address");
      await input.press("Enter");
      await expect(page.locator("#newsletter .form-summary")).toContainText("Please check the highlighted fields");
      await expect(page.locator("#newsletter .field-error")).toHaveText(/Enter a valid e-mail address/);
      await expect(page.locator("#newsletter").getByLabel(text.label)).toHaveValue("not-an-address");
      await expect(page.locator("#newsletter").getByLabel(text.label)).toHaveAttribute("aria-invalid", "true");
      await expectNoReload(page, testInfo);
      await page.locator("#newsletter").getByLabel(text.label).fill("");
    }
    if (isJs(testInfo) && lang === "es") {
      // Empty field: the button waits; while sending, an ellipsis and both disabled.
      await reachForm(page, text.label);
      await input.fill(email);
      const release = await holdPosts(page);
      await form.getByRole("button", { name: text.submit }).click();
      const pending = form.getByRole("button", { name: "Suscribiendo…" });
      await expect(pending).toHaveText("…");
      await expect(pending).toBeDisabled();
      await expect(input).toBeDisabled();
      release();
    } else {
      await subscribe(page, email, text.label, testInfo);
    }
    await expect(flashStatus(page)).toContainText(text.sent);
    await expect(page.locator("#newsletter").getByLabel(text.label)).toHaveValue("");
    await expectNoReload(page, testInfo);
    if (lang === "es") await expectNoAxeViolations(page, "newsletter confirmation notice");

    // Pending: asking again is no duplicate (the notice is the same: another e-mail went out).
    await subscribe(page, email.toUpperCase(), text.label, testInfo);
    await expect(flashStatus(page)).toContainText(text.sent);

    const confirmation = await mailTo(email, text.confirmMail);
    expect(confirmation.headers.get("list-unsubscribe")).toMatch(
      new RegExp(`^<http://[^>]+${text.oneClickPath}\\?token=`),
    );
    expect(confirmation.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const confirmLink = linkIn(confirmation, text.confirmPath);
    await follow(page, confirmLink, text.confirmButton, testInfo);
    await expect(
      page.locator("#newsletter-link").getByRole("status").filter({ hasText: text.confirmed }),
    ).toBeVisible();
    if (lang === "es") await expectNoAxeViolations(page, "newsletter confirmed page");

    // The welcome: a visible unsubscribe link and the RFC 8058 headers pointing at the same token.
    const welcome = await mailTo(email, text.welcomeMail);
    const unsubscribeLink = linkIn(welcome, text.unsubscribePath);
    expect(welcome.html).toContain(`href="${unsubscribeLink.href}"`);
    expect(welcome.headers.get("list-unsubscribe")).toBe(
      `<${unsubscribeLink.href.replace(`${text.unsubscribePath}?`, `${text.oneClickPath}?`)}>`,
    );
    expect(welcome.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Confirmed: the same address gets the same answer (nothing tells it is subscribed, issue 36).
    await open(page, lang === "es" ? "/" : "/en", testInfo);
    await subscribe(page, email, text.label, testInfo);
    await expect(flashStatus(page)).toContainText(text.sent);

    await follow(page, unsubscribeLink, text.unsubscribeButton, testInfo);
    await expect(
      page.locator("#newsletter-link").getByRole("status").filter({ hasText: text.unsubscribed }),
    ).toBeVisible();
    // Gone: the confirmation link no longer subscribes, and the address may subscribe afresh.
    await follow(page, confirmLink, text.confirmButton, testInfo);
    await expect(page.locator("#newsletter-link").getByRole("status").filter({ hasText: text.expired })).toBeVisible();
    await subscribe(page, email, text.label, testInfo);
    await expect(flashStatus(page)).toContainText(text.sent);

    // A link that is not ours says so (no button to press).
    await open(page, `${text.unsubscribePath}?token=1.forged`, testInfo);
    await expect(page.locator("#newsletter-link").getByRole("alert")).toContainText(text.invalid);
    await expect(page.getByRole("button", { name: text.unsubscribeButton })).toHaveCount(0);
  });
}
