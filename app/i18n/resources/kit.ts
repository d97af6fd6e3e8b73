import { bilingual } from "~/i18n/bilingual";

/** Words of the Kit Digital pages' components: solution cards, the aid table, the category template. */
export const kit = bilingual({
  es: {
    solution: {
      amountLabel: "Ayuda máxima",
      details: "Ver la solución",
      /** Who the maximum is for: a headcount band and its segments, or every company size. */
      maxFor: "Para empresas de {{from}} a {{to}} empleados ({{segments}})",
      maxForEvery: "Para empresas de cualquier tamaño",
    },
    /** The programme's segments, as the tables and the overview name them. */
    segment: {
      III: "segmento III",
      II: "segmento II",
      I: "segmento I",
      "IV-V": "segmentos IV y V",
    },
    aid: {
      sizeHeader: "Tamaño de la empresa",
      amountHeader: "Ayuda máxima",
      band: "De {{from}} a {{to}} empleados",
      segment: "({{segment}})",
      note: "Importe máximo por tramo de plantilla en la convocatoria vigente; el IVA no es subvencionable. Si combinas varias soluciones, el bono total de tu empresa puede ser mayor.",
    },
    category: {
      maxLabel: "de ayuda máxima, de {{from}} a {{to}} empleados",
      maxLabelEvery: "de ayuda máxima, en todos los tramos",
      contact: "Solicita tu estudio gratuito",
      allSolutions: "Ver todas las soluciones del Kit Digital",
    },
    /** The programme's publicity band at the end of every Kit Digital page (decision 183). */
    programme: {
      title: "Programa Kit Digital",
      lead: "Ayudas financiadas por la Unión Europea (NextGenerationEU) en el marco del Plan de Recuperación, Transformación y Resiliencia, gestionadas por Red.es.",
      logos: "Financiación y organismos del programa",
      adhesion: "Agente digitalizador adherido, referencia {{reference}}.",
    },
  },
  en: {
    solution: {
      amountLabel: "Maximum grant",
      details: "See the solution",
      maxFor: "For businesses of {{from}} to {{to}} employees ({{segments}})",
      maxForEvery: "For businesses of any size",
    },
    segment: {
      III: "segment III",
      II: "segment II",
      I: "segment I",
      "IV-V": "segments IV and V",
    },
    aid: {
      sizeHeader: "Company size",
      amountHeader: "Maximum grant",
      band: "{{from}} to {{to}} employees",
      segment: "({{segment}})",
      note: "Maximum amount per headcount band in the current call; VAT is not eligible. If you combine several solutions, your business's total voucher can be higher.",
    },
    category: {
      maxLabel: "maximum grant, {{from}} to {{to}} employees",
      maxLabelEvery: "maximum grant, in every band",
      contact: "Request your free assessment",
      allSolutions: "See every Kit Digital solution",
    },
    programme: {
      title: "The Kit Digital programme",
      lead: "Grants funded by the European Union (NextGenerationEU) under Spain's Recovery, Transformation and Resilience Plan, managed by Red.es.",
      logos: "The programme's funding and bodies",
      adhesion: "Accredited digitalising agent, reference {{reference}}.",
    },
  },
});
