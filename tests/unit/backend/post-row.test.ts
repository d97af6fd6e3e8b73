import { describe, expect, it } from "vitest";
import { inSiteZone } from "~/services/backend/post-row.server";

describe("an article's time of publication as the office's clock reads it (decision 185)", () => {
  it("writes the instant in Madrid time with the offset of that day", () => {
    // Summer time (+02:00), winter time (+01:00), and the hour that repeats when summer time ends.
    expect(inSiteZone("2026-09-30T07:00:00.000Z")).toBe("2026-09-30T09:00:00+02:00");
    expect(inSiteZone("2026-11-30T08:00:00Z")).toBe("2026-11-30T09:00:00+01:00");
    expect(inSiteZone("2026-10-25T00:30:00Z")).toBe("2026-10-25T02:30:00+02:00");
    expect(inSiteZone("2026-10-25T01:30:00Z")).toBe("2026-10-25T02:30:00+01:00");
    // What PostgreSQL and PGlite send for a timestamptz.
    expect(inSiteZone("2026-04-08 07:00:00+00")).toBe("2026-04-08T09:00:00+02:00");
  });
});
