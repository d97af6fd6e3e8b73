import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServiceSearchResults } from "~/components/search/ServiceSearchResults";
import { CardLayout } from "~/components/ui/CardLayout";
import { ButtonLinks } from "~/components/ui/ContentLink";
import { CtaBand } from "~/components/ui/CtaBand";
import { Hero, Section } from "~/components/ui/Section";
import { StatList } from "~/components/ui/Stat";
import { servicesContent } from "~/content/services";
import { meta } from "~/utils/meta";
import { pageData } from "~/utils/page-data.server";
import { searchResults, siteSearch } from "~/services/site-search.server";

export { action, headers } from "~/forms/page-action.server";

export const loader = (args: LoaderFunctionArgs) => {
  const data = pageData(args, servicesContent);
  // The header's search is a GET form to this page: without JavaScript the results are here.
  // With JavaScript its combobox reads `searchEntries` from this loader and searches them itself.
  const query = new URL(args.request.url).searchParams.get("q");
  const search = query === null ? null : searchResults(data.lang, query);
  return { ...data, search, searchEntries: siteSearch(data.lang).entries };
};

export { meta };

export default function ServicesPage() {
  const { content, search } = useLoaderData<typeof loader>();
  const { hero, catalogue, results, contact } = content;
  return (
    <>
      <Hero visual="services" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

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
