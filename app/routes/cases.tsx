import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CaseList } from "~/components/cases/CaseList";
import { ContactServicesCta } from "~/components/ui/ContactServicesCta";
import { Hero } from "~/components/ui/Section";
import { StatList } from "~/components/ui/Stat";
import { casesContent } from "~/content/cases";
import { meta } from "~/utils/meta";
import { pageData } from "~/utils/page-data.server";
import { revalidateOnNewPath } from "~/utils/revalidation";

export { action, headers } from "~/forms/page-action.server";

export const loader = (args: LoaderFunctionArgs) => pageData(args, casesContent, { strings: ["cases"] });

export { meta };

/** Every case is already on the page: changing the sector filter needs no new data. */
export const shouldRevalidate = revalidateOnNewPath;

export default function CasesPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero visual="cases" eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead}>
        <StatList stats={content.stats.items} label={content.stats.label} />
      </Hero>
      <CaseList sectors={content.sectors} cases={content.cases} />
      <ContactServicesCta id="cases-cta" copy={content.cta} />
    </>
  );
}
