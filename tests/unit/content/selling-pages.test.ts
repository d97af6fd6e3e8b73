import { demoBookingContent } from "~/content/demo-booking";
import { guides } from "~/content/guide";
import { DEMO_DURATION_MINUTES, DEMO_SLOTS } from "~shared/demo-slots";
import { guideFacts } from "~/content/guide/facts";
import { describe, expect, it } from "vitest";
import { people } from "~/services/content/people.server";
import { proofView } from "~/services/content/proof.server";
import { aboutContent } from "~/content/about";
import { homeContent } from "~/content/home";
import { readCompanyContent } from "~/services/content/company-content.server";
import { testimonialsFor } from "~/services/content/testimonials.server";
import { servicePages } from "~/content/service-pages";
import { servicesContent } from "~/content/services";
import { initialOf } from "~/components/sections/Testimonials";
import type { ServicePageContent, ServiceSection } from "~/components/services/ServicePage";
import { contentFor } from "~/utils/page-data.server";
import { pageKeys } from "~/utils/pages";

/** The section of a service page with this id, of the expected kind. */
function section<K extends ServiceSection["kind"]>(page: ServicePageContent, id: string, kind: K) {
  const found = page.sections.find((candidate) => candidate.id === id);
  if (found?.kind !== kind) throw new Error(`no ${kind} section #${id}`);
  return found as Extract<ServiceSection, { kind: K }>;
}

const langs = ["es", "en"] as const;
const modules = { homeContent, aboutContent, servicesContent, ...servicePages };
const page = (content: (typeof modules)[keyof typeof modules], lang: "es" | "en") =>
  contentFor<{ meta: { title: string; description: string } }>(content, lang);
const serviceAiContent = servicePages["service-ai"];
const serviceRoboticsContent = servicePages["service-robotics"];
const serviceMarketingContent = servicePages["service-marketing"];
const serviceSoftwareContent = servicePages["service-software"];

/** Every { page } or { external } link object anywhere in a content tree. */
function linksIn(value: unknown): Array<{ page?: string; external?: string; label: string }> {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const own =
      ("page" in record || "external" in record) && "label" in record
        ? [record as { page?: string; external?: string; label: string }]
        : [];
    return [...own, ...Object.values(record).flatMap(linksIn)];
  }
  return [];
}

