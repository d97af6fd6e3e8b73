/**
 * A page the action re-renders (no JavaScript) carries the form's answer to the whole page (the root
 * loader's `postedReply`): forms outside the page's route (the site frame's footer newsletter) and
 * the notice region must show it too. Plain HTTP, as a browser without JavaScript posts.
 */
import { expect, test } from "@playwright/test";

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

test("an invalid demo post comes back with the booking form, its errors and values", async ({ request, baseURL }) => {
  const response = await request.post(`${baseURL}/reserva-demo?origen=%2Fcontacto`, {
    headers: urlencoded,
    data: form({ intent: "demo", name: "Panel Sin Query", email: "", phone: "", demo_date: "", demo_time: "" }),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain('id="demo-booking"');
  expect(html).toContain("Por favor, completa todos los campos requeridos");
  expect(html).toContain('value="Panel Sin Query"');
  // Nothing is left in a cookie to show again on the next page.
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

test("the footer newsletter on another page's route shows its own error and keeps the value", async ({
  request,
  baseURL,
}) => {
  const response = await request.post(`${baseURL}/en/faq`, {
    headers: urlencoded,
    data: form({ intent: "newsletter", email: "not-an-address" }),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("Enter a valid e-mail address");
  expect(html).toContain('value="not-an-address"');
  // The answer is the newsletter's: the page's own forms keep their empty values.
  expect(html.match(/value="not-an-address"/g)).toHaveLength(1);
});

test("a refusal before the form is known is a notice in the alert region", async ({ request, baseURL }) => {
  const response = await request.post(`${baseURL}/en/contact`, {
    headers: urlencoded,
    data: form({ intent: "no-such-form" }),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  const alert = /<div role="alert"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? "";
  expect(alert).toContain("We could not read the submission");
  expect(response.headers()["set-cookie"]).toBeUndefined();
});
