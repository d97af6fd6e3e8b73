import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberPreference } from "~/components/layout/preference-cookie";
import { preferenceCookie } from "~/utils/cookies";

/** A Set-Cookie or document.cookie string as a set of lower-case attributes, order ignored. */
const attributes = (cookie: string) => new Set(cookie.split(";").map((part) => part.trim().toLowerCase()));

describe("a preference cookie written in the browser is the one the server writes", () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const protocol of ["https:", "http:"]) {
    it(`lng and theme on ${protocol}`, () => {
      for (const [name, value] of [
        ["lng", "en"],
        ["theme", "dark"],
      ] as const) {
        const document = { cookie: "" };
        vi.stubGlobal("document", document);
        vi.stubGlobal("location", { protocol });
        rememberPreference(name, value);
        expect(attributes(document.cookie)).toEqual(attributes(preferenceCookie(name, value, protocol === "https:")));
      }
    });
  }
});
