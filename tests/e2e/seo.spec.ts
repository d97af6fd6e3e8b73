import { expect, test, type Page } from "@playwright/test";
import { answerConsent, expectNoAxeViolations, waitForHydration, watchConsole } from "../helpers/e2e";

/**
 * The head the browser keeps (JavaScript on: after hydration and client-side navigation, the meta
 * helper runs in the browser and must name the same card and links as the server), the language
 * switch between translated articles and the 404 page of an unknown article, with JavaScript on and off.
 */

const meta = (page: Page, property: string) => page.locator(`head meta[property="${property}"]`);

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await waitForHydration(page);
}

test.beforeEach(async ({ page }) => {
  await answerConsent(page);
});

test("a page keeps its social card, feed and icons in the head; a client-side visit to an article switches to the article's", async ({
  page,
  javaScriptEnabled,
}) => {
  const console = watchConsole(page);
  await page.goto("/blog");
  await ready(page, javaScriptEnabled);
  await expect(meta(page, "og:image")).toHaveAttribute("content", /\/build\/social\/blog\.es\.[0-9a-z]+\.png$/);
  const blogCard = await meta(page, "og:image").getAttribute("content");
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/blog\/rss\.xml$/,
  );
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");

  await page.getByRole("link", { name: "Cuadros de mando para pymes: cinco indicadores para cada lunes" }).click();
  await expect(page).toHaveURL(/\/blog\/cuadros-de-mando-power-bi-pymes$/);
  await expect(meta(page, "og:type")).toHaveAttribute("content", "article");
  await expect(meta(page, "og:image")).toHaveAttribute(
    "content",
    /\/build\/social\/article-cuadros-de-mando-power-bi-pymes\.es\.[0-9a-z]+\.png$/,
  );
  // Date, time and zone as the article's file states them (decision 185).
  await expect(meta(page, "article:published_time")).toHaveAttribute("content", "2026-09-16T09:00:00+02:00");
  await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    /\/en\/blog\/dashboards-five-kpis$/,
  );
  // Back on the blog (with JavaScript the browser's meta helper derives the card): the same URL as the server's.
  await page.getByRole("link", { name: "Volver al blog" }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(meta(page, "og:type")).toHaveAttribute("content", "website");
  await expect(meta(page, "og:image")).toHaveAttribute("content", blogCard!);
  console.assertClean();
});

test("the language switch of a translated article opens its translation, and back", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/blog/kit-digital-2026-que-cubre");
  await ready(page, javaScriptEnabled);
  await page.locator("a.language-switch").click();
  await expect(page).toHaveURL(/\/en\/blog\/kit-digital-explained$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Kit Digital explained");
  await ready(page, javaScriptEnabled);
  await page.locator("a.language-switch").click();
  await expect(page).toHaveURL(/\/blog\/kit-digital-2026-que-cubre$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("an unknown article is the site's 404 page: title, noindex, frame, no axe violations", async ({
  page,
  javaScriptEnabled,
}) => {
  const response = await page.goto("/en/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await ready(page, javaScriptEnabled);
  await expect(page).toHaveTitle("Page not found | RTS");
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/en");
  await expectNoAxeViolations(page, "unknown article");
});

test("breadcrumbs say where a page sits and lead up the trail; the structured data follows the page", async ({
  page,
  javaScriptEnabled,
}) => {
  const console = watchConsole(page);
  const graphTypes = async () => {
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    return (json["@graph"] as Array<{ "@type": string; itemListElement?: Array<{ item: string }> }>).map((node) => ({
      type: node["@type"],
      last: node.itemListElement?.at(-1)?.item,
    }));
  };
  await page.goto("/en/services/seo-presence");
  await ready(page, javaScriptEnabled);
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link")).toHaveText(["Home", "Services", "Kit Digital", "Advanced presence and SEO"]);
  await expect(trail.getByRole("link", { name: "Advanced presence and SEO" })).toHaveAttribute("aria-current", "page");
  expect(await graphTypes()).toEqual([
    { type: "Service", last: undefined },
    { type: "BreadcrumbList", last: expect.stringMatching(/\/en\/services\/seo-presence$/) },
  ]);
  // axe on this page (no query string) is in shell.spec.ts ("every page").

  await trail.getByRole("link", { name: "Kit Digital" }).click();
  await expect(page).toHaveURL(/\/en\/services\/kit-digital$/);
  await expect(trail.getByRole("link")).toHaveText(["Home", "Services", "Kit Digital"]);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(await graphTypes()).toEqual([
    { type: "Service", last: undefined },
    { type: "BreadcrumbList", last: expect.stringMatching(/\/en\/services\/kit-digital$/) },
  ]);
  console.assertClean();
});
