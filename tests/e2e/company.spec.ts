import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, watchConsole } from "../helpers/e2e";

/**
 * Issue 37 (decisions 210-214): the pages that show what the company gives, as a visitor sees them
 * with JavaScript on and off, in both languages: the team of two by role, the vacancies' whole text,
 * bylines that name no author without a bio, the contact page's address, no third party loaded.
 */

/** Every request the page made went to this site only. */
function watchOrigins(page: Page, origin: string) {
  const others: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin) others.push(request.url());
  });
  return others;
}

test.describe("the company's pages (issue 37)", () => {
  test("about: the specification's team of two by role, no stand-in faces, no empty proof sections", async ({
    page,
  }) => {
    for (const [path, roles] of [
      ["/sobre-nosotros", ["CEO", "Director/a de Operaciones"]],
      ["/en/about-us", ["CEO", "Director of Operations"]],
    ] as const) {
      const console = watchConsole(page);
      await page.goto(path);
      const team = page.locator("#equipo");
      await expect(team.locator("article h3")).toHaveText([...roles]);
      await expect(team.locator("img, .avatar, .avatar-initial")).toHaveCount(0);
      for (const id of ["socios", "clientes", "certificaciones", "premios", "prensa"]) {
        await expect(page.locator(`#${id}`)).toHaveCount(0);
      }
      await expectNoAxeViolations(page, path);
      console.assertClean();
    }
  });

  // The vacancy's words (250+ of its own) are tests/unit/content/company-content.test.ts's; its JobPosting
  // and status tests/integration/routes/route-modules.test.ts's. Here: what the page draws, the same
  // markup with JavaScript on or off (the every-page test audits a vacancy with JavaScript too).
  for (const path of [
    "/carreras/desarrollador-full-stack",
    "/en/careers/full-stack-developer",
    "/carreras/especialista-ia-machine-learning",
    "/en/careers/ai-machine-learning-specialist",
  ]) {
    test(
      `vacancy ${path}: its whole text in four sections and a way to apply`,
      { tag: "@content" },
      async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("#oferta h3")).toHaveCount(4);
        await expect(page.locator("#oferta .check-list").first().locator("li")).not.toHaveCount(0);
        const apply = page.locator("#oferta .vacancy-apply a");
        await expect(apply).toHaveAttribute("href", /\?puesto=.+#contact-form$/);
        await expectNoAxeViolations(page, path);
      },
    );
  }

  // The author pages' 404 and the sitemap without them: tests/integration/routes/route-modules.test.ts.
  test("no author named without a bio: bylines say RTS and link to no author page", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.locator("a[href*='/blog/autores/']")).toHaveCount(0);
    await expect(page.locator(".blog-fact-author").first()).toContainText("RTS");
  });

  test("contact: the office as far as it is set, no map or script from a third party", async ({ page, baseURL }) => {
    const others = watchOrigins(page, new URL(baseURL!).origin);
    for (const [path, city] of [
      ["/contacto", "Valencia (España)"],
      ["/en/contact", "Valencia (Spain)"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(city, { exact: true }).first()).toBeVisible();
      // No street set in identity.yaml: no map link (a map of a city says nothing), no iframe ever.
      await expect(page.locator("a[href*='openstreetmap.org']")).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
      await expect(page.locator(".form-data-notice").first()).toContainText(/(Responsable|Controller): RTS\./);
      await expectNoAxeViolations(page, path);
    }
    expect(others).toEqual([]);
  });
});
