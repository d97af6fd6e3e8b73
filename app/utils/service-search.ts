import type { ServiceSearchEntry } from "~/content/facts/services";

/** Lower case without accents, so "robotica" finds "Robótica". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/** Entries whose title or description contains the query (case- and accent-insensitive). */
export function searchServices(entries: ServiceSearchEntry[], query: string): ServiceSearchEntry[] {
  const needle = foldForSearch(query);
  if (!needle) return [];
  return entries.filter((entry) => foldForSearch(`${entry.title} ${entry.description}`).includes(needle));
}
