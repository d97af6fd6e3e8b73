-- Blog posts for a new database (local development, the embedded adapter's first start, or
-- `supabase db reset`). Bodies are Markdown. Images are local paths under /images/blog/ (the CSP
-- forbids external images); an empty image_url shows /images/blog/fallback.svg. A translation
-- carries the translation_key of its original (the original's slug): that one value links the two
-- versions (hreflang on the article pages and in the sitemap). Every published Spanish article has
-- its English version (decision 119; migration 20261126120100 adds the six later ones to a database
-- seeded before them).

insert into public.blog_posts
  (slug, lang, translation_key, title, excerpt, category, author, published_date, read_time, views, comments_count, image_url, featured, published, body)
values
(
  'ia-generativa-pymes-guia-practica', 'es', 'ia-generativa-pymes-guia-practica',
  'IA generativa en la pyme: guía práctica para empezar sin riesgos',
  'Cómo elegir los primeros casos de uso, qué datos preparar y cómo medir el retorno de la inteligencia artificial generativa en una empresa pequeña.',
  'Inteligencia Artificial', 'Laura Martínez', '2026-10-28', 8, 2431, 14, '/images/blog/ia-generativa-pymes-guia-practica.svg', true, true,
$md$La inteligencia artificial generativa ha pasado en dos años de curiosidad a herramienta de trabajo. Sin embargo, muchas pymes siguen sin saber por dónde empezar: los ejemplos que circulan son de grandes corporaciones, con equipos de datos y presupuestos que poco tienen que ver con una empresa de veinte personas.

En esta guía resumimos lo que hemos aprendido acompañando a empresas valencianas en sus primeros proyectos.

## 1. Empieza por un proceso, no por una herramienta

El error más habitual es comprar licencias y esperar que aparezcan los casos de uso. Funciona mejor al revés: identificar un proceso concreto que consuma horas y que tenga un resultado fácil de comprobar.

Buenos candidatos para empezar:

- **Atención al cliente de primer nivel**: respuestas a preguntas frecuentes a partir de tu propia documentación.
- **Redacción de propuestas y presupuestos** a partir de plantillas y del historial de proyectos.
- **Clasificación de correos y documentos** entrantes (facturas, pedidos, incidencias).
- **Resúmenes de reuniones** y extracción de tareas.

## 2. Prepara los datos antes que el modelo

Un asistente que responde con información desactualizada hace más daño que no tener asistente. Antes de conectar nada, conviene:

1. Reunir la documentación vigente (catálogos, condiciones, procedimientos) en un único repositorio.
2. Retirar versiones antiguas y duplicados.
3. Decidir quién es responsable de mantener cada documento.

## 3. Protege la información sensible

El Reglamento General de Protección de Datos sigue aplicando cuando usas IA. Revisa dónde se procesan los datos, si el proveedor los utiliza para entrenar sus modelos y qué información nunca debe salir de la empresa. El nuevo Reglamento Europeo de IA añade obligaciones de transparencia: si un cliente habla con un asistente automático, debe saberlo.

## 4. Mide desde el primer día

Define antes de empezar qué vas a medir: minutos por tarea, tiempo de respuesta, errores corregidos, satisfacción del cliente. Con una línea base clara, en seis u ocho semanas sabrás si el piloto merece crecer.

## Conclusión

La IA generativa no sustituye el conocimiento de tu equipo: lo multiplica. Un piloto acotado, con datos limpios y métricas claras, es la forma más segura de comprobarlo en tu propia empresa.$md$
),
(
  'rpa-automatizar-facturas-proveedores', 'es', 'rpa-automatizar-facturas-proveedores',
  'RPA para facturas de proveedores: de 6 horas a 20 minutos',
  'Un caso paso a paso de automatización robótica de procesos en el departamento de administración de una distribuidora.',
  'Automatización', 'Javier Ortega', '2026-10-14', 6, 1876, 9, '/images/blog/rpa-automatizar-facturas-proveedores.svg', false, true,
$md$La recepción de facturas de proveedores es uno de los procesos más repetitivos de cualquier departamento de administración: abrir el correo, descargar el PDF, comprobar datos, registrar en el ERP y archivar. Es exactamente el tipo de tarea para la que nació la automatización robótica de procesos (RPA).

## El punto de partida

Una distribuidora de material eléctrico de Paterna recibía unas 400 facturas al mes. Dos personas dedicaban en conjunto unas seis horas semanales solo a registrarlas, y los errores de tecleo generaban incidencias en los pagos.

## Qué automatizamos

- **Captura**: un robot revisa el buzón de facturas cada 15 minutos y descarga los adjuntos.
- **Lectura**: un modelo de reconocimiento de documentos extrae proveedor, NIF, fecha, base imponible, IVA y total.
- **Validación**: el robot cruza los datos con el pedido de compra y el albarán.
- **Registro**: si todo cuadra, crea el apunte en el ERP y archiva el PDF en la carpeta del proveedor.
- **Excepciones**: si algo no cuadra, deja la factura en una bandeja de revisión con el motivo.

## Resultados a los tres meses

| Indicador | Antes | Después |
|---|---|---|
| Tiempo semanal | 6 h | 20 min de revisión |
| Errores de registro | 3-4 al mes | 0 |
| Plazo de contabilización | 5 días | el mismo día |

## Lo que aprendimos

1. **Mapear el proceso real**, no el que figura en el manual: las excepciones son las que consumen el tiempo.
2. **Diseñar la bandeja de excepciones** con el equipo que la va a usar.
3. **Empezar por los proveedores más frecuentes**: el 20 % de ellos suponía el 70 % de las facturas.

La RPA no es un proyecto de TI: es un proyecto de negocio que se apoya en tecnología. Bien planteado, se amortiza en meses.$md$
),
(
  'kit-digital-2026-que-cubre', 'es', 'kit-digital-2026-que-cubre',
  'Kit Digital: qué cubre cada categoría y cómo solicitarlo',
  'Resumen de las soluciones subvencionables, los importes por tamaño de empresa y los pasos para tramitar el bono con un agente digitalizador.',
  'Kit Digital', 'Marta Ferrer', '2026-09-30', 7, 3120, 21, '/images/blog/kit-digital-2026-que-cubre.svg', false, true,
$md$El programa Kit Digital, financiado con fondos europeos Next Generation EU, ofrece a pymes y autónomos un bono para contratar soluciones de digitalización con agentes digitalizadores adheridos. Resumimos lo que más nos preguntan nuestros clientes.

## ¿Quién puede solicitarlo?

Pequeñas empresas, microempresas y personas en situación de autoempleo que cumplan los requisitos de cada convocatoria: estar al corriente con Hacienda y la Seguridad Social, no superar el límite de ayudas de *minimis* y haber completado el test de diagnóstico digital en la plataforma Acelera pyme.

## Categorías de soluciones

- **Sitio web y presencia en internet**: diseño de la web, dominio y alojamiento durante al menos doce meses.
- **Gestión de redes sociales**: publicación periódica y análisis de resultados.
- **Gestión de clientes (CRM)**.
- **Business Intelligence y analítica**.
- **Gestión de procesos**: contabilidad, facturación, inventario.
- **Factura electrónica**.
- **Ciberseguridad y puesto de trabajo seguro**.

## Pasos para tramitarlo

1. Registrarse en Acelera pyme y completar el test de autodiagnóstico.
2. Solicitar el bono en la sede electrónica de Red.es con certificado digital.
3. Elegir un agente digitalizador adherido y firmar el acuerdo de prestación.
4. Implantar la solución y justificarla dentro de los plazos.

## Consejos para aprovecharlo

No elijas la solución por el importe, sino por el problema que resuelve. Un CRM que nadie usa no digitaliza nada. Antes de firmar, pide al agente que te explique cómo quedará el proceso una vez implantado y quién formará a tu equipo.$md$
),
(
  'cuadros-de-mando-power-bi-pymes', 'es', 'cuadros-de-mando-power-bi-pymes',
  'Cuadros de mando para pymes: cinco indicadores para cada lunes',
  'Qué métricas mirar, de dónde sacar los datos y cómo montar un cuadro de mando útil sin un equipo de analistas.',
  'Business Intelligence', 'Carlos Navarro', '2026-09-16', 6, 1544, 7, '/images/blog/cuadros-de-mando-power-bi-pymes.svg', false, true,
$md$Muchas pymes toman decisiones con datos de hace un mes, sacados a mano de varias hojas de cálculo. Un cuadro de mando bien diseñado cambia eso: la información llega sola, actualizada y en el mismo formato cada semana.

## Los cinco indicadores

1. **Ventas de la semana frente al objetivo**, por línea de negocio.
2. **Margen bruto**: vender más no sirve si se vende peor.
3. **Cobros pendientes** y antigüedad de la deuda.
4. **Cartera de pedidos** o de oportunidades comerciales.
5. **Un indicador operativo clave**: plazo de entrega, ocupación, incidencias abiertas… el que defina tu servicio.

## ¿De dónde salen los datos?

Normalmente del ERP, del programa de facturación y del CRM. La clave es automatizar la extracción: conectores directos o una pequeña base de datos intermedia que se actualice cada noche.

## Reglas de diseño que funcionan

- **Una página**: si hay que desplazarse, nadie lo mira entero.
- **Comparaciones siempre visibles**: contra el objetivo, la semana anterior o el mismo periodo del año pasado.
- **Colores con significado**: verde, ámbar y rojo solo cuando indican algo.
- **Un responsable por indicador**, que explica las desviaciones.

## Primeros pasos

Empieza con los datos que ya tienes, aunque no sean perfectos. Ver los problemas de calidad de datos en un gráfico es la mejor motivación para corregirlos en origen.$md$
),
(
  'desarrollo-a-medida-o-software-estandar', 'es', 'desarrollo-a-medida-o-software-estandar',
  'Software a medida o estándar: cómo decidir sin equivocarse',
  'Criterios prácticos para elegir entre adaptar un producto del mercado o desarrollar una aplicación propia.',
  'Desarrollo de Software', 'Javier Ortega', '2026-08-27', 7, 1102, 5, '/images/blog/desarrollo-a-medida-o-software-estandar.svg', false, true,
$md$Es una de las decisiones que más dinero cuesta cuando sale mal. Ni el software a medida es siempre un capricho caro, ni el estándar es siempre la opción prudente.

## Cuándo elegir software estándar

- El proceso es **igual que en cualquier empresa** del sector: contabilidad, nóminas, facturación.
- Existen **varios proveedores consolidados** con buena reputación.
- Puedes **adaptar tu forma de trabajar** al producto sin perder ventaja competitiva.

## Cuándo tiene sentido el desarrollo a medida

- El proceso es **tu diferencia frente a la competencia**: cómo presupuestas, cómo planificas, cómo atiendes.
- Necesitas **integrar varios sistemas** que no se hablan entre sí.
- Los productos estándar obligan a **trabajar alrededor de la herramienta** con hojas de cálculo paralelas.

## Cómo reducir el riesgo de un desarrollo

1. **Entregas cada dos semanas**: ver software funcionando pronto evita sorpresas al final.
2. **Alcance mínimo primero**: lo imprescindible para empezar a usarlo, y mejoras después.
3. **Propiedad del código** y documentación incluidas en el contrato.
4. **Pruebas automáticas** desde el principio, para que cada cambio no rompa lo anterior.

## Una vía intermedia

A menudo la mejor solución es un producto estándar para lo común y pequeñas aplicaciones a medida, bien integradas, para lo que te hace diferente.$md$
),
(
  'marketing-digital-local-valencia', 'es', 'marketing-digital-local-valencia',
  'Marketing digital para negocios locales: lo que funciona en 2026',
  'Perfil de empresa en buscadores, reseñas, contenido útil y campañas segmentadas: una estrategia realista para pequeños negocios.',
  'Marketing Digital', 'Marta Ferrer', '2026-08-05', 5, 987, 4, '/images/blog/marketing-digital-local-valencia.svg', false, true,
$md$Un negocio local no compite con multinacionales: compite con los otros negocios de su zona. Y ahí el marketing digital bien hecho marca diferencias con presupuestos modestos.

## Cuida tu ficha en buscadores y mapas

Horarios correctos, fotos reales, categorías precisas y respuesta a todas las reseñas. Es, con diferencia, la acción con mejor relación entre esfuerzo y resultado.

## Pide reseñas de forma sistemática

- Envía un mensaje breve después de cada servicio con el enlace directo.
- Responde también a las negativas, con calma y ofreciendo solución.
- Nunca compres reseñas: además de ilegal, se detecta.

## Publica contenido que resuelva dudas

Las preguntas que tus clientes te hacen por teléfono son los temas de tu blog. Un artículo claro sobre «cuánto cuesta…» o «cómo elegir…» atrae visitas durante años.

## Campañas pequeñas y medibles

Mejor una campaña de 300 € bien segmentada por zona e intereses, con un objetivo claro, que diez campañas sin medir. Define qué es una conversión (una llamada, un formulario, una reserva) y mídelo desde el primer día.

## Constancia antes que intensidad

Tres publicaciones a la semana durante un año valen más que treinta en un mes y luego silencio.$md$
),
(
  'ciberseguridad-basica-pymes-checklist', 'es', 'ciberseguridad-basica-pymes-checklist',
  'Ciberseguridad básica para pymes: una lista de diez puntos',
  'Copias de seguridad, doble factor, actualizaciones y formación: las medidas que evitan la mayoría de incidentes.',
  'Desarrollo de Software', 'Carlos Navarro', '2026-07-15', 6, 1398, 8, '/images/blog/ciberseguridad-basica-pymes-checklist.svg', false, true,
$md$La mayoría de incidentes de seguridad en pymes no se deben a ataques sofisticados, sino a descuidos básicos. Esta lista cubre lo esencial.

## Los diez puntos

1. **Copias de seguridad** automáticas, con al menos una copia fuera de la oficina y desconectada.
2. **Prueba de restauración** cada trimestre: una copia que no se puede restaurar no es una copia.
3. **Doble factor de autenticación** en correo, banca y herramientas en la nube.
4. **Actualizaciones automáticas** en equipos, servidores y móviles.
5. **Gestor de contraseñas** para todo el equipo.
6. **Cuentas individuales**: nada de usuarios compartidos.
7. **Permisos mínimos**: cada persona accede solo a lo que necesita.
8. **Formación contra el phishing** al menos una vez al año.
9. **Inventario** de equipos, programas y servicios contratados.
10. **Plan de respuesta**: a quién llamar y qué hacer si algo ocurre.

## Por dónde empezar

Si solo puedes hacer dos cosas esta semana, que sean las copias de seguridad y el doble factor. Son las medidas que más incidentes graves evitan.

> La seguridad no es un producto que se compra, sino un hábito que se mantiene.$md$
),
(
  'process-discovery-antes-de-automatizar', 'es', 'process-discovery-antes-de-automatizar',
  'Process discovery: por qué conviene medir antes de automatizar',
  'Cómo el análisis de los registros de tus sistemas revela dónde se pierde el tiempo realmente.',
  'Automatización', 'Laura Martínez', '2026-06-24', 5, 764, 3, '/images/blog/process-discovery-antes-de-automatizar.svg', false, true,
$md$Antes de automatizar un proceso hay que conocerlo. Y casi nunca es como creemos: los diagramas de los manuales describen el camino ideal, no el real.

## Qué es el process discovery

Es el análisis de los registros que ya generan tus sistemas (ERP, CRM, herramientas de tickets) para reconstruir cómo fluye realmente el trabajo: cuántas variantes hay, dónde se producen esperas y qué pasos se repiten.

## Qué suele aparecer

- **Reprocesos**: documentos que vuelven atrás dos o tres veces.
- **Esperas** entre departamentos que duplican el plazo total.
- **Variantes** que nadie conocía y que dependen de una sola persona.

## Cómo usar los resultados

1. Elegir para automatizar los pasos **frecuentes, estables y basados en reglas**.
2. **Simplificar antes de automatizar**: automatizar un mal proceso solo lo hace fallar más rápido.
3. Repetir la medición tras los cambios para **comprobar la mejora**.

El descubrimiento de procesos convierte la automatización en una decisión basada en datos, no en intuiciones.$md$
),
(
  'chatbots-atencion-cliente-que-esperar', 'es', 'chatbots-atencion-cliente-que-esperar',
  'Asistentes virtuales de atención al cliente: qué esperar',
  'Capacidades reales, límites y buenas prácticas para que un asistente con IA ayude a tus clientes en lugar de frustrarlos.',
  'Inteligencia Artificial', 'Javier Ortega', '2026-05-20', 6, 1659, 11, '/images/blog/chatbots-atencion-cliente-que-esperar.svg', false, true,
$md$Los asistentes virtuales han mejorado enormemente con los modelos de lenguaje actuales. Pero un mal asistente sigue siendo una de las experiencias más frustrantes para un cliente.

## Lo que hacen bien

- Responder **preguntas frecuentes** con la información de tu empresa, a cualquier hora.
- **Recoger datos** de una solicitud antes de pasarla a una persona.
- Consultar el **estado de un pedido** o una cita si se integran con tus sistemas.

## Lo que no deben hacer

- Inventar respuestas cuando no tienen la información.
- Impedir hablar con una persona.
- Tomar decisiones que afectan a derechos del cliente sin supervisión.

## Buenas prácticas

1. **Transparencia**: el cliente debe saber que habla con un asistente automático.
2. **Salida fácil hacia una persona**, siempre visible.
3. **Respuestas basadas solo en tu documentación**, con enlaces a la fuente.
4. **Revisión semanal** de las conversaciones para detectar lagunas.

Bien implantado, un asistente resuelve entre el 40 % y el 60 % de las consultas repetitivas y deja a tu equipo las que de verdad necesitan criterio humano.$md$
),
(
  'datos-limpios-base-analitica', 'es', 'datos-limpios-base-analitica',
  'Datos limpios: la base de cualquier proyecto de analítica',
  'Duplicados, formatos distintos y campos vacíos: cómo ordenar los datos de clientes y productos antes de analizarlos.',
  'Business Intelligence', 'Carlos Navarro', '2026-04-08', 5, 612, 2, '/images/blog/datos-limpios-base-analitica.svg', false, true,
$md$Cualquier proyecto de analítica o inteligencia artificial depende de la calidad de los datos. Si los datos están sucios, los gráficos mienten.

## Problemas frecuentes

- **Clientes duplicados** con pequeñas variaciones en el nombre.
- **Formatos distintos** para fechas, teléfonos o códigos postales.
- **Campos vacíos** en datos clave como el sector o la provincia.
- **Catálogos desactualizados** con productos descatalogados.

## Un plan en cuatro pasos

1. **Perfilar**: medir cuántos registros tienen cada problema.
2. **Corregir en origen**: validaciones en los formularios y el ERP.
3. **Depurar lo histórico** con reglas revisadas por el equipo.
4. **Vigilar**: un pequeño informe semanal de calidad de datos.

La limpieza de datos no es glamurosa, pero es la inversión con más retorno de cualquier proyecto de datos.$md$
),
(
  'borrador-roadmap-ia-2027', 'es', 'borrador-roadmap-ia-2027',
  'Borrador: nuestra hoja de ruta de IA para 2027',
  'Artículo en preparación; no debe publicarse todavía.',
  'Inteligencia Artificial', 'Laura Martínez', '2026-11-30', 4, 0, 0, '/images/blog/borrador-roadmap-ia-2027.svg', false, false,
$md$Borrador interno pendiente de revisión.

## Ideas

- Agentes para back-office.
- Formación para clientes.$md$
),
(
  'generative-ai-small-business-first-steps', 'en', 'ia-generativa-pymes-guia-practica',
  'Generative AI for small businesses: first steps without the risk',
  'How to pick your first use cases, prepare your data and measure the return of generative AI in a small company.',
  'Artificial Intelligence', 'Laura Martínez', '2026-10-29', 8, 1210, 6, '/images/blog/ia-generativa-pymes-guia-practica.svg', true, true,
$md$Generative AI has gone from curiosity to everyday tool in two years. Yet many small businesses still do not know where to start: most published examples come from large corporations with data teams and budgets far removed from a twenty-person company.

## Start with a process, not a tool

Buying licences and waiting for use cases to appear rarely works. Pick one process that takes hours every week and whose result is easy to check:

- **First-line customer support** answered from your own documentation.
- **Proposals and quotes** drafted from templates and past projects.
- **Sorting incoming e-mail and documents** such as invoices and orders.
- **Meeting summaries** with action items.

## Prepare the data before the model

An assistant that answers with outdated information does more harm than no assistant at all:

1. Gather current documentation in one place.
2. Remove old versions and duplicates.
3. Name an owner for each document.

## Protect sensitive information

The GDPR still applies when you use AI, and the EU AI Act adds transparency duties: customers must know when they are talking to an automated assistant.

## Measure from day one

Agree on a baseline (minutes per task, response time, errors) before the pilot. Six to eight weeks later you will know whether it deserves to grow.$md$
),
(
  'rpa-supplier-invoices-case', 'en', 'rpa-automatizar-facturas-proveedores',
  'RPA for supplier invoices: from six hours a week to 20 minutes',
  'A step-by-step robotic process automation case in the accounts department of a distributor.',
  'Automation', 'Javier Ortega', '2026-10-15', 6, 845, 3, '/images/blog/rpa-automatizar-facturas-proveedores.svg', false, true,
$md$Supplier invoices are one of the most repetitive tasks in any accounts department: open the e-mail, download the PDF, check the data, enter it in the ERP, file it. That is exactly what robotic process automation was made for.

## What we automated

- **Capture**: a robot checks the invoice mailbox every 15 minutes.
- **Reading**: document recognition extracts supplier, tax ID, dates and amounts.
- **Validation**: the robot matches the invoice with the purchase order and delivery note.
- **Posting**: when everything matches, it posts the entry and files the PDF.
- **Exceptions**: anything else lands in a review queue with the reason.

## Results after three months

| Indicator | Before | After |
|---|---|---|
| Weekly time | 6 h | 20 min of review |
| Posting errors | 3-4 a month | 0 |
| Time to post | 5 days | same day |

## Lessons

1. Map the real process, not the one in the manual.
2. Design the exception queue with the people who will use it.
3. Start with the most frequent suppliers.$md$
),
(
  'kit-digital-explained', 'en', 'kit-digital-2026-que-cubre',
  'The Digital Kit explained: what each category covers and how to apply',
  'A summary of the eligible solutions, the amounts by company size and the steps to claim the voucher through a digitalisation agent.',
  'Digital Kit', 'Marta Ferrer', '2026-09-30', 6, 702, 2, '/images/blog/kit-digital-2026-que-cubre.svg', false, true,
$md$The Digital Kit (Kit Digital), funded by the EU Next Generation programme, gives Spanish small businesses and the self-employed a voucher to buy digitalisation solutions from accredited agents.

## Who can apply

Small companies, micro-companies and self-employed people who meet each call's requirements, are up to date with tax and social security, and have completed the digital self-assessment on the Acelera pyme platform.

## Solution categories

- Website and internet presence
- Social media management
- Customer management (CRM)
- Business intelligence and analytics
- Process management
- E-invoicing
- Cybersecurity and secure workstation

## How to apply

1. Register on Acelera pyme and complete the self-assessment.
2. Apply for the voucher at the Red.es electronic office with a digital certificate.
3. Choose an accredited digitalisation agent and sign the agreement.
4. Implement the solution and justify it on time.

Choose the solution for the problem it solves, not for the amount it covers.$md$
),
(
  'dashboards-five-kpis', 'en', 'cuadros-de-mando-power-bi-pymes',
  'Dashboards for small firms: five indicators to check every Monday',
  'Which metrics to watch, where the data comes from, and how to build a useful dashboard without a team of analysts.',
  'Business Intelligence', 'Carlos Navarro', '2026-09-17', 5, 530, 1, '/images/blog/cuadros-de-mando-power-bi-pymes.svg', false, true,
$md$Many small businesses decide with month-old figures copied by hand from several spreadsheets. A well-designed dashboard brings the same information every week, automatically.

## The five indicators

1. **Weekly sales against target**, by business line.
2. **Gross margin**.
3. **Outstanding receivables** and their age.
4. **Order book** or sales pipeline.
5. **One key operational indicator**: delivery time, occupancy or open incidents.

## Design rules that work

- **One page**.
- **Comparisons always visible**: against target and against last year.
- **Colours with meaning** only.
- **An owner for each indicator**.

Start with the data you already have. Seeing data-quality problems on a chart is the best motivation to fix them at the source.$md$
),
(
  'custom-or-off-the-shelf-software', 'en', 'desarrollo-a-medida-o-software-estandar',
  'Custom or off-the-shelf software: how to choose well',
  'Practical criteria for choosing between adapting a product on the market and building an application of your own.',
  'Software Development', 'Javier Ortega', '2026-08-27'::date, 7, 418, 2, '/images/blog/desarrollo-a-medida-o-software-estandar.svg', false, true,
$md$It is one of the decisions that costs the most money when it goes wrong. Custom software is not always an expensive whim, and an off-the-shelf product is not always the prudent choice.

## When to choose off-the-shelf software

- The process **works the same as in any company** in your sector: accounting, payroll, invoicing.
- There are **several established vendors** with a good reputation.
- You can **adapt your way of working** to the product without losing a competitive edge.

## When custom development makes sense

- The process is **what sets you apart from the competition**: how you quote, how you plan, how you serve customers.
- You need to **connect several systems** that do not talk to each other.
- Standard products force you to **work around the tool** with spreadsheets on the side.

## How to reduce the risk of a development project

1. **A delivery every two weeks**: seeing working software early avoids surprises at the end.
2. **Minimum scope first**: what you need to start using it, improvements afterwards.
3. **Ownership of the code** and documentation included in the contract.
4. **Automated tests** from the start, so that each change does not break what came before.

## A middle way

The best answer is often an off-the-shelf product for what every company does, and small custom applications, well integrated, for what makes you different.$md$
),
(
  'digital-marketing-local-business', 'en', 'marketing-digital-local-valencia',
  'Digital marketing for local businesses: what works in 2026',
  'Your business profile on search engines, reviews, useful content and targeted campaigns: a realistic strategy for small businesses.',
  'Digital Marketing', 'Marta Ferrer', '2026-08-05'::date, 5, 356, 1, '/images/blog/marketing-digital-local-valencia.svg', false, true,
$md$A local business does not compete with multinationals: it competes with the other businesses in its area. And there, digital marketing done well makes a difference on a modest budget.

## Look after your listing on search engines and maps

Correct opening hours, real photos, precise categories and a reply to every review. It is by far the action with the best return on effort.

## Ask for reviews systematically

- Send a short message after each service with the direct link.
- Reply to negative reviews too, calmly and offering a solution.
- Never buy reviews: besides being illegal, it gets noticed.

## Publish content that answers questions

The questions your customers ask you on the phone are the topics of your blog. A clear article on "how much does … cost" or "how to choose …" brings visitors for years.

## Small, measurable campaigns

One well-targeted €300 campaign, by area and interests, with a clear goal, is better than ten campaigns nobody measures. Decide what a conversion is (a call, a form, a booking) and measure it from day one.

## Consistency before intensity

Three posts a week for a year are worth more than thirty in one month followed by silence.$md$
),
(
  'basic-cybersecurity-checklist-small-business', 'en', 'ciberseguridad-basica-pymes-checklist',
  'Basic cybersecurity for small businesses: the ten-point checklist',
  'Backups, two-factor authentication, updates and training: the measures that prevent most incidents.',
  'Software Development', 'Carlos Navarro', '2026-07-15'::date, 6, 487, 3, '/images/blog/ciberseguridad-basica-pymes-checklist.svg', false, true,
$md$Most security incidents in small businesses are not caused by sophisticated attacks but by basic oversights. This list covers the essentials.

## The ten points

1. **Automatic backups**, with at least one copy outside the office and disconnected.
2. **A restore test** every quarter: a backup that cannot be restored is not a backup.
3. **Two-factor authentication** for e-mail, banking and cloud tools.
4. **Automatic updates** on computers, servers and phones.
5. **A password manager** for the whole team.
6. **Individual accounts**: no shared users.
7. **Least privilege**: each person reaches only what they need.
8. **Phishing awareness training** at least once a year.
9. **An inventory** of devices, software and contracted services.
10. **A response plan**: whom to call and what to do if something happens.

## Where to start

If you can only do two things this week, make them backups and two-factor authentication. They are the measures that prevent the most serious incidents.

> Security is not a product you buy but a habit you keep.$md$
),
(
  'process-discovery-before-automating', 'en', 'process-discovery-antes-de-automatizar',
  'Process discovery: why you should measure before you automate',
  'How analysing the logs of your systems reveals where time is really lost.',
  'Automation', 'Laura Martínez', '2026-06-24'::date, 5, 291, 1, '/images/blog/process-discovery-antes-de-automatizar.svg', false, true,
$md$Before automating a process you have to know it. And it is almost never what we think: the diagrams in the manuals describe the ideal path, not the real one.

## What process discovery is

It is the analysis of the logs your systems already produce (ERP, CRM, ticketing tools) to rebuild how work really flows: how many variants there are, where the waiting happens and which steps are repeated.

## What usually shows up

- **Rework**: documents that go back two or three times.
- **Waiting** between departments that doubles the total lead time.
- **Variants** nobody knew about that depend on a single person.

## How to use the results

1. Choose for automation the steps that are **frequent, stable and rule-based**.
2. **Simplify before you automate**: automating a bad process only makes it fail faster.
3. Measure again after the changes to **confirm the improvement**.

Process discovery turns automation into a decision based on data, not on hunches.$md$
),
(
  'customer-service-chatbots-what-to-expect', 'en', 'chatbots-atencion-cliente-que-esperar',
  'Virtual assistants for customer service: what to really expect',
  'Real capabilities, limits and good practice so that an AI assistant helps your customers instead of frustrating them.',
  'Artificial Intelligence', 'Javier Ortega', '2026-05-20'::date, 6, 634, 4, '/images/blog/chatbots-atencion-cliente-que-esperar.svg', false, true,
$md$Virtual assistants have improved enormously with today's language models. But a bad assistant is still one of the most frustrating experiences a customer can have.

## What they do well

- Answer **frequently asked questions** with your company's information, at any time of day.
- **Collect the details** of a request before handing it to a person.
- Check the **status of an order** or an appointment when connected to your systems.

## What they must not do

- Make up answers when they do not have the information.
- Stand in the way of talking to a person.
- Take decisions that affect a customer's rights without supervision.

## Good practice

1. **Transparency**: customers must know they are talking to an automated assistant.
2. **An easy way out to a person**, always visible.
3. **Answers based only on your documentation**, with links to the source.
4. **A weekly review** of conversations to spot gaps.

Well implemented, an assistant resolves between 40% and 60% of repetitive enquiries and leaves your team the ones that really need human judgement.$md$
),
(
  'clean-data-foundation-of-analytics', 'en', 'datos-limpios-base-analitica',
  'Clean data: the foundation of any analytics project',
  'Duplicates, mixed formats and empty fields: how to put customer and product data in order before analysing it.',
  'Business Intelligence', 'Carlos Navarro', '2026-04-08'::date, 5, 243, 1, '/images/blog/datos-limpios-base-analitica.svg', false, true,
$md$Any analytics or artificial intelligence project depends on the quality of its data. If the data is dirty, the charts lie.

## Common problems

- **Duplicate customers** with small variations in the name.
- **Different formats** for dates, phone numbers or postcodes.
- **Empty fields** in key data such as the sector or the province.
- **Out-of-date catalogues** with discontinued products.

## A four-step plan

1. **Profile**: measure how many records have each problem.
2. **Fix at the source**: validation in the forms and in the ERP.
3. **Clean up the history** with rules reviewed by the team.
4. **Monitor**: a short weekly data-quality report.

Cleaning data is not glamorous, but it is the investment with the highest return in any data project.$md$
),
(
  'draft-ai-roadmap-2027', 'en', 'borrador-roadmap-ia-2027',
  'Draft: our AI roadmap for 2027',
  'Work in progress; not to be published yet.',
  'Artificial Intelligence', 'Laura Martínez', '2026-11-30', 4, 0, 0, '/images/blog/borrador-roadmap-ia-2027.svg', false, false,
$md$Internal draft awaiting review.$md$
);

-- The seeded articles have not been edited since they were published: their revision date (the
-- sitemap's lastmod) is their publication date, not the day this database was created.
update public.blog_posts set created_at = published_date, updated_at = published_date;
