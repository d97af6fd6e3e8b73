import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { unsetIdentity, type CompanyIdentity } from "~/config/company";
import { contactContent } from "~/content/contact";
import { forms } from "~/i18n/resources/forms";
import { kit } from "~/i18n/resources/kit";

/**
 * Issue 37 item 1 (decision 210): once the operator sets the identity, each place shows it; unset,
 * each place reads well without it. The root loader's data is the only input these parts read.
 */
const root = vi.hoisted(() => ({ identity: null as CompanyIdentity | null }));

/** The parts under test, loaded afresh with the root loader's data stubbed (the unit project shares modules between files). */
async function load() {
  vi.resetModules();
  vi.doMock("~/utils/root-data", () => ({
    useRootData: () => ({
      identity: root.identity,
      contact: { email: "info@rts-soluciones.es", phone: "+34 960 45 21 87" },
    }),
    useLang: () => "es",
    useFlash: () => null,
  }));
  const [contact, kitBand, legal, notice, i18n] = await Promise.all([
    import("~/components/contact/ContactSections"),
    import("~/components/kit-digital/KitProgramme"),
    import("~/components/legal/RichText"),
    import("~/forms/shared/DataNotice"),
    import("~/i18n/react"),
  ]);
  return { ...contact, ...kitBand, ...legal, ...notice, ...i18n };
}

let parts: Awaited<ReturnType<typeof load>>;

const set: CompanyIdentity = {
  legalName: "Ejemplo Consultores, S.L.",
  nif: "B12345674",
  registry: "Registro Mercantil de Valencia, Tomo 1, Folio 2, Hoja V-3",
  registeredOffice: { street: "Calle Ejemplo, 1", postalCode: "46001", city: "Valencia" },
  office: { street: "Avenida Ejemplo, 2", postalCode: "46002", city: "Valencia" },
  kitDigitalAdhesion: "AD-0000",
};

const render = (identity: CompanyIdentity, node: JSX.Element) => {
  root.identity = identity;
  return renderToStaticMarkup(<parts.I18nProvider lang="es">{node}</parts.I18nProvider>);
};

beforeAll(async () => {
  parts = await load();
  parts.addStrings("es", "forms", forms.es);
  parts.addStrings("es", "kit", kit.es);
});

afterAll(() => {
  vi.doUnmock("~/utils/root-data");
  vi.resetModules();
});

describe("the registered identity where it is shown (decision 210)", () => {
  it("every form's data notice names the legal name and NIF once set, the trade name until then", () => {
    expect(render(unsetIdentity, <parts.DataNotice form="contact" />)).toContain("Responsable: RTS.");
    expect(render(set, <parts.DataNotice form="contact" />)).toContain(
      "Responsable: Ejemplo Consultores, S.L. (NIF B12345674)",
    );
  });

  it("the contact page gives the visiting address and a plain link to OpenStreetMap only with a street", () => {
    const info = contactContent.es.info;
    const unset = render(unsetIdentity, <parts.ContactInfoCards info={info} lang="es" />);
    expect(unset).toContain("Valencia (España)");
    expect(unset).not.toContain("openstreetmap");
    const shown = render(set, <parts.ContactInfoCards info={info} lang="es" />);
    expect(shown).toContain("Avenida Ejemplo, 2, 46002 Valencia (España)");
    expect(shown).toMatch(/<a [^>]*href="https:\/\/www\.openstreetmap\.org\/search\?query=Avenida%20Ejemplo%2C%202/);
    expect(shown).not.toMatch(/<iframe|<script/);
  });

  it("the Kit Digital band gives the adhesion reference once set", () => {
    const facts = { logos: [] };
    expect(render(unsetIdentity, <parts.KitProgramme facts={facts} />)).not.toContain("kit-programme-adhesion");
    expect(render(set, <parts.KitProgramme facts={facts} />)).toContain("AD-0000");
  });

  it("the privacy policy's controller: legal name, NIF and registered office, as far as set", () => {
    expect(parts.controller(unsetIdentity, "es")).toBe("RTS, con domicilio en Valencia (España)");
    expect(parts.controller(set, "es")).toBe(
      "Ejemplo Consultores, S.L., con NIF B12345674, con domicilio en Calle Ejemplo, 1, 46001 Valencia (España)",
    );
  });
});
