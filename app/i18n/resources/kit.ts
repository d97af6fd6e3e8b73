import { bilingual } from "~/i18n/bilingual";

/** Words of the Kit Digital pages' components: solution cards, the aid table, the category template. */
export const kit = bilingual({
  es: {
    solution: {
      amountLabel: "Ayuda máxima",
      details: "Ver la solución",
    },
    aid: {
      sizeHeader: "Tamaño de la empresa",
      amountHeader: "Ayuda máxima",
      band: "De {{from}} a {{to}} empleados",
      note: "Importe máximo por tramo de plantilla en la convocatoria vigente; el IVA no es subvencionable. Si combinas varias soluciones, el bono total de tu empresa puede ser mayor.",
    },
    category: {
      maxLabel: "de ayuda máxima",
      contact: "Solicita tu estudio gratuito",
      allSolutions: "Ver todas las soluciones del Kit Digital",
    },
  },
  en: {
    solution: {
      amountLabel: "Maximum grant",
      details: "See the solution",
    },
    aid: {
      sizeHeader: "Company size",
      amountHeader: "Maximum grant",
      band: "{{from}} to {{to}} employees",
      note: "Maximum amount per headcount band in the current call; VAT is not eligible. If you combine several solutions, your business's total voucher can be higher.",
    },
    category: {
      maxLabel: "maximum grant",
      contact: "Request your free assessment",
      allSolutions: "See every Digital Kit solution",
    },
  },
});
