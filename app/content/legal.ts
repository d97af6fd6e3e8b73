import { bilingual, type Bilingual } from "./bilingual";

export type LegalPageKey = "privacy" | "terms" | "cookies";

export const legalPages = {
  "privacy": bilingual({
    es: {
      meta: { title: "Política de privacidad", description: "Cómo trata RTS tus datos personales: responsable, finalidades, base legal, conservación, destinatarios y tus derechos según el RGPD." },
      hero: { title: "Política de privacidad", lead: "Cómo tratamos tus datos personales y cómo ejercer tus derechos." },
    },
    en: {
      meta: { title: "Privacy policy", description: "How RTS processes your personal data: controller, purposes, legal basis, retention, recipients and your rights under the GDPR." },
      hero: { title: "Privacy policy", lead: "How we process your personal data and how to exercise your rights." },
    },
  }),
  "terms": bilingual({
    es: {
      meta: { title: "Términos y condiciones", description: "Condiciones de uso del sitio web de RTS: identificación de la empresa, uso del sitio, propiedad intelectual, responsabilidad y ley aplicable." },
      hero: { title: "Términos y condiciones", lead: "Las condiciones que rigen el uso de este sitio web." },
    },
    en: {
      meta: { title: "Terms and conditions", description: "Terms of use of the RTS website: company identification, use of the site, intellectual property, liability and governing law." },
      hero: { title: "Terms and conditions", lead: "The terms that govern the use of this website." },
    },
  }),
  "cookies": bilingual({
    es: {
      meta: { title: "Política de cookies", description: "Qué cookies usa el sitio web de RTS, para qué, cómo gestionarlas o retirar tu consentimiento y cómo configurarlas en tu navegador." },
      hero: { title: "Política de cookies", lead: "Qué cookies usamos y cómo puedes gestionarlas." },
    },
    en: {
      meta: { title: "Cookie policy", description: "Which cookies the RTS website uses and why, how to manage them or withdraw your consent, and how to configure them in your browser." },
      hero: { title: "Cookie policy", lead: "Which cookies we use and how you can manage them." },
    },
  }),
} satisfies Record<LegalPageKey, Bilingual<unknown>>;
