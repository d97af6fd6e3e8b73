import { bilingual } from "~/i18n/bilingual";

/** Strings of the cookie banner, the preferences (with and without JavaScript) and the settings link. */
export const consent = bilingual({
  es: {
    banner: {
      label: "Aviso de cookies",
      title: "Tu privacidad, tu elección",
      description:
        // Two lines on a phone: a longer text becomes the page's largest paint (LCP) on most pages.
        "Usamos cookies necesarias y, solo si lo aceptas, de analítica, funcionales y de publicidad.",
      policyLink: "Política de cookies",
      acceptAll: "Aceptar todas",
      onlyNecessary: "Solo necesarias",
      customize: "Personalizar",
      save: "Guardar preferencias",
      close: "Cerrar el aviso sin guardar",
    },
    preferences: {
      title: "Preferencias de cookies",
      intro:
        "Elige qué categorías de cookies permites. Las necesarias siempre están activas porque sin ellas la web no funciona. Puedes cambiar de opinión cuando quieras desde «Configurar cookies», al pie de cada página.",
      legend: "Categorías de cookies",
      close: "Cerrar las preferencias",
      moreInfoTitle: "Más información",
      moreInfo: "Consulta qué cookies usamos y para qué en nuestra",
      alwaysOn: "siempre activas",
    },
    categories: {
      necessary: {
        title: "Necesarias",
        description:
          "Imprescindibles para la web: recordar tu idioma, tu tema y esta misma elección, y proteger los formularios. No se pueden desactivar.",
      },
      analytics: {
        title: "Analítica",
        description:
          "Nos dirían, de forma agregada, qué páginas se visitan y cómo, para mejorar la web. Hoy no usamos ninguna.",
      },
      functional: {
        title: "Funcionales",
        description:
          "Permitirían funciones adicionales, como contenidos incrustados de terceros. Hoy no usamos ninguna.",
      },
      advertising: {
        title: "Publicidad",
        description: "Servirían para mostrarte anuncios relevantes y medir campañas. Hoy no usamos ninguna.",
      },
    },
    current: {
      heading: "Tu elección actual",
      none: "Todavía no has elegido: solo usamos las cookies necesarias.",
      allowed: "Permitidas",
      refused: "Rechazadas",
    },
    settingsLink: "Configurar cookies",
  },
  en: {
    banner: {
      label: "Cookie notice",
      title: "Your privacy, your choice",
      description: "We use necessary cookies and, only if you agree, analytics, functional and advertising ones.",
      policyLink: "Cookie policy",
      acceptAll: "Accept all",
      onlyNecessary: "Only necessary",
      customize: "Customise",
      save: "Save preferences",
      close: "Close the notice without saving",
    },
    preferences: {
      title: "Cookie preferences",
      intro:
        "Choose which categories of cookies you allow. Necessary cookies are always on because the site cannot work without them. You can change your mind at any time from “Cookie settings” at the foot of every page.",
      legend: "Cookie categories",
      close: "Close preferences",
      moreInfoTitle: "More information",
      moreInfo: "See which cookies we use and why in our",
      alwaysOn: "always on",
    },
    categories: {
      necessary: {
        title: "Necessary",
        description:
          "Essential for the site: remembering your language, your theme and this very choice, and protecting the forms. They cannot be switched off.",
      },
      analytics: {
        title: "Analytics",
        description:
          "Would tell us, in aggregate, which pages are visited and how, so we can improve the site. We use none today.",
      },
      functional: {
        title: "Functional",
        description: "Would enable extra features such as embedded third-party content. We use none today.",
      },
      advertising: {
        title: "Advertising",
        description: "Would show you relevant adverts and measure campaigns. We use none today.",
      },
    },
    current: {
      heading: "Your current choice",
      none: "You have not chosen yet: we only use necessary cookies.",
      allowed: "Allowed",
      refused: "Refused",
    },
    settingsLink: "Cookie settings",
  },
});
