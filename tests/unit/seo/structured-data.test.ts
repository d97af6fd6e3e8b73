import type { MetaDescriptor } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { company, unsetIdentity } from "~/config/company";
import { breadcrumbTrail } from "~/services/seo/breadcrumbs.server";
import { formatOpeningHours } from "~/utils/format";
import { languages } from "~/i18n/language";
import { pageData } from "~/utils/page-data.server";
import { pageKeys } from "~/utils/pages";
import {
  blogPosting,
  caseArticle,
  jobPosting,
  organization,
  pageService,
  webSite,
  type JsonLdNode,
} from "~/utils/structured-data";

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
      "/en/success-stories",
      "/en/success-stories/end-to-end-hotel-automation",
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

  it("a page that shows its trail gets a BreadcrumbList from it, in one graph; a page one step below home neither", () => {
    const breadcrumbs = breadcrumbTrail("kit-bi", "en");
    const [list] = graphOf(headOf("/en/services/bi-analytics"));
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
    // Home > Contact is not shown (the menus say where it is), so it is not marked up (issue 37).
    expect(headOf("/en/contact").some((tag) => "script:ld+json" in tag)).toBe(false);
  });
});

describe("structured data from the page's own facts", () => {
  it("the company on the home page: address, contact as configured, hours as the contact page writes them, area, logo", () => {
    const node = organization(origin, "es", contact, unsetIdentity);
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
      path: "/en/services/artificial-intelligence",
      lang: "en",
    });
    expect(ai).toMatchObject({ name: "Artificial intelligence" });
    expect(ai).not.toHaveProperty("category");
    // schema.org gives inLanguage to creative works (and a few others), not to Service (issue 31 item 5).
    expect(ai).not.toHaveProperty("inLanguage");
  });

  it("rich results of issue 31: WebSite, JobPosting without a salary, a case as an Article about its client, an author with a url", () => {
    expect(webSite(origin, "en", "/en", unsetIdentity)).toMatchObject({
      "@type": "WebSite",
      name: "RTS",
      url: `${origin}/en`,
      inLanguage: "en-GB",
    });
    const job = jobPosting(
      origin,
      {
        path: "/en/careers/robotics-engineer",
        title: "Robotics engineer",
        description: "d",
        department: "Robotics",
        posted: "2026-11-27",
        validThrough: "2027-02-28T23:59:59+01:00",
        employmentType: "FULL_TIME",
        skills: ["ROS 2"],
        place: { office: true, remote: false, remoteCountries: ["ES"] },
        salary: null,
      },
      unsetIdentity,
    );
    expect(job).toMatchObject({
      "@type": "JobPosting",
      datePosted: "2026-11-27",
      validThrough: "2027-02-28T23:59:59+01:00",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@id": `${origin}/#organization`, name: "RTS" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Valencia", addressCountry: "ES" } },
    });
    expect(job).not.toHaveProperty("baseSalary");
    expect(job).not.toHaveProperty("inLanguage");
    expect(job).not.toHaveProperty("jobLocationType");
    // Unset, the street and postal code are left out, never written empty.
    expect(JSON.stringify(job)).not.toMatch(/streetAddress|postalCode/);
    const story = caseArticle(origin, "es", {
      path: "/casos-exito/x",
      headline: "h",
      description: "d",
      client: "Cliente Ejemplo",
      published: "2026-11-21",
      modified: "2026-11-26",
      images: ["/build/covers/hotel.abc.16x9.png"],
    });
    expect(story).toMatchObject({
      "@type": "Article",
      about: { "@type": "Organization", name: "Cliente Ejemplo" },
      datePublished: "2026-11-21",
      image: [`${origin}/build/covers/hotel.abc.16x9.png`],
    });
    const posting = blogPosting(origin, "es", {
      path: "/blog/x",
      headline: "h",
      description: "d",
      section: "s",
      author: { name: "Nombre Apellido", path: "/blog/autores/nombre-apellido" },
      published: "2026-10-28T09:00:00+01:00",
      modified: "2026-10-28T09:00:00+01:00",
      images: ["/build/covers/a.16x9.png"],
    });
    expect(posting.author).toEqual({
      "@type": "Person",
      "@id": `${origin}/blog/autores/nombre-apellido#person`,
      name: "Nombre Apellido",
      url: `${origin}/blog/autores/nombre-apellido`,
    });
    // The organisation: a contact point and the area it serves; no priceRange (the spec states no price).
    const org = organization(origin, "es", { email: "a@b.es", phone: "+34 1" }, unsetIdentity);
    expect(org).toMatchObject({
      contactPoint: { "@type": "ContactPoint", telephone: "+34 1" },
      areaServed: { name: "España" },
    });
    expect(org).not.toHaveProperty("priceRange");
    // Unset: left out (JSON drops an undefined property).
    expect(JSON.parse(JSON.stringify(org))).not.toHaveProperty("legalName");
    expect(JSON.parse(JSON.stringify(org))).not.toHaveProperty("vatID");
  });

  it("the identity the operator sets (decision 210): legalName, vatID and the full address; remote jobs and a given salary", () => {
    const identity = {
      ...unsetIdentity,
      legalName: "Ejemplo Consultores, S.L.",
      nif: "B12345674",
      registeredOffice: { street: "Calle Ejemplo, 1", postalCode: "46001", city: "Valencia" },
      office: { street: "Avenida Ejemplo, 2", postalCode: "46002", city: "Valencia" },
    };
    const org = organization(origin, "es", contact, identity);
    expect(org).toMatchObject({
      legalName: "Ejemplo Consultores, S.L.",
      vatID: "ESB12345674",
      address: { streetAddress: "Avenida Ejemplo, 2", postalCode: "46002", addressLocality: "Valencia" },
    });
    expect(webSite(origin, "es", "/", identity)).toMatchObject({ alternateName: "Ejemplo Consultores, S.L." });
    const vacancy = {
      path: "/carreras/x",
      title: "t",
      description: "<p>d</p>",
      department: "d",
      posted: "2026-11-27",
      validThrough: "2027-02-28T23:59:59+01:00",
      employmentType: "FULL_TIME",
      skills: ["s"],
    };
    const hybrid = jobPosting(
      origin,
      {
        ...vacancy,
        place: { office: true, remote: true, remoteCountries: ["ES"] },
        salary: { min: 30000, max: 40000, currency: "EUR", period: "YEAR" },
      },
      identity,
    );
    expect(hybrid).toMatchObject({
      jobLocation: { address: { streetAddress: "Avenida Ejemplo, 2", postalCode: "46002" } },
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [{ "@type": "Country", name: "ES" }],
      baseSalary: { currency: "EUR", value: { minValue: 30000, maxValue: 40000, unitText: "YEAR" } },
    });
    const remote = jobPosting(
      origin,
      { ...vacancy, place: { office: false, remote: true, remoteCountries: ["ES"] }, salary: null },
      identity,
    );
    expect(remote).not.toHaveProperty("jobLocation");
    expect(remote).toMatchObject({ jobLocationType: "TELECOMMUTE" });
  });
});
