import type { Guide } from "./types";

const caseLabels = {
  before: "Antes",
  challenge: "Punto de partida",
  solution: "Qué se hizo",
  results: "Resultados a los seis meses",
  lesson: "La lección",
  related: "A mayor escala",
};

const disclaimer =
  "Caso ilustrativo: una empresa ficticia construida a partir de proyectos tipo. Las cifras son orientativas y no corresponden a un cliente concreto.";

export const guideEs: Guide = {
  meta: {
    title: "Guía de automatización para pymes",
    author: "RTS Soluciones Tecnológicas, S.L.",
    subject: "Qué automatizar primero, con qué tecnología, cuánto cuesta y cómo financiarlo",
    keywords: ["automatización", "pymes", "RPA", "inteligencia artificial", "Kit Digital", "retorno de la inversión"],
  },
  fileName: "guia-automatizacion-pymes.pdf",
  cover: {
    eyebrow: "Guía práctica gratuita",
    title: "Guía de automatización para pymes",
    subtitle:
      "Qué procesos automatizar primero, qué tecnología elegir, cuánto cuesta, cómo medir el retorno y cómo financiarlo con el Kit Digital.",
    edition: "Edición 2026",
    publisher: "RTS Soluciones Tecnológicas · Valencia",
  },
  labels: {
    contents: "Contenido",
    chapter: "Capítulo {n}",
    pageOf: "Página {page} de {pages}",
    footer: "RTS · Guía de automatización para pymes",
  },
  chapters: [
    {
      id: "intro",
      unnumbered: true,
      title: "Antes de empezar",
      lead: "Para quién es esta guía, cómo sacarle partido y qué no vas a encontrar en ella.",
      blocks: [
        {
          kind: "paragraph",
          text: "Esta guía está escrita para **gerentes, socios y responsables de área de pequeñas y medianas empresas** que sienten que su equipo dedica demasiadas horas a copiar datos, perseguir documentos o cuadrar hojas de cálculo, y que quieren saber si automatizar tiene sentido para ellos antes de hablar con ningún proveedor.",
        },
        {
          kind: "paragraph",
          text: "No hace falta saber programar ni conocer la jerga. Cada capítulo responde a una pregunta concreta y termina con algo que puedes hacer esta misma semana: una tabla para puntuar procesos, una fórmula para estimar el retorno o una lista de comprobación para elegir con quién trabajar.",
        },
        { kind: "heading", text: "Cómo leerla" },
        {
          kind: "steps",
          items: [
            {
              title: "Si tienes diez minutos",
              text: "Lee el capítulo 2 y haz el inventario de procesos. Es el ejercicio que más valor aporta por minuto invertido.",
            },
            {
              title: "Si vas a pedir presupuesto",
              text: "Lee los capítulos 3 y 4: sabrás qué tecnología encaja con tu problema y qué preguntas hacer sobre el coste y el retorno.",
            },
            {
              title: "Si ya has decidido empezar",
              text: "Ve directamente al plan de 90 días del capítulo 5 y a las listas de comprobación del final.",
            },
          ],
        },
        { kind: "heading", text: "Lo que no encontrarás aquí" },
        {
          kind: "paragraph",
          text: "No recomendamos marcas ni productos concretos: la herramienta adecuada depende de los sistemas que ya usas, del volumen de trabajo y de quién va a mantener la solución. Tampoco prometemos ahorros universales. Las cifras de los ejemplos son **orientativas**: sirven para entender órdenes de magnitud, no para presupuestar tu caso sin analizarlo.",
        },
        {
          kind: "note",
          title: "Sobre los casos de esta guía",
          text: "Los cinco casos prácticos del capítulo 7 son ilustrativos: empresas ficticias construidas a partir de situaciones que vemos a menudo en pymes. Cada uno remite a uno de los casos de éxito publicados en nuestra web, que aplican las mismas ideas a mayor escala.",
        },
      ],
    },
    {
      id: "why",
      title: "Por qué automatizar ahora",
      lead: "Automatizar no es sustituir personas por máquinas: es dejar de pagar horas cualificadas por tareas que no necesitan criterio.",
      blocks: [
        {
          kind: "paragraph",
          text: "En casi todas las pymes hay un puñado de tareas que se repiten cada día con las mismas reglas: pasar los datos de un pedido del correo al programa de gestión, registrar facturas, conciliar el banco, enviar recordatorios, preparar el mismo informe cada lunes. Por separado parecen pequeñas; juntas suelen ocupar **entre una y dos jornadas completas por semana** de personas que podrían dedicarse a vender, atender o mejorar el producto.",
        },
        { kind: "heading", text: "Qué significa automatizar, en lenguaje llano" },
        {
          kind: "list",
          items: [
            "**Conectar sistemas**: que el programa de facturación y el banco, o la tienda online y el almacén, se pasen los datos solos en lugar de que alguien los copie.",
            "**Robots de software (RPA)**: programas que usan las aplicaciones como lo haría una persona, con teclado y ratón, cuando esos sistemas no se pueden conectar directamente.",
            "**Inteligencia artificial aplicada**: leer documentos que no tienen siempre el mismo formato, clasificar correos, responder preguntas frecuentes o anticipar la demanda.",
            "**Cuadros de mando**: reunir los datos dispersos en indicadores que se actualizan solos, para decidir sin esperar al informe de fin de mes.",
          ],
        },
        { kind: "heading", text: "Dónde se va el tiempo" },
        {
          kind: "table",
          caption: "Horas semanales habituales en tareas repetitivas, en una pyme de 10 a 30 personas (orientativo)",
          columns: ["Tarea", "Horas por semana", "Qué suele fallar"],
          widths: [0.42, 0.2, 0.38],
          rows: [
            ["Registro de facturas de proveedores", "4 a 10", "Errores de tecleo e IVA mal imputado"],
            ["Introducción de pedidos recibidos por correo", "5 a 15", "Pedidos que se retrasan o se pierden"],
            ["Conciliación bancaria", "2 a 6", "Descuadres que se descubren al cierre"],
            ["Informes para dirección", "2 a 5", "Datos de distintas fuentes que no casan"],
            ["Recordatorios y seguimiento de clientes", "3 a 8", "Citas olvidadas y cobros que se alargan"],
          ],
        },
        { kind: "heading", text: "Tres ideas equivocadas" },
        {
          kind: "steps",
          items: [
            {
              title: "«Es solo para empresas grandes»",
              text: "Las herramientas actuales se contratan por uso y una primera automatización útil cabe en unas semanas de trabajo. Una pyme suele notar antes el efecto, porque cada hora liberada pesa más en un equipo pequeño.",
            },
            {
              title: "«Primero hay que cambiar de programa de gestión»",
              text: "Casi nunca. Lo habitual es automatizar alrededor de los sistemas que ya funcionan y dejar la sustitución para cuando esté justificada por sí misma.",
            },
            {
              title: "«La IA lo hace todo sola»",
              text: "La inteligencia artificial es muy buena con documentos y textos variables, pero necesita reglas claras, datos de calidad y una persona que revise los casos dudosos.",
            },
          ],
        },
        {
          kind: "checklist",
          title: "Señales de que estás listo para automatizar",
          items: [
            "Hay una tarea que alguien hace igual todos los días o todas las semanas.",
            "Los mismos datos se teclean en más de un sistema.",
            "Los errores de esa tarea cuestan dinero o clientes, y se detectan tarde.",
            "Cuando la persona que la hace se va de vacaciones, la tarea se acumula.",
            "Puedes explicar en una página cómo se hace, con sus excepciones.",
          ],
        },
      ],
    },
    {
      id: "what-first",
      title: "Qué procesos automatizar primero",
      lead: "El mejor primer proyecto no es el más ambicioso: es el que se termina pronto, se mide con facilidad y convence al equipo.",
      blocks: [
        {
          kind: "paragraph",
          text: "Elegir bien el primer proceso decide buena parte del éxito. Un primer proyecto que se alarga meses o cuyo beneficio nadie sabe medir suele apagar el interés de la empresa por automatizar. Uno pequeño, visible y bien medido abre la puerta a los siguientes.",
        },
        { kind: "heading", text: "Cinco criterios para puntuar cada proceso" },
        {
          kind: "list",
          items: [
            "**Volumen**: cuántas veces se repite al mes. Cuanto más, mejor.",
            "**Reglas claras**: si una persona nueva puede aprenderlo con una hoja de instrucciones, se puede automatizar.",
            "**Entrada digital**: los datos llegan por correo, PDF, web u hoja de cálculo, no en papel manuscrito.",
            "**Coste del error**: un fallo provoca recargos, devoluciones o clientes molestos.",
            "**Estabilidad**: el proceso no va a cambiar por completo en los próximos seis meses.",
          ],
        },
        {
          kind: "paragraph",
          text: "Puntúa cada criterio de 1 a 5 y suma. Por encima de 18 puntos tienes un candidato excelente; entre 13 y 18, un buen candidato que conviene ordenar antes de automatizar; por debajo de 13, probablemente haya mejoras más rentables.",
        },
        {
          kind: "table",
          caption: "Ejemplo de puntuación en una distribuidora de 25 personas",
          columns: ["Proceso", "Vol.", "Reglas", "Digital", "Error", "Estable", "Total"],
          widths: [0.37, 0.09, 0.11, 0.11, 0.1, 0.11, 0.11],
          rows: [
            ["Pedidos de clientes por correo", "5", "4", "5", "4", "4", "22"],
            ["Registro de facturas de proveedores", "4", "4", "4", "4", "5", "21"],
            ["Informe semanal de ventas", "3", "5", "4", "2", "4", "18"],
            ["Gestión de incidencias de transporte", "3", "2", "3", "4", "3", "15"],
            ["Negociación con proveedores", "1", "1", "2", "4", "2", "10"],
          ],
        },
        { kind: "heading", text: "El inventario de procesos, paso a paso" },
        {
          kind: "steps",
          items: [
            {
              title: "Reúne a quienes hacen el trabajo",
              text: "Una hora con dos o tres personas de cada área vale más que cualquier consultoría desde fuera. Pregunta qué tareas repiten y cuáles les frustran.",
            },
            {
              title: "Anota volumen y tiempo",
              text: "Para cada tarea: cuántas veces al mes y cuántos minutos cada vez. Con eso ya tienes las horas mensuales.",
            },
            {
              title: "Puntúa con los cinco criterios",
              text: "Sin discutir la tecnología todavía. Solo se trata de ordenar.",
            },
            {
              title: "Elige uno y descríbelo en una página",
              text: "Entrada, pasos, reglas, excepciones y resultado. Si no cabe en una página, divide el proceso en partes más pequeñas.",
            },
          ],
        },
        {
          kind: "note",
          title: "Cuidado con automatizar el desorden",
          text: "Si cada persona hace el proceso a su manera, primero acordad una forma común de hacerlo. Automatizar un proceso confuso solo consigue que los errores se produzcan más rápido.",
        },
      ],
    },
    {
      id: "technology",
      title: "Qué tecnología elegir: RPA, IA o software a medida",
      lead: "La pregunta correcta no es qué herramienta está de moda, sino qué tipo de problema tienes.",
      blocks: [
        {
          kind: "paragraph",
          text: "Las cuatro familias de soluciones que verás en el mercado no compiten entre sí: se combinan. La mayoría de los proyectos en pymes usan dos de ellas. Esta tabla resume cuándo encaja cada una.",
        },
        {
          kind: "table",
          caption: "Cuándo encaja cada tecnología",
          columns: ["Tecnología", "Encaja cuando...", "Tiempo típico", "A vigilar"],
          widths: [0.2, 0.38, 0.16, 0.26],
          rows: [
            [
              "Integración (API)",
              "Los dos sistemas permiten conectarse y el dato es estructurado",
              "2 a 6 semanas",
              "Licencias y límites de uso de cada sistema",
            ],
            [
              "RPA",
              "Hay que usar aplicaciones sin conexión posible, igual que lo haría una persona",
              "3 a 8 semanas",
              "Cambios de pantallas que rompen el robot",
            ],
            [
              "Inteligencia artificial",
              "La entrada es variable: facturas de formatos distintos, correos, preguntas",
              "4 a 10 semanas",
              "Revisión humana de los casos dudosos",
            ],
            [
              "Software a medida",
              "Ninguna herramienta cubre un proceso que os diferencia",
              "2 a 6 meses",
              "Quién lo mantiene después",
            ],
          ],
        },
        { kind: "heading", text: "Una forma sencilla de decidir" },
        {
          kind: "steps",
          items: [
            {
              title: "¿Los sistemas se pueden conectar?",
              text: "Pregunta a tus proveedores de software si ofrecen API o conectores. Si la respuesta es sí, empieza por ahí: es la opción más robusta.",
            },
            {
              title: "¿No se pueden conectar, pero las pantallas son estables?",
              text: "Un robot RPA hace el trabajo de copiar y pegar con la misma precisión todos los días, también por la noche.",
            },
            {
              title: "¿La información llega en formatos variables?",
              text: "Añade inteligencia artificial para leer y clasificar, con una bandeja de revisión para lo que no alcance el nivel de confianza que fijéis.",
            },
            {
              title: "¿Nada de lo anterior resuelve el problema?",
              text: "Entonces, y solo entonces, plantea software a medida, empezando por la parte más pequeña que aporte valor.",
            },
          ],
        },
        { kind: "heading", text: "Y los datos" },
        {
          kind: "paragraph",
          text: "Cualquier automatización genera datos: cuántos pedidos entraron, cuántas facturas se leyeron solas, cuántas necesitaron revisión. Un **cuadro de mando** sencillo con esos indicadores es la mejor manera de demostrar el retorno y de descubrir el siguiente proceso que conviene automatizar.",
        },
        {
          kind: "note",
          title: "No compres la herramienta antes de entender el proceso",
          text: "Es el error más caro que vemos: licencias anuales contratadas para un problema que todavía no estaba definido. Primero el proceso, después la tecnología.",
        },
      ],
    },
    {
      id: "cost-roi",
      title: "Cuánto cuesta y cómo medir el retorno",
      lead: "Un proyecto de automatización se justifica con números sencillos que cualquier socio pueda revisar.",
      blocks: [
        { kind: "heading", text: "De qué se compone el coste" },
        {
          kind: "list",
          items: [
            "**Análisis y diseño**: entender el proceso, sus excepciones y cómo se medirá el éxito.",
            "**Construcción y pruebas**: desarrollar la automatización y probarla con casos reales.",
            "**Licencias o consumo**: herramientas de RPA, servicios de IA o plataformas de integración, normalmente por mes o por uso.",
            "**Mantenimiento**: ajustes cuando cambian los sistemas o las reglas del negocio; suele rondar entre el 10 y el 20 % del coste inicial al año.",
            "**Tiempo interno**: las horas de tu equipo para explicar el proceso, probar y adoptar la solución. No es dinero que salga de caja, pero cuenta.",
          ],
        },
        {
          kind: "table",
          caption: "Órdenes de magnitud para una pyme (orientativo, sin IVA)",
          columns: ["Tipo de proyecto", "Inversión inicial", "Coste anual"],
          widths: [0.5, 0.25, 0.25],
          rows: [
            ["Integración entre dos sistemas", "3.000 a 10.000 €", "500 a 2.000 €"],
            ["Robot RPA para un proceso", "6.000 a 14.000 €", "1.500 a 4.000 €"],
            ["Lectura de documentos con IA", "8.000 a 20.000 €", "1.500 a 5.000 €"],
            ["Cuadro de mando de dirección", "4.000 a 12.000 €", "600 a 2.500 €"],
          ],
        },
        { kind: "heading", text: "La fórmula del retorno" },
        {
          kind: "list",
          items: [
            "**Ahorro anual** = horas liberadas al año × coste por hora + coste de los errores evitados.",
            "**Retorno anual (ROI)** = (ahorro anual - coste anual) ÷ inversión inicial.",
            "**Plazo de recuperación en meses** = inversión inicial ÷ (ahorro anual - coste anual) × 12.",
          ],
        },
        {
          kind: "table",
          caption: "Ejemplo: lectura automática de facturas en una asesoría de 12 personas",
          columns: ["Concepto", "Cálculo", "Importe"],
          widths: [0.4, 0.38, 0.22],
          rows: [
            ["Horas liberadas al año", "18 h/semana × 46 semanas", "828 h"],
            ["Valor de esas horas", "828 h × 28 €/h", "23.184 €"],
            ["Errores evitados", "Recargos y rectificaciones", "3.000 €"],
            ["Ahorro anual", "23.184 € + 3.000 €", "26.184 €"],
            ["Coste anual (licencias y mantenimiento)", "", "4.200 €"],
            ["Inversión inicial", "", "16.000 €"],
            ["Plazo de recuperación", "16.000 ÷ (26.184 - 4.200) × 12", "8,7 meses"],
          ],
        },
        { kind: "heading", text: "Qué medir desde el primer día" },
        {
          kind: "checklist",
          title: "Indicadores mínimos de cualquier automatización",
          items: [
            "Tiempo por operación, antes y después (mídelo antes de empezar: después ya no podrás).",
            "Porcentaje de casos que se resuelven sin intervención humana.",
            "Errores detectados al mes y en qué fase se detectan.",
            "Plazo de punta a punta: desde que llega el pedido o la factura hasta que está registrado.",
            "Horas de tu equipo dedicadas a la tarea cada semana.",
          ],
        },
        {
          kind: "note",
          title: "Las horas liberadas no son dinero hasta que se reinvierten",
          text: "Decide de antemano a qué dedicará el equipo el tiempo recuperado: más atención comercial, menos horas extra en los cierres, absorber el crecimiento sin contratar. Si no se decide, el tiempo se diluye y el retorno no se nota en la cuenta de resultados.",
        },
      ],
    },
    {
      id: "plan-90-days",
      title: "Un plan de implantación en 90 días",
      lead: "Tres fases de un mes: entender, construir y medir. Al final, una automatización en producción y datos para decidir la siguiente.",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Días 1 a 30: diagnóstico y diseño",
              text: "Inventario de procesos, elección del primero, medición de la situación de partida y descripción detallada del proceso con sus excepciones. Se acuerda qué significa éxito con cifras: por ejemplo, que el 80 % de las facturas se registren sin intervención.",
            },
            {
              title: "Días 31 a 60: construcción del piloto",
              text: "Se desarrolla la automatización y se prueba con datos reales en paralelo al proceso manual. El equipo revisa los resultados cada semana y se ajustan las reglas. Nada sustituye todavía al trabajo de siempre.",
            },
            {
              title: "Días 61 a 90: puesta en marcha y medida",
              text: "La automatización pasa a producción, con una persona responsable de revisar las excepciones. Se comparan los indicadores con la situación de partida y se decide si ampliar el alcance o pasar al siguiente proceso.",
            },
          ],
        },
        { kind: "heading", text: "Quién hace qué" },
        {
          kind: "table",
          caption: "Papeles mínimos en un proyecto de pyme",
          columns: ["Papel", "Quién", "Dedicación"],
          widths: [0.32, 0.43, 0.25],
          rows: [
            ["Patrocinador", "Gerente o socio que decide y desbloquea", "1 hora por semana"],
            ["Responsable del proceso", "La persona que mejor conoce la tarea", "3 a 5 horas por semana"],
            ["Equipo técnico", "Proveedor o persona de sistemas", "Según el proyecto"],
            ["Revisor de excepciones", "Alguien del área, tras la puesta en marcha", "Minutos al día"],
          ],
        },
        { kind: "heading", text: "Las personas, antes que la tecnología" },
        {
          kind: "paragraph",
          text: "El miedo más común en el equipo es que la automatización venga a quitar puestos. Explica desde el principio qué tareas desaparecen, a qué se dedicará el tiempo liberado y quién será el responsable de la nueva herramienta. Las personas que hacían el trabajo a mano son las mejores para detectar excepciones y proponer las siguientes mejoras: conviértelas en protagonistas del proyecto.",
        },
        {
          kind: "list",
          items: [
            "Enseña el piloto funcionando lo antes posible, aunque sea imperfecto.",
            "Celebra los primeros resultados con cifras: horas recuperadas, errores evitados.",
            "Documenta qué hacer cuando la automatización falla: quién recibe el aviso y cómo se sigue a mano.",
            "Forma a más de una persona en el uso y la revisión de la solución.",
          ],
        },
        {
          kind: "note",
          title: "Un plan que cabe en un trimestre",
          text: "Si tu primer proyecto no cabe en 90 días, es demasiado grande. Divide el proceso y empieza por la parte con más volumen: el resto llegará con la experiencia y la confianza del primero.",
        },
      ],
    },
    {
      id: "funding",
      title: "Cómo financiarlo: el Kit Digital y otras vías",
      lead: "Las ayudas públicas pueden cubrir una parte importante del primer proyecto, si se eligen las soluciones adecuadas.",
      blocks: [
        {
          kind: "paragraph",
          text: "El **Kit Digital** es un programa del Gobierno de España, financiado con fondos europeos Next Generation EU, que concede a pymes, microempresas y autónomos un bono para implantar soluciones digitales de un catálogo oficial. El bono no se cobra en efectivo: se canjea con un agente digitalizador adherido, que implanta la solución y recibe la ayuda. Varias categorías del catálogo encajan directamente con los proyectos de esta guía.",
        },
        {
          kind: "kit-solutions",
          caption: "Categorías del Kit Digital útiles para automatizar y ayuda máxima de cada una",
          columns: ["Categoría", "Ayuda máxima"],
          ids: ["process", "process-ai", "customer-ai", "bi", "bi-ai"],
          footnote:
            "Importes máximos por categoría según las bases del programa, que corresponden a las empresas de 50 a 249 empleados (segmentos IV y V). Para empresas más pequeñas la ayuda es menor: la web lo detalla por tramo de plantilla.",
        },
        { kind: "heading", text: "Cómo se solicita" },
        {
          kind: "steps",
          items: [
            {
              title: "Registro y autodiagnóstico",
              text: "La empresa se da de alta en Acelera pyme, el portal oficial del programa, y completa el test de autodiagnóstico digital.",
            },
            {
              title: "Elección de soluciones y agente",
              text: "Se eligen las categorías del catálogo que encajan con el proyecto y un agente digitalizador adherido que las implante.",
            },
            {
              title: "Solicitud y acuerdo",
              text: "Se presenta la solicitud en la sede electrónica de Red.es. Con el bono concedido, empresa y agente firman el acuerdo de prestación de la solución.",
            },
            {
              title: "Implantación y justificación",
              text: "El agente implanta la solución y prepara la justificación; la ayuda se le abona directamente. La empresa solo paga el IVA, que no es subvencionable.",
            },
          ],
        },
        { kind: "heading", text: "Otras vías" },
        {
          kind: "list",
          items: [
            "**Programas autonómicos de digitalización e industria 4.0**, con convocatorias anuales y porcentajes de ayuda sobre la inversión.",
            "**Formación bonificada** a través de los créditos de formación de la empresa, útil para que el equipo aprenda a mantener y ampliar las automatizaciones.",
            "**Financiación por fases**: un primer proyecto pequeño cuyo ahorro paga el siguiente. Con plazos de recuperación de menos de un año, es la vía más habitual.",
          ],
        },
        {
          kind: "note",
          title: "Comprueba siempre la convocatoria vigente",
          text: "Plazos, importes y requisitos cambian entre convocatorias. Antes de contar con una ayuda, revisa las bases publicadas en la sede electrónica oficial o pide a tu agente digitalizador que te confirme a qué puedes optar.",
        },
      ],
    },
    {
      id: "cases",
      title: "Cinco casos prácticos",
      lead: "Cinco pymes ficticias, cinco procesos distintos y la misma forma de trabajar: empezar pequeño, medir y ampliar.",
      blocks: [
        {
          kind: "paragraph",
          text: "Los casos de este capítulo son **ilustrativos**: cada empresa es una composición de situaciones reales que encontramos a menudo, con cifras redondeadas y orientativas. Están pensados para que reconozcas tu propio negocio en alguno de ellos. Al final de cada caso encontrarás el caso de éxito de nuestra web que aplica las mismas ideas a mayor escala.",
        },
        {
          kind: "cases-overview",
          caption: "Los cinco casos de un vistazo",
          columns: ["Caso", "Sector", "Resultado destacado"],
        },
        {
          kind: "case",
          case: {
            id: "case-advisory",
            sector: "Asesoría contable y fiscal",
            title: "Una asesoría que dejó de teclear facturas",
            company: "Asesoría de 12 personas con 180 clientes, en Valencia",
            disclaimer,
            services: ["Inteligencia artificial", "Robótica RPA", "Cuadro de mando"],
            figures: [
              { value: "15 s", before: "4 min", label: "por factura registrada" },
              { value: "3 días", before: "8 días", label: "de cierre mensual por cliente" },
              { value: "18 h", label: "liberadas cada semana" },
            ],
            labels: caseLabels,
            challenge:
              "Cada mes entraban unas 3.500 facturas de los clientes, en PDF, fotografías y papel escaneado. Tres personas las tecleaban en el programa contable y la conciliación bancaria se hacía al final del mes, cuando ya era tarde para corregir sin prisas. En los cierres trimestrales se trabajaba hasta tarde todos los días.",
            solution: [
              "Un buzón único donde los clientes envían sus facturas, leídas con inteligencia artificial (emisor, fechas, bases, tipos de IVA).",
              "Un robot RPA que registra en el programa contable las facturas con confianza alta y deja las dudosas en una bandeja de revisión.",
              "Conciliación bancaria diaria con reglas aprendidas de los movimientos ya conciliados.",
              "Un cuadro de mando con el estado de cada cliente: documentos pendientes, incidencias y fecha prevista de cierre.",
            ],
            results: [
              "El 85 % de las facturas se registran sin intervención; el resto se revisa en segundos.",
              "El cierre mensual de cada cliente pasó de 8 a 3 días hábiles.",
              "Las horas liberadas se dedican a asesorar: la asesoría amplió su cartera sin contratar.",
            ],
            lesson:
              "Empezar por la tarea con más volumen, y no por la más compleja, permitió ver resultados en seis semanas y ganar la confianza del equipo para el resto del proyecto.",
            related: {
              page: "case-accounting",
              text: "Un grupo de asesoría de Madrid automatizó su contabilidad con la misma combinación de IA y RPA.",
            },
          },
        },
        {
          kind: "case",
          case: {
            id: "case-hotels",
            sector: "Turismo",
            title: "Tres hoteles familiares sin sobreventas",
            company: "Grupo familiar de tres hoteles y 140 habitaciones, en la Costa Blanca",
            disclaimer,
            services: ["Integración", "Asistente con IA", "Robótica RPA"],
            figures: [
              { value: "0", before: "6", label: "sobreventas al mes en verano" },
              { value: "2 min", before: "5 h", label: "de respuesta al huésped" },
              { value: "6", label: "idiomas de atención, 24/7" },
            ],
            labels: caseLabels,
            challenge:
              "Cada hotel actualizaba a mano disponibilidad y tarifas en cuatro canales de venta. En temporada alta se producían sobreventas casi cada semana, y las consultas que llegaban de noche por correo o WhatsApp esperaban hasta la mañana siguiente, muchas veces en idiomas que recepción no dominaba.",
            solution: [
              "Conexión de los tres sistemas de reservas con un gestor de canales: disponibilidad y tarifas sincronizadas en todos los canales al momento.",
              "Un asistente con IA en la web y en WhatsApp que responde en seis idiomas y pasa a recepción lo que necesita a una persona.",
              "Un robot que asigna las habitaciones de salida a los equipos de limpieza y avisa cuando están listas.",
            ],
            results: [
              "Ninguna sobreventa en los dos veranos siguientes.",
              "El 70 % de las consultas se resuelven sin intervención de recepción.",
              "Mejores valoraciones de atención en los portales de reservas.",
            ],
            lesson:
              "La conexión entre sistemas resolvió el problema más caro (las sobreventas) y la IA se añadió después, cuando los datos ya estaban ordenados.",
            related: {
              page: "case-hotel",
              text: "Una cadena de 15 hoteles aplicó la misma idea de plataforma única y atención en 12 idiomas.",
            },
          },
        },
        {
          kind: "case",
          case: {
            id: "case-distribution",
            sector: "Distribución",
            title: "Una distribuidora que replanifica sus rutas sola",
            company: "Distribuidora de material eléctrico con 30 personas y 6 furgonetas, en Castellón",
            disclaimer,
            services: ["Robótica RPA", "Inteligencia artificial", "Software a medida"],
            figures: [
              { value: "10 min", before: "2 h", label: "para introducir los pedidos del día" },
              { value: "-18 %", label: "kilómetros recorridos" },
              { value: "96 %", label: "entregas en la franja prometida" },
            ],
            labels: caseLabels,
            challenge:
              "Los instaladores enviaban los pedidos por correo, WhatsApp y teléfono. Dos personas los pasaban al programa de gestión cada mañana y el jefe de almacén preparaba las rutas a mano. Cualquier pedido urgente o furgoneta averiada obligaba a rehacer el reparto por teléfono.",
            solution: [
              "Lectura automática de los pedidos que llegan por correo y por un formulario web, con alta directa en el programa de gestión.",
              "Un planificador de rutas que agrupa las entregas por zonas y franjas horarias y recalcula el reparto cuando entra un urgente o falla un vehículo.",
              "Avisos automáticos al cliente con la hora estimada de llegada.",
            ],
            results: [
              "Los pedidos del día están en el sistema antes de las 8:30, no a media mañana.",
              "Menos kilómetros y menos horas extra de los repartidores.",
              "Las llamadas de «¿dónde está mi pedido?» cayeron a la mitad.",
            ],
            lesson:
              "La replanificación automática solo funcionó cuando los pedidos entraron completos y a tiempo: ordenar la entrada de datos fue el primer paso.",
            related: {
              page: "case-flights",
              text: "Un operador aeroportuario replanifica puertas y equipos ante cada retraso con el mismo principio.",
            },
          },
        },
        {
          kind: "case",
          case: {
            id: "case-workshop",
            sector: "Industria",
            title: "Un taller que ve venir las averías",
            company: "Taller de mecanizado de 45 personas con 14 máquinas CNC, en L'Alcoià",
            disclaimer,
            services: ["Sensores y datos", "Business Intelligence", "Inteligencia artificial"],
            figures: [
              { value: "-35 %", label: "paradas no planificadas" },
              { value: "+12 %", label: "horas productivas por máquina" },
              { value: "Diario", before: "mensual", label: "informe de planta" },
            ],
            labels: caseLabels,
            challenge:
              "Las averías se conocían cuando una máquina se paraba en mitad de un pedido. El mantenimiento se hacía por calendario, sin saber qué máquina lo necesitaba de verdad, y la dirección recibía los datos de producción en una hoja de cálculo a final de mes.",
            solution: [
              "Sensores de vibración, temperatura y consumo en las máquinas críticas, con lecturas cada minuto.",
              "Un modelo que aprende el comportamiento normal de cada máquina y avisa cuando se desvía.",
              "Un cuadro de mando de planta con disponibilidad, rendimiento y calidad por máquina y turno.",
            ],
            results: [
              "Un tercio menos de paradas imprevistas en el primer año.",
              "El mantenimiento se planifica según el riesgo real de cada máquina.",
              "Los jefes de turno deciden con datos del mismo día.",
            ],
            lesson:
              "Empezar por las cuatro máquinas que más paradas causaban permitió demostrar el ahorro antes de instrumentar toda la planta.",
            related: {
              page: "case-grid",
              text: "Una distribuidora eléctrica anticipa averías en su red con {sensors} sensores y el mismo enfoque.",
            },
          },
        },
        {
          kind: "case",
          case: {
            id: "case-insurance",
            sector: "Servicios profesionales",
            title: "Una correduría que abre expedientes en minutos",
            company: "Correduría de seguros de 8 personas con 4.000 pólizas, en Alicante",
            disclaimer,
            services: ["Formularios digitales", "Robótica RPA", "Inteligencia artificial"],
            figures: [
              { value: "2 h", before: "2 días", label: "para abrir un siniestro" },
              { value: "1", before: "4", label: "documento aportado por el cliente" },
              { value: "90 %", label: "de los trámites, desde el móvil" },
            ],
            labels: caseLabels,
            challenge:
              "Los clientes comunicaban los siniestros por teléfono y enviaban fotos y documentos por correo a lo largo de varios días. Cada expediente se abría a mano en el portal de cada aseguradora, y a menudo había que volver a pedir documentos que la correduría ya tenía.",
            solution: [
              "Un formulario web y móvil para comunicar el siniestro, que solo pide lo que la correduría no tiene ya.",
              "Clasificación automática de los documentos recibidos y comprobación de que el expediente está completo.",
              "Un robot que da de alta el expediente en el portal de cada aseguradora y guarda el número de referencia.",
            ],
            results: [
              "Los siniestros se abren el mismo día en la mayoría de los casos.",
              "El cliente aporta un único documento de media, en lugar de cuatro.",
              "El equipo dedica el tiempo a negociar con las aseguradoras, no a teclear.",
            ],
            lesson:
              "No pedir dos veces un dato que ya se tiene mejoró a la vez la experiencia del cliente y la eficiencia interna.",
            related: {
              page: "case-government",
              text: "Un gran ayuntamiento aplicó el mismo principio de no pedir dos veces los datos en 150 trámites.",
            },
          },
        },
      ],
    },
    {
      id: "checklists",
      title: "Listas de comprobación",
      lead: "Imprime estas páginas y úsalas en cada fase del proyecto.",
      blocks: [
        {
          kind: "checklist",
          title: "Antes de empezar",
          items: [
            "Hemos hecho el inventario de procesos y elegido uno con más de 18 puntos.",
            "El proceso está descrito en una página, con sus excepciones.",
            "Hemos medido la situación de partida: tiempos, volumen y errores.",
            "Hay un patrocinador en la dirección y un responsable del proceso.",
            "Sabemos a qué se dedicará el tiempo liberado.",
          ],
        },
        {
          kind: "checklist",
          title: "Al elegir proveedor",
          items: [
            "Nos ha preguntado por el proceso antes de hablar de herramientas.",
            "Propone un piloto acotado, con criterios de éxito medibles.",
            "El presupuesto separa inversión inicial, licencias y mantenimiento.",
            "Explica quién mantiene la solución y qué pasa si cambia un sistema.",
            "Nos deja la documentación y el acceso a todo lo que se construye.",
            "Tiene referencias de proyectos parecidos en empresas de nuestro tamaño.",
          ],
        },
        {
          kind: "checklist",
          title: "Protección de datos y seguridad",
          items: [
            "Sabemos qué datos personales trata la automatización y con qué base legal.",
            "Hay un contrato de encargo del tratamiento con cada proveedor que accede a los datos.",
            "Los servicios de IA no usan nuestros datos para entrenar sus modelos, o lo hemos aceptado expresamente.",
            "Los accesos de los robots son personales, con los permisos mínimos y contraseñas guardadas de forma segura.",
            "Los datos se conservan solo el tiempo necesario y se borran después.",
            "Queda registro de qué hizo la automatización y cuándo.",
          ],
        },
        {
          kind: "checklist",
          title: "Puesta en marcha",
          items: [
            "El piloto ha funcionado en paralelo al proceso manual al menos dos semanas.",
            "Hay una persona responsable de revisar las excepciones cada día.",
            "Está escrito qué hacer si la automatización falla y quién recibe el aviso.",
            "Más de una persona sabe usar y revisar la solución.",
            "Comparamos los indicadores con la situación de partida al mes y a los tres meses.",
            "Hemos elegido el siguiente proceso a automatizar.",
          ],
        },
      ],
    },
  ],
  back: {
    title: "Sobre RTS",
    paragraphs: [
      "Somos una consultora tecnológica de Valencia. Ayudamos a pymes y grandes organizaciones a automatizar procesos, aprovechar la inteligencia artificial y decidir con datos, con un equipo propio que analiza, construye, forma y mantiene cada solución.",
      "Somos agente digitalizador adherido al Kit Digital: te acompañamos desde la solicitud del bono hasta la puesta en marcha.",
    ],
    servicesTitle: "Qué hacemos",
    services: [
      "Process Discovery: qué automatizar y con qué retorno",
      "Robótica y RPA",
      "Inteligencia artificial aplicada",
      "Desarrollo de software, webs y apps",
      "Business Intelligence y cuadros de mando",
      "Formación y soporte",
    ],
    contactTitle: "Hablemos",
    cta: {
      title: "Consulta gratuita de 45 minutos",
      text: "Cuéntanos qué proceso te quita más tiempo y te diremos qué automatizar primero y qué retorno esperar.",
      linkLabel: "Reserva tu consulta",
    },
    legal:
      "© RTS Soluciones Tecnológicas, S.L. Guía gratuita de carácter divulgativo: no constituye asesoramiento profesional para un caso concreto. Los casos prácticos son ilustrativos y sus cifras, orientativas.",
  },
};
