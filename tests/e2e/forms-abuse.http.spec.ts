/**
 * The abuse rules over plain HTTP against the real server (what a script, not a browser, would do).
 * Each test would fail without its rule: the rate limit and TRUST_PROXY run on copies of the site
 * started with a strict FORM_RATE_LIMIT.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { mailsWrittenTo } from "../helpers/forms/outbox";
import { startSite, type SiteServer } from "../helpers/forms/site-server";

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

test.describe("on the shared server", () => {
  test("cross-site posts are refused with 403 (foreign Origin, opaque Origin, Sec-Fetch-Site)", async ({
    request,
    baseURL,
  }) => {
    const cases: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "%%%" },
    ];
    for (const headers of cases) {
      const response = await request.post(`${baseURL}/en/contact`, {
        headers: { ...urlencoded, ...headers },
        data: form({ intent: "newsletter", email: "csrf@example.com" }),
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toContain("Submission refused");
    }
    // A forged X-Forwarded-Host naming the foreign site is no way around it either (and never a 500):
    // the host is never taken from that header.
    const forged = await request.post(`${baseURL}/contacto`, {
      headers: { ...urlencoded, Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
      data: form({ intent: "newsletter", email: "csrf2@example.com" }),
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain("Envío rechazado");
  });

  test("same-origin posts pass: 303 with the flash cookie", async ({ request, baseURL }) => {
    const response = await request.post(`${baseURL}/contacto`, {
      headers: { ...urlencoded, Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
      data: form({ intent: "newsletter", email: `same.${Date.now()}@example.com` }),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/contacto");
    expect(response.headers()["set-cookie"]).toMatch(/__flash=/);
  });

  test("bodies over 32 KB: 413 with a readable page, declared or chunked", async ({ request, baseURL }) => {
    const big = form({ intent: "contact", name: "Big", email: "big@example.com", message: "x".repeat(40_000) });
    const response = await request.post(`${baseURL}/contacto`, { headers: urlencoded, data: big, maxRedirects: 0 });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("El envío es demasiado grande");
    // Chunked (no Content-Length): counted while streaming, still answered.
    const url = new URL(`${baseURL}/contacto`);
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      import("node:http").then(({ request: httpRequest }) => {
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: "POST",
            headers: { ...urlencoded, "Transfer-Encoding": "chunked" },
          },
          (res) => {
            let body = "";
            res.on("data", (chunk) => (body += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on("error", reject);
        for (let offset = 0; offset < big.length; offset += 8192) req.write(big.slice(offset, offset + 8192));
        req.end();
      }, reject);
    });
    expect(chunked.status).toBe(413);
    expect(chunked.body).toContain("El envío es demasiado grande");
  });

  test("header injection: CR/LF in single-line fields is refused (400), never stored or 500", async ({
    request,
    baseURL,
  }) => {
    const response = await request.post(`${baseURL}/contacto`, {
      headers: urlencoded,
      data: form({
        intent: "contact",
        name: "Eve\r\nBcc: all@example.com",
        email: "eve@example.com\r\nBcc: x@example.com",
        message: "hi",
      }),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Escríbelo en una sola línea, sin saltos de línea.");
  });

  test("honeypot: the same 303 as a success, with no lead stored (the address stays free)", async ({
    request,
    baseURL,
  }) => {
    const email = `honey.${Date.now()}@example.com`;
    const bot = await request.post(`${baseURL}/`, {
      headers: urlencoded,
      data: form({ intent: "newsletter", email, website: "https://spam.example" }),
      maxRedirects: 0,
    });
    expect(bot.status()).toBe(303);
    // Stored, it would have had its confirmation e-mail written before the answer.
    expect(await mailsWrittenTo(email)).toEqual([]);
    const person = await request.post(`${baseURL}/`, {
      // As the site's own fetcher posts (JavaScript): data, with the notice in the flash cookie.
      headers: { ...urlencoded, "Sec-Fetch-Dest": "empty" },
      data: form({ intent: "newsletter", email }),
      maxRedirects: 0,
    });
    const cookie = person.headers()["set-cookie"]!.split(";")[0];
    const page = await request.get(`${baseURL}/`, { headers: { Cookie: cookie } });
    expect(await page.text()).toContain("Revisa tu correo para confirmar la suscripción");
    expect(await mailsWrittenTo(email)).toHaveLength(1);
  });

  test("hostile demo dates never store and never 500", async ({ request, baseURL }) => {
    for (const [date, time] of [
      ["2031-01-04", "10:00"],
      ["2020-01-06", "10:00"],
      ["2031-01-06", "07:00"],
      ["2031-01-06", "10:15"],
      ["'; drop table demo_bookings; --", "10:00"],
    ]) {
      const response = await request.post(`${baseURL}/reserva-demo`, {
        headers: urlencoded,
        data: form({
          intent: "demo",
          name: "X",
          email: "x@example.com",
          phone: "600000000",
          demo_date: date,
          demo_time: time,
        }),
        maxRedirects: 0,
      });
      expect(response.status(), `${date} ${time}`).toBe(400);
    }
  });
});

test.describe("rate limit and TRUST_PROXY (own servers, FORM_RATE_LIMIT=3/10m)", () => {
  let plain: SiteServer;
  let proxied: SiteServer;

  test.beforeAll(async () => {
    [plain, proxied] = await Promise.all([
      startSite({ FORM_RATE_LIMIT: "3/10m" }),
      startSite({ FORM_RATE_LIMIT: "3/10m", TRUST_PROXY: "1" }),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([plain?.stop(), proxied?.stop()]);
  });

  let serial = 0;
  /** A valid subscription (a new address each time), or a mistaken one (an empty address). */
  const postNewsletter = (baseURL: string, request: APIRequestContext, xff: string, path = "/en", valid = true) =>
    request.post(`${baseURL}${path}`, {
      headers: { ...urlencoded, "X-Forwarded-For": xff },
      data: form({ intent: "newsletter", email: valid ? `limit.${Date.now()}.${(serial += 1)}@example.com` : "" }),
      maxRedirects: 0,
    });

  test("typos use none of the allowance; the 4th lead in 10 minutes is 429 with the wait in words, in the visitor's language; X-Forwarded-For ignored", async ({
    request,
  }) => {
    // Five mistakes: each a 400 with the page, none counted against the visitor.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await postNewsletter(plain.url, request, `198.51.100.${attempt}`, "/en", false)).status()).toBe(400);
    }
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // A different forged address each time: without TRUST_PROXY it must not matter.
      expect((await postNewsletter(plain.url, request, `198.51.100.${attempt}`)).status()).toBe(303);
    }
    const limited = await postNewsletter(plain.url, request, "198.51.100.99");
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(500);
    const html = await limited.text();
    expect(html).toContain('lang="en"');
    expect(html).toContain("Too many submissions");
    expect(html).toContain("Please try again in 10 minutes.");
    expect(html).not.toContain("minute(s)");
    // Spanish page, same visitor and form: still limited, in Spanish.
    const spanish = await postNewsletter(plain.url, request, "198.51.100.100", "/contacto");
    expect(spanish.status()).toBe(429);
    const spanishHtml = await spanish.text();
    expect(spanishHtml).toContain("Demasiados envíos seguidos");
    expect(spanishHtml).toContain("Vuelve a intentarlo dentro de 10 minutos.");
    // Another form has its own count.
    const contact = await request.post(`${plain.url}/contacto`, {
      headers: urlencoded,
      data: form({ intent: "contact" }),
      maxRedirects: 0,
    });
    expect(contact.status()).toBe(400);
  });

  test("with TRUST_PROXY=1 the visitor is the X-Forwarded-For address", async ({ request }) => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await postNewsletter(proxied.url, request, "203.0.113.10")).status()).toBe(303);
    }
    expect((await postNewsletter(proxied.url, request, "203.0.113.10")).status()).toBe(429);
    // Another visitor behind the same proxy is not limited.
    expect((await postNewsletter(proxied.url, request, "203.0.113.11")).status()).toBe(303);
  });
});
