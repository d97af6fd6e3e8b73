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
    responsibilities: "Qué harás",
    requirementsFull: "Qué buscamos",
    niceToHave: "Se valorará",
    offer: "Qué ofrecemos",
    contract: "Contrato",
    salary: "Salario bruto",
    per: { YEAR: "al año", MONTH: "al mes", HOUR: "por hora" },
    applyLead: "Escríbenos desde el formulario de contacto: el asunto ya lleva el puesto.",
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
    responsibilities: "What you will do",
    requirementsFull: "What we are looking for",
    niceToHave: "Nice to have",
    offer: "What we offer",
    contract: "Contract",
    salary: "Gross pay",
    per: { YEAR: "a year", MONTH: "a month", HOUR: "an hour" },
    applyLead: "Write to us through the contact form: the subject already names the role.",
  },
});
