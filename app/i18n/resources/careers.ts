import { bilingual } from "~/i18n/bilingual";

/** Words of a vacancy card. */
export const careers = bilingual({
  es: {
    department: "Departamento",
    location: "Ubicación",
    type: "Jornada",
    requirements: "Requisitos",
    // "Aplicar" is a calque of "apply": a candidate "presenta su candidatura".
    apply: "Presentar mi candidatura",
    /** Completes the apply link for screen readers: "Presentar mi candidatura" + "al puesto de <title>". */
    applyFor: "al puesto de {{title}}",
    details: "Ver la oferta",
    jobTitle: "Oferta de empleo: {{title}}",
  },
  en: {
    department: "Department",
    location: "Location",
    type: "Type",
    requirements: "Requirements",
    apply: "Apply now",
    applyFor: "for the role of {{title}}",
    details: "See the job",
    jobTitle: "Job opening: {{title}}",
  },
});
