import type { Lang } from "~/i18n/language";
import type { ServiceKey } from "~/i18n/resources/services";

/**
 * The blog's topics (its categories, decision 185): an article's front matter names one by its key;
 * the `category` column of blog_posts holds its name in the article's language (the specification's
 * chips read that column). Each topic has a page of its own per language (/blog/categoria/<slug>,
 * /en/blog/category/<slug>) with its title, description, feed and breadcrumb, and names the services
 * it is about (the topic page links them).
 */
export type TopicKey = "ai" | "automation" | "kit-digital" | "bi" | "software" | "marketing";

/**
 * `intro`: the topic page's own words (issue 37, decision 216), paragraphs written only from what the
 * site already states (the services the topic is about, the cases' published facts). A topic with
 * two articles or more is indexable and needs 250 words of them (tests/unit/content/topics.test.ts).
 */
type TopicCopy = { name: string; slug: string; description: string; intro?: string[] };

export type Topic = { key: TopicKey; services: ServiceKey[] } & Record<Lang, TopicCopy>;

export const topics: Topic[] = [
  {
    key: "ai",
    services: ["service-ai"],
    es: {
      name: "Inteligencia Artificial",
      slug: "inteligencia-artificial",
      description:
        "Artículos sobre inteligencia artificial para pymes: IA generativa, asistentes y chatbots, con casos de uso, riesgos y cómo medir el retorno.",
      intro: [
        "Aquí reunimos lo que escribimos sobre inteligencia artificial aplicada a empresas pequeñas y medianas: qué puede hacer hoy una IA generativa con los documentos y los correos de un negocio, qué esperar de un asistente virtual de atención al cliente y cómo preparar una hoja de ruta sin apostar más de lo que se puede medir. Son artículos pensados para quien decide, no para especialistas: cada uno explica el problema, las opciones y los riesgos en lenguaje llano.",
        "Escribimos desde lo que hacemos en nuestro servicio de inteligencia artificial: asistentes y chatbots que atienden a clientes y empleados en varios idiomas, modelos que anticipan la demanda, las bajas de clientes o las incidencias a partir de datos históricos, lectura y clasificación automática de facturas, contratos y formularios, y visión artificial con cámaras estándar. Todo ello conectado al ERP, al CRM o a la web mediante API seguras, con modelos privados, cifrado y cumplimiento del RGPD y del Reglamento europeo de IA.",
        "Los casos de éxito muestran esos usos en proyectos reales: una cadena de 15 hoteles que atiende a sus huéspedes en 12 idiomas, una automatización contable que lee facturas y propone asientos, una red eléctrica que anticipa averías con los datos de 15.000 sensores y una gestión de vuelos apoyada en predicciones. Cada artículo enlaza al servicio y a los casos de los que habla.",
        "Si después de leer quieres saber qué encaja en tu empresa, la forma más corta es una demo con tus propios casos: partimos de indicadores acordados y de un seguimiento mensual, para que la IA se juzgue por resultados y no por promesas. No todos los problemas necesitan inteligencia artificial: a veces basta una regla clara o un buen informe, y conviene saberlo antes de invertir.",
      ],
    },
    en: {
      name: "Artificial Intelligence",
      slug: "artificial-intelligence",
      description:
        "Articles on artificial intelligence for small businesses: generative AI, assistants and chatbots, with use cases, risks and how to measure the return.",
      intro: [
        "This is where we gather what we write about artificial intelligence for small and medium-sized businesses: what generative AI can already do with a company's documents and e-mail, what to expect from a customer-service assistant, and how to draw up a roadmap without betting more than you can measure. The articles are written for the people who decide, not for specialists: each one sets out the problem, the options and the risks in plain words.",
        "We write from what our artificial intelligence service does: assistants and chatbots that answer customers and staff in several languages, models that anticipate demand, customer churn or incidents from historical data, automatic reading and classification of invoices, contracts and forms, and computer vision with standard cameras. All of it connected to your ERP, CRM or website through secure APIs, with private models, encryption and compliance with the GDPR and the EU AI Act.",
        "The success stories show those uses in real projects: a chain of 15 hotels that answers its guests in 12 languages, an accounting automation that reads invoices and proposes entries, an electricity grid that anticipates faults from the data of 15,000 sensors, and flight management supported by predictions. Each article links the service and the stories it talks about.",
        "If, after reading, you want to know what fits your company, the shortest way is a demo built on your own cases: we start from agreed indicators and a monthly review, so that AI is judged by its results rather than by its promises. Not every problem needs artificial intelligence: sometimes a clear rule or a good report is enough, and that is worth knowing before any investment.",
      ],
    },
  },
  {
    key: "automation",
    services: ["service-robotics", "kit-process"],
    es: {
      name: "Automatización",
      slug: "automatizacion",
      description:
        "Artículos sobre automatización de procesos y RPA: qué automatizar primero, cómo descubrir los procesos y qué resultados esperar.",
      intro: [
        "Estos artículos tratan de la automatización de procesos y de la automatización robótica (RPA) en empresas que todavía hacen a mano tareas repetitivas: copiar datos entre programas, revisar facturas, preparar los mismos informes cada semana. Explican qué conviene automatizar primero, cómo descubrir y medir los procesos antes de tocarlos y qué resultados son razonables, con ejemplos de administración, compras y atención al cliente.",
        "Parten de lo que hace nuestro servicio de robótica y RPA: robots de software que trabajan con tus aplicaciones igual que una persona, que leen facturas, pedidos y albaranes y registran los datos en tus sistemas, que mueven información entre ERP, CRM, webs y hojas de cálculo sin integraciones complejas, que clasifican la bandeja de entrada y que cruzan extractos, facturas y pagos para señalar solo las excepciones. Con credenciales cifradas, registro de cada acción y un panel que muestra en tiempo real qué hace cada robot y cuánto tiempo ahorra.",
        "La automatización también puede financiarse: la solución de gestión de procesos del programa Kit Digital cubre parte de este trabajo en las pymes que cumplen sus requisitos, y los artículos lo indican cuando procede. No toda tarea merece un robot: un proceso que cambia cada mes, o que se repite pocas veces al año, suele estar mejor en manos de una persona.",
        "Los casos de éxito ponen cifras a lo que aquí se explica: una automatización contable que en seis meses mejoró la eficiencia un 70 % y redujo los costes a la mitad, y la digitalización de los trámites de un ayuntamiento de 800.000 habitantes en doce meses. Empieza por un proceso, mide el resultado y añade robots a medida que crece el retorno: es el método que seguimos y el que estos textos describen.",
      ],
    },
    en: {
      name: "Automation",
      slug: "automation",
      description:
        "Articles on process automation and RPA: what to automate first, how to discover your processes and what results to expect.",
      intro: [
        "These articles are about process automation and robotic process automation (RPA) in companies that still do repetitive work by hand: copying data between programs, checking invoices, preparing the same reports every week. They explain what to automate first, how to discover and measure processes before touching them and which results are reasonable, with examples from administration, purchasing and customer service.",
        "They start from what our robotics and RPA service does: software robots that work with your applications as a person would, read invoices, orders and delivery notes and record the data in your systems, move information between ERP, CRM, websites and spreadsheets without complex integrations, sort the inbox, and match statements, invoices and payments so that only the exceptions need a person. With encrypted credentials, a record of every action and a dashboard that shows in real time what each robot does and how much time it saves.",
        "Automation can also be funded: the process management solution of the Kit Digital programme covers part of this work for small businesses that meet its requirements, and the articles say so where it applies. Not every task deserves a robot: a process that changes every month, or that happens a few times a year, is usually better left to a person.",
        "The success stories put figures on what is explained here: an accounting automation that in six months raised efficiency by 70% and halved costs, and the digitalisation of the procedures of a city of 800,000 inhabitants in twelve months. Start with one process, measure the result and add robots as the return grows: that is the method we follow and the one these texts describe.",
      ],
    },
  },
  {
    key: "kit-digital",
    services: ["kit-digital"],
    es: {
      name: "Kit Digital",
      slug: "kit-digital",
      description:
        "Artículos sobre el Kit Digital: qué cubre cada categoría de solución, cuánto aporta según el tamaño de la empresa y cómo solicitarlo.",
    },
    en: {
      name: "Kit Digital",
      slug: "kit-digital",
      description:
        "Articles on the Kit Digital programme: what each solution category covers, how much it grants by company size and how to apply.",
    },
  },
  {
    key: "bi",
    services: ["kit-bi"],
    es: {
      name: "Business Intelligence",
      slug: "business-intelligence",
      description:
        "Artículos sobre business intelligence y analítica: cuadros de mando, indicadores y datos limpios para decidir con información fiable.",
      intro: [
        "En este tema reunimos lo que escribimos sobre business intelligence y analítica para empresas que ya tienen datos repartidos entre la facturación, las ventas, la web y muchas hojas de cálculo, pero no una forma fiable de leerlos juntos. Los artículos explican qué indicadores merece la pena seguir, cómo montar un cuadro de mando que se use de verdad y por qué la limpieza de los datos va antes que cualquier gráfico.",
        "Escribimos desde lo que hace nuestro servicio de BI y analítica: conectamos las fuentes de datos de la empresa, las unimos en una sola fuente fiable y construimos los informes y los indicadores clave que el equipo va a consultar, visuales y actualizados, sin esperar a que alguien los prepare a mano cada mes. Cuando hace falta ir más allá, los mismos datos alimentan modelos de predicción de nuestro servicio de inteligencia artificial. Un cuadro de mando que nadie abre es un coste, no una herramienta: por eso conviene empezar por las preguntas que el negocio se hace cada semana y elegir después el gráfico.",
        "Este trabajo puede financiarse con la solución de business intelligence y analítica del programa Kit Digital, que en cada tramo de empleados puede recibir hasta el doble que otras soluciones básicas, porque conectar datos requiere más trabajo; la página de esa solución detalla los importes y los requisitos.",
        "El caso de la red eléctrica muestra la analítica a gran escala: 15.000 sensores que informan cada 30 segundos, mantenimiento predictivo y una red que abastece a 2,1 millones de hogares con un 30 % menos de cortes. Los artículos bajan esas mismas ideas al tamaño de una pyme: pocos indicadores, datos limpios y decisiones tomadas con información en la que se puede confiar.",
      ],
    },
    en: {
      name: "Business Intelligence",
      slug: "business-intelligence",
      description:
        "Articles on business intelligence and analytics: dashboards, key indicators and clean data to decide with information you can trust.",
      intro: [
        "This topic gathers what we write about business intelligence and analytics for companies that already have data spread across invoicing, sales, the website and many spreadsheets, but no reliable way of reading it together. The articles explain which indicators are worth following, how to build a dashboard that people actually use and why clean data comes before any chart.",
        "We write from what our BI and analytics service does: we connect the company's data sources, join them into one reliable source and build the reports and key indicators the team will consult, visual and up to date, without waiting for someone to prepare them by hand every month. When more is needed, the same data feeds prediction models from our artificial intelligence service. A dashboard nobody opens is a cost, not a tool: that is why it pays to start from the questions the business asks every week and only then choose the chart.",
        "This work can be funded by the business intelligence and analytics solution of the Kit Digital programme, which in each employee band can receive up to twice as much as other basic solutions, because connecting data takes more work; that solution's page sets out the amounts and the requirements.",
        "The electricity grid story shows analytics at scale: 15,000 sensors reporting every 30 seconds, predictive maintenance and a grid that supplies 2.1 million homes with 30% fewer outages. The articles bring the same ideas down to the size of a small business: a few indicators, clean data and decisions taken on information you can trust.",
      ],
    },
  },
  {
    key: "software",
    services: ["service-software"],
    es: {
      name: "Desarrollo de Software",
      slug: "desarrollo-de-software",
      description:
        "Artículos sobre desarrollo de software para empresas: a medida o estándar, seguridad básica y cómo reducir el riesgo de un proyecto.",
      intro: [
        "Estos artículos tratan del desarrollo de software para empresas: cuándo conviene un desarrollo a medida y cuándo una herramienta estándar, qué medidas básicas de ciberseguridad debe tener cualquier aplicación o puesto de trabajo y cómo reducir el riesgo de un proyecto antes de firmarlo. Están escritos para quien tiene que decidir y pagar el proyecto, con criterios que se pueden comprobar y sin jerga innecesaria.",
        "Parten de lo que hace nuestro servicio de desarrollo de software: aplicaciones web, portales y áreas de cliente rápidas, seguras y accesibles; aplicaciones móviles para iOS y Android con una sola base de código; tiendas online integradas con el stock, los pagos y la logística; y ERP, CRM o plataformas de gestión hechas a la medida de los procesos de cada empresa. Trabajamos con método ágil, en sprints de dos semanas al final de los cuales enseñamos software funcionando, y con plazos orientativos de 8 a 24 semanas según el tipo de proyecto.",
        "Los casos de éxito muestran proyectos de este tipo: la digitalización de un ayuntamiento de 800.000 habitantes en doce meses, con sede electrónica accesible, datos compartidos y tramitación automatizada, y una plataforma de gestión de vuelos apoyada en inteligencia artificial.",
        "Cada artículo enlaza al servicio y a los casos de los que habla. Si estás valorando un proyecto, la primera conversación sirve para decidir entre construir, comprar o combinar ambas cosas, y para fijar qué verás terminado en cada entrega. Un proyecto bien planteado empieza por escribir qué problema resuelve y cómo se medirá que lo ha resuelto; las demás decisiones técnicas dependen de esa respuesta.",
      ],
    },
    en: {
      name: "Software Development",
      slug: "software-development",
      description:
        "Articles on software development for businesses: custom or off-the-shelf, basic security and how to reduce the risk of a project.",
      intro: [
        "These articles are about software development for businesses: when custom software is worth it and when an off-the-shelf tool is better, which basic cybersecurity measures every application and workstation needs, and how to reduce the risk of a project before signing it. They are written for the people who have to decide on the project and pay for it, with criteria that can be checked and without needless jargon.",
        "They start from what our software development service does: web applications, portals and customer areas that are fast, secure and accessible; mobile apps for iOS and Android from a single code base; online shops integrated with stock, payments and logistics; and ERP, CRM or management platforms built around each company's own processes. We work in an agile way, in two-week sprints at the end of which we show working software, with indicative delivery times of 8 to 24 weeks depending on the kind of project.",
        "The success stories show projects of this kind: the digitalisation of a city of 800,000 inhabitants in twelve months, with an accessible online office, shared data and automated procedures, and a flight management platform supported by artificial intelligence.",
        "Each article links the service and the stories it talks about. If you are weighing up a project, the first conversation is for deciding whether to build, buy or combine both, and for agreeing what you will see finished at each delivery. A well-founded project starts by writing down which problem it solves and how you will measure that it has solved it; every other technical decision depends on that answer.",
      ],
    },
  },
  {
    key: "marketing",
    services: ["service-marketing", "kit-seo", "kit-social"],
    es: {
      name: "Marketing Digital",
      slug: "marketing-digital",
      description:
        "Artículos sobre marketing digital para negocios locales y pymes: buscadores, reseñas, contenidos y campañas pequeñas que se miden.",
    },
    en: {
      name: "Digital Marketing",
      slug: "digital-marketing",
      description:
        "Articles on digital marketing for local and small businesses: search, reviews, useful content and small campaigns you can measure.",
    },
  },
];

export const topicKeys = topics.map((topic) => topic.key) as [TopicKey, ...TopicKey[]];

export const topicByKey = (key: string): Topic | undefined => topics.find((topic) => topic.key === key);

/** The topic a category name (the blog_posts column, in a language) stands for. */
export const topicByName = (name: string, lang: Lang): Topic | undefined =>
  topics.find((topic) => topic[lang].name === name);

export const topicBySlug = (slug: string, lang: Lang): Topic | undefined =>
  topics.find((topic) => topic[lang].slug === slug);
