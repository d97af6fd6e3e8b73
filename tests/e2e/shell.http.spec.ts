import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { allPagePaths, templatePagePaths } from "../helpers/e2e";

// Valid, semantic HTML: html-validate's recommended rules, less the ones about how React
// serializes markup (self-closing void elements, attribute case, boolean attribute style, inline
// style attributes) and aria-label-misuse (a labelled list is valid ARIA; the rule only discourages it).
const htmlValidate = new HtmlValidate(
  JSON.parse(readFileSync(new URL("../../.htmlvalidate.json", import.meta.url), "utf8")),
);

async function expectValidHtml(html: string, path: string) {
  const report = await htmlValidate.validateString(html, path);
  const problems = report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message}`),
  );
  expect(problems, `${path} HTML`).toEqual([]);
}

/** What crawlers see: every page server-rendered, in its language, with unique meta. */
test("all 58 pages and a topic, an author and a vacancy answer 200 with valid HTML, lang, one h1, unique title and description, canonical and hreflang", async ({
  request,
  baseURL,
}) => {
  // The icon sprite every page points to, and the symbols it has.
  const home = await (await request.get("/")).text();
  const spritePath = /<use href="([^"#]+)#/.exec(home)![1];
  const spriteSymbols = [...(await (await request.get(spritePath)).text()).matchAll(/<symbol id="([^"]+)"/g)].map(
    (match) => match[1],
  );
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const visited = [...allPagePaths, ...templatePagePaths];
  for (const { key, path, lang } of visited) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    await expectValidHtml(html, path);
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html.match(/<h1[\s>]/g)?.length, `${path} h1 count`).toBe(1);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    expect(title, `${path} title`).toBeTruthy();
    expect(description, `${path} description`).toBeTruthy();
    expect(titles.get(title!), `title of ${path} repeats`).toBeUndefined();
    expect(descriptions.get(description!), `description of ${path} repeats`).toBeUndefined();
    titles.set(title!, path);
    descriptions.set(description!, path);
    expect(html, `${path} canonical`).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
    // The page's versions: English at English words (decision 186).
    const esPath = visited.find((page) => page.key === key && page.lang === "es")!.path;
    const enPath = visited.find((page) => page.key === key && page.lang === "en")!.path;
    expect(html).toContain(`<link rel="alternate" hrefLang="es" href="${baseURL}${esPath}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${baseURL}${enPath}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseURL}${esPath}"/>`);
    // The bitmap favicon only (decision 157), and every icon a symbol of the one sprite (decision 160).
    expect(html.match(/<link rel="icon"[^>]*>/g), `${path} favicon`).toEqual([
      '<link rel="icon" href="/favicon.ico" sizes="32x32"/>',
    ]);
    for (const [, sprite, name] of html.matchAll(/<use href="([^"#]*)#([^"]+)"/g)) {
      expect(sprite, `${path} icon ${name}`).toBe(spritePath);
      expect(spriteSymbols, `${path} icon ${name}`).toContain(name);
    }
  }
});

test("an unknown path answers 404 with the not-found page, the search, the main pages and a link home, in its language", async ({
  request,
}) => {
  const spanish = await request.get("/esta-pagina-no-existe");
  expect(spanish.status()).toBe(404);
  const es = await spanish.text();
  await expectValidHtml(es, "404");
  // A Spanish page speaks Spanish (issue 30); the spec's English words stay on the English page.
  expect(es).toMatch(/<h1[^>]*>Página no encontrada<\/h1>/);
  expect(es).not.toContain("Oops");
  expect(es).toMatch(/<form[^>]*action="\/servicios"[^>]*role="search"/);
  for (const path of ["/servicios", "/servicios/kit-digital", "/casos-exito", "/blog", "/sobre-nosotros", "/contacto"])
    expect(es, path).toMatch(new RegExp(`class="error-links"[\\s\\S]*href="${path}"`));
  expect(es).toContain('<html lang="es"');
  expect(es).toMatch(/<a class="button button-primary"[^>]*href="\/">Volver a la página de inicio<\/a>/);
  expect(es).toContain('name="robots" content="noindex"');

  const english = await request.get("/en/no-such-page");
  expect(english.status()).toBe(404);
  const en = await english.text();
  expect(en).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
  expect(en).toContain("Kit Digital");
  expect(en).toContain('<html lang="en"');
  expect(en).toMatch(/<a class="button button-primary"[^>]*href="\/en">Back to the home page<\/a>/);
});

test("language: ?lng stores a one-year cookie and redirects; the cookie redirects later visits; no cookie, no redirect", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const choose = await visitor.get("/servicios?lng=en", { maxRedirects: 0 });
  expect(choose.status()).toBe(302);
  expect(choose.headers()["location"]).toBe("/en/services");
  // The attributes in whatever order the `cookie` package writes them.
  const chosen = choose.headers()["set-cookie"];
  expect(chosen).toMatch(/^lng=en;/);
  for (const attribute of ["Path=/", "Max-Age=31536000", "SameSite=Lax"]) expect(chosen).toContain(attribute);
  const later = await visitor.get("/contacto", { maxRedirects: 0 });
  expect(later.status()).toBe(302);
  expect(later.headers()["location"]).toBe("/en/contact");
  await visitor.dispose();

  const crawler = await playwright.request.newContext({ baseURL });
  expect((await crawler.get("/en/contact", { maxRedirects: 0 })).status()).toBe(200);
  expect((await crawler.get("/contacto", { maxRedirects: 0 })).status()).toBe(200);
  await crawler.dispose();
});

test("production server: compression, immutable hashed assets, security headers", async ({ request }) => {
  const page = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
  // Inline scripts allowed by their hashes (the page can be cached); nothing else inline may run.
  const csp = page.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'nonce-)/);
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  const html = await page.text();
  const asset = /<link rel="stylesheet" href="(\/build\/[^"]+)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const css = await request.get(asset!);
  expect(css.status()).toBe(200);
  expect(css.headers()["cache-control"]).toContain("immutable");
  expect(css.headers()["cache-control"]).toContain("max-age=31536000");
});

test("a text browser reads a skip link, the menu, then the page; no spam-trap label", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const body = html.slice(html.indexOf("<body"));
  // The document order a text browser (and a screen reader's reading) follows, as the eye sees it
  // (GOV.UK's order, decision 217): a link to the main content, the header, the page, the footer.
  const at = (needle: string) => body.indexOf(needle);
  expect(at('<a href="#main-content" class="skip-link"')).toBeGreaterThan(-1);
  expect(at('<a href="#main-content" class="skip-link"')).toBeLessThan(at('<header class="site-header"'));
  expect(at('<header class="site-header"')).toBeLessThan(at("<main"));
  expect(at('class="search-disclosure"')).toBeLessThan(at("<main"));
  expect(at("</main>")).toBeLessThan(at("<footer"));
  // The spam trap has no <label> whose words a text browser would show; its name is an aria-label.
  const trap = /<div class="form-hp"[^>]*>([\s\S]*?)<\/div>/.exec(body)?.[1] ?? "";
  expect(trap).toContain("aria-label=");
  expect(trap).not.toContain("<label");
});
