/**
 * RFC 8058 one-click unsubscribe over plain HTTP, as a mail provider does it: a POST of
 * `List-Unsubscribe=One-Click` to the URL of the `List-Unsubscribe` header of a real newsletter
 * e-mail (read from the site's outbox), from another origin, unsubscribes at once.
 */
import { expect, test } from "@playwright/test";
import { linkIn, mailsWrittenTo, mailTo } from "../helpers/forms/outbox";

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

test("one-click POST from a mail provider unsubscribes at once; odd input is a 4xx, never a 5xx", async ({
  request,
  baseURL,
}) => {
  const email = `oneclick.${Date.now()}@example.com`;
  const subscribe = () =>
    request.post(`${baseURL}/en/faq`, {
      headers: urlencoded,
      data: form({ intent: "newsletter", email }),
      maxRedirects: 0,
    });
  expect((await subscribe()).status()).toBe(303);
  const confirmLink = linkIn(await mailTo(email, /^Confirm your subscription/), "/en/newsletter/confirm");
  const confirmed = await request.post(`${baseURL}/en/newsletter/confirm`, {
    headers: urlencoded,
    data: form({ intent: "newsletter-confirm", token: confirmLink.searchParams.get("token")! }),
  });
  expect(confirmed.status()).toBe(200);
  expect(await confirmed.text()).toContain("Subscription confirmed");

  const welcome = await mailTo(email, /^Welcome to the/);
  const header = welcome.headers.get("list-unsubscribe")!;
  const oneClick = new URL(/^<([^>]+)>$/.exec(header)![1]);
  expect(oneClick.pathname).toBe("/en/newsletter/unsubscribe/one-click");
  expect(welcome.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

  // A plain GET of that URL (a client without one-click) lands on the unsubscribe page, which asks first.
  const opened = await request.get(`${baseURL}${oneClick.pathname}${oneClick.search}`, { maxRedirects: 0 });
  expect(opened.status()).toBe(303);
  expect(opened.headers().location).toBe(`/en/newsletter/unsubscribe${oneClick.search}`);

  // The provider's POST: another origin, no cookie, the RFC 8058 body. No cross-site refusal.
  const target = `${baseURL}${oneClick.pathname}${oneClick.search}`;
  const foreign = { ...urlencoded, Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" };
  const wrongBody = await request.post(target, { headers: foreign, data: form({ unsubscribe: "yes" }) });
  expect(wrongBody.status()).toBe(400);
  const done = await request.post(target, { headers: foreign, data: form({ "List-Unsubscribe": "One-Click" }) });
  expect(done.status()).toBe(200);
  expect(await done.text()).toContain("Unsubscribed");
  // Again: still done (the wish holds); a forged token: 400; neither is ever a 5xx.
  expect(
    (await request.post(target, { headers: foreign, data: form({ "List-Unsubscribe": "One-Click" }) })).status(),
  ).toBe(200);
  const forged = await request.post(`${baseURL}${oneClick.pathname}?token=1.${"A".repeat(43)}`, {
    headers: foreign,
    data: form({ "List-Unsubscribe": "One-Click" }),
  });
  expect(forged.status()).toBe(400);
  const garbage = await request.post(`${baseURL}${oneClick.pathname}`, { headers: foreign, data: "%%%" });
  expect(garbage.status()).toBeLessThan(500);

  // Unsubscribed: the address is no longer a subscriber (a new subscription asks to confirm again).
  expect((await subscribe()).status()).toBe(303);
  // Mail leaves after the answer (in the background): wait for the second confirmation to be written.
  const confirmations = async () =>
    (await mailsWrittenTo(email)).filter((mail) => /^Confirm your subscription/.test(mail.subject));
  await expect.poll(async () => (await confirmations()).length).toBe(2);
});
