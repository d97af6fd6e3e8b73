import type { ProofCopy } from "~/components/sections/ProofSections";
import type { CardContent } from "~/components/ui/Card";
import type { Picture } from "~/components/ui/Image";
import type { ContentLink } from "~/components/ui/ContentLink";
import type { Step } from "~/components/ui/Steps";
import type { PageMeta } from "~/utils/meta";
import { company } from "~/config/company";
import { bilingual } from "~/i18n/bilingual";
import { caseCopy, caseFigure } from "./facts/cases";
import { fillBilingual } from "./facts/figures";
import type { Lang } from "~/i18n/language";

type AboutContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  intro: { eyebrow: string; title: string; paragraphs: string[]; casesLink: ContentLink; image: Picture };
  /** The people themselves are app/content/company/people/ (the about route adds them). */
  team: { eyebrow: string; title: string; lead: string };
  values: { eyebrow: string; title: string; lead: string; items: CardContent[] };
  /** Each capability with what backs it: a figure, the evidence (points) and a case or page to read. */
  capabilities: { eyebrow: string; title: string; lead: string; items: CardContent[] };
  /** The words of the proof sections; the proof is app/content/company/*.yaml (the about route adds it). */
  proof: ProofCopy;
  process: { eyebrow: string; title: string; lead: string; steps: Step[]; demoLabel: string };
};

/** A case's link for a capability card ("Ver el caso: <its title>"). */
const caseLink = (page: "case-accounting" | "case-hotel" | "case-government", lang: Lang) => ({
  page,
  label: lang === "es" ? "Ver el caso" : "Read the story",
  context: caseCopy(page, lang).title,
});

