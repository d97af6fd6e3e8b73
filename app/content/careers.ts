import { bilingual } from "./bilingual";

export const careersContent = bilingual({
  es: {
    meta: {
      title: "Trabaja con nosotros",
      description: "Únete a RTS en Valencia: vacantes de desarrollo full stack, IA y machine learning, consultoría de transformación digital e ingeniería robótica.",
    },
    hero: {
      title: "Trabaja con nosotros",
      lead: "Buscamos personas con ganas de resolver problemas reales con tecnología.",
    },
  },
  en: {
    meta: {
      title: "Careers",
      description: "Join RTS in Valencia: openings for full-stack development, AI and machine learning, digital transformation consulting and robotics engineering.",
    },
    hero: {
      title: "Work with us",
      lead: "We are looking for people who want to solve real problems with technology.",
    },
  },
});
