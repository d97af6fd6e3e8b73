import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBand } from "~/components/ui/CtaBand";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { ContentAnchor } from "~/components/sections/links";
import { ServiceSearchResults } from "~/components/search/ServiceSearchResults";
import { Hero, Section, StatList } from "~/components/ui/Section";
import { serviceSearchEntries } from "~/content/service-search";
import { servicesContent } from "~/content/services";
import pagesStyles from "~/styles/pages.css";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";
import { searchServices } from "~/utils/service-search";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

/** The header search's longest accepted query; longer ones are cut, never rejected. */
const MAX_QUERY = 100;

export const loader = ({ request }: LoaderFunctionArgs) => {
  const data = pageData(request, servicesContent);
  // The header's service search is a GET form to this page: without JavaScript the results are here.
  const raw = new URL(request.url).searchParams.get("q");
  const search = raw === null ? null : searchFor(raw.slice(0, MAX_QUERY), data.lang);
  return json({ ...data, search });
};

function searchFor(query: string, lang: "es" | "en") {
  return { query, results: searchServices(serviceSearchEntries[lang], query) };
}

export const meta = pageMeta;

export default function ServicesPage() {
  const { content, search } = useLoaderData<typeof loader>();
  const { hero, catalogue, results, contact } = content;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      {search ? <ServiceSearchResults query={search.query} results={search.results} /> : null}

      <Section id="servicios" eyebrow={catalogue.eyebrow} title={catalogue.title} lead={catalogue.lead}>
        <FeatureGrid items={catalogue.items} />
      </Section>

      <Section id="resultados" alt centered eyebrow={results.eyebrow} title={results.title} lead={results.lead}>
        <StatList stats={results.stats} />
      </Section>

      <CtaBand id="contacto" title={contact.title} lead={contact.lead}>
        <ContentAnchor link={contact.link} className="button button-primary" />
      </CtaBand>
    </>
  );
}
