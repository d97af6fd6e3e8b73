import { bilingual } from "~/i18n/bilingual";

/** Words of the legal pages around their text: revision date, back link, contents, the company's identification. */
export const legal = bilingual({
  es: {
    updated: "Última actualización:",
    back: "Volver a la página de inicio",
    toc: "En esta página",
    company: {
      legalName: "Denominación social",
      taxId: "NIF",
      address: "Domicilio social",
      office: "Oficina",
      registry: "Datos registrales",
      kitDigitalAdhesion: "Agente digitalizador del Kit Digital, referencia",
      email: "Correo electrónico",
      phone: "Teléfono",
    },
  },
  en: {
    updated: "Last updated:",
    back: "Back to the home page",
    toc: "On this page",
    company: {
      legalName: "Company name",
      taxId: "Tax ID (NIF)",
      address: "Registered office",
      office: "Office",
      registry: "Registry entry",
      kitDigitalAdhesion: "Kit Digital digitalising agent, reference",
      email: "E-mail",
      phone: "Phone",
    },
  },
});
