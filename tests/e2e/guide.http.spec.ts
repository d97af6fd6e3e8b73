/**
 * The guide PDFs as the site serves them (built by `npm run build`): the right file per language,
 * its real figures as the site states them, and caching a browser or CDN can use.
 */
import { expect, test } from "@playwright/test";
import { guides } from "../helpers/guide";
import { guideFacts } from "../../app/content/guide/facts";
import { pdfFacts } from "../../app/services/guide/pdf-facts.server";
import { GUIDE_PATHS } from "~shared/guide";

const squash = (text: string) => text.replace(/\s+/g, "");

for (const lang of ["es", "en"] as const) {
  test(`${lang}: the guide is a PDF with the figures the site states, cached for a month`, async ({ request }) => {
    const response = await request.get(GUIDE_PATHS[lang]);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["cache-control"]).toBe("public, max-age=2592000");
    expect(headers["etag"]).toMatch(/^"[\w-]{32}"$/);
    expect(headers["content-disposition"]).toBe(`inline; filename="${guides[lang].fileName}"`);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    const body = await response.body();
    expect(Number(headers["content-length"])).toBe(body.length);
    const facts = pdfFacts(body);
    expect(facts.pages).toBe(guideFacts[lang].pages);
    expect(Object.keys(facts.destinations).filter((name) => name.startsWith("case-"))).toHaveLength(
      guideFacts[lang].cases,
    );
    expect(squash(facts.pageTexts[0])).toContain(squash(guides[lang].cover.title));

    // Revalidation by ETag: 304 without a body; HEAD answers the headers only.
    const again = await request.get(GUIDE_PATHS[lang], { headers: { "If-None-Match": headers["etag"] } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);
    expect(again.headers()["etag"]).toBe(headers["etag"]);
    const stale = await request.get(GUIDE_PATHS[lang], { headers: { "If-None-Match": '"an-old-edition"' } });
    expect(stale.status()).toBe(200);
    const head = await request.head(GUIDE_PATHS[lang]);
    expect(head.status()).toBe(200);
    expect(head.headers()["content-type"]).toBe("application/pdf");
  });
}

test("the two languages are two different files", async ({ request }) => {
  const [es, en] = await Promise.all([request.get(GUIDE_PATHS.es), request.get(GUIDE_PATHS.en)]);
  expect(es.headers()["etag"]).not.toBe(en.headers()["etag"]);
  expect(squash(pdfFacts(await en.body()).pageTexts[0])).toContain(squash(guides.en.cover.title));
  expect(squash(pdfFacts(await es.body()).pageTexts[0])).not.toContain(squash(guides.en.cover.title));
});
