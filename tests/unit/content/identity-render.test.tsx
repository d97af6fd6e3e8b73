import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ContactInfoCards } from "~/components/contact/ContactSections";
import { KitProgramme } from "~/components/kit-digital/KitProgramme";
import { controller } from "~/components/legal/RichText";
import { unsetIdentity, type CompanyIdentity } from "~/config/company";
import { contactContent } from "~/content/contact";
import { DataNotice } from "~/forms/shared/DataNotice";
import { I18nProvider, addStrings } from "~/i18n/react";
import { forms } from "~/i18n/resources/forms";
import { kit } from "~/i18n/resources/kit";

/**
 * Issue 37 item 1 (decision 210): once the operator sets the identity, each place shows it; unset,
 * each place reads well without it. The root loader's data is the only input these parts read.
 */
const root = vi.hoisted(() => ({ identity: null as CompanyIdentity | null }));

vi.mock("~/utils/root-data", () => ({
  useRootData: () => ({
    identity: root.identity,
    contact: { email: "info@rts-soluciones.es", phone: "+34 960 45 21 87" },
  }),
  useLang: () => "es",
  useFlash: () => null,
}));

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
  return renderToStaticMarkup(<I18nProvider lang="es">{node}</I18nProvider>);
};

beforeAll(() => {
  addStrings("es", "forms", forms.es);
  addStrings("es", "kit", kit.es);
});

describe("the registered identity where it is shown (decision 210)", () => {
  it("every form's data notice names the legal name and NIF once set, the trade name until then", () => {
    expect(render(unsetIdentity, <DataNotice form="contact" />)).toContain("Responsable: RTS.");
    expect(render(set, <DataNotice form="contact" />)).toContain(
      "Responsable: Ejemplo Consultores, S.L. (NIF B12345674)",
    );
  });

  it("the contact page gives the visiting address and a plain link to OpenStreetMap only with a street", () => {
    const info = contactContent.es.info;
    const unset = render(unsetIdentity, <ContactInfoCards info={info} lang="es" />);
    expect(unset).toContain("Valencia (España)");
    expect(unset).not.toContain("openstreetmap");
    const shown = render(set, <ContactInfoCards info={info} lang="es" />);
    expect(shown).toContain("Avenida Ejemplo, 2, 46002 Valencia (España)");
    expect(shown).toMatch(/<a [^>]*href="https:\/\/www\.openstreetmap\.org\/search\?query=Avenida%20Ejemplo%2C%202/);
    expect(shown).not.toMatch(/<iframe|<script/);
  });

  it("the Kit Digital band gives the adhesion reference once set", () => {
    const facts = { logos: [] };
    expect(render(unsetIdentity, <KitProgramme facts={facts} />)).not.toContain("kit-programme-adhesion");
    expect(render(set, <KitProgramme facts={facts} />)).toContain("AD-0000");
  });

  it("the privacy policy's controller: legal name, NIF and registered office, as far as set", () => {
    expect(controller(unsetIdentity, "es")).toBe("RTS, con domicilio en Valencia (España)");
    expect(controller(set, "es")).toBe(
      "Ejemplo Consultores, S.L., con NIF B12345674, con domicilio en Calle Ejemplo, 1, 46001 Valencia (España)",
    );
  });
});
