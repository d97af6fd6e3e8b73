import { describe, expect, it } from "vitest";
import { serviceSearchEntries as entriesIn } from "~/content/facts/services";
import { foldForSearch, searchServices } from "~/utils/service-search";

const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title);
const serviceSearchEntries = { es: entriesIn("es"), en: entriesIn("en") };

describe("service search matcher", () => {
  it("has the 10 services in both languages, same pages in the same order", () => {
    expect(serviceSearchEntries.es).toHaveLength(10);
    expect(serviceSearchEntries.en.map((entry) => entry.page)).toEqual(
      serviceSearchEntries.es.map((entry) => entry.page),
    );
  });

  it("titles each entry with the service's search title, or its menu name", () => {
    expect(titles(serviceSearchEntries.es).slice(0, 4)).toEqual([
      "Inteligencia Artificial",
      "Robótica y RPA",
      "Agencia de influencia",
      "Desarrollo de software",
    ]);
    expect(titles(serviceSearchEntries.en).slice(6)).toEqual([
      "Website",
      "SEO presence",
      "BI and analytics",
      "Social media",
    ]);
  });

  it("ignores accents in the query and in the text", () => {
    expect(titles(searchServices(serviceSearchEntries.es, "robotica"))).toEqual(["Robótica y RPA"]);
    expect(titles(searchServices(serviceSearchEntries.es, "robótica"))).toEqual(["Robótica y RPA"]);
    expect(titles(searchServices(serviceSearchEntries.es, "gestion de procesos"))).toEqual(["Gestión de procesos"]);
  });

  it("ignores case", () => {
    expect(titles(searchServices(serviceSearchEntries.es, "KIT DIGITAL"))).toContain("Kit Digital");
    expect(titles(searchServices(serviceSearchEntries.en, "seo"))).toEqual(["SEO presence"]);
  });

  it("matches the description as well as the title", () => {
    // "cuadros de mando" only appears in the BI entry's description.
    expect(titles(searchServices(serviceSearchEntries.es, "cuadros de mando"))).toEqual(["BI y analítica"]);
    expect(titles(searchServices(serviceSearchEntries.en, "dashboards"))).toEqual(["BI and analytics"]);
  });

  it("returns nothing for an empty or blank query, and nothing for a word no service has", () => {
    expect(searchServices(serviceSearchEntries.es, "")).toEqual([]);
    expect(searchServices(serviceSearchEntries.es, "   ")).toEqual([]);
    expect(searchServices(serviceSearchEntries.es, "zzzz")).toEqual([]);
  });

  it("searches each language in its own words", () => {
    expect(titles(searchServices(serviceSearchEntries.en, "robotics"))).toEqual(["Robotics and RPA"]);
    expect(searchServices(serviceSearchEntries.en, "robotica")).toEqual([]);
  });

  it("folds text to lower case without diacritics", () => {
    expect(foldForSearch("  Analítica ÑANDÚ ")).toBe("analitica nandu");
  });
});
