import { Icon } from "~/components/ui/Icon";
import type { SearchEntry } from "~/utils/search-entry";

/** What a search result shows, in the results page and in the combobox: icon, title, summary. */
export function SearchResultBody({ entry }: { entry: SearchEntry }) {
  return (
    <>
      <span className="search-result-icon">
        <Icon name={entry.icon} size={20} />
      </span>
      <span className="search-result-text">
        <span className="search-result-title">{entry.title}</span>
        <span className="search-result-description">{entry.description}</span>
      </span>
    </>
  );
}