describe("selling pages content", () => {
  it("has unique titles and descriptions per page and language", () => {
    for (const lang of langs) {
      const titles = Object.values(modules).map((content) => page(content, lang).meta.title);
      const descriptions = Object.values(modules).map((content) => page(content, lang).meta.description);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });

  it("links only to pages of the route table or to https sites", () => {
    for (const [name, content] of Object.entries(modules)) {
      for (const lang of langs) {
        const links = linksIn(page(content, lang));
        expect(links.length, name).toBeGreaterThan(0);
        for (const link of links) {
          if (link.page !== undefined) expect(pageKeys, `${name} ${lang} ${link.label}`).toContain(link.page);
          else expect(link.external, `${name} ${lang} ${link.label}`).toMatch(/^https:\/\//);
        }
      }
    }
  });

  it("home: hero stats, the testimonials slot, the eBook facts and the closing promises", () => {
    expect(homeContent("es").hero.stats.map((stat) => stat.value)).toEqual(["500+", "99,9\u00a0%", "24/7"]);
    expect(homeContent("en").hero.stats.map((stat) => stat.value)).toEqual(["500+", "99.9%", "24/7"]);
    for (const lang of langs) {
      expect(testimonialsFor(homeContent(lang).testimonials.ids, lang)).toEqual([]);
      expect(homeContent(lang).story.steps).toHaveLength(3);
      expect(homeContent(lang).benefits.items).toHaveLength(4);
      expect(homeContent(lang).cases.items.map((item) => item.link && "page" in item.link && item.link.page)).toEqual([
        "case-hotel",
        "case-government",
        "case-accounting",
        "case-grid",
        "case-flights",
      ]);
    }
    // The guide's real figures: the PDFs the build renders (tests/unit/guide checks them).
    for (const lang of ["es", "en"] as const) {
      expect(homeContent(lang).leadMagnet.facts.map((fact) => fact.value)).toEqual([
        String(guideFacts[lang].pages),
        String(guideFacts[lang].cases),
      ]);
      expect(homeContent(lang).leadMagnet.title).toBe(guides[lang].cover.title);
    }
    expect(homeContent("es").closing.points).toEqual([
      "Consulta de 15 minutos",
      "Respuesta en 24 horas",
      "Cero compromiso",
    ]);
    expect(homeContent("en").closing.points).toEqual([
      "15-minute consultation",
      "Reply within 24 hours",
      "Zero commitment",
    ]);
  });

  it("about: the spec's two leaders (by role, slots until named), three values, four capabilities with what backs them, four steps", () => {
    // The team is the people list (decision 213): the CEO and the Director of Operations the spec
    // names by role only; no invented name, photo or profile address.
    expect(people().map((person) => person.role.en)).toEqual(["CEO", "Director of Operations"]);
    for (const person of people()) expect(person.team).toBe(true);
    for (const lang of langs) {
      const about = aboutContent[lang];
      expect(about.values.items).toHaveLength(3);
      // No bars that all read 100 %: each capability shows a figure, its evidence and where to check it.
      expect(about.capabilities.items).toHaveLength(4);
      for (const item of about.capabilities.items) {
        expect(item.figure?.value).toMatch(/\d/);
        expect(item.points?.length).toBeGreaterThanOrEqual(2);
        expect(item.link).toBeDefined();
      }
      // Proof the company has not given is not shown (decision 210); what it gives names its source.
      for (const award of proofView(lang).awards) expect(award.url).toMatch(/^https:\/\//);
      expect(about.process.steps).toHaveLength(4);
    }
  });

  it("services overview: the spec's figures with the total they are part of", () => {
    expect(servicesContent.es.results.stats.map((stat) => stat.value)).toEqual(["500+", "200", "50", "10\u00a0M€"]);
    expect(servicesContent.en.results.stats.map((stat) => stat.value)).toEqual(["500+", "200", "50", "EUR\u00a010M"]);
  });

  it("robotics: four industries at 70, 65, 60, 80 % and the headline figures", () => {
    for (const lang of langs) {
      const robotics = serviceRoboticsContent(lang);
      expect(section(robotics, "sectores", "cards").items.map((item) => item.level)).toEqual([70, 65, 60, 80]);
      expect(section(robotics, "caracteristicas", "cards").items).toHaveLength(4);
      expect(section(robotics, "beneficios", "cards").items).toHaveLength(5);
      expect(section(robotics, "proceso", "steps").steps).toHaveLength(4);
      expect(section(robotics, "testimonios", "testimonials").ids).toEqual([]);
    }
    expect(section(serviceRoboticsContent("es"), "cifras", "stats").stats.map((stat) => stat.value)).toEqual([
      "24/7",
      "99\u00a0%",
      "Hasta 10x",
      "100\u00a0%",
    ]);
    expect(section(serviceRoboticsContent("en"), "cifras", "stats").stats.map((stat) => stat.value)).toEqual([
      "24/7",
      "99%",
      "Up to 10x",
      "100%",
    ]);
    // The spec's "10x" and "100 % regulatory compliance" say what they measure (issue 30): the speed
    // of a task, the share of a robot's actions on record; no promise of compliance.
    for (const lang of langs) {
      const labels = section(serviceRoboticsContent(lang), "cifras", "stats").stats.map((stat) => stat.label);
      expect(labels.join(" | ")).not.toMatch(/cumplimiento normativo|regulatory compliance/);
    }
  });

  it("marketing: four services, four categories with growth, two case studies, 300 % and 5:1", () => {
    for (const lang of langs) {
      const marketing = serviceMarketingContent(lang);
      expect(section(marketing, "servicios", "cards").items).toHaveLength(4);
      expect(section(marketing, "incluye", "cards").items.map((item) => item.growthPercent)).toEqual([
        300, 250, 180, 150,
      ]);
      expect(section(marketing, "casos-de-estudio", "case-studies").items).toHaveLength(2);
      expect(section(marketing, "testimonios", "testimonials").ids).toEqual([]);
      expect(marketing.hero.stats?.map((stat) => stat.value)[1]).toBe("5:1");
    }
  });

  it("software: expertise 95/98/92/90, delivery times, four phases and two-week sprints", () => {
    const projects = (lang: "es" | "en") =>
      section(serviceSoftwareContent(lang), "proyectos", "cards").items.map((item) => item.figure?.value);
    expect(projects("es")).toEqual(["8-12 semanas", "12-16 semanas", "10-14 semanas", "16-24 semanas"]);
    expect(projects("en")).toEqual(["8-12 weeks", "12-16 weeks", "10-14 weeks", "16-24 weeks"]);
    const method = (lang: "es" | "en") => section(serviceSoftwareContent(lang), "metodologia", "steps");
    expect(method("es").steps.map((step) => step.duration)).toEqual([
      "1-2 semanas",
      "2-3 semanas",
      "Variable según el alcance",
      "1-2 semanas",
    ]);
    expect(method("en").steps.map((step) => step.duration)).toEqual([
      "1-2 weeks",
      "2-3 weeks",
      "Variable, depending on scope",
      "1-2 weeks",
    ]);
    expect(method("es").note).toContain("sprints de 2 semanas");
    expect(method("en").note).toContain("2-week sprints");
    for (const lang of langs) {
      const software = serviceSoftwareContent(lang);
      expect(section(software, "tecnologia", "cards").items.map((item) => item.level)).toEqual([95, 98, 92, 90]);
      expect(section(software, "especialidades", "cards").items).toHaveLength(4);
      expect(section(software, "testimonios", "testimonials").ids).toEqual([]);
    }
  });

  // The specification's testimonial slots (home: six, each service page: two) stay empty until the
  // company gives its clients' words (decision 245); the launch check names them.
  it("AI: the testimonials slot; each testimonial file is shown once across the site, in both languages", () => {
    expect(section(serviceAiContent("es"), "testimonios", "testimonials").ids).toEqual([]);
    const { testimonials } = readCompanyContent();
    for (const testimonial of testimonials) {
      expect(testimonial.es.quote).not.toBe(testimonial.en.quote);
      expect(testimonial.rating).toBe(5);
    }
    const shown = [
      ...homeContent("en").testimonials.ids,
      ...Object.values(servicePages).flatMap((content) =>
        content("en").sections.flatMap((candidate) => (candidate.kind === "testimonials" ? candidate.ids : [])),
      ),
    ];
    // Every testimonial appears once across the site.
    expect(shown.sort()).toEqual(testimonials.map((item) => item.id).sort());
  });

  it("service pages: the hero names the service unless the page says otherwise", () => {
    expect(serviceAiContent("es").hero.eyebrow).toBe("Inteligencia artificial");
    expect(serviceRoboticsContent("en").hero.eyebrow).toBe("Robotics and RPA");
    expect(serviceMarketingContent("es").hero.eyebrow).toBe("Agency of Influence");
  });
});

describe("the demo booking page (issue 36 thin pages)", () => {
  it("says what the demo is with the slot grid's own facts, in both languages", () => {
    for (const lang of ["es", "en"] as const) {
      const items = demoBookingContent[lang].about.items;
      expect(items).toHaveLength(4);
      expect(items[0]).toContain(String(DEMO_DURATION_MINUTES));
      expect(items[1]).toContain(`${DEMO_SLOTS[0]}`);
      expect(items[1]).toContain(`${DEMO_SLOTS.at(-1)}`);
      expect(items[2]).toContain("24");
    }
  });
});

describe("section helpers", () => {
  it("takes the initial of a name, accents included", () => {
    expect(initialOf("Óscar Ferrer")).toBe("Ó");
    expect(initialOf("  maría")).toBe("M");
    expect(initialOf("")).toBe("?");
  });
});
