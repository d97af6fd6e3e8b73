/**
 * The busy answer of the fair share (issue 36 item 1, decision 250), against the built site with a
 * share of one render per client and no waiting: a request over its client's share gets 503 with
 * Retry-After, a page in the language of its address, and a post without JavaScript gets its typed
 * values back in a form that sends them again; another client is served meanwhile; one log line
 * names no one. The flood itself, and its figures, are the campaign (fair-share.campaign.http.spec.ts).
 */
import { expect, test } from "@playwright/test";
import { startSiteProcess, type SiteProcess } from "../helpers/server/site-process";

let site: SiteProcess;

test.beforeAll(async () => {
  site = await startSiteProcess({
    env: {
      TRUST_PROXY: "loopback",
      FORM_RATE_LIMIT: "off",
      RENDER_CLIENT_SHARE: "1",
      RENDER_CLIENT_QUEUE: "0",
      PAGE_CACHE_MB: "0",
    },
  });
});

test.afterAll(async () => {
  await site?.stop("SIGKILL");
  site?.cleanup();
});

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

test("over its share a client gets the busy page in its language, a no-JS post its typed values back; others are served", async () => {
  const client = { "X-Forwarded-For": "203.0.113.90" };
  const email = `ocupado.${Date.now()}@example.com`;
  const message = "Necesito <ayuda> con facturas\ny albaranes";
  const posts = await Promise.all(
    Array.from({ length: 8 }, (_, n) =>
      fetch(`${site.url}/contacto`, {
        method: "POST",
        redirect: "manual",
        headers: { ...urlencoded, ...client },
        body: new URLSearchParams({ intent: "contact", name: `Ocupada ${n}`, email, message }).toString(),
      }),
    ),
  );
  const statuses = posts.map((answer) => answer.status);
  expect(statuses.filter((status) => status !== 303 && status !== 503)).toEqual([]);
  const busy = posts.find((answer) => answer.status === 503);
  expect(busy, JSON.stringify(statuses)).toBeDefined();
  expect(busy!.headers.get("retry-after")).toBe("2");
  expect(busy!.headers.get("cache-control")).toBe("private, no-store");
  const html = await busy!.text();
  expect(html).toContain('<html lang="es">');
  expect(html).toContain("La web está muy ocupada ahora mismo");
  // The typed values: shown (escaped) and carried by a form that posts them again to the same page.
  expect(html).toContain('<form method="post" action="/contacto">');
  expect(html).toContain(`<input type="hidden" name="email" value="${email}">`);
  expect(html).toContain("Necesito &#60;ayuda&#62; con facturas<br>y albaranes");
  expect(html).toContain('<button type="submit">Enviar de nuevo</button>');

  // Pages in English, over the share, and another client at the same time.
  const pages = await Promise.all(
    Array.from({ length: 8 }, (_, n) => fetch(`${site.url}/en/faq?n=${n}`, { headers: client, redirect: "manual" })),
  );
  const other = await fetch(`${site.url}/en/faq`, { headers: { "X-Forwarded-For": "198.51.100.91" } });
  expect(other.status).toBe(200);
  const shed = pages.find((answer) => answer.status === 503);
  expect(shed, JSON.stringify(pages.map((answer) => answer.status))).toBeDefined();
  const page = await shed!.text();
  expect(page).toContain('<html lang="en">');
  expect(page).toContain("The site is very busy right now");
  // Logged once for the client, without its address or what it typed.
  const lines = site
    .output()
    .split("\n")
    .filter((line) => line.includes('"render.shed"'));
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line).not.toContain("203.0.113.90");
    expect(line).not.toContain(email);
  }
});
