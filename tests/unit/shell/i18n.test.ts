import { describe, expect, it } from "vitest";
import { createInstance } from "i18next";
import { pageStrings } from "~/i18n/page-strings.server";
import { i18nOptions } from "~/i18n/options";
import { addStrings, translate } from "~/i18n/react";
import { namespaces, resources, resourcesFor } from "~/i18n/resources";
import { pageNamespaces } from "~/i18n/resources/pages";

function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe("UI strings", () => {
  for (const [name, strings] of Object.entries({ ...namespaces, ...pageNamespaces })) {
    it(`namespace "${name}" has the same keys in Spanish and English`, () => {
      expect(keyPaths(strings.en).sort()).toEqual(keyPaths(strings.es).sort());
    });
  }

  it("a missing key renders the key itself, never the other language", async () => {
    const i18n = createInstance();
    await i18n.init({
      ...i18nOptions,
      lng: "en",
      resources: { es: { common: { onlyInSpanish: "Solo en español" } }, en: { common: {} } },
    });
    // @ts-expect-error Keys are typed (i18n/i18next.d.ts): an unknown key does not compile.
    expect(i18n.t("onlyInSpanish")).toBe("onlyInSpanish");
  });

  it("the render-time translator (decision 103) writes what i18next writes: keys, plurals, placeholders", async () => {
    for (const lang of ["es", "en"] as const) {
      for (const [name, strings] of Object.entries(resourcesFor(lang))) addStrings(lang, name as "common", strings);
    }
    expect(translate("en", "common", "nav.contact")).toBe("Contact");
    expect(translate("en", "services", "service-ai.name")).toBe("Artificial intelligence");
    expect(translate("en", "common", "search.count", { count: 1 })).toBe("1 result");
    expect(translate("en", "common", "search.count", { count: 3 })).toBe("3 results");
    expect(translate("es", "common", "nav.contact")).toBe("Contacto");
    expect(translate("es", "common", "search.countFor", { count: 2, query: "kit" })).toBe("2 resultados para «kit»");
    expect(translate("es", "common", "search.countFor", { count: 1_000_000, query: "kit" })).toBe(
      "1000000 resultados para «kit»",
    );
    expect(translate("en", "common", "nav.missing")).toBe("nav.missing");
    expect(translate("en", "forms", "errors.nothing", { defaultValue: "fallback" })).toBe("fallback");
    // The same answers as i18next, which the server's loaders still use (where i18next has one: for
    // Spanish "many" (a million) it finds no `_many` key and writes the key, this falls back to `_other`).
    const i18n = createInstance();
    await i18n.init({ ...i18nOptions, lng: "es", resources });
    for (const count of [0, 1, 2, 17]) {
      expect(translate("es", "common", "search.countFor", { count, query: "q" })).toBe(
        i18n.t("search.countFor", { count, query: "q" }),
      );
    }
  });

  it("keeps page namespaces out of the bundled resources; a loader sends one language of those it names", () => {
    for (const name of Object.keys(pageNamespaces)) expect(resources.es).not.toHaveProperty(name);
    expect(pageStrings("en", ["cases"])).toEqual({ cases: pageNamespaces.cases.en });
    expect(pageStrings("es", [])).toEqual({});
  });

  it("renders a page namespace once it is added, with plurals", async () => {
    const i18n = createInstance();
    await i18n.init({ ...i18nOptions, lng: "es", resources });
    i18n.addResourceBundle("es", "cases", pageNamespaces.cases.es);
    expect(i18n.t("list.found", { ns: "cases", count: 1 })).toBe("1 caso encontrado");
    expect(i18n.t("list.found", { ns: "cases", count: 0 })).toBe("0 casos encontrados");
    i18n.addResourceBundle("es", "kit", pageNamespaces.kit.es);
    expect(i18n.t("aid.band", { ns: "kit", from: 10, to: 49 })).toBe("De 10 a 49 empleados");
  });
});
