import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";
import { searchGroups, type SearchEntry } from "~/utils/search-entry";
import { SearchResultBody } from "./SearchResult";

/**
 * The server-rendered results of the header search (`/servicios?q=`), for visitors without
 * JavaScript or who submit the form: a heading, the count and the results by group (services
 * first, then cases and FAQ answers), each a list of links. The services page's loader computes
 * `results` with `searchSite()`.
 */
export function ServiceSearchResults({ query, results }: { query: string; results: SearchEntry[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const trimmed = query.trim();
  const groups = searchGroups
    .map((group) => ({ group, entries: results.filter((entry) => entry.group === group) }))
    .filter(({ entries }) => entries.length > 0);
  return (
    <section className="section search-results" aria-labelledby="search-results-heading">
      <div className="container narrow">
        <h2 id="search-results-heading">{t("search.resultsHeading")}</h2>
        <p role="status" className="search-results-count">
          {trimmed ? t("search.countFor", { count: results.length, query: trimmed }) : t("search.emptyQuery")}
        </p>
        {groups.map(({ group, entries }) => (
          <div key={group} className="search-results-group">
            <h3 id={`search-group-${group}`}>{t(`search.groups.${group}`)}</h3>
            <ul className="search-results-list" aria-labelledby={`search-group-${group}`}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <Link to={entry.path} className="search-result">
                    <SearchResultBody entry={entry} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {results.length === 0 && trimmed ? <p>{t("search.empty", { query: trimmed })}</p> : null}
        {results.length === 0 ? (
          <p className="button-row">
            <Link to={pagePath("contact", lang)} className="button button-primary">
              {t("search.askUs")}
            </Link>
            <Link to={pagePath("services", lang)} className="button button-secondary">
              {t("search.allServices")}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
