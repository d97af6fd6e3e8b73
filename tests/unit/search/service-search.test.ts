import { describe, expect, it } from "vitest";
import { searchEntries } from "~/content/search";
import { serviceSearchEntries as servicesIn } from "~/content/facts/services";
import { createSearchIndex, foldForSearch, searchSite } from "~/utils/site-search";
import type { Lang } from "~/i18n/language";

const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title);
const entries = { es: searchEntries("es"), en: searchEntries("en") };
const indexes = { es: createSearchIndex(entries.es), en: createSearchIndex(entries.en) };
const search = (lang: Lang, query: string) => searchSite(indexes[lang], entries[lang], query);
const services = (lang: Lang, query: string) =>
  titles(search(lang, query).filter((entry) => entry.group === "services"));

describe("header search", () => {
  it("has the 10 services in both languages, same pages in the same order, then cases and FAQ answers", () => {
    expect(servicesIn("es")).toHaveLength(10);
    expect(servicesIn("en").map((entry) => entry.id)).toEqual(servicesIn("es").map((entry) => entry.id));
    expect(entries.es.map((entry) => entry.group)).toEqual(entries.en.map((entry) => entry.group));
    expect(new Set(entries.es.map((entry) => entry.group))).toEqual(new Set(["services", "cases", "faq"]));
    for (const entry of [...entries.es, ...entries.en]) expect(entry.path, entry.id).toMatch(/^\/[^ ]*$/);
  });

  it("titles each service with its search title, or its menu name", () => {
    expect(titles(servicesIn("es")).slice(0, 4)).toEqual([
      "Inteligencia Artificial",
      "Robótica y RPA",
      "Agencia de influencia",
      "Desarrollo de software",
    ]);
    expect(titles(servicesIn("en")).slice(6)).toEqual(["Website", "SEO presence", "BI and analytics", "Social media"]);
  });

  it("finds what the contact form offers: cybersecurity and Power BI (issue 30)", () => {
    // The secure workstation of the Kit Digital, and the BI service whose cases use Power BI.
    expect(services("es", "ciberseguridad")).toEqual(["Kit Digital"]);
    expect(services("en", "cybersecurity")).toEqual(["Kit Digital"]);
    expect(services("es", "power bi")[0]).toBe("BI y analítica");
    expect(services("en", "power bi")[0]).toBe("BI and analytics");
    expect(services("es", "big data")).toContain("BI y analítica");
  });

  it("finds services by what they do (issue 11 item 6), services first", () => {
    expect(services("es", "chatbot")).toEqual(["Inteligencia Artificial"]);
    expect(services("es", "facturas")).toEqual(expect.arrayContaining(["Gestión de procesos", "Robótica y RPA"]));
    expect(services("es", "CRM")).toEqual(expect.arrayContaining(["Desarrollo de software", "Gestión de procesos"]));
    expect(services("es", "formación").length).toBeGreaterThan(0);
    expect(services("en", "invoice")).toEqual(expect.arrayContaining(["Robotics and RPA"]));
    expect(services("en", "training").length).toBeGreaterThan(0);
    for (const query of ["chatbot", "facturas", "CRM", "formación"]) {
      const found = search("es", query);
      const firstOther = found.findIndex((entry) => entry.group !== "services");
      const lastService = found.map((entry) => entry.group).lastIndexOf("services");
      if (firstOther >= 0) expect(lastService, query).toBeLessThan(firstOther);
    }
  });

  it("ignores accents and case in the query and in the text", () => {
    expect(services("es", "robotica")).toEqual(["Robótica y RPA"]);
    expect(services("es", "ROBÓTICA")).toEqual(["Robótica y RPA"]);
    expect(services("es", "formacion")).toEqual(services("es", "Formación"));
    expect(services("es", "gestion de procesos")).toContain("Gestión de procesos");
    expect(services("en", "seo")).toEqual(["SEO presence"]);
  });

  it("matches the start of a word and the summary as well as the title", () => {
    expect(services("es", "factur")).toContain("Gestión de procesos");
    expect(services("es", "cuadros de mando")).toEqual(["BI y analítica"]);
    expect(services("en", "dashboards")).toEqual(["BI and analytics"]);
  });

  it("finds success cases and FAQ answers as further groups", () => {
    expect(search("es", "hotel").some((entry) => entry.group === "cases")).toBe(true);
    expect(search("en", "how long").some((entry) => entry.group === "faq")).toBe(true);
  });

  it("returns nothing for an empty or blank query, and nothing for a word the site does not have", () => {
    expect(search("es", "")).toEqual([]);
    expect(search("es", "   ")).toEqual([]);
    expect(search("es", "zzzzqx")).toEqual([]);
  });

  it("answers in the page's language, also to a word of the other language", () => {
    expect(services("en", "robotics")).toEqual(["Robotics and RPA"]);
    expect(services("es", "invoice")).toContain("Gestión de procesos");
    expect(services("en", "facturas")).toContain("Process management");
  });

  it("folds text to lower case without diacritics", () => {
    expect(foldForSearch("  Analítica ÑANDÚ ")).toBe("analitica nandu");
  });
});
