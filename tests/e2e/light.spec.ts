import { expect, test, type Route } from "@playwright/test";
import { answerConsent, scriptsFetched, waitForHydration } from "../helpers/e2e";

/**
 * What a visitor does before the scripts arrive survives their arrival (decisions 100, 160), a tap
 * while a widget's own code is on its way still does its job, and the cookie banner never covers an
 * open menu or the search results.
 */
// About the arrival of JavaScript: the js project only.
test("nothing a visitor did before JavaScript arrived is lost when it does", { tag: "@js" }, async ({ page }) => {
  await answerConsent(page);
  // Every client script is held back (a slow connection) while the visitor types, opens, focuses and scrolls.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/build\/.*\.js$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  // Held scripts hold the page's load event: the visitor starts as soon as the page is parsed.
  await page.goto("/servicios/robotica-rpa", { waitUntil: "domcontentloaded" });

  // The scripts are asked for by the page itself, before the visitor does anything (decision 160).
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  await nav.locator("summary", { hasText: "Empresa" }).click();
  await page.locator("summary[aria-label='Buscar servicios']").click();
  await page.locator("#header-search").fill("facturas");
  const email = page.locator("#newsletter-form input[type=email]");
  await email.fill("ana@example.com");
  await email.press("End");
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight - 1000, behavior: "instant" }));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // Where the visitor is: a piece of the page in view (not the header) and how far from the top of
  // the window it stands. scrollY alone would not do: when the header (sticky, in the flow) draws
  // its search results, the browser's scroll anchoring raises scrollY by their height to keep the
  // same text in view, which is the point.
  const placeInView = () =>
    page.evaluate(() => {
      let piece = document.querySelector("[data-test-anchor]");
      for (const share of [0.8, 0.6, 0.4]) {
        if (piece) break;
        const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight * share);
        if (hit && !hit.closest("header")) {
          piece = hit;
          piece.setAttribute("data-test-anchor", "");
        }
      }
      return piece ? Math.round(piece.getBoundingClientRect().top) : null;
    });
  const place = await placeInView();
  expect(place).not.toBeNull();

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await waitForHydration(page);

  await expect(nav.locator("details[open] > summary")).toHaveText("Empresa");
  await expect(nav.getByRole("link", { name: "Sobre nosotros" })).toBeVisible();
  await expect(page.locator("details.search-disclosure")).toHaveAttribute("open", "");
  await expect(page.locator("#header-search")).toHaveValue("facturas");
  await expect(email).toHaveValue("ana@example.com");
  await expect(email).toBeFocused();
  // The same text stands where it stood (a jump to the top or to the focused field would fail).
  expect(Math.abs((await placeInView())! - place!)).toBeLessThanOrEqual(4);

  // React hydrated the very field being typed in: the visitor goes on where they were.
  await page.keyboard.type(".es");
  await expect(email).toHaveValue("ana@example.com.es");
  await expect(page.locator("#newsletter-form button[type=submit]")).toBeEnabled();
  expect(Math.abs((await placeInView())! - place!)).toBeLessThanOrEqual(4);
});

test("the cookie banner never covers an open menu or the search results", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/");
  if (javaScriptEnabled) await waitForHydration(page);
  const banner = page.locator(".consent-banner");
  await expect(banner).toBeVisible();
  const covered = async (selector: string) =>
    page.evaluate((target) => {
      const element = document.querySelector(target);
      if (!element) return "missing";
      const box = element.getBoundingClientRect();
      for (const x of [box.left + 4, (box.left + box.right) / 2, box.right - 4]) {
        for (const y of [box.top + 4, (box.top + box.bottom) / 2, box.bottom - 4]) {
          if (y > window.innerHeight || x > window.innerWidth) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && !element.contains(hit)) return `covered at ${x},${y} by ${hit.outerHTML.slice(0, 80)}`;
        }
      }
      return "visible";
    }, selector);

  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  await nav.locator("summary", { hasText: "Servicios" }).click();
  await nav.locator("summary", { hasText: "Kit Digital" }).click();
  expect(await covered(".nav-disclosure[open] > .nav-popover")).toBe("visible");
  await expect(banner).toBeHidden();
  await nav.locator("summary", { hasText: "Servicios" }).click();
  await expect(banner).toBeVisible();

  await page.locator("summary[aria-label='Buscar servicios']").click();
  const input = page.locator("#header-search");
  if (javaScriptEnabled) {
    await input.click();
    await input.pressSequentially("datos");
    await expect(page.getByRole("listbox")).toBeVisible();
    expect(await covered(".search-popover")).toBe("visible");
    await expect(banner).toBeHidden();
  } else {
    expect(await covered(".search-panel")).toBe("visible");
  }
});

// On phones the header scrolls away, so nothing passes under it: a backdrop blur there only cost the
// compositor work on every frame of the load (decision 157). Where it is sticky, the page shows
// through it.
test("the header blurs what passes under it only where it is sticky", { tag: "@content" }, async ({ page }) => {
  const header = async () =>
    page.locator(".site-header").evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.position, style.backdropFilter];
    });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/servicios/redes-sociales");
  expect(await header()).toEqual(["relative", "none"]);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await header()).toEqual(["sticky", "blur(8px)"]);
});

// The budget (npm run perf:budget) counts the files Remix's <Scripts> preloads for the page; a first
// visit must fetch no other script until the visitor reaches for something.
test("a first visit fetches only the scripts the budget counts", { tag: "@js" }, async ({ page }) => {
  for (const path of ["/faq", "/en/services/robotics-rpa", "/"]) {
    const html = await (await page.request.get(path)).text();
    // Each address once: the entry chunk holds the site's frame too, and Remix lists it among its own
    // imports (a browser fetches a module once).
    const preloaded = [
      ...new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1])),
    ].sort();
    await page.goto(path);
    await waitForHydration(page);
    // Anything started by hydration (an effect, an eager import) has had time to be requested.
    await page.waitForLoadState("networkidle");
    expect(preloaded.length, path).toBeGreaterThan(5);
    expect(await scriptsFetched(page), path).toEqual(preloaded);
  }
});

// The booking dialog is the browser's own modal <dialog>, in the page's code: it is on screen at the
// tap. Its form and calendar are a chunk of their own, fetched when the visitor reaches for a demo
// button; while it is on its way the dialog says so, then the form fills it. No document load.
test(
  "a tap on the demo button opens the dialog at once, and its form follows its code",
  { tag: "@js" },
  async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route(/\/build\/DemoBookingForm-[^/]+\.js$/, async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    const path = "/casos-exito/automatizacion-contable-inteligente";
    await page.goto(path);
    await waitForHydration(page);
    // A document load would drop this mark.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

    await page.locator(".cta-band").getByRole("button", { name: "Reservar una consulta gratuita" }).click();
    const dialog = page.getByRole("dialog", { name: "Agenda una demo gratuita" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Cargando el calendario…");
    await expect.poll(() => requested.length).toBe(1);

    release();
    await expect(dialog.getByLabel("Nombre completo")).toBeVisible();
    await expect(dialog).not.toContainText("Cargando el calendario…");
    expect(await stayed()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  },
);

// The banner answers in place with JavaScript: a fetcher posts the choice and the page stays. The
// action's redirect reaches the fetcher inside single fetch's answer (202, decision 190).
test("the consent banner's answer posts in place", { tag: "@js" }, async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const banner = page.getByRole("region", { name: "Tu privacidad, tu elección" });
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await banner.getByRole("button", { name: "Solo necesarias" }).click();
  expect((await answer).status()).toBe(202);
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)).toBe(true);
});
