import { bilingual } from "./bilingual";

export const serviceSoftwareContent = bilingual({
  es: {
    meta: {
      title: "Desarrollo de software a medida",
      description: "Desarrollo de software, webs y apps a medida con metodología ágil, sprints de 2 semanas y garantías de calidad. Entregas de 8 a 24 semanas.",
    },
    hero: {
      title: "Desarrollo de software a medida",
      lead: "Aplicaciones web, móviles y plataformas de empresa construidas con método ágil y calidad verificable.",
    },
  },
  en: {
    meta: {
      title: "Custom software development",
      description: "Custom software, websites and apps built with an agile method, two-week sprints and quality guarantees. Delivered in 8 to 24 weeks.",
    },
    hero: {
      title: "Custom software development",
      lead: "Web and mobile applications and business platforms built with an agile method and verifiable quality.",
    },
  },
});
