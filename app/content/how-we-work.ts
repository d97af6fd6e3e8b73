import type { CardContent } from "~/components/ui/Card";
import type { ContentLink } from "~/components/ui/ContentLink";
import type { Quotation } from "~/components/ui/Quote";
import type { Stat } from "~/components/ui/Stat";
import type { Step } from "~/components/ui/Steps";
import type { PageMeta } from "~/utils/meta";
import { company } from "~/config/company";
import { bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";
import { fillFiguresDeep } from "./facts/figures";

import { sharedLinks } from "./shared-links";

type HowWeWorkContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; contact: ContentLink; cases: ContentLink };
  process: { title: string; lead: string; durationLabel: string; steps: Step[] };
  commitments: { title: string; lead: string; items: CardContent[] };
  impact: { title: string; lead: string; stats: Stat[] };
  reasons: { title: string; items: CardContent[] };
  /**
   * A client's words on the method (spec: "a client quote"): `by` is the client's testimonial
   * (app/content/company/testimonials/), which gives the name and role (the loader adds them).
   * Null until the company gives one: no quote shown, the launch check names it (decision 245).
   */
  quote: (Pick<Quotation, "text"> & { by: string }) | null;
  cta: { title: string; lead: string; contact: ContentLink; cases: ContentLink };
};

/** Spanish writes a space (non-breaking) between a number and the percent sign; English does not. */

