import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

/**
 * Pages search engines connect (issue 31): every old English address answers one 301 to its
 * English one (decision 186), and every article, service and case is reachable from at least two
 * other pages by an ordinary link (decision 215). The link counts go to the test's annotations.
 */
const table: {
  pages: Record<string, { es: string; en: string }>;
  templates: Record<string, { es: string; en: string }>;
} = JSON.parse(readFileSync(new URL("../../app/route-table.json", import.meta.url), "utf8"));

const english = (path: string) => (path === "" ? "/en" : `/en/${path}`);

test("every old English address answers one 301 to its new address, forever, query kept", async ({ request }) => {
  const moved: string[] = [];
  const pairs: Array<[string, string]> = Object.values(table.pages)
    .filter((page) => page.es !== page.en)
    .map((page) => [english(page.es), english(page.en)]);
  // Addresses printed in e-mails already sent (a booking's page, the newsletter's, the guide).
  pairs.push(
    ["/en/reserva-demo/12.abc", "/en/book-a-demo/12.abc"],
    ["/en/newsletter/confirmar?token=1.x", "/en/newsletter/confirm?token=1.x"],
    ["/en/newsletter/baja?token=1.x", "/en/newsletter/unsubscribe?token=1.x"],
    ["/en/recursos/guia-automatizacion-pymes.pdf", "/en/resources/automation-guide-for-smes.pdf"],
    ["/en/casos-exito/gestion-vuelos", "/en/success-stories/intelligent-flight-management"],
    ["/en/servicios?q=robot", "/en/services?q=robot"],
    // Topics and vacancies have slugs of their own per language (issue 37: these answered 301 then 404).
    ["/en/blog/categoria/automatizacion", "/en/blog/category/automation"],
    ["/en/blog/categoria/automatizacion/rss.xml", "/en/blog/category/automation/rss.xml"],
    ["/en/carreras/desarrollador-full-stack", "/en/careers/full-stack-developer"],
  );
  for (const [old, now] of pairs) {
    const response = await request.get(old, { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    expect(response.headers().location, old).toBe(now);
    // One hop: the new address answers itself (the booking page: its own refusal of a made-up token).
    const next = await request.get(now, { maxRedirects: 0 });
    expect([200, 400, 403, 404], now).toContain(next.status());
    if (!/book-a-demo|newsletter/.test(now)) expect(next.status(), now).toBe(200);
    moved.push(`${old} -> ${now}`);
  }
  expect(moved.length).toBeGreaterThanOrEqual(25 + 9);
  // An unknown slug under an old English address is a plain 404, not a 301 to one.
  expect((await request.get("/en/carreras/no-such-role", { maxRedirects: 0 })).status()).toBe(404);
  test.info().annotations.push({ type: "301", description: moved.join("\n") });

  // The one-click unsubscribe of e-mails already sent still takes the provider's POST there.
  const oneClick = await request.post("/en/newsletter/baja/un-clic?token=1.x", {
    form: { "List-Unsubscribe": "One-Click" },
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(400);
  expect(await oneClick.text()).toContain("not valid");
});

test("the blog's categories live at their own addresses: ?categoria= answers one 301 there", async ({ request }) => {
  for (const [old, now] of [
    ["/blog?categoria=Automatizaci%C3%B3n", "/blog/categoria/automatizacion"],
    ["/en/blog?categoria=Artificial%20Intelligence", "/en/blog/category/artificial-intelligence"],
    ["/blog?categoria=Todos", "/blog"],
    // The other language's name of a topic (issue 37: this answered 200, a duplicate of the blog).
    ["/en/blog?categoria=Kit%20Digital", "/en/blog/category/kit-digital"],
    ["/en/blog?categoria=Automatizaci%C3%B3n", "/en/blog/category/automation"],
  ]) {
    const response = await request.get(old, { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    expect(response.headers().location, old).toBe(now);
  }
  const topic = await (await request.get("/blog/categoria/automatizacion")).text();
  expect(topic).toMatch(/aria-current="page"[^>]*href="\/blog\/categoria\/automatizacion"/);
  const feed = await request.get("/blog/categoria/automatizacion/rss.xml");
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  expect(xml).toContain("<title>Automatización | RTS</title>");
  expect(xml.match(/<item>/g)).toHaveLength(2);
  expect((await request.get("/blog/categoria/no-existe", { maxRedirects: 0 })).status()).toBe(404);
});

test("every article, service and case is reachable from at least two other pages by an ordinary link", async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const inbound = new Map<string, Set<string>>(locs.map((path) => [path, new Set()]));
  for (const path of locs) {
    const html = await (await request.get(path)).text();
    const body = html.slice(html.indexOf("<body"));
    for (const [, href] of body.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
      const target = new URL(href.replace(/&amp;/g, "&"), baseURL + path);
      if (target.origin !== new URL(baseURL!).origin || target.pathname === path) continue;
      inbound.get(target.pathname)?.add(path);
    }
  }
  const servicePaths = Object.entries(table.pages)
    .filter(([key]) => /^(service|kit|case)-|^kit-digital$/.test(key))
    .flatMap(([, page]) => [`/${page.es}`, english(page.en)]);
  const articlePaths = locs.filter((path) => /^(\/en)?\/blog\/[^/]+$/.test(path));
  expect(articlePaths).toHaveLength(20);
  const counts = [...servicePaths, ...articlePaths].map((path) => ({ path, from: inbound.get(path)?.size ?? 0 }));
  test.info().annotations.push({
    type: "inbound links (distinct pages)",
    description: counts.map(({ path, from }) => `${path}\t${from}`).join("\n"),
  });
  expect(counts.filter(({ from }) => from < 2)).toEqual([]);
  // No page whose only way in is the sitemap.
  expect(locs.filter((path) => path !== "/" && (inbound.get(path)?.size ?? 0) === 0)).toEqual([]);
});

test("the language switch links straight to the other page; theme links are not for crawlers", async ({
  request,
  baseURL,
}) => {
  const contact = await (await request.get("/contacto")).text();
  expect(contact).toMatch(/class="header-tool language-switch"[^>]*href="\/en\/contact"/);
  expect(contact).not.toContain("lng=");
  // Without JavaScript the theme switch is a link: nofollow, and it only answers a redirect to the page.
  expect(contact).toMatch(/<a href="\/contacto\?theme=dark" rel="nofollow"/);
  const theme = await request.get("/contacto?theme=dark", { maxRedirects: 0 });
  expect(theme.status()).toBe(302);
  expect(theme.headers().location).toBe("/contacto");
  // The switch followed without JavaScript, by a visitor whose cookie says Spanish: the English page,
  // and the choice remembered (no bounce back to Spanish).
  const switched = await request.get("/en/contact", {
    headers: { Cookie: "lng=es", Referer: `${baseURL}/contacto` },
    maxRedirects: 0,
  });
  expect(switched.status()).toBe(200);
  expect(switched.headers()["set-cookie"]).toContain("lng=en");
});

test("related links both ways: article to article, the Kit Digital page to its article and topic, topics to their cases", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const articlePaths = locs.filter((path) => /^(\/en)?\/blog\/[^/]+$/.test(path));
  const relatedOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const block = /<section class="blog-related"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    return [...block.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
  };
  const linked = new Map<string, string[]>();
  for (const path of articlePaths) {
    const others = (await relatedOf(path)).filter((href) => href !== path && articlePaths.includes(href));
    expect(others.length, `${path} links another article`).toBeGreaterThan(0);
    linked.set(path, others);
  }
  // Two articles of the same topic link each other.
  for (const [path, pair] of [
    ["/blog/rpa-automatizar-facturas-proveedores", "/blog/process-discovery-antes-de-automatizar"],
    ["/en/blog/dashboards-five-kpis", "/en/blog/clean-data-foundation-of-analytics"],
  ]) {
    expect(linked.get(path), path).toContain(pair);
    expect(linked.get(pair), pair).toContain(path);
  }
  for (const [hub, article, topic] of [
    ["/servicios/kit-digital", "/blog/kit-digital-2026-que-cubre", "/blog/categoria/kit-digital"],
    ["/en/services/kit-digital", "/en/blog/kit-digital-explained", "/en/blog/category/kit-digital"],
  ]) {
    const html = await (await request.get(hub)).text();
    const section = html.slice(html.indexOf('id="relacionado"'));
    expect(section, hub).toContain(`href="${article}"`);
    expect(section, hub).toContain(`href="${topic}"`);
  }
  // A topic's page leads to the cases of its services, and those cases lead back to its services.
  const topic = await (await request.get("/blog/categoria/automatizacion")).text();
  expect(topic).toContain('href="/casos-exito/automatizacion-contable-inteligente"');
  // An indexable topic has an introduction of its own (decision 216); a topic of one article is noindex.
  expect(topic).toContain(">Sobre Automatización</h2>");
  expect(topic).not.toContain('content="noindex"');
  const single = await (await request.get("/en/blog/category/kit-digital")).text();
  expect(single).toContain('<meta name="robots" content="noindex"/>');
});
