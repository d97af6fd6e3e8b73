/**
 * An old-style data request (`?_data=nope`, issue 36 item 5; single fetch, decision 190, refuses
 * every `?_data=`) is a 4xx answer and one structured warning: no raw stack trace reaches the log,
 * nothing is logged as an error.
 */
import { expect, test } from "@playwright/test";
import { startSiteProcess, type SiteProcess } from "../helpers/server/site-process";

let site: SiteProcess;

test.beforeAll(async () => {
  site = await startSiteProcess();
});

test.afterAll(async () => {
  await site?.stop("SIGKILL");
  site?.cleanup();
});

test("?_data= requests: a 4xx and one JSON warning, never a stack trace", async () => {
  for (const target of ["/?_data=nope", "/en/faq?_data=routes%2Fnope", "/contacto?_data=root%00"]) {
    const answer = await fetch(`${site.url}${target}`);
    await answer.arrayBuffer();
    expect(answer.status, target).toBeGreaterThanOrEqual(400);
    expect(answer.status, target).toBeLessThan(500);
  }
  await expect
    .poll(
      () =>
        site
          .output()
          .split("\n")
          .filter((line) => line.includes('"request.refused"')).length,
    )
    .toBe(3);
  const lines = site
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "");
  // Every line is one JSON object: no "Error: ..." and no "    at ..." lines.
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  expect(site.output()).not.toMatch(/"level":"error"/);
});
