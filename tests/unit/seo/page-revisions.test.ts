import { pageNamespaces } from "~/i18n/resources/pages";
import { describe, expect, it } from "vitest";
import revisions from "~/page-revisions.json";
import { pageKeys } from "~/utils/pages";
import { pageFingerprint, pageSources, pageTitle } from "../../../scripts/seo/page-sources";
import { stalePages } from "../../../scripts/seo/page-revisions";

describe("page revision dates (sitemap lastmod)", () => {
  it("every route-table page has a revision date, a real day not in the future", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const key of pageKeys) {
      const revised = (revisions as Record<string, { revised: string } | undefined>)[key]?.revised;
      expect(revised, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${revised}T00:00:00Z`).toISOString().slice(0, 10), key).toBe(revised);
      expect(revised! <= today, `${key} revised in the future`).toBe(true);
    }
  });

  it("no page's copy changed since its revision date (else: npm run seo:revisions)", () => {
    expect(
      stalePages(),
      "pages whose copy changed: run `npm run seo:revisions` and commit app/page-revisions.json",
    ).toEqual([]);
  });

  it("a change in a page's copy, or in copy it shares, makes it stale", () => {
    const recorded = { ...revisions, faq: { revised: "2026-01-01", fingerprint: "0000000000000000" } };
    expect(stalePages(recorded)).toEqual(["faq"]);
    const caseHotel = pageFingerprint("case-hotel");
    // The case pages share the `cases` interface strings their loader sends.
    expect(pageSources["case-hotel"].strings).toContain("cases");
    const shared = pageNamespaces.cases as unknown as { es: Record<string, unknown> };
    const before = shared.es;
    shared.es = { ...before, extra: "x" };
    try {
      expect(pageFingerprint("case-hotel")).not.toBe(caseHotel);
    } finally {
      shared.es = before;
    }
    expect(pageFingerprint("case-hotel")).toBe(caseHotel);
  });

  it("titles come from each page's own content (both languages, all distinct)", () => {
    for (const lang of ["es", "en"] as const) {
      const titles = pageKeys.map((key) => pageTitle(key, lang));
      expect(titles.every((title) => title.trim().length > 0)).toBe(true);
      expect(new Set(titles).size).toBe(pageKeys.length);
    }
  });
});
