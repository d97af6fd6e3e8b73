import { bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";

/** An open position, in one language (spec §3 "Vacancy"). */
export type Vacancy = {
  id: VacancyId;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  requirements: string[];
};

export type VacancyId = "full-stack" | "ai-ml" | "consultant" | "robotics";

/** The open positions, each once per language, in the order the careers page lists them. */
const vacancies = bilingual<Vacancy[]>({
  es: [
    {
      id: "full-stack",
      title: "Desarrollador/a full stack",
      department: "Desarrollo de software",
      location: "Valencia (híbrido)",
      type: "Jornada completa",
      description:
        "Diseñarás y construirás aplicaciones web y APIs para nuestros clientes, desde la arquitectura hasta el despliegue, en equipos pequeños y con mucha autonomía.",
      requirements: [
        "React y TypeScript",
        "Node.js",
        "Bases de datos SQL",
        "APIs REST",
        "Docker",
        "3 años de experiencia",
      ],
    },
    {
      id: "ai-ml",
      title: "Especialista en IA y machine learning",
      department: "Inteligencia artificial",
      location: "Valencia (híbrido) o remoto en España",
      type: "Jornada completa",
      description:
        "Llevarás modelos de machine learning y soluciones de IA generativa de la idea a producción: datos, entrenamiento, evaluación y monitorización.",
      requirements: ["Python", "PyTorch o TensorFlow", "LLM y RAG", "MLOps", "Estadística aplicada", "Inglés técnico"],
    },
    {
      id: "consultant",
      title: "Consultor/a de transformación digital",
      department: "Consultoría",
      location: "Valencia (presencial, con visitas a clientes)",
      type: "Jornada completa",
      description:
        "Acompañarás a pymes y grandes empresas en el análisis de sus procesos, definirás hojas de ruta de digitalización y coordinarás su implantación, incluidos los proyectos del Kit Digital.",
      requirements: [
        "Análisis de procesos",
        "Gestión de proyectos",
        "Ayudas públicas y Kit Digital",
        "Trato con clientes",
        "Metodologías ágiles",
        "Carné de conducir",
      ],
    },
    {
      id: "robotics",
      title: "Ingeniero/a de robótica",
      department: "Robótica y automatización",
      location: "Valencia (presencial)",
      type: "Jornada completa",
      description:
        "Diseñarás, programarás y pondrás en marcha soluciones de robótica industrial y RPA, desde la simulación hasta la puesta en servicio en planta.",
      requirements: [
        "ROS 2",
        "PLC y automatización industrial",
        "Python o C++",
        "Visión artificial",
        "Herramientas RPA",
        "Disponibilidad para viajar",
      ],
    },
  ],
  en: [
    {
      id: "full-stack",
      title: "Full-stack developer",
      department: "Software development",
      location: "Valencia (hybrid)",
      type: "Full time",
      description:
        "You will design and build web applications and APIs for our clients, from architecture to deployment, in small teams with plenty of autonomy.",
      requirements: ["React and TypeScript", "Node.js", "SQL databases", "REST APIs", "Docker", "3 years' experience"],
    },
    {
      id: "ai-ml",
      title: "AI/ML specialist",
      department: "Artificial intelligence",
      location: "Valencia (hybrid) or remote within Spain",
      type: "Full time",
      description:
        "You will take machine learning models and generative AI solutions from idea to production: data, training, evaluation and monitoring.",
      requirements: [
        "Python",
        "PyTorch or TensorFlow",
        "LLMs and RAG",
        "MLOps",
        "Applied statistics",
        "Technical English",
      ],
    },
    {
      id: "consultant",
      title: "Digital transformation consultant",
      department: "Consulting",
      location: "Valencia (on site, with client visits)",
      type: "Full time",
      description:
        "You will help SMEs and large companies analyse their processes, define digitalisation roadmaps and coordinate their implementation, including Digital Kit projects.",
      requirements: [
        "Process analysis",
        "Project management",
        "Public grants and the Digital Kit",
        "Client-facing skills",
        "Agile methods",
        "Driving licence",
      ],
    },
    {
      id: "robotics",
      title: "Robotics engineer",
      department: "Robotics and automation",
      location: "Valencia (on site)",
      type: "Full time",
      description:
        "You will design, program and commission industrial robotics and RPA solutions, from simulation to go-live on the factory floor.",
      requirements: [
        "ROS 2",
        "PLCs and industrial automation",
        "Python or C++",
        "Computer vision",
        "RPA tools",
        "Willingness to travel",
      ],
    },
  ],
});

/** The open positions in a language. */
export function openVacancies(lang: Lang): Vacancy[] {
  return vacancies[lang];
}