const copy = bilingual<HowWeWorkContent>({
  es: {
    meta: {
      title: "Cómo trabajamos: un método en siete pasos",
      description:
        "Nuestro método en siete pasos, nuestros compromisos y el impacto medido en más de {projects} proyectos: {satisfaction} de satisfacción y un ROI medio del {averageRoi}.",
    },
    hero: {
      eyebrow: "Método RTS",
      title: "Cómo trabajamos",
      lead: "Un método claro, compromisos por escrito y resultados que se miden desde el primer día.",
      contact: sharedLinks.project.es,
      cases: sharedLinks.cases.es,
    },
    process: {
      title: "Nuestro proceso en siete pasos",
      lead: "Cada proyecto es distinto, pero el camino es siempre el mismo: entender, proponer, construir y mejorar.",
      durationLabel: "Duración",
      steps: [
        {
          title: "Primera conversación",
          description: "Te escuchamos sin compromiso: a qué te dedicas, qué te preocupa y qué quieres conseguir.",
          duration: "15 minutos",
        },
        {
          title: "Diagnóstico",
          description: "Analizamos tus procesos, sistemas y datos para detectar dónde la tecnología aporta más.",
          duration: "1-2 semanas",
        },
        {
          title: "Propuesta",
          description: "Te presentamos un plan con alcance, plazos, presupuesto cerrado y resultados esperados.",
          duration: "1 semana",
        },
        {
          title: "Diseño y prototipo",
          description: "Validamos la solución con un prototipo antes de invertir en el desarrollo completo.",
          duration: "2-3 semanas",
        },
        {
          title: "Desarrollo",
          description: "Construimos en sprints de dos semanas, con demostraciones para que veas cómo avanza.",
          duration: "Según el proyecto",
        },
        {
          title: "Implantación y formación",
          description: "Ponemos la solución en marcha sin interrumpir tu actividad y formamos a tu equipo.",
          duration: "1-2 semanas",
        },
        {
          title: "Seguimiento y mejora continua",
          description: "Medimos los resultados acordados y seguimos optimizando con soporte continuo.",
          duration: "Continuo",
        },
      ],
    },
    commitments: {
      title: "Nuestros compromisos",
      lead: "Lo que puedes esperar de nosotros en cada proyecto, sea grande o pequeño.",
      items: [
        {
          icon: "receipt-text",
          title: "Presupuesto cerrado",
          description: "Sabes desde el principio qué vas a pagar y qué vas a recibir. Sin sorpresas.",
        },
        {
          icon: "clock",
          title: "Respuesta en 24 horas",
          description: "Contestamos cualquier consulta en menos de 24 horas, de lunes a viernes.",
        },
        {
          icon: "gauge",
          title: "Resultados medibles",
          description: "Acordamos los indicadores antes de empezar y te informamos de su evolución.",
        },
        {
          icon: "shield-check",
          title: "Seguridad y confidencialidad",
          description: "Tratamos tus datos conforme al RGPD y firmamos acuerdos de confidencialidad.",
        },
      ],
    },
    impact: {
      title: "Impacto medido",
      lead: "Las cifras que resumen lo que nuestros clientes han conseguido con este método.",
      stats: [
        { value: "{projects}+", label: "proyectos entregados" },
        { value: "{satisfaction}", label: "de clientes satisfechos" },
        { value: "{efficiencyGain}", label: "de eficiencia operativa, de media" },
        { value: "{costSaving}", label: "de ahorro en costes, de media" },
        { value: "{fasterResponse}", label: "más rapidez de respuesta, de media" },
        { value: "{averageRoi}", label: "de ROI medio" },
      ],
    },
    reasons: {
      title: "Por qué elegirnos",
      items: [
        {
          icon: "layers",
          title: "Un equipo multidisciplinar",
          description:
            "IA, robótica, software, datos y marketing bajo el mismo techo, con un solo interlocutor para todo el proyecto.",
        },
        {
          icon: "award",
          title: "Experiencia demostrada",
          description: "Más de {projects} proyectos en turismo, administración pública, finanzas, energía o aviación.",
        },
        {
          icon: "compass",
          title: "Tecnología con sentido",
          description: "Elegimos la herramienta según el problema, no al revés, y sin dependencias innecesarias.",
        },
        {
          icon: "map-pin",
          title: "Cerca de ti",
          description: "Un equipo propio en Valencia, trato directo y soporte en tu idioma.",
        },
      ],
    },
    quote: null,
    cta: {
      title: "¿Empezamos por una conversación?",
      lead: "Cuéntanos tu reto y te proponemos el primer paso en menos de 24 horas.",
      contact: { page: "contact", label: "Contacta con nosotros" },
      cases: sharedLinks.cases.es,
    },
  },
  en: {
    meta: {
      title: "How we work: our seven-step method",
      description:
        "Our seven-step method, our commitments and the impact measured across more than {projects} projects: {satisfaction} satisfaction and a {averageRoi} average ROI.",
    },
    hero: {
      eyebrow: "The RTS method",
      title: "How we work",
      lead: "A clear method, written commitments and results measured from day one.",
      contact: sharedLinks.project.en,
      cases: sharedLinks.cases.en,
    },
    process: {
      title: "Our seven-step process",
      lead: "Every project is different, but the path is always the same: understand, propose, build and improve.",
      durationLabel: "Duration",
      steps: [
        {
          title: "First conversation",
          description: "We listen, with no commitment: what you do, what worries you and what you want to achieve.",
          duration: "15 minutes",
        },
        {
          title: "Assessment",
          description: "We analyse your processes, systems and data to find where technology adds the most value.",
          duration: "1-2 weeks",
        },
        {
          title: "Proposal",
          description: "We present a plan with scope, timeline, a fixed budget and expected results.",
          duration: "1 week",
        },
        {
          title: "Design and prototype",
          description: "We validate the solution with a prototype before investing in full development.",
          duration: "2-3 weeks",
        },
        {
          title: "Development",
          description: "We build in two-week sprints, with demos so you can see progress as it happens.",
          duration: "Depends on the project",
        },
        {
          title: "Roll-out and training",
          description: "We launch the solution without disrupting your business and train your team.",
          duration: "1-2 weeks",
        },
        {
          title: "Follow-up and continuous improvement",
          description: "We measure the agreed results and keep optimising with ongoing support.",
          duration: "Ongoing",
        },
      ],
    },
    commitments: {
      title: "Our commitments",
      lead: "What you can expect from us on every project, large or small.",
      items: [
        {
          icon: "receipt-text",
          title: "Fixed budget",
          description: "You know from the start what you will pay and what you will get. No surprises.",
        },
        {
          icon: "clock",
          title: "Reply within 24 hours",
          description: "We answer any question within 24 hours, Monday to Friday.",
        },
        {
          icon: "gauge",
          title: "Measurable results",
          description: "We agree the indicators before we start and keep you posted on how they evolve.",
        },
        {
          icon: "shield-check",
          title: "Security and confidentiality",
          description: "We handle your data in line with the GDPR and sign non-disclosure agreements.",
        },
      ],
    },
    impact: {
      title: "Measured impact",
      lead: "The figures that sum up what our clients have achieved with this method.",
      stats: [
        { value: "{projects}+", label: "projects delivered" },
        { value: "{satisfaction}", label: "client satisfaction" },
        { value: "{efficiencyGain}", label: "operational efficiency, on average" },
        { value: "{costSaving}", label: "cost savings, on average" },
        { value: "{fasterResponse}", label: "faster response times, on average" },
        { value: "{averageRoi}", label: "average ROI" },
      ],
    },
    reasons: {
      title: "Why choose us",
      items: [
        {
          icon: "layers",
          title: "A multidisciplinary team",
          description:
            "AI, robotics, software, data and marketing under one roof, with a single point of contact for the whole project.",
        },
        {
          icon: "award",
          title: "Proven experience",
          description: "More than {projects} projects in tourism, the public sector, finance, energy and aviation.",
        },
        {
          icon: "compass",
          title: "Technology that makes sense",
          description: "We choose the tool to fit the problem, not the other way round, with no unnecessary lock-in.",
        },
        {
          icon: "map-pin",
          title: "Close to you",
          description: "Our own team in Valencia, direct contact and support in your language.",
        },
      ],
    },
    quote: null,
    cta: {
      title: "Shall we start with a conversation?",
      lead: "Tell us about your challenge and we will propose a first step within 24 hours.",
      contact: { page: "contact", label: "Contact us" },
      cases: sharedLinks.cases.en,
    },
  },
});

/** The page in a language, with the company's figures written in. */
export function howWeWorkContent(lang: Lang): HowWeWorkContent {
  return fillFiguresDeep(copy[lang], company.figures, lang, "company");
}
