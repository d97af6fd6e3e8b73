import { expect, test, type Route } from "@playwright/test";
import { answerConsent, scriptsFetched, waitForHydration } from "../helpers/e2e";

/**
 * Issue 13: what a visitor does before the scripts arrive survives their arrival (decisions 100,
 * 102), and the cookie banner never covers an open menu or the search results.
 */
// About the arrival of JavaScript: the js project only.
test("nothing a visitor did before JavaScript arrived is lost when it does", { tag: "@js" }, async ({ page }) => {
  await answerConsent(page);
  // Every client script is held back until the visitor has typed, opened, focused and scrolled.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/build\/.*\.js$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/servicios/robotica-rpa");

  // The first click starts the scripts (decision 145); they stay held while the visitor goes on.
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  await nav.locator("summary", { hasText: "RTS" }).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.locator("summary[aria-label='Buscar servicios']").click();
  await page.locator("#header-search").fill("facturas");
  const email = page.locator("#newsletter-form input[type=email]");
  await email.fill("ana@example.com");
  await email.press("End");
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight - 1000, behavior: "instant" }));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // Where the visitor is: a piece of the page in view (not the header, not a live spot, which are
  // drawn anew) and how far from the top of the window it stands. scrollY alone would not do: when
  // the live header (sticky, in the flow) draws its search results, the browser's scroll anchoring
  // raises scrollY by their height to keep the same text in view, which is the point.
  const placeInView = () =>
    page.evaluate(() => {
      let piece = document.querySelector("[data-test-anchor]");
      for (const share of [0.8, 0.6, 0.4]) {
        if (piece) break;
        const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight * share);
        if (hit && !hit.closest("header, [data-live-in]")) {
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

  await expect(nav.locator("details[open] > summary")).toHaveText("RTS");
  await expect(nav.getByRole("link", { name: "Sobre nosotros" })).toBeVisible();
  await expect(page.locator("details.search-disclosure")).toHaveAttribute("open", "");
  await expect(page.locator("#header-search")).toHaveValue("facturas");
  await expect(email).toHaveValue("ana@example.com");
  await expect(email).toBeFocused();
  // The same text stands where it stood (a jump to the top or to the focused field would fail).
  expect(Math.abs((await placeInView())! - place!)).toBeLessThanOrEqual(4);

  // The form's own code arrives with the focus already inside it: the live form takes over what was
  // typed, the focus and the caret, and goes on where the visitor is.
  await expect(page.locator("[data-live-in=newsletter][data-live]")).toHaveCount(1);
  await expect(email).toHaveValue("ana@example.com");
  await expect(email).toBeFocused();
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

// The budget (npm run perf:budget) counts the files the page's boot script preloads; a first visit
// must fetch no other script until the visitor reaches for something.
test("a first visit fetches only the scripts the budget counts", { tag: "@js" }, async ({ page }) => {
  for (const path of ["/faq", "/en/servicios/robotica-rpa", "/"]) {
    await page.goto(path);
    await waitForHydration(page);
    // Anything started by hydration (an effect, an eager import) has had time to be requested.
    await page.waitForLoadState("networkidle");
    const preloaded = await page.evaluate(() => {
      const boot = document.querySelector<HTMLScriptElement>("script[data-preloads]");
      return (JSON.parse(boot?.dataset.preloads ?? "[]") as string[]).sort();
    });
    const fetched = await scriptsFetched(page);
    expect(preloaded.length, path).toBeGreaterThan(5);
    expect(fetched, path).toEqual(preloaded);
  }
});

// Decision 144: the demo button's and the consent banner's code load on intent. A click made while
// that code is held back must still do what the live widget does once it arrives: no document load,
// no answer lost.
test(
  "a first click on the demo button or the banner, before its code is in, still does its job",
  { tag: "@js" },
  async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route(/\/build\/_shared\/(DemoButtonLive|CookieConsentLive)-[^/]+\.js$/, async (route) => {
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

    // The server's link: the click is held while the button's code is on its way.
    const label = "Reservar una consulta gratuita";
    await page.locator(".cta-band").getByRole("link", { name: label }).click();
    // The banner's answer, given while its code is on its way, is held too.
    const banner = page.getByRole("region", { name: "Tu privacidad, tu elección" });
    await banner.getByRole("button", { name: "Solo necesarias" }).click();
    await expect.poll(() => requested.length).toBe(2);
    expect(await stayed()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(banner).toBeVisible();

    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    release();
    // Both replayed on the live widgets: the dialog opens, the answer posts in place (a fetcher: 204).
    await expect(page.getByRole("dialog", { name: "Agenda una demo gratuita" })).toBeVisible();
    expect((await answer).status()).toBe(204);
    await expect(banner).toBeHidden();
    expect(await stayed()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  },
);
