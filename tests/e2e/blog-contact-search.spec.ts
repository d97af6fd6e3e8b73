import { expect, test, type Page } from "@playwright/test";
import { answerConsent, expectNoAxeViolations, waitForHydration, watchConsole } from "../helpers/e2e";

/**
 * Blog (list, chips, article pages), contact page and the header service search. What a visitor
 * does runs in both projects (`js` drives the enhanced behaviour, `no-js` the plain links and GET
 * forms); what only checks the server's copy is `@content`; the combobox is `@js`. axe, console
 * errors and 320 px for every page without a query string are in shell.spec.ts ("every page").
 * Article facts used here (app/content/articles/, decision 185): 10 published posts in each
 * language (one featured), one draft in each. View counts change as tests open articles, so exact
 * counts are only asserted on posts no test opens.
 */

const SPANISH_FEATURED = "IA generativa en la pyme: guía práctica para empezar sin riesgos";
const ENGLISH_FEATURED = "Generative AI for small businesses: first steps without the risk";

// The consent banner is answered with one request before the first page load, so it never shows
// and covers nothing (consent.spec.ts tests the banner itself).
test.beforeEach(async ({ page }) => answerConsent(page));

/** With JavaScript, waits until React has hydrated so clicks reach the enhanced handlers. */
async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await waitForHydration(page);
}

