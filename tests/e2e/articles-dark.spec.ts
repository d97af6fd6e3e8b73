import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, templatePagePaths } from "../helpers/e2e";

/**
 * The pages of issue 31 in the dark theme (shell.spec checks every page in the light one): an
 * article with its related block and its category's link, a topic, an author, a vacancy, the guide.
 */
const paths = [
  "/blog/rpa-automatizar-facturas-proveedores",
  "/en/blog/rpa-supplier-invoices-case",
  "/recursos/guia-automatizacion-pymes",
  ...templatePagePaths.map((page) => page.path),
];

test(
  "articles, topics, authors, vacancies and the guide are axe clean in the dark theme",
  { tag: "@content" },
  async ({ page }) => {
    await page.context().addCookies([{ name: "theme", value: "dark", url: test.info().project.use.baseURL! }]);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectNoAxeViolations(page, `${path} (dark)`);
    }
  },
);
