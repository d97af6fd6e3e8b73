import { searchEntries } from "~/content/search";
import type { Lang } from "~/i18n/language";
import { createSearchIndex, MAX_SEARCH_QUERY, searchSite, type SearchEntry } from "~/utils/site-search";

/** Each language's entries and index, built once (content changes only with a new build). */
const searchByLang = new Map<Lang, { entries: SearchEntry[]; index: ReturnType<typeof createSearchIndex> }>();

/** What the header search finds in a language: its entries, and the index over them. */
export function siteSearch(lang: Lang) {
  let search = searchByLang.get(lang);
  if (!search) {
    const entries = searchEntries(lang);
    searchByLang.set(lang, (search = { entries, index: createSearchIndex(entries) }));
  }
  return search;
}

/** The results of a `?q=` query (cut to the longest query the search takes). */
export function searchResults(lang: Lang, query: string) {
  const { entries, index } = siteSearch(lang);
  const text = query.slice(0, MAX_SEARCH_QUERY);
  return { query: text, results: searchSite(index, entries, text) };
}
