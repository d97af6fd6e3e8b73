import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ServiceSearchEntry } from "~/content/facts/services";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";
import { SearchResultBody } from "./SearchResult";

/**
 * The server-rendered results of the header search (`/servicios?q=`), for visitors without
 * JavaScript or who submit the form: a heading, the count and a list of links.
 * The services page computes `results` with `searchServices()` in its loader.
 */
export function ServiceSearchResults({ query, results }: { query: string; results: ServiceSearchEntry[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const trimmed = query.trim();
  return (
    <section className="section search-results" aria-labelledby="search-results-heading">
      <div className="container narrow">
        <h2 id="search-results-heading">{t("search.resultsHeading")}</h2>
        <p role="status" className="search-results-count">
          {trimmed ? t("search.countFor", { count: results.length, query: trimmed }) : t("search.emptyQuery")}
        </p>
        {results.length > 0 ? (
          <ul className="search-results-list">
            {results.map((entry) => (
              <li key={entry.page}>
                <Link to={pagePath(entry.page, lang)} className="search-result">
                  <SearchResultBody entry={entry} />
                </Link>
              </li>
            ))}
          </ul>
        ) : trimmed ? (
          <p>{t("search.empty", { query: trimmed })}</p>
        ) : null}
        {results.length === 0 ? (
          <p>
            <Link to={pagePath("services", lang)} className="button button-secondary">
              {t("search.allServices")}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
