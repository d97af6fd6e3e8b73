import { describe, expect, it } from "vitest";
import { languageFromPath, localizePath, unlocalizedPath } from "~/i18n/language";
import { pageKeyFromPath, pageKeys, pagePath } from "~/utils/pages";
import { legacyRedirectTarget } from "~/utils/legacy-redirects";

describe("language paths", () => {
  it("reads the language from the URL", () => {
    expect(languageFromPath("/")).toBe("es");
    expect(languageFromPath("/faq")).toBe("es");
    expect(languageFromPath("/en")).toBe("en");
    expect(languageFromPath("/en/faq")).toBe("en");
    expect(languageFromPath("/english")).toBe("es");
    expect(languageFromPath("/enlace")).toBe("es");
  });

  it("maps a page to the other language and back, keeping query and hash", () => {
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/en", "es")).toBe("/");
    expect(localizePath("/servicios/kit-digital?x=1#top", "en")).toBe("/en/servicios/kit-digital?x=1#top");
    expect(localizePath("/en/servicios/kit-digital", "es")).toBe("/servicios/kit-digital");
    expect(localizePath("/en/faq", "en")).toBe("/en/faq");
    expect(unlocalizedPath("/en/blog/x")).toBe("/blog/x");
  });

  it("knows the 28 pages of the route table in both languages", () => {
    expect(pageKeys).toHaveLength(28);
    const paths = pageKeys.flatMap((key) => [pagePath(key, "es"), pagePath(key, "en")]);
    expect(new Set(paths).size).toBe(56);
    for (const key of pageKeys) {
      expect(pageKeyFromPath(pagePath(key, "es"))).toBe(key);
      expect(pageKeyFromPath(pagePath(key, "en"))).toBe(key);
      expect(pageKeyFromPath(`${pagePath(key, "en")}/`)).toBe(key);
    }
    expect(pageKeyFromPath("/nope")).toBeUndefined();
  });

  it("redirects the old short case ids to the long ones, in the same language", () => {
    expect(legacyRedirectTarget("/casos-exito/gestion-vuelos")).toBe("/casos-exito/gestion-inteligente-de-vuelos");
    expect(legacyRedirectTarget("/en/casos-exito/optimizacion-redes")).toBe(
      "/en/casos-exito/optimizacion-de-redes-electricas",
    );
    expect(legacyRedirectTarget("/casos-exito/digitalizacion-gubernamental")).toBeUndefined();
  });
});
