import { company } from "~/config/company";
import type { ServicePageCopy } from "./service-pages";
import { bilingual } from "~/i18n/bilingual";
import { sharedLinks } from "./shared-links";

const agency = company.products.influenceAgency;

export const serviceMarketingContent = bilingual<ServicePageCopy>({
  es: {
    meta: {
      title: "Marketing digital y de influencia",
      description:
        "Marketing digital y de influencia: SEO, contenidos, redes, creadores y publicidad que se miden. Hasta un 300\u00a0% más de tráfico orgánico y un ROI de 5:1.",
    },
    hero: {
      eyebrow: "Agency of Influence",
      title: "Marketing digital y de influencia que se mide en ventas",
      lead: "Estrategia, contenidos y creadores que convierten la atención en clientes. Cada euro invertido, con su resultado a la vista.",
      stats: [
        { value: "300\u00a0%", label: "más tráfico orgánico" },
        { value: "5:1", label: "retorno de la inversión publicitaria" },
      ],
      action: { external: agency, label: "Visitar Agency of Influence" },
    },
    sections: [
      {
        kind: "cards",
        id: "servicios",
        layout: "bento",
        eyebrow: "Servicios",
        title: "Cuatro palancas para crecer",
        lead: "Las combinamos según tu mercado, tu público y tus objetivos.",
        items: [
          {
            icon: "search",
            title: "SEO y posicionamiento",
            description: "Auditoría técnica, contenidos y autoridad para aparecer cuando tus clientes te buscan.",
          },
          {
            icon: "users",
            title: "Marketing de influencia",
            description: "Creadores afines a tu marca, campañas con objetivos claros y medición de cada publicación.",
          },
          {
            icon: "megaphone",
            title: "Redes sociales",
            description: "Estrategia, calendario, diseño y gestión de comunidad en las redes donde está tu público.",
          },
          {
            icon: "target",
            title: "Publicidad digital",
            description: "Campañas en buscadores y redes optimizadas cada semana por coste de adquisición.",
          },
        ],
      },
      {
        kind: "cards",
        id: "incluye",
        layout: "rows",
        eyebrow: "Qué incluye",
        title: "Lo que incluye cada área y cuánto crece",
        lead: "Crecimiento medio obtenido por nuestros clientes en el primer año.",
        figureLabel: "Crecimiento medio",
        items: [
          {
            icon: "search",
            title: "SEO y contenidos",
            points: ["Auditoría técnica", "Estrategia de palabras clave", "Blog y artículos"],
            growthPercent: 300,
          },
          {
            icon: "megaphone",
            title: "Redes sociales",
            points: ["Plan editorial", "Diseño de publicaciones", "Gestión de comunidad"],
            growthPercent: 250,
          },
          {
            icon: "users",
            title: "Influencia",
            points: ["Selección de creadores", "Campañas y contratos", "Informes de impacto"],
            growthPercent: 180,
          },
          {
            icon: "target",
            title: "Publicidad digital",
            points: ["Google Ads", "Meta Ads", "Optimización de conversiones"],
            growthPercent: 150,
          },
        ],
      },
      {
        kind: "case-studies",
        id: "casos-de-estudio",
        eyebrow: "Casos de estudio",
        title: "Dos marcas, dos historias de crecimiento",
        lead: "Así trabajamos, con cifras reales.",
        labels: { challenge: "Reto", solution: "Solución", results: "Resultados" },
        items: [
          {
            client: "Cosmética Natural Vidal",
            sector: "Cosmética · Comercio electrónico",
            challenge: "Una marca con buen producto pero poca visibilidad fuera de su tienda física.",
            solution: "Campañas con doce creadores de belleza natural y una tienda online optimizada para convertir.",
            results: [
              "Retorno de 5:1 en campañas con creadores",
              "Ventas online multiplicadas por 3",
              "45.000 nuevos seguidores en seis meses",
            ],
          },
          {
            client: "Bodegas Alto Turia",
            sector: "Vinos · Venta directa",
            challenge: "Dependencia total de distribuidores y una web que apenas recibía visitas.",
            solution: "Estrategia SEO local, contenidos de enoturismo y publicidad segmentada por temporada.",
            results: [
              "300\u00a0% más tráfico orgánico en un año",
              "La tienda online, segundo canal de venta",
              "Reservas de visitas completas cada fin de semana",
            ],
          },
        ],
      },
      {
        kind: "checklist",
        id: "garantias",
        eyebrow: "Garantías",
        title: "Resultados garantizados",
        lead: "Nos comprometemos por escrito con lo que importa.",
        items: [
          "Objetivos y cifras acordados antes de empezar",
          "Informe mensual con tráfico, conversiones y retorno",
          "Acceso completo a tus cuentas y datos, siempre",
          "Sin permanencia: seguimos juntos porque funciona",
          "Creadores verificados y contenidos que cumplen la normativa publicitaria",
        ],
      },
      {
        kind: "testimonials",
        id: "testimonios",
        eyebrow: "Testimonios",
        title: "Marcas que ya crecen con nosotros",
      },
    ],
    closing: {
      id: "casos",
      title: "¿Quieres resultados como estos?",
      lead: "Descubre más proyectos y el impacto que han tenido en nuestros clientes.",
      links: [sharedLinks.cases.es],
    },
  },
  en: {
    meta: {
      title: "Digital and influencer marketing",
      description:
        "Digital and influencer marketing: SEO, content, social media, creators and advertising, all measured. Up to 300% more organic traffic and a 5:1 ROI.",
    },
    hero: {
      eyebrow: "Agency of Influence",
      title: "Digital and influencer marketing measured in sales",
      lead: "Strategy, content and creators that turn attention into customers. Every euro you invest, with its result in plain sight.",
      stats: [
        { value: "300%", label: "more organic traffic" },
        { value: "5:1", label: "return on ad spend" },
      ],
      action: { external: agency, label: "Visit Agency of Influence" },
    },
    sections: [
      {
        kind: "cards",
        id: "servicios",
        layout: "bento",
        eyebrow: "Services",
        title: "Four levers for growth",
        lead: "We combine them to suit your market, your audience and your goals.",
        items: [
          {
            icon: "search",
            title: "SEO",
            description: "Technical audits, content and authority so you show up when customers search for you.",
          },
          {
            icon: "users",
            title: "Influencer marketing",
            description: "Creators aligned with your brand, campaigns with clear goals and every post measured.",
          },
          {
            icon: "megaphone",
            title: "Social media",
            description: "Strategy, calendar, design and community management on the networks where your audience is.",
          },
          {
            icon: "target",
            title: "Digital advertising",
            description: "Search and social campaigns optimised every week for cost per acquisition.",
          },
        ],
      },
      {
        kind: "cards",
        id: "incluye",
        layout: "rows",
        eyebrow: "What is included",
        title: "What each area includes and how much it grows",
        lead: "Average growth achieved by our clients in the first year.",
        figureLabel: "Average growth",
        items: [
          {
            icon: "search",
            title: "SEO and content",
            points: ["Technical audit", "Keyword strategy", "Blog and articles"],
            growthPercent: 300,
          },
          {
            icon: "megaphone",
            title: "Social media",
            points: ["Editorial plan", "Post design", "Community management"],
            growthPercent: 250,
          },
          {
            icon: "users",
            title: "Influence",
            points: ["Creator selection", "Campaigns and contracts", "Impact reports"],
            growthPercent: 180,
          },
          {
            icon: "target",
            title: "Digital advertising",
            points: ["Google Ads", "Meta Ads", "Conversion optimisation"],
            growthPercent: 150,
          },
        ],
      },
      {
        kind: "case-studies",
        id: "casos-de-estudio",
        eyebrow: "Case studies",
        title: "Two brands, two growth stories",
        lead: "This is how we work, with real numbers.",
        labels: { challenge: "Challenge", solution: "Solution", results: "Results" },
        items: [
          {
            client: "Cosmética Natural Vidal",
            sector: "Cosmetics · E-commerce",
            challenge: "A brand with a great product but little visibility beyond its physical shop.",
            solution: "Campaigns with twelve natural-beauty creators and an online shop optimised to convert.",
            results: [
              "5:1 return on creator campaigns",
              "Online sales up threefold",
              "45,000 new followers in six months",
            ],
          },
          {
            client: "Bodegas Alto Turia",
            sector: "Wine · Direct sales",
            challenge: "Complete reliance on distributors and a website that barely got any visits.",
            solution: "A local SEO strategy, wine-tourism content and seasonally targeted advertising.",
            results: [
              "300% more organic traffic in a year",
              "The online shop became the second sales channel",
              "Winery tours fully booked every weekend",
            ],
          },
        ],
      },
      {
        kind: "checklist",
        id: "garantias",
        eyebrow: "Guarantees",
        title: "Guaranteed results",
        lead: "We commit in writing to what matters.",
        items: [
          "Goals and figures agreed before we start",
          "A monthly report on traffic, conversions and return",
          "Full access to your accounts and data, always",
          "No lock-in: we stay together because it works",
          "Verified creators and content that complies with advertising rules",
        ],
      },
      {
        kind: "testimonials",
        id: "testimonios",
        eyebrow: "Testimonials",
        title: "Brands already growing with us",
      },
    ],
    closing: {
      id: "casos",
      title: "Want results like these?",
      lead: "Discover more projects and the impact they have had on our clients.",
      links: [sharedLinks.cases.en],
    },
  },
});