const copy = bilingual<AboutContent>({
  es: {
    meta: {
      title: "Sobre nosotros: equipo, valores y forma de trabajar",
      description:
        "Conoce al equipo de RTS, consultora de automatización e inteligencia artificial de Valencia: sus valores, sus capacidades y su método de trabajo.",
    },
    hero: {
      eyebrow: "Sobre nosotros",
      title: "Tecnología con propósito, hecha en Valencia",
      lead: "Somos una consultora especializada en automatización e inteligencia artificial. Ayudamos a empresas de todos los tamaños a trabajar mejor con la tecnología adecuada.",
    },
    intro: {
      eyebrow: "Nuestro trabajo",
      title: "Resolvemos problemas reales, no instalamos herramientas",
      paragraphs: [
        "Cada proyecto empieza escuchando: cómo trabaja tu equipo, dónde se pierde el tiempo y qué resultado necesitas. Solo entonces elegimos la tecnología, sea un robot de software, un modelo de inteligencia artificial o una aplicación a medida.",
        "Hoteles, administraciones públicas, despachos, distribuidoras de energía y aerolíneas ya confían en nosotros. Medimos cada proyecto con cifras y te acompañamos después de la puesta en marcha.",
      ],
      casesLink: { page: "cases", label: "Conoce nuestros casos de éxito" },
      image: {
        src: "/images/about/team-work.svg",
        width: 480,
        height: 360,
        alt: "Ilustración: nuestras capacidades (robots de software, inteligencia artificial, software, soporte) unidas en cada proyecto",
      },
    },
    team: {
      eyebrow: "Equipo",
      title: "Las personas detrás de RTS",
      lead: "La dirección que responde de cada proyecto, de la estrategia a la operación.",
    },
    values: {
      eyebrow: "Valores",
      title: "Lo que nos guía",
      lead: "Tres principios que aplicamos en cada proyecto, grande o pequeño.",
      items: [
        {
          icon: "lightbulb",
          title: "Innovación útil",
          description:
            "Adoptamos la tecnología más avanzada solo cuando resuelve un problema concreto y se traduce en retorno.",
        },
        {
          icon: "handshake",
          title: "Transparencia",
          description:
            "Presupuestos claros, plazos realistas e informes con cifras. Sabes en todo momento en qué punto está tu proyecto.",
        },
        {
          icon: "target",
          title: "Compromiso con el resultado",
          description:
            "Nuestro trabajo no termina con la entrega: seguimos midiendo y mejorando hasta alcanzar los objetivos acordados.",
        },
      ],
    },
    capabilities: {
      eyebrow: "Capacidades",
      title: "Cuatro disciplinas con equipo propio, y lo que las respalda",
      lead: "Cubrimos todo el ciclo sin subcontratar lo esencial. Cada capacidad tiene detrás proyectos en producción que puedes comprobar.",
      items: [
        {
          icon: "bot",
          title: "Automatización de procesos (RPA)",
          figure: { value: "{smeProjects}", label: "proyectos de automatización para pymes" },
          points: [
            "Robots con UiPath y Python en contabilidad, facturación y conciliación bancaria",
            `${caseFigure("case-accounting", "invoices", "es")} facturas al año leídas y registradas sin intervención manual`,
          ],
          link: caseLink("case-accounting", "es"),
        },
        {
          icon: "brain",
          title: "Inteligencia artificial",
          figure: {
            value: caseFigure("case-hotel", "languages", "es"),
            fact: "case-hotel.languages",
            label: "idiomas de atención al huésped con IA",
          },
          points: [
            "Modelos de lenguaje en Azure OpenAI para atender a clientes y leer documentos",
            "Previsiones con IA para planificar vuelos, redes eléctricas y demanda",
          ],
          link: caseLink("case-hotel", "es"),
        },
        {
          icon: "code",
          title: "Desarrollo de software a medida",
          figure: {
            value: caseFigure("case-government", "procedures", "es"),
            fact: "case-government.procedures",
            label: "trámites municipales digitalizados",
          },
          points: [
            "Portales y aplicaciones accesibles para la administración y la empresa",
            "Integración con los sistemas que ya usas, por API o conectores",
          ],
          link: caseLink("case-government", "es"),
        },
        {
          icon: "life-buoy",
          title: "Soporte y mantenimiento",
          figure: { value: "24/7", label: "soporte técnico" },
          points: [
            "{uptime} de disponibilidad de los sistemas que mantenemos",
            "Respuesta en menos de 24 horas a cualquier consulta",
          ],
          link: { page: "how-we-work", label: "Cómo trabajamos" },
        },
      ],
    },
    proof: {
      partners: {
        title: "Socios tecnológicos",
        lead: "Los fabricantes y proveedores con los que tenemos un acuerdo de colaboración.",
      },
      clients: { title: "Empresas que confían en nosotros", lead: "Clientes que nos permiten mostrar su marca." },
      certifications: {
        title: "Certificaciones",
        lead: "Acreditaciones vigentes, con el enlace al registro de quien las emite.",
        issuedBy: "Emitida por",
      },
      awards: { title: "Reconocimientos", awardedBy: "Concedido por", source: "Ver el anuncio" },
      press: { title: "En los medios" },
    },
    process: {
      eyebrow: "Cómo trabajamos",
      title: "Cuatro pasos hasta tu solución",
      lead: "Un proceso claro desde el primer contacto hasta la puesta en marcha.",
      steps: [
        {
          title: "Solicita una demo",
          description: "Reserva 45 minutos gratuitos: te mostramos casos como el tuyo y resolvemos tus dudas.",
        },
        {
          title: "Análisis completo",
          description: "Estudiamos tus procesos, sistemas y datos para detectar dónde está el mayor retorno.",
        },
        {
          title: "Viabilidad",
          description: "Te presentamos la solución, el plan, el presupuesto y el retorno esperado, sin letra pequeña.",
        },
        {
          title: "Desarrollo",
          description: "Construimos e implantamos por fases, formamos a tu equipo y medimos los resultados.",
        },
      ],
      demoLabel: "Solicitar una demo",
    },
  },
  en: {
    meta: {
      title: "About us: team, values and how we work",
      description:
        "Meet the RTS team, the Valencia automation and AI consultancy: our values, what we are able to do and how we work.",
    },
    hero: {
      eyebrow: "About us",
      title: "Technology with a purpose, made in Valencia",
      lead: "We are a consultancy specialising in automation and artificial intelligence. We help businesses of every size work better with the right technology.",
    },
    intro: {
      eyebrow: "Our work",
      title: "We solve real problems, not just install tools",
      paragraphs: [
        "Every project starts with listening: how your team works, where time is lost and what result you need. Only then do we choose the technology, whether a software robot, an artificial intelligence model or a custom application.",
        "Hotels, public administrations, professional firms, energy distributors and airlines already rely on us. We measure every project in numbers and stay by your side after go-live.",
      ],
      casesLink: { page: "cases", label: "Explore our success stories" },
      image: {
        src: "/images/about/team-work.svg",
        width: 480,
        height: 360,
        alt: "Illustration: our capabilities (software robots, artificial intelligence, software, support) joined in every project",
      },
    },
    team: {
      eyebrow: "Team",
      title: "The people behind RTS",
      lead: "The leadership that answers for every project, from strategy to operations.",
    },
    values: {
      eyebrow: "Values",
      title: "What guides us",
      lead: "Three principles we apply to every project, large or small.",
      items: [
        {
          icon: "lightbulb",
          title: "Useful innovation",
          description: "We adopt cutting-edge technology only when it solves a specific problem and delivers a return.",
        },
        {
          icon: "handshake",
          title: "Transparency",
          description:
            "Clear quotes, realistic timelines and reports with real numbers. You always know where your project stands.",
        },
        {
          icon: "target",
          title: "Commitment to results",
          description:
            "Our work does not end at delivery: we keep measuring and improving until the agreed goals are met.",
        },
      ],
    },
    capabilities: {
      eyebrow: "Capabilities",
      title: "Four disciplines, our own team, and what backs them",
      lead: "We cover the whole cycle without outsourcing what matters. Behind each capability are live projects you can check.",
      items: [
        {
          icon: "bot",
          title: "Robotic process automation (RPA)",
          figure: { value: "{smeProjects}", label: "automation projects for SMEs" },
          points: [
            "UiPath and Python robots in accounting, invoicing and bank reconciliation",
            `${caseFigure("case-accounting", "invoices", "en")} invoices a year read and posted with no manual work`,
          ],
          link: caseLink("case-accounting", "en"),
        },
        {
          icon: "brain",
          title: "Artificial intelligence",
          figure: {
            value: caseFigure("case-hotel", "languages", "en"),
            fact: "case-hotel.languages",
            label: "languages of AI guest service",
          },
          points: [
            "Language models on Azure OpenAI to serve customers and read documents",
            "AI forecasts to plan flights, electricity grids and demand",
          ],
          link: caseLink("case-hotel", "en"),
        },
        {
          icon: "code",
          title: "Custom software development",
          figure: {
            value: caseFigure("case-government", "procedures", "en"),
            fact: "case-government.procedures",
            label: "council procedures taken online",
          },
          points: [
            "Accessible portals and applications for public bodies and businesses",
            "Integration with the systems you already use, through APIs or connectors",
          ],
          link: caseLink("case-government", "en"),
        },
        {
          icon: "life-buoy",
          title: "Support and maintenance",
          figure: { value: "24/7", label: "technical support" },
          points: ["{uptime} uptime for the systems we maintain", "A reply within 24 hours to any question"],
          link: { page: "how-we-work", label: "How we work" },
        },
      ],
    },
    proof: {
      partners: {
        title: "Technology partners",
        lead: "The vendors and providers we have a partnership agreement with.",
      },
      clients: { title: "Businesses that trust us", lead: "Clients who let us show their brand." },
      certifications: {
        title: "Certifications",
        lead: "Current accreditations, each linked to the issuer's register.",
        issuedBy: "Issued by",
      },
      awards: { title: "Recognition", awardedBy: "Awarded by", source: "See the announcement" },
      press: { title: "In the press" },
    },
    process: {
      eyebrow: "How we work",
      title: "Four steps to your solution",
      lead: "A clear process from first contact to go-live.",
      steps: [
        {
          title: "Request a demo",
          description: "Book 45 free minutes: we show you cases like yours and answer your questions.",
        },
        {
          title: "Full analysis",
          description: "We study your processes, systems and data to find where the biggest return lies.",
        },
        {
          title: "Feasibility",
          description: "We present the solution, plan, budget and expected return, with no small print.",
        },
        {
          title: "Development",
          description: "We build and roll out in phases, train your team and measure the results.",
        },
      ],
      demoLabel: "Request a demo",
    },
  },
});

/** The copy with the company's track record written in (`company.figures`). */
export const aboutContent = fillBilingual(copy, company.figures, "company");
