import { existsSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar, Testimonials } from "~/components/sections/Testimonials";
import { ProofSections, type ProofCopy } from "~/components/sections/ProofSections";
import { balancedGrid } from "~/components/ui/Card";
import { mapLink } from "~/components/contact/ContactSections";
import { company, copyrightYears, legalNameOf, postalAddress, unsetIdentity } from "~/config/company";
import { aboutContent } from "~/content/about";
import { readCompanyContent } from "~/services/content/company-content.server";
import { languages } from "~/i18n/language";
import { withFullStop } from "~/utils/format";

/** Issue 30: proof a sceptical buyer believes; no invented fact, no rough edge. */

const publicFile = (src: string) => path.resolve("public", src.replace(/^\//, ""));

describe("proof slots (decision 210)", () => {
  const copy: ProofCopy = aboutContent.es.proof;
  const empty = { partners: [], clients: [], certifications: [], awards: [], press: [] };
  const picture = { src: "/images/content/partners/ejemplo.svg", width: 160, height: 48, sources: [], alt: "Ejemplo" };

  it("an empty kind of proof renders nothing at all", () => {
    expect(renderToStaticMarkup(<ProofSections copy={copy} proof={empty} />)).toBe("");
  });

  it("an entry renders its section, its logo and the link where it can be checked", () => {
    const partner = { name: "Ejemplo", url: "https://example.com/", picture };
    const award = {
      year: 2024,
      name: "Premio",
      awardedBy: "Jurado",
      url: "https://example.com/premios",
      picture: null,
    };
    const html = renderToStaticMarkup(
      <ProofSections copy={copy} proof={{ ...empty, partners: [partner], awards: [award] }} />,
    );
    expect(html).toContain('id="socios"');
    expect(html).toContain('src="/images/content/partners/ejemplo.svg"');
    expect(html).toContain('width="160"');
    expect(html).toContain('alt="Ejemplo"');
    expect(html).toContain('href="https://example.com/"');
    expect(html).toContain('id="premios"');
    expect(html).toContain("Concedido por Jurado.");
    expect(html).not.toContain('id="prensa"');
  });

  it("the repository's proof files are empty slots: no invented client, partner, award or press", () => {
    const { proof } = readCompanyContent();
    for (const entries of Object.values(proof)) expect(entries).toEqual([]);
  });

  it("no drawn faces: a testimonial shows a photo only if its file exists, else its initial", () => {
    // A testimonial's photo is a built file of an original the company gave (decision 211); the
    // repository ships no testimonial until the company gives them (decision 245).
    for (const testimonial of readCompanyContent().testimonials) {
      if (testimonial.photo) expect(existsSync(publicFile(testimonial.photo.src)), testimonial.photo.src).toBe(true);
    }
    const card = renderToStaticMarkup(
      <Testimonials
        items={[
          {
            name: "Nombre Ejemplo",
            position: "Dirección general",
            company: "Empresa Ejemplo",
            rating: 5,
            quote: "Cita.",
            results: "Resultado",
          },
        ]}
      />,
    );
    expect(card).toContain('data-avatar-fallback="initial"');
    expect(card).not.toContain("<img");
    // Without styles (a text browser) the name and the role stay apart.
    expect(card.replace(/<[^>]+>/g, "")).toContain("Nombre Ejemplo, Dirección general, Empresa Ejemplo");
    const initialOnly = renderToStaticMarkup(<Avatar name="Óscar Nombre" />);
    expect(initialOnly).toContain('data-avatar-fallback="initial"');
    expect(initialOnly).not.toContain("<img");
    // Without JavaScript a photo that fails to load still leaves the initial beneath it.
    const withPhoto = renderToStaticMarkup(<Avatar name="María" image={{ src: "/x.jpg", width: 96, height: 96 }} />);
    expect(withPhoto.indexOf("avatar-initial")).toBeLessThan(withPhoto.indexOf("<img"));
  });
});

describe("the company's registered facts (decision 210)", () => {
  it("are the operator's to set: nothing invented stands in for them", () => {
    // The specification states none of these: identity.yaml ships empty and the trade name stands.
    expect(readCompanyContent().identity).toEqual(unsetIdentity);
    expect(legalNameOf(unsetIdentity)).toBe(company.name);
  });

  it("an address writes only what is set, with no stray commas; a map link only with a street", () => {
    const set = { street: "Calle Ejemplo, 1", postalCode: "46001", city: "Valencia" };
    for (const lang of languages) {
      const address = postalAddress(unsetIdentity.registeredOffice, lang);
      expect(address).not.toMatch(/^,|, ,|,\s*\(|\s{2}/);
      expect(address).toContain(company.address.city);
      expect(postalAddress(set, lang)).toMatch(/^Calle Ejemplo, 1, 46001 Valencia \((España|Spain)\)$/);
    }
    expect(mapLink(unsetIdentity.registeredOffice)).toBeNull();
    expect(mapLink(set)).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=Calle%20Ejemplo/);
  });

  it("a name ending in a full stop is not given a second one", () => {
    expect(withFullStop("Ejemplo, S.L.")).toBe("Ejemplo, S.L.");
    expect(withFullStop("RTS")).toBe("RTS.");
  });

  it("the copyright runs from the first year to the current one", () => {
    expect(copyrightYears(new Date("2026-06-01"))).toBe(`${company.foundedCopyrightYear}–2026`);
    expect(copyrightYears(new Date(`${company.foundedCopyrightYear}-06-01`))).toBe(
      String(company.foundedCopyrightYear),
    );
  });
});

describe("card grids leave no card alone in a row (issue 30: no 3 + 2, no 3 + 1)", () => {
  it("every count fills its rows, at every width", () => {
    for (let count = 1; count <= 12; count += 1) {
      for (const most of [1, 2, 3, 4]) {
        const { columns, leadSpans } = balancedGrid(count, most);
        expect(columns).toBeLessThanOrEqual(Math.max(1, most));
        // The cells the cards take, the first two when it spans: whole rows only.
        expect((count + (leadSpans ? 1 : 0)) % columns, `${count} in ${most}`).toBe(0);
      }
    }
    expect(balancedGrid(5, 3)).toEqual({ columns: 3, leadSpans: true });
    expect(balancedGrid(4, 3)).toEqual({ columns: 2, leadSpans: false });
    expect(balancedGrid(4, 2)).toEqual({ columns: 2, leadSpans: false });
    expect(balancedGrid(6, 3)).toEqual({ columns: 3, leadSpans: false });
  });
});