/** Without JavaScript the box stays a plain search field: no combobox role, no popup. */
async function expectPlainSearchBox(page: Page, id: string) {
  const input = page.locator(`#${id}`);
  await expect(input).toHaveAttribute("type", "search");
  await expect(input).not.toHaveAttribute("role", "combobox");
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

function blogCard(page: Page, title: string) {
  return page.locator("article.blog-card").filter({ has: page.getByRole("heading", { name: title }) });
}

test.describe("blog", () => {
  test(
    "lists the published Spanish posts with long dates, grouped views, read time and a cover each",
    { tag: "@content" },
    async ({ page }) => {
      const response = await page.goto("/blog");
      expect(response?.status()).toBe(200);

      await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
      const featured = page.locator("section.blog-featured");
      await expect(featured.getByRole("heading", { level: 2, name: "Artículo destacado" })).toBeVisible();
      await expect(featured.getByRole("link", { name: SPANISH_FEATURED })).toHaveAttribute(
        "href",
        "/blog/ia-generativa-pymes-guia-practica",
      );
      await expect(featured.locator("time")).toHaveText("28 de octubre de 2026");

      const grid = page.locator(".blog-grid > li");
      await expect(grid).toHaveCount(9);
      await expect(page.getByRole("status").filter({ hasText: "artículos" })).toHaveText("10 artículos");
      // The draft never shows, neither in the list nor as a category of its own.
      await expect(page.getByText("roadmap", { exact: false })).toHaveCount(0);

      const kit = blogCard(page, "Kit Digital: qué cubre cada categoría y cómo solicitarlo");
      await expect(kit.locator("time")).toHaveText("30 de septiembre de 2026");
      // Date, time and zone as the article's file states them; the read time computed from its text.
      await expect(kit.locator("time")).toHaveAttribute("dateTime", "2026-09-30T09:00:00+02:00");
      await expect(kit).toContainText(/\d visitas?/);
      await expect(kit).toContainText("7 min de lectura");
      await expect(kit.getByRole("link", { name: /Kit Digital: qué cubre/ })).toHaveAttribute(
        "href",
        "/blog/kit-digital-2026-que-cubre",
      );
      const kitImage = kit.locator("img");
      await expect(kitImage).toHaveAttribute("src", "/images/blog/kit-digital-2026-que-cubre.svg");
      await expect(kitImage).toHaveAttribute("loading", "lazy");
      await expect(kitImage).toHaveAttribute("alt", "Ilustración sobre Kit Digital");

      // Each article its own cover (issue 30): ten cards, ten pictures, none the generic fallback
      // (an empty image_url still gets it: tests/unit/content/visuals.test.ts).
      const covers = await page
        .locator("main article.blog-card img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
      expect(covers).toHaveLength(10);
      expect(new Set(covers).size).toBe(10);
      expect(covers).not.toContain("/images/blog/fallback.svg");
      for (const title of [
        "Marketing digital para negocios locales: lo que funciona en 2026",
        "Process discovery: por qué conviene medir antes de automatizar",
      ]) {
        const image = blogCard(page, title).locator("img");
        // Lazy images load near the viewport.
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute("width", "1200");
        await expect(image).toHaveAttribute("height", "675");
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: `${title} image loads` })
          .toBeGreaterThan(0);
      }

      // The spec's newsletter button leads to the footer's working form.
      await expect(page.getByRole("link", { name: "Suscribirme a la newsletter" })).toHaveAttribute(
        "href",
        "#newsletter",
      );
      await expect(page.locator("#newsletter")).toHaveCount(1);
    },
  );

  test("each language lists its own posts", { tag: "@content" }, async ({ page }) => {
    await page.goto("/en/blog");
    await expect(page.locator("section.blog-featured").getByRole("link", { name: ENGLISH_FEATURED })).toHaveAttribute(
      "href",
      "/en/blog/generative-ai-small-business-first-steps",
    );
    await expect(page.locator("section.blog-featured time")).toHaveText("29 October 2026");
    await expect(page.locator("section.blog-featured")).toContainText(/\d views?/);
    // Every Spanish article has its English version (decision 185).
    await expect(page.locator(".blog-grid > li")).toHaveCount(9);
    await expect(page.getByRole("status").filter({ hasText: "articles" })).toHaveText("10 articles");
    await expect(page.getByText(SPANISH_FEATURED)).toHaveCount(0);
    const chips = page.getByRole("navigation", { name: "Blog categories" }).getByRole("link");
    await expect(chips).toHaveText([
      "All",
      "Artificial Intelligence",
      "Automation",
      "Business Intelligence",
      "Digital Marketing",
      "Kit Digital",
      "Software Development",
    ]);
    await expect(chips.first()).toHaveAttribute("aria-current", "page");
  });

  // The listing is a server-rendered page (decision 160): a chip is a plain link, a document load
  // with or without JavaScript.
  test("category chips filter the list (plain links, with or without JavaScript)", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/blog");
    await ready(page, javaScriptEnabled);
    const chips = page.getByRole("navigation", { name: "Categorías del blog" });
    await expect(chips.getByRole("link")).toHaveText([
      "Todos",
      "Automatización",
      "Business Intelligence",
      "Desarrollo de Software",
      "Inteligencia Artificial",
      "Kit Digital",
      "Marketing Digital",
    ]);
    await expect(chips.getByRole("link", { name: "Todos" })).toHaveAttribute("aria-current", "page");

    // A category is a page of its own (decision 185): its title, description, breadcrumb and feed.
    await chips.getByRole("link", { name: "Automatización" }).click();
    await expect(page).toHaveURL(/\/blog\/categoria\/automatizacion$/);
    await expect(chips.getByRole("link", { name: "Automatización" })).toHaveAttribute("aria-current", "page");
    await expect(chips.getByRole("link", { name: "Todos" })).not.toHaveAttribute("aria-current", /.*/);
    await expect(page.getByRole("heading", { level: 1, name: "Artículos de Automatización" })).toBeVisible();
    await expect(page.locator(".blog-grid .blog-card-title")).toHaveText([
      "RPA para facturas de proveedores: el proceso paso a paso",
      "Process discovery: por qué conviene medir antes de automatizar",
    ]);
    // The featured post is about AI: it does not show under another category.
    await expect(page.locator("section.blog-featured")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "artículo" })).toHaveText("2 artículos");
    // The filtered list is the same server markup in both projects: audited once.
    if (!javaScriptEnabled) await expectNoAxeViolations(page, "filtered blog");

    // A topic's page lists all its articles, the featured one among them. With JavaScript the list
    // says it is loading while the other topic's data is on its way (issue 37).
    let release = () => {};
    if (javaScriptEnabled) {
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/blog/categoria/inteligencia-artificial*", async (route) => {
        if (route.request().resourceType() !== "document") await held;
        await route.continue();
      });
    }
    await chips.getByRole("link", { name: "Inteligencia Artificial" }).click();
    if (javaScriptEnabled) {
      await expect(page.getByRole("status").filter({ hasText: "Cargando" })).toHaveText("Cargando artículos...");
      await expect(page.locator(".blog-results")).toHaveAttribute("aria-busy", "true");
      release();
    }
    await expect(page).toHaveURL(/\/blog\/categoria\/inteligencia-artificial$/);
    await expect(page.locator(".blog-grid .blog-card-title")).toHaveText([
      SPANISH_FEATURED,
      "Asistentes virtuales de atención al cliente: qué esperar",
    ]);

    await chips.getByRole("link", { name: "Todos" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator(".blog-grid > li")).toHaveCount(9);
  });

  test(
    "an unknown or odd category never fails: one 301 to the blog (issue 36)",
    { tag: "@content" },
    async ({ page, request }) => {
      for (const query of [
        "?categoria=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
        "?categoria=%00%FF",
        "?categoria[]=x&categoria=y",
        `?categoria=${"x".repeat(5000)}`,
        "?categoria=Todos",
        "?categoria=",
        "?categoria=%E0%A4%A",
      ]) {
        const response = await request.get(`/blog${query}`, { maxRedirects: 0 });
        expect(response.status(), query).toBe(301);
        expect(response.headers()["location"], query).toBe("/blog");
      }
      await page.goto("/blog?categoria=Rob%C3%B3tica%20submarina");
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.locator(".blog-grid > li")).toHaveCount(9);
    },
  );
});

