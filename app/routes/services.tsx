import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServiceSearchResults } from "~/components/search/ServiceSearchResults";
import { CardLayout } from "~/components/ui/CardLayout";
import { ButtonLinks } from "~/components/ui/ContentLink";
import { CtaBand } from "~/components/ui/CtaBand";
import { Hero, Section } from "~/components/ui/Section";
import { StatList } from "~/components/ui/Stat";
import { searchEntries as entriesIn } from "~/content/search";
import { servicesContent } from "~/content/services";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data.server";
import type { Lang } from "~/i18n/language";
import { createSearchIndex, MAX_SEARCH_QUERY, searchSite, type SearchEntry } from "~/utils/site-search";

export { action, headers } from "~/forms/page-action.server";

/** Each language's entries and index, built once (content changes only with a new build). */
const searchByLang = new Map<Lang, { entries: SearchEntry[]; index: ReturnType<typeof createSearchIndex> }>();
function siteSearch(lang: Lang) {
  let search = searchByLang.get(lang);
  if (!search) {
    const entries = entriesIn(lang);
    searchByLang.set(lang, (search = { entries, index: createSearchIndex(entries) }));
  }
  return search;
}

export const loader = ({ request }: LoaderFunctionArgs) => {
  const data = pageData(request, servicesContent);
  const { entries: searchEntries, index } = siteSearch(data.lang);
  // The header's search is a GET form to this page: without JavaScript the results are here.
  // With JavaScript its combobox reads `searchEntries` from this loader and searches them itself.
  const query = new URL(request.url).searchParams.get("q")?.slice(0, MAX_SEARCH_QUERY);
  const search = query === undefined ? null : { query, results: searchSite(index, searchEntries, query) };
  return json({ ...data, search, searchEntries });
};

export const meta = pageMeta;

export default function ServicesPage() {
  const { content, search } = useLoaderData<typeof loader>();
  const { hero, catalogue, results, contact } = content;
  return (
    <>
      <Hero kind="services" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      {search ? <ServiceSearchResults query={search.query} results={search.results} /> : null}

      <Section id="servicios" eyebrow={catalogue.eyebrow} title={catalogue.title} lead={catalogue.lead}>
        <CardLayout layout="rows" items={catalogue.items} />
      </Section>

      <Section id="resultados" alt centered eyebrow={results.eyebrow} title={results.title} lead={results.lead}>
        <StatList stats={results.stats} />
      </Section>

      <CtaBand id="contacto" title={contact.title} lead={contact.lead}>
        <ButtonLinks links={[contact.link]} />
      </CtaBand>
    </>
  );
}
