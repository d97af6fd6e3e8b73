import { bilingual } from "./bilingual";

export const serviceRoboticsContent = bilingual({
  es: {
    meta: {
      title: "Robótica y RPA: automatización de procesos",
      description: "Automatización robótica de procesos (RPA) 24/7: hasta un 99 % menos de errores, tareas 10 veces más rápidas y cumplimiento normativo al 100 %.",
    },
    hero: {
      title: "Robótica y automatización de procesos (RPA)",
      lead: "Robots de software que trabajan 24/7 en las tareas repetitivas para que tu equipo se dedique a lo que aporta valor.",
    },
  },
  en: {
    meta: {
      title: "Robotics and RPA: process automation",
      description: "Robotic process automation (RPA) around the clock: up to 99% fewer errors, tasks 10x faster and 100% regulatory compliance.",
    },
    hero: {
      title: "Robotics and robotic process automation (RPA)",
      lead: "Software robots that work 24/7 on repetitive tasks so your team can focus on what adds value.",
    },
  },
});
