// Relative imports with their extension: the edge function (Deno) reads this module too, through
// supabase/functions/_shared/emails.ts, which fills the {{placeholders}}.
import { bilingual } from "../bilingual.ts";

/**
 * The copy of the e-mails a visitor gets, in their language (decision 176: one template, these
 * words). `bilingual` makes a key missing in one language a type error; tests/unit/shell/mail-copy.test.ts
 * checks that both languages have the same keys and the same placeholders.
 */
export const mail = bilingual({
  es: {
    greeting: "Hola {{name}}:",
    signature: "Un saludo,\nEl equipo de {{company}}",
    reason: "Recibes este correo porque {{why}} en la web de {{company}}.",
    madridTime: "{{date}}, {{time}} (hora de Madrid)",
    yourTime: "{{madrid}}; en tu hora, {{clock}} ({{zone}})",
    demo: {
      eventSummary: "Demo con {{company}}",
      eventWhat: "Demo de {{minutes}} minutos por videollamada con {{name}}.",
      eventJoin: "Enlace de la videollamada: {{url}}",
      eventManage: "Para cancelarla o cambiarla de hora: {{url}}",
      videoCall: "Videollamada",
      willWrite: "{{company}} te escribirá para confirmar la reunión.",
      joinInMail: "El enlace de la videollamada va en este correo y en la invitación.",
      manageAction: "Cancelar o cambiar la demo",
      manageHint: "Si necesitas cancelarla o cambiarla a otra hora libre, usa el enlace «Cancelar o cambiar la demo».",
      changeByReply: "Si necesitas cambiar la fecha, responde a este correo.",
      why: "has reservado una demo",
    },
    demoConfirmed: {
      subject: "Demo confirmada: {{date}}, {{time}}",
      heading: "Tu demo está confirmada",
      preheader: "{{at}}. {{minutes}} minutos por videollamada; la invitación va incluida.",
      when: "Tu demo con {{company}} es el {{at}}. Dura {{minutes}} minutos y es por videollamada.",
      invitation: "La invitación va en este correo: añádela a tu calendario.",
    },
    demoReminder: {
      subject: "Recordatorio: tu demo, {{date}}, {{time}}",
      heading: "Tu demo se acerca",
      preheader: "{{at}}. {{minutes}} minutos por videollamada.",
      when: "Te recordamos tu demo con {{company}}: el {{at}}, {{minutes}} minutos por videollamada.",
    },
    demoCancelled: {
      subject: "Has cancelado tu demo: {{date}}, {{time}}",
      heading: "Has cancelado tu demo",
      preheader: "La demo del {{at}} ya no está en nuestra agenda.",
      received:
        "Hemos recibido tu cancelación de la demo del {{at}}. La cancelación va en este correo para que la reunión desaparezca de tu calendario.",
      bookAnother: "Cuando quieras, puedes reservar otra.",
      action: "Reservar otra demo",
      why: "has cancelado una demo reservada",
    },
    demoMoved: {
      subject: "Demo cambiada: {{date}}, {{time}}",
      heading: "Tu demo tiene nueva hora",
      preheader: "Ahora: {{now}}. Antes: {{before}}.",
      moved:
        "Has cambiado la hora de tu demo. Dura {{minutes}} minutos; la invitación actualizada va en este correo y sustituye a la anterior en tu calendario.",
      before: "Antes",
      now: "Ahora",
      why: "has cambiado una demo reservada",
    },
    contact: {
      subject: "Hemos recibido tu mensaje",
      preheader: "Te responderemos en un plazo de 24 horas, de lunes a viernes.",
      thanks:
        "Gracias por escribir a {{company}}. Te responderemos en un plazo de 24 horas, de lunes a viernes. Esto es lo que nos has enviado:",
      service: "Servicio",
      company: "Empresa",
      phone: "Teléfono",
      message: "Mensaje",
      addSomething: "Si quieres añadir algo, responde a este correo.",
      why: "has enviado el formulario de contacto",
    },
    newsletterConfirm: {
      subject: "Confirma tu suscripción al newsletter de {{company}}",
      heading: "Confirma tu suscripción",
      preheader: "Un paso más: confirma que quieres recibir el newsletter.",
      greeting: "Hola:",
      request:
        "Hemos recibido una solicitud para suscribir esta dirección al newsletter de {{company}}. Para completarla, confirma tu suscripción con el enlace «Confirmar suscripción».",
      action: "Confirmar suscripción",
      ifNotYou:
        "Si no lo has pedido tú, no hagas nada: sin confirmación no te enviaremos ningún newsletter y borraremos la dirección en unos días.",
      deleteNow: "No quiero suscribirme: borrad la dirección ya",
      why: "alguien escribió esta dirección en el formulario del newsletter",
    },
    newsletterWelcome: {
      subject: "Bienvenido al newsletter de {{company}}",
      heading: "¡Gracias por confirmar tu suscripción!",
      preheader: "Una vez al mes, ideas prácticas para pymes.",
      monthly:
        "Una vez al mes te enviaremos ideas prácticas sobre inteligencia artificial, automatización, datos y ayudas como el Kit Digital, pensadas para pymes.",
      meanwhile: "Mientras tanto, puedes leer nuestro blog.",
      action: "Leer el blog",
      unsubscribeNote:
        "Puedes darte de baja cuando quieras: el enlace de abajo abre una página con un botón, y tu programa de correo también puede hacerlo por ti.",
      unsubscribe: "Darme de baja del newsletter",
      why: "has confirmado tu suscripción al newsletter",
    },
    guide: {
      subject: "Tu guía: automatización para pymes",
      heading: "Aquí tienes tu guía",
      preheader: "Qué automatizar primero, qué cuesta y cómo financiarlo.",
      thanks:
        "Gracias por tu interés. Aquí tienes la guía de automatización para pymes: qué procesos automatizar primero, qué tecnología elegir, cuánto cuesta y cómo financiarlo, con casos prácticos.",
      action: "Descargar la guía (PDF)",
      discuss: "Si quieres comentar cómo aplicarla en tu empresa, responde a este correo.",
      why: "has pedido la guía",
    },
  },
  en: {
    greeting: "Hello {{name}},",
    signature: "Best regards,\nThe {{company}} team",
    reason: "You are receiving this e-mail because {{why}} on the {{company}} website.",
    madridTime: "{{date}}, {{time}} (Madrid time)",
    yourTime: "{{madrid}}; your time, {{clock}} ({{zone}})",
    demo: {
      eventSummary: "{{company}} demo",
      eventWhat: "{{minutes}}-minute video call demo with {{name}}.",
      eventJoin: "Video call link: {{url}}",
      eventManage: "To cancel or move it: {{url}}",
      videoCall: "Video call",
      willWrite: "{{company}} will write to you to confirm the meeting.",
      joinInMail: "The video call link is in this e-mail and in the invitation.",
      manageAction: "Cancel or move the demo",
      manageHint: "If you need to cancel it or move it to another free time, use the “Cancel or move the demo” link.",
      changeByReply: "If you need to change the date, just reply to this e-mail.",
      why: "you booked a demo",
    },
    demoConfirmed: {
      subject: "Demo confirmed: {{date}}, {{time}}",
      heading: "Your demo is confirmed",
      preheader: "{{at}}. {{minutes}} minutes by video call; the invitation is included.",
      when: "Your demo with {{company}} is on {{at}}. It lasts {{minutes}} minutes, by video call.",
      invitation: "The invitation is in this e-mail: add it to your calendar.",
    },
    demoReminder: {
      subject: "Reminder: your demo, {{date}}, {{time}}",
      heading: "Your demo is coming up",
      preheader: "{{at}}. {{minutes}} minutes by video call.",
      when: "A reminder of your demo with {{company}}: on {{at}}, {{minutes}} minutes by video call.",
    },
    demoCancelled: {
      subject: "You cancelled your demo: {{date}}, {{time}}",
      heading: "You cancelled your demo",
      preheader: "The demo on {{at}} is off our calendar.",
      received:
        "We have received your cancellation of the demo on {{at}}. The cancellation is in this e-mail so that the meeting leaves your calendar.",
      bookAnother: "Whenever you like, you can book another one.",
      action: "Book another demo",
      why: "you cancelled a demo booked",
    },
    demoMoved: {
      subject: "Demo moved: {{date}}, {{time}}",
      heading: "Your demo has a new time",
      preheader: "Now: {{now}}. Before: {{before}}.",
      moved:
        "You moved your demo. It lasts {{minutes}} minutes; the updated invitation is in this e-mail and replaces the earlier one in your calendar.",
      before: "Before",
      now: "Now",
      why: "you moved a demo booked",
    },
    contact: {
      subject: "We have received your message",
      preheader: "We will answer within 24 hours, Monday to Friday.",
      thanks:
        "Thank you for writing to {{company}}. We will answer within 24 hours, Monday to Friday. This is what you sent us:",
      service: "Service",
      company: "Company",
      phone: "Phone",
      message: "Message",
      addSomething: "If you would like to add something, just reply to this e-mail.",
      why: "you sent the contact form",
    },
    newsletterConfirm: {
      subject: "Confirm your subscription to the {{company}} newsletter",
      heading: "Confirm your subscription",
      preheader: "One more step: confirm that you want the newsletter.",
      greeting: "Hello,",
      request:
        "We received a request to subscribe this address to the {{company}} newsletter. To complete it, confirm your subscription with the “Confirm subscription” link.",
      action: "Confirm subscription",
      ifNotYou:
        "If you did not ask for it, do nothing: without confirmation we will send you no newsletter and will delete the address within a few days.",
      deleteNow: "I do not want to subscribe: delete the address now",
      why: "this address was entered in the newsletter form",
    },
    newsletterWelcome: {
      subject: "Welcome to the {{company}} newsletter",
      heading: "Thank you for confirming your subscription!",
      preheader: "Once a month, practical ideas for small businesses.",
      monthly:
        "Once a month we will send you practical ideas about artificial intelligence, automation, data and grants such as Kit Digital, written for small businesses.",
      meanwhile: "Meanwhile, you can read our blog.",
      action: "Read the blog",
      unsubscribeNote:
        "You can unsubscribe at any time: the link below opens a page with a button, and your mail program can also do it for you.",
      unsubscribe: "Unsubscribe from the newsletter",
      why: "you confirmed your subscription to the newsletter",
    },
    guide: {
      subject: "Your guide: automation for small businesses",
      heading: "Here is your guide",
      preheader: "What to automate first, what it costs and how to fund it.",
      thanks:
        "Thank you for your interest. Here is our automation guide for small businesses: which processes to automate first, which technology to choose, what it costs and how to fund it, with practical cases.",
      action: "Download the guide (PDF)",
      discuss: "If you would like to discuss how to apply it in your company, just reply to this e-mail.",
      why: "you asked for the guide",
    },
  },
});

