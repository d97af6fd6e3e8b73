import type { MetaDescriptor } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { company } from "~/config/company";
import { breadcrumbTrail } from "~/services/seo/breadcrumbs.server";
import { formatOpeningHours } from "~/utils/format";
import { languages } from "~/i18n/language";
import { pageData } from "~/utils/page-data.server";
import { pageKeys } from "~/utils/pages";
import { organization, pageService, type JsonLdNode } from "~/utils/structured-data";

const origin = "https://rts.example";
const contact = { email: "hola@rts.example", phone: "+34 600 000 000" };

/** The one JSON-LD graph of a page's meta. */
function graphOf(tags: MetaDescriptor[]): JsonLdNode[] {
  const scripts = tags.filter((tag) => "script:ld+json" in tag);
  expect(scripts).toHaveLength(1);
  const script = (scripts[0] as { "script:ld+json": { "@context": string; "@graph": JsonLdNode[] } })["script:ld+json"];
  expect(script["@context"]).toBe("https://schema.org");
  return script["@graph"];
}

/** The head a page's loader builds for a path of this origin (SITE_URL is not set in the tests). */
const headOf = (pathname: string) =>
  pageData(
    { request: new Request(origin + pathname) },
    { es: { meta: { title: "T", description: "D" } }, en: { meta: { title: "T", description: "D" } } },
  ).seo;

describe("breadcrumb trails", () => {
  it("from the home page through the parents, named as the menus name them", () => {
    expect(breadcrumbTrail("kit-seo", "es")).toEqual([
      { name: "Inicio", path: "/" },
      { name: "Servicios", path: "/servicios" },
      { name: "Kit Digital", path: "/servicios/kit-digital" },
      { name: "Presencia avanzada y SEO", path: "/servicios/presencia-seo" },
    ]);
    expect(breadcrumbTrail("case-hotel", "en").map((crumb) => crumb.path)).toEqual([
      "/en",
      "/en/casos-exito",
      "/en/casos-exito/automatizacion-hotelera-completa",
    ]);
    expect(breadcrumbTrail("faq", "en")).toEqual([
      { name: "Home", path: "/en" },
      { name: "FAQ", path: "/en/faq" },
    ]);
    expect(breadcrumbTrail("home", "es")).toEqual([]);
    const article = { name: "Un artículo", path: "/blog/un-articulo" };
    expect(breadcrumbTrail("blog", "es", article).at(-1)).toEqual(article);
  });

  it("every page of the route table has a named trail in both languages", () => {
    for (const key of pageKeys) {
      for (const lang of languages) {
        for (const crumb of breadcrumbTrail(key, lang)) expect(crumb.name, `${key} ${lang}`).toMatch(/\S/);
      }
    }
  });

  it("every page but the home page gets a BreadcrumbList from its loader's trail, in one graph", () => {
    const breadcrumbs = breadcrumbTrail("kit-bi", "en");
    const [list] = graphOf(headOf("/en/servicios/bi-analitica"));
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement).toEqual(
      breadcrumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: origin + crumb.path,
      })),
    );
    expect(headOf("/").some((tag) => "script:ld+json" in tag)).toBe(false);
  });
});

describe("structured data from the page's own facts", () => {
  it("the company on the home page: address, contact as configured, hours as the contact page writes them, area, logo", () => {
    const node = organization(origin, "es", contact);
    expect(node["@type"]).toEqual(["ProfessionalService", "Organization"]);
    expect(node).toMatchObject({
      "@id": `${origin}/#organization`,
      name: company.name,
      email: contact.email,
      telephone: contact.phone,
      address: { addressLocality: "Valencia", addressCountry: "ES" },
      areaServed: { "@type": "Country", name: "España" },
      logo: { url: `${origin}/icon-512.png`, width: 512, height: 512 },
    });
    const [hours] = node.openingHoursSpecification as Array<{ dayOfWeek: string[]; opens: string; closes: string }>;
    expect(hours).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    });
    // The contact page's words come from the same fact.
    expect(formatOpeningHours(company.openingHours, "es")).toBe("Lunes a viernes, 9:00-18:00");
    expect(formatOpeningHours(company.openingHours, "en")).toBe("Monday to Friday, 9:00-18:00");
  });

  it("a Kit Digital solution is a Service in the Kit Digital's category, provided by the company; a service page has no category", () => {
    const lead = "Lo que dice el hero.";
    const [solution] = pageService({
      content: { hero: { lead } },
      breadcrumbs: breadcrumbTrail("kit-process", "es"),
      origin,
      path: "/servicios/gestion-procesos",
      lang: "es",
    });
    expect(solution).toMatchObject({
      "@type": "Service",
      name: "Gestión de procesos",
      description: lead,
      category: "Kit Digital",
      provider: { "@id": `${origin}/#organization` },
    });
    const [ai] = pageService({
      content: { hero: { lead } },
      breadcrumbs: breadcrumbTrail("service-ai", "en"),
      origin,
      path: "/en/servicios/inteligencia-artificial",
      lang: "en",
    });
    expect(ai).toMatchObject({ name: "Artificial intelligence", inLanguage: "en-GB" });
    expect(ai).not.toHaveProperty("category");
  });
});