test.describe("blog article pages", () => {
  test("render the Markdown body safely with the post's facts, and count each visit", async ({
    page,
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    const path = "/blog/rpa-automatizar-facturas-proveedores";
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await ready(page, javaScriptEnabled);

    const title = "RPA para facturas de proveedores: el proceso paso a paso";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | RTS`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    // Its English version is linked both ways (hreflang; the language switch leads there).
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      /\/en\/blog\/rpa-supplier-invoices-case$/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /robótica/);

    const facts = page.getByRole("list", { name: "Datos del artículo" });
    // Signed by the company until it names real authors (decision 213).
    await expect(facts).toContainText("Por RTS");
    await expect(facts.locator("time")).toHaveText("14 de octubre de 2026");
    // The read time computed from the text (200 words a minute, decision 185).
    await expect(facts).toContainText("6 min de lectura");
    await expect(page.locator(".blog-article-category")).toContainText("Automatización");
    await expect(page.locator(".blog-article-image")).toHaveAttribute(
      "src",
      "/images/blog/rpa-automatizar-facturas-proveedores.svg",
    );

    // Markdown became real structure: section headings, lists, emphasis.
    const prose = page.locator(".blog-prose");
    expect(await prose.locator("h2").count()).toBeGreaterThan(1);
    expect(await prose.locator("ul li, ol li").count()).toBeGreaterThan(1);
    await expect(prose.locator("script, iframe, [onerror], [onclick]")).toHaveCount(0);
    await expect(page.locator("h1")).toHaveCount(1);

    await expect(page.getByRole("link", { name: "Volver al blog" }).first()).toHaveAttribute("href", "/blog");
    await expect(page.locator("a.language-switch")).toHaveAttribute("href", "/en/blog/rpa-supplier-invoices-case");

    // The count (Playwright's HeadlessChrome is a crawler: not counted); articles loaded from their
    // files start at 0 (decision 185), grouped the Spanish way once past a thousand (format tests).
    await expect(page.locator(".blog-fact-views")).toHaveText(/^[\d.]+ visitas?$/);
    await expectNoAxeViolations(page, "article page");

    // Each visit by a person counts once; crawlers count nothing (Playwright's own user agent,
    // HeadlessChrome, is a bot's, so the reader here is a desktop Chrome). Workers run side by side,
    // so each project counts on a post no other test opens.
    const reader = await browser.newContext({
      baseURL,
      javaScriptEnabled,
      userAgent:
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    });
    const readerPage = await reader.newPage();
    const readerViews = async () =>
      Number(((await readerPage.locator(".blog-fact-views").textContent()) ?? "").replace(/\D/g, ""));
    await readerPage.goto(
      javaScriptEnabled ? "/blog/datos-limpios-base-analitica" : "/blog/ciberseguridad-basica-pymes-checklist",
    );
    // A reload renders afresh (a cached copy may show a count up to a minute old).
    await readerPage.reload();
    const first = await readerViews();
    const crawled = await readerPage.request.get(readerPage.url(), { headers: { "User-Agent": "Googlebot/2.1" } });
    expect(crawled.status()).toBe(200);
    await readerPage.reload();
    await expect(readerPage.locator(".blog-fact-views")).toHaveText(
      `${(first + 1).toLocaleString("es-ES", { useGrouping: "always" } as Intl.NumberFormatOptions)} visitas`,
    );
    await reader.close();
  });

  test("English articles live under /en/blog", { tag: "@content" }, async ({ page }) => {
    await page.goto("/en/blog/kit-digital-explained");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Kit Digital");
    await expect(page.locator(".blog-facts time")).toHaveText("30 September 2026");
    await expect(page.locator(".blog-fact-views")).toHaveText(/^[\d,]+ views?$/);
    await expect(page.locator("a.language-switch")).toHaveAttribute("href", "/blog/kit-digital-2026-que-cubre");
    await expect(page.getByRole("link", { name: "Back to the blog" }).first()).toHaveAttribute("href", "/en/blog");
  });

  test("the cards link to their articles", async ({ page, javaScriptEnabled }) => {
    await page.goto("/blog");
    await ready(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Cuadros de mando para pymes: cinco indicadores para cada lunes" }).click();
    await expect(page).toHaveURL(/\/blog\/cuadros-de-mando-power-bi-pymes$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Cuadros de mando para pymes: cinco indicadores para cada lunes",
    );
    await expect(page.locator(".blog-prose h2").first()).toBeVisible();
  });

  // Unknown, unpublished and other-language slugs answer 404 from the article's loader:
  // tests/integration/routes/route-modules.test.ts; the 404 page it draws: seo.http.spec.ts.
});

test.describe("contact page", () => {
  test(
    "shows the four info cards, the form's place, four benefits and the demo button",
    { tag: "@content" },
    async ({ page }) => {
      const response = await page.goto("/contacto");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Hablemos de tu proyecto" })).toBeVisible();

      const info = page.locator("#contact-info");
      await expect(info.getByRole("heading", { level: 3 })).toHaveText([
        "Correo electrónico",
        "Teléfono",
        "Oficina en Valencia",
        "Alcance internacional",
      ]);
      await expect(info.getByRole("link", { name: "info@rts-soluciones.es" })).toHaveAttribute(
        "href",
        "mailto:info@rts-soluciones.es",
      );
      await expect(info.getByRole("link", { name: "+34 960 45 21 87" })).toHaveAttribute("href", "tel:+34960452187");
      // The office's city (spec); its street shows once the operator sets it (decision 210).
      await expect(info).toContainText("Valencia (España)");
      await expect(info).not.toContainText(/Calle|46004/);
      await expect(info).toContainText("Clientes en más de 20 países");

      await expect(
        page.locator("section#contact-form").getByRole("heading", { level: 2, name: "Envíanos un mensaje" }),
      ).toBeVisible();
      await expect(page.locator("#contact-benefits").getByRole("heading", { level: 3 })).toHaveText([
        "Consulta inicial gratuita",
        "Respuesta en 24 horas",
        "Lunes a viernes, 9:00-18:00",
        "Demo de 45 minutos",
      ]);
      await expect(page.locator(".hero").getByRole("link", { name: "Escríbenos" })).toHaveAttribute(
        "href",
        "#contact-form",
      );
      await expect(page.getByText("Reservar demo gratuita").first()).toBeVisible();
    },
  );

  test("is in English under /en", { tag: "@content" }, async ({ page }) => {
    await page.goto("/en/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Let's talk about your project" })).toBeVisible();
    await expect(page.locator("#contact-info").getByRole("heading", { level: 3 })).toHaveText([
      "E-mail",
      "Phone",
      "Office in Valencia",
      "International reach",
    ]);
    await expect(page.locator("#contact-info")).toContainText("Valencia (Spain)");
    await expect(page.locator("#contact-benefits").getByRole("heading", { level: 3 })).toHaveText([
      "Free initial consultation",
      "Reply within 24 hours",
      "Monday to Friday, 9:00-18:00",
      "45-minute demo",
    ]);
  });
});

test.describe("service search", () => {
  test("the header box is a GET form to /servicios?q= whose results render on the server", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/blog");
    const form = page.locator("form.service-search").first();
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", "/servicios");
    await expect(page.locator("#header-search")).toHaveAttribute("name", "q");
    if (javaScriptEnabled) {
      // Submitting without a highlighted entry is covered by the combobox test; here the results page itself.
      await page.goto("/servicios?q=robotica");
      await waitForHydration(page);
    } else {
      // Without JavaScript the header's and the phone menu's boxes stay plain search fields.
      await expectPlainSearchBox(page, "header-search");
      await expectPlainSearchBox(page, "mobile-search");
      await page.locator("summary[aria-label='Buscar servicios']").click();
      await page.locator("#header-search").fill("robotica");
      await page.locator("#header-search").press("Enter");
    }
    await expect(page).toHaveURL(/\/servicios\?q=robotica$/);
    const results = page.getByRole("region", { name: "Resultados de búsqueda" });
    await expect(results.getByRole("status")).toHaveText(/^\d+ resultados? para «robotica»$/);
    // Services first, then the further groups.
    await expect(results.getByRole("heading", { level: 3 }).first()).toHaveText("Servicios");
    await expect(results.getByRole("link", { name: /Robótica y RPA/ })).toHaveAttribute(
      "href",
      "/servicios/robotica-rpa",
    );
    await expectNoAxeViolations(page, "/servicios?q=robotica");
  });

  test(
    "the results match what a service does in either language, accents and case ignored",
    { tag: "@content" },
    async ({ page }) => {
      // What a service does, in either language's words, accents and case ignored (issue 11 item 6).
      for (const [query, service] of [
        ["chatbot", "Inteligencia Artificial"],
        ["FACTURAS", "Gestión de procesos"],
        ["crm", "Desarrollo de software"],
        ["formacion", "Robótica y RPA"],
        ["invoice", "Gestión de procesos"],
      ]) {
        await page.goto(`/servicios?q=${query}`);
        const list = page.getByRole("list", { name: "Servicios" });
        await expect(list.getByRole("link", { name: new RegExp(service) }), query).toBeVisible();
      }

      await page.goto("/en/services?q=DASHBOARDS");
      const english = page.getByRole("region", { name: "Search results" });
      await expect(english.getByRole("status")).toHaveText("1 result for “DASHBOARDS”");
      await expect(english.getByRole("link", { name: /BI and analytics/ })).toHaveAttribute(
        "href",
        "/en/services/bi-analytics",
      );

      await page.goto("/servicios?q=zzzz");
      await expect(page.getByRole("region", { name: "Resultados de búsqueda" }).getByRole("status")).toHaveText(
        "0 resultados para «zzzz»",
      );
      await expectNoAxeViolations(page, "/servicios?q=zzzz");
    },
  );

  test(
    "with JavaScript: type, count, arrows, Enter opens the page with a full load and clears the box",
    { tag: "@js" },
    async ({ page, javaScriptEnabled }) => {
      const console = watchConsole(page);
      await page.goto("/blog");
      await ready(page, javaScriptEnabled);
      await page.evaluate(() => ((window as unknown as { searchMarker: string }).searchMarker = "before"));
      await page.locator("summary[aria-label='Buscar servicios']").click();
      const input = page.locator("#header-search");
      await input.click();
      await input.pressSequentially("robotica");
      await expect(input).toHaveAttribute("role", "combobox");
      await expect(input).toHaveValue("robotica");

      const listbox = page.getByRole("listbox");
      await expect(listbox).toBeVisible();
      const first = listbox.getByRole("option").first();
      await expect(first).toContainText("Robótica y RPA");
      await expect(first).toContainText("Robots de software");
      await expect(first.locator("svg")).toHaveCount(1);
      const count = await listbox.getByRole("option").count();
      await expect(listbox).toContainText(`${count} resultado`);
      await expect(page.locator("form.service-search [role=status]").first()).toHaveText(
        count === 1 ? "1 resultado" : `${count} resultados`,
      );
      // Under its icon at the right of the header, every result shown without scrolling, the list
      // within the screen (issue 37: a 384-px list at the left edge showed two of five results).
      const icon = (await page.locator("summary[aria-label='Buscar servicios']").boundingBox())!;
      const field = (await input.boundingBox())!;
      expect(field.x + field.width).toBeGreaterThan(icon.x - 200);
      const box = await listbox.evaluate((element) => ({
        bottom: element.getBoundingClientRect().bottom,
        hidden: element.scrollHeight - element.clientHeight,
        overflowY: getComputedStyle(element).overflowY,
      }));
      expect(box.bottom).toBeLessThanOrEqual(page.viewportSize()!.height);
      expect(box.hidden, "results hidden below the list's edge").toBeLessThanOrEqual(1);
      expect(box.overflowY).toBe("auto");
      expect(await input.evaluate((element) => element.getBoundingClientRect().width)).toBe(256);
      await expectNoAxeViolations(page, "search results open");

      await page.keyboard.press("ArrowDown");
      await expect(listbox.getByRole("option").first()).toHaveAttribute("data-active-item", "true");
      // Every arrow key keeps the focus in the box and moves the highlight (issue 37: the second
      // ArrowDown left the box for the "Buscar" button).
      expect(count).toBeGreaterThan(1);
      const active = listbox.locator("[role=option][data-active-item]");
      for (let index = 1; index < count; index += 1) {
        await page.keyboard.press("ArrowDown");
        await expect(input).toBeFocused();
        await expect(listbox.getByRole("option").nth(index)).toHaveAttribute("data-active-item", "true");
      }
      // Past the last option the highlight goes round to the first, and back; the focus stays in the box.
      await page.keyboard.press("ArrowDown");
      await expect(input).toBeFocused();
      await expect(active).toHaveCount(1);
      await expect(listbox.getByRole("option").first()).toHaveAttribute("data-active-item", "true");
      await page.keyboard.press("ArrowUp");
      await expect(listbox.getByRole("option").nth(count - 1)).toHaveAttribute("data-active-item", "true");
      await page.keyboard.press("ArrowDown");
      await expect(input).toBeFocused();
      await expect(listbox.getByRole("option").first()).toHaveAttribute("data-active-item", "true");

      // The box must be empty while the new page loads: the old document reports what it shows while
      // the new page's document request is held, and records it (sessionStorage survives the load).
      let documentRequests = 0;
      let emptiedWhileLeaving = false;
      await page.exposeFunction("reportSearchBox", (value: string) => {
        if (documentRequests > 0 && value === "") emptiedWhileLeaving = true;
      });
      await page.evaluate(() => {
        const input = document.getElementById("header-search") as HTMLInputElement;
        const report = (window as unknown as { reportSearchBox(value: string): void }).reportSearchBox;
        window.setInterval(() => {
          sessionStorage.setItem("searchValueWhileLeaving", input.value);
          report(input.value);
        }, 20);
      });
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/servicios/robotica-rpa", async (route) => {
        if (route.request().resourceType() === "document") documentRequests += 1;
        await released;
        await route.continue();
      });
      await page.keyboard.press("Enter");
      await expect.poll(() => emptiedWhileLeaving).toBe(true);
      release();
      await page.waitForURL(/\/servicios\/robotica-rpa$/);
      await waitForHydration(page);
      expect(documentRequests).toBe(1);
      expect(await page.evaluate(() => sessionStorage.getItem("searchValueWhileLeaving"))).toBe("");
      // A full page load: the old document (and its marker) is gone.
      expect(await page.evaluate(() => (window as unknown as { searchMarker?: string }).searchMarker)).toBeUndefined();
      await expect(page.locator("#header-search")).toHaveValue("");
      console.assertClean();
    },
  );

  test(
    "with JavaScript: Escape and a click outside close the results; accents and descriptions match",
    { tag: "@js" },
    async ({ page, javaScriptEnabled }) => {
      await page.goto("/contacto");
      await ready(page, javaScriptEnabled);
      await page.locator("summary[aria-label='Buscar servicios']").click();
      const input = page.locator("#header-search");
      await input.click();
      await input.pressSequentially("ANALÍTICA");
      const listbox = page.getByRole("listbox");
      await expect(listbox.getByRole("option").first()).toContainText("BI y analítica");
      await page.keyboard.press("Escape");
      await expect(listbox).toBeHidden();
      await expect(input).toHaveAttribute("aria-expanded", "false");

      await input.fill("");
      await input.pressSequentially("kit digital");
      // The Kit Digital page itself first, then process management whose description names it.
      const services = listbox.getByRole("group", { name: "Servicios" });
      await expect(services.locator(".search-result-title").first()).toHaveText("Kit Digital");
      await expect(services.locator(".search-result-title")).toContainText(["Kit Digital", "Gestión de procesos"]);
      // A click outside closes the results and the search panel itself (decision 100).
      await page.getByRole("heading", { level: 1 }).click();
      await expect(listbox).toBeHidden();
      await expect(page.locator("details.search-disclosure")).not.toHaveAttribute("open", "");

      // Enter with nothing highlighted submits the form: the server-rendered results.
      await page.locator("summary[aria-label='Buscar servicios']").click();
      await input.fill("");
      await input.pressSequentially("web");
      await expect(listbox).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/servicios\?q=web$/);
      await expect(page.getByRole("region", { name: "Resultados de búsqueda" })).toBeVisible();
    },
  );

  test(
    "with JavaScript on a phone: the menu's search box is the same combobox, in English on /en",
    { tag: "@js" },
    async ({ page, javaScriptEnabled }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto("/en/blog");
      await ready(page, javaScriptEnabled);
      await page.locator("summary.mobile-menu-toggle").click();
      const input = page.locator("#mobile-search");
      await input.click();
      await input.pressSequentially("zzzzqx");
      await expect(page.locator("form.service-search [role=status]").last()).toHaveText("0 results");
      await input.fill("");
      await input.pressSequentially("invoice");
      const listbox = page.getByRole("listbox");
      await expect(listbox.getByRole("group", { name: "Services" }).getByRole("option").first()).toBeVisible();
      await input.fill("");
      await input.pressSequentially("robotics");
      await expect(listbox.getByRole("option").first()).toContainText("Robotics and RPA");
      // Where a phone user sees them: inside the screen, under the box, not behind the keyboard's half.
      const box = await listbox.boundingBox();
      const inputBox = await input.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(box && inputBox && box.y >= inputBox.y + inputBox.height && box.y < 740 / 2).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page, "mobile search open");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/en\/services\/robotics-rpa$/);
    },
  );
});