/**
 * The company's notices, in Spanish only: the company inbox gets them in Spanish whatever the
 * visitor's language (the row "Idioma" says the visitor's), so these have no English to keep in step.
 */
export const companyNotice = {
  replyHint: "Responde a este correo para escribir directamente a la persona.",
  reason: "Recibes este aviso porque este buzón recibe los contactos de la web de {{company}}.",
  writeTo: "Escribir a {{name}}",
  replyTo: "Responder a {{name}}",
  rows: {
    name: "Nombre",
    email: "Email",
    phone: "Teléfono",
    company: "Empresa",
    when: "Cuándo",
    lang: "Idioma",
    videoCall: "Videollamada",
    personLink: "Enlace de la persona",
    reference: "Referencia",
    sourcePage: "Página de origen",
    service: "Servicio",
    companySize: "Tamaño de la empresa",
    message: "Mensaje",
    before: "Antes",
    now: "Ahora",
  },
  companySize: "{{size}} empleados",
  manageNote:
    "El «Enlace de la persona» es el suyo: lo que hagas en esa página (cancelar, cambiar la hora) cuenta como hecho por ella y le llega por correo.",
  event: {
    summary: "Demo con {{name}}",
    email: "Email: {{email}}.",
    phone: "Teléfono: {{phone}}.",
    company: "Empresa: {{company}}.",
    noJoinLink: "Sin enlace de videollamada configurado: envíaselo a la persona.",
    manage:
      "Enlace de la persona para cancelar o cambiar la demo (lo que se haga en él cuenta como hecho por ella y le llega por correo): {{url}}",
  },
  demoBooked: {
    subject: "Nueva demo: {{date}} a las {{time}}",
    intro:
      "{{name}} ha reservado una demo de {{minutes}} minutos el {{at}}. El evento va en este correo para añadirlo al calendario.",
  },
  demoCancelled: {
    subject: "Demo cancelada: {{date}} a las {{time}}",
    intro: "{{name}} ha cancelado desde su enlace la demo del {{at}}. La hora vuelve a estar libre.",
    note: "El evento cancelado va en este correo: al abrirlo, tu calendario lo marca como cancelado.",
  },
  demoMoved: {
    subject: "Demo cambiada: {{date}} a las {{time}}",
    intro: "{{name}} ha cambiado la hora de su demo desde su enlace. El evento actualizado va en este correo.",
  },
  contact: {
    subject: "Nuevo mensaje de contacto",
    subjectWithService: "Nuevo mensaje de contacto: {{service}}",
    intro: "Se ha recibido un mensaje desde el formulario de contacto de la web.",
  },
  newsletter: {
    subject: "Nueva suscripción al newsletter",
    intro: "Una nueva dirección ha confirmado su suscripción al newsletter.",
  },
  guide: {
    subject: "Nueva descarga de la guía de automatización",
    intro: "Alguien ha solicitado la guía de automatización para pymes.",
  },
} as const;
