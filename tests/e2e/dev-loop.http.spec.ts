/**
 * Issue 28, the development loop: under `npm run dev` an edit to a content module, a component, a
 * stylesheet or a route shows in the browser as soon as Remix has rebuilt, with no restart and on the
 * same database. The edits go to a scratch copy of the project (tests/helpers/dev-loop.ts); each step
 * waits for the app server to load the rebuild, then for the page to show the edit. How long each
 * took, edit to screen, is a figure in the test's annotations (docs/measurements.md), not a condition.
 */
import { expect, test } from "@playwright/test";
import { startDevServer } from "../helpers/dev-loop";
import { patience } from "../helpers/patience";

const READER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" };
const ARTICLE = "/blog/datos-limpios-base-analitica";

test("npm run dev: an edited content module, component, stylesheet and route show without a restart, on the same database", async ({
  page,
  request,
}) => {
  // The first build of `npm run dev` and four rebuilds: about a minute and a half on a quiet machine.
  test.setTimeout(patience(90_000));
  const dev = await startDevServer();
  const figures: string[] = [];
  /** Makes an edit, waits for the app server to load the rebuild, then for the browser to show it. */
  async function change(what: string, edit: () => void, shown: () => Promise<void>) {
    const before = dev.rebuilds();
    const started = Date.now();
    edit();
    await dev.reloaded(before);
    await shown();
    figures.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  /** An article's view count, as a reader's visit counts and shows it (the database's figure). */
  async function views(): Promise<number> {
    const html = await (await request.get(`${dev.url}${ARTICLE}`, { headers: READER })).text();
    return Number(/class="blog-fact-views">[\s\S]*?<\/svg>([^<]+)</.exec(html)?.[1].replace(/\D/g, ""));
  }

  try {
    const viewsBefore = await views();
    await page.goto(`${dev.url}/faq`);
    const title = (await page.title()).replace(/ \| RTS$/, "");

    await change(
      "content module (app/content/faq.ts)",
      () => dev.edit("app/content/faq.ts", `"${title}"`, `"${title} (edited)"`),
      async () => {
        await page.reload();
        await expect(page).toHaveTitle(/\(edited\)/);
      },
    );
    await change(
      "component (app/components/ui/Section.tsx)",
      () =>
        dev.edit(
          "app/components/ui/Section.tsx",
          '<h1 id="page-title">{title}</h1>',
          '<h1 id="page-title">{title} ✓</h1>',
        ),
      async () => {
        await page.reload();
        await expect(page.locator("#page-title")).toHaveText(/ ✓$/);
      },
    );
    await change(
      "stylesheet (app/styles/base.css)",
      () => dev.append("app/styles/base.css", "\nbody {\n  outline: 3px solid rgb(1, 2, 3);\n}\n"),
      async () => {
        await page.reload();
        await expect(page.locator("body")).toHaveCSS("outline-color", "rgb(1, 2, 3)");
      },
    );
    await change(
      "route (app/routes/robots.txt.ts)",
      () => dev.edit("app/routes/robots.txt.ts", "Allow: /\\n", "Allow: /\\nDisallow: /dev-loop/\\n"),
      async () => {
        await page.goto(`${dev.url}/robots.txt`);
        await expect(page.locator("body")).toContainText("Disallow: /dev-loop/");
      },
    );

    // The same process and database throughout: one start, and the reading before the edits counted.
    expect(await views()).toBe(viewsBefore + 1);
    expect(dev.output().split('"event":"server_listening"')).toHaveLength(2);
    expect(dev.output()).not.toContain("already in use");
    test.info().annotations.push({ type: "figures", description: `edit to screen: ${figures.join("; ")}` });
    console.log(test.info().annotations.at(-1)?.description);
  } finally {
    await dev.stop();
  }
});
