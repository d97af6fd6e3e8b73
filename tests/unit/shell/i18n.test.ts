import { describe, expect, it } from "vitest";
import { createInstance } from "i18next";
import { namespaces } from "~/i18n/resources";
import { i18nOptions } from "~/i18n/options";
import { resources } from "~/i18n/resources";

function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe("UI strings", () => {
  for (const [name, strings] of Object.entries(namespaces)) {
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
    expect(i18n.t("onlyInSpanish")).toBe("onlyInSpanish");
  });

  it("renders both languages from the bundled resources", async () => {
    const i18n = createInstance();
    await i18n.init({ ...i18nOptions, lng: "en", resources });
    expect(i18n.t("nav.contact")).toBe("Contact");
    await i18n.changeLanguage("es");
    expect(i18n.t("nav.contact")).toBe("Contacto");
  });
});
