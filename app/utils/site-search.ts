import MiniSearch from "minisearch";
import { searchGroups, type SearchEntry } from "./search-entry";

export { searchGroups, type SearchEntry } from "./search-entry";

/** Lower case without accents, so "robotica" finds "Robótica" and "FORMACION" finds "formación". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/** The longest query the search takes; longer ones are cut, never rejected. */
export const MAX_SEARCH_QUERY = 100;

/**
 * The search index over the entries of one language (MiniSearch, decision 104): every word of the
 * query must match a word of the title, the keywords or the summary, as typed, as the start of a
 * word ("factur" finds "facturación") or with one typo in words of five letters or more. Title and
 * keywords weigh more than the summary. The same code runs on the server (`?q=` without JavaScript)
 * and in the combobox.
 */
export function createSearchIndex(entries: SearchEntry[]): MiniSearch<SearchEntry> {
  const index = new MiniSearch<SearchEntry>({
    fields: ["title", "keywords", "description"],
    processTerm: (term) => foldForSearch(term) || null,
    searchOptions: {
      boost: { title: 3, keywords: 2 },
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 1 : 0),
      combineWith: "AND",
    },
  });
  index.addAll(entries);
  return index;
}

/** The entries matching a query: the services first, then each further group, best match first within a group. */
export function searchSite(index: MiniSearch<SearchEntry>, entries: SearchEntry[], query: string): SearchEntry[] {
  const text = query.slice(0, MAX_SEARCH_QUERY);
  if (!foldForSearch(text)) return [];
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const found = index
    .search(text)
    .map((result) => byId.get(String(result.id)))
    .filter((entry): entry is SearchEntry => entry !== undefined);
  return searchGroups.flatMap((group) => found.filter((entry) => entry.group === group));
}
