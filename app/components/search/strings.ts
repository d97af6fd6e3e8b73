import type { Lang } from "~/i18n/language";

/**
 * The few strings of the service search (header combobox and the /servicios?q= results view).
 * Kept beside the component: both languages weigh a few hundred bytes.
 */
export const searchStrings = {
  es: {
    resultsHeading: "Resultados de búsqueda",
    count: (n: number) => (n === 1 ? "1 servicio encontrado" : `${n} servicios encontrados`),
    countFor: (n: number, query: string) =>
      n === 1 ? `1 servicio encontrado para «${query}»` : `${n} servicios encontrados para «${query}»`,
    empty: (query: string) =>
      `No hemos encontrado ningún servicio para «${query}». Prueba con otra palabra o consulta todos nuestros servicios.`,
    emptyQuery: "Escribe una palabra para buscar entre nuestros servicios.",
    emptyShort: "Ningún servicio coincide con tu búsqueda.",
    allServices: "Ver todos los servicios",
    listLabel: "Servicios",
  },
  en: {
    resultsHeading: "Search results",
    count: (n: number) => (n === 1 ? "1 service found" : `${n} services found`),
    countFor: (n: number, query: string) =>
      n === 1 ? `1 service found for “${query}”` : `${n} services found for “${query}”`,
    empty: (query: string) => `We found no service matching “${query}”. Try another word or browse all our services.`,
    emptyQuery: "Type a word to search our services.",
    emptyShort: "No service matches your search.",
    allServices: "View all services",
    listLabel: "Services",
  },
} satisfies Record<Lang, Record<string, unknown>>;
