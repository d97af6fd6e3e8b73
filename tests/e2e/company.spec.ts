import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, watchConsole } from "../helpers/e2e";

/**
 * Issue 37 (decisions 210-214): the pages that show what the company gives, as a visitor sees them
 * with JavaScript on and off, in both languages: the team of two by role, the vacancies' whole text
 * and JobPosting, no author page without a bio, the contact page's address, no third party loaded.
 */

const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => (JSON.parse(text) as { "@graph": Array<Record<string, unknown>> })["@graph"]);
}

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

  for (const [path, remote] of [
    ["/carreras/desarrollador-full-stack", false],
    ["/en/careers/full-stack-developer", false],
    ["/carreras/especialista-ia-machine-learning", true],
    ["/en/careers/ai-machine-learning-specialist", true],
  ] as const) {
    test(`vacancy ${path}: its whole text (250+ words), a JobPosting without invented address or salary`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const own = `${await page.locator("main h1").textContent()} ${await page.locator("#oferta").innerText()}`;
      expect(words(own)).toBeGreaterThanOrEqual(250);
      await expect(page.locator("#oferta h3")).toHaveCount(4);
      await expect(page.locator("#oferta .check-list").first().locator("li")).not.toHaveCount(0);
      const apply = page.locator("#oferta .vacancy-apply a");
      await expect(apply).toHaveAttribute("href", /\?puesto=.+#contact-form$/);
      const job = (await jsonLd(page)).find((node) => node["@type"] === "JobPosting");
      expect(job).toBeDefined();
      expect(job).toMatchObject({ employmentType: "FULL_TIME", datePosted: "2026-11-27" });
      for (const field of ["title", "description", "validThrough", "hiringOrganization"])
        expect(job).toHaveProperty(field);
      expect(String(job!.description)).toMatch(/^<p>.+<\/ul>$/s);
      expect(job).not.toHaveProperty("baseSalary");
      // The street and postal code are the operator's: left out until set, never empty strings.
      expect(JSON.stringify(job)).not.toMatch(/streetAddress|postalCode/);
      if (remote) {
        expect(job).toMatchObject({
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: [{ "@type": "Country", name: "ES" }],
        });
      } else expect(job).not.toHaveProperty("jobLocationType");
      await expectNoAxeViolations(page, path);
    });
  }

  test("no author page without a name and a bio: the sample-data authors answer 404; bylines say RTS", async ({
    page,
    request,
  }) => {
    for (const path of ["/blog/autores/laura-martinez", "/en/blog/authors/laura-martinez", "/blog/autores/ceo"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toMatch(/\/blog\/autores\/|\/blog\/authors\//);
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
