import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VacancyFacts } from "~/components/careers/VacancyFacts";
import { addStrings, I18nProvider } from "~/i18n/react";
import { careers } from "~/i18n/resources/careers";

/** The card and the page of a vacancy draw their facts with one component (VacancyFacts). */
describe("a vacancy's facts", () => {
  addStrings("es", "careers", careers.es);
  const terms = (facts: Parameters<typeof VacancyFacts>[0]["facts"]) => {
    const html = renderToStaticMarkup(
      <I18nProvider lang="es">
        <VacancyFacts facts={facts} />
      </I18nProvider>,
    );
    return [...html.matchAll(/<dt>(.*?)<\/dt>\s*<dd>(.*?)<\/dd>/g)].map(([, term, value]) => [
      term!.replace(/<[^>]+>/g, ""),
      value,
    ]);
  };
  const card = { department: "Tecnología", location: "Valencia (híbrido)", type: "Jornada completa" };

  it("the card: department, location and type, in that order", () => {
    expect(terms(card)).toEqual([
      ["Departamento", "Tecnología"],
      ["Ubicación", "Valencia (híbrido)"],
      ["Jornada", "Jornada completa"],
    ]);
  });

  it("the page adds the contract, and the salary only once the company gives it", () => {
    expect(terms({ ...card, contract: "Indefinido", salary: null }).map(([term]) => term)).toEqual([
      "Departamento",
      "Ubicación",
      "Jornada",
      "Contrato",
    ]);
    expect(terms({ ...card, contract: "Indefinido", salary: "30.000-40.000 € al año" }).at(-1)).toEqual([
      "Salario bruto",
      "30.000-40.000 € al año",
    ]);
  });
});
