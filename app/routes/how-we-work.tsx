import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Card, CardGrid } from "~/components/ui/Card";
import { CardLayout } from "~/components/ui/CardLayout";
import { ButtonLinks } from "~/components/ui/ContentLink";
import { CtaBand } from "~/components/ui/CtaBand";
import { Quote } from "~/components/ui/Quote";
import { Hero, Section } from "~/components/ui/Section";
import { StatList } from "~/components/ui/Stat";
import { Steps } from "~/components/ui/Steps";
import { howWeWorkContent } from "~/content/how-we-work";
import { meta } from "~/utils/meta";
import { pageData, quotedBy } from "~/utils/page-data.server";

export { action, headers } from "~/forms/page-action.server";

export function loader(args: LoaderFunctionArgs) {
  const page = pageData(args, howWeWorkContent);
  const given = page.content.quote;
  const quote = given ? { text: given.text, ...quotedBy(given.by, page.lang) } : null;
  return { ...page, quote };
}

export { meta };

export default function HowWeWorkPage() {
  const { content, quote } = useLoaderData<typeof loader>();
  const { hero, process, commitments, impact, reasons, cta } = content;
  return (
    <>
      <Hero visual="how-we-work" {...hero} links={[hero.contact, hero.cases]} />

      <Section id="proceso" title={process.title} lead={process.lead}>
        <Steps steps={process.steps} durationLabel={process.durationLabel} muted />
      </Section>

      <Section id="compromisos" title={commitments.title} lead={commitments.lead} alt>
        <CardGrid columns={4}>
          {commitments.items.map((item) => (
            <Card key={item.title} {...item} muted />
          ))}
        </CardGrid>
      </Section>

      <Section id="impacto" title={impact.title} lead={impact.lead} centered>
        <StatList stats={impact.stats} layout="boxed" />
      </Section>

      <Section id="por-que-elegirnos" title={reasons.title} alt>
        <CardLayout layout="list" items={reasons.items} muted />
      </Section>

      {quote ? (
        <div className="section">
          <div className="container narrow">
            <Quote quote={quote} />
          </div>
        </div>
      ) : null}

      <CtaBand id="empezamos" title={cta.title} lead={cta.lead}>
        <ButtonLinks links={[cta.contact, cta.cases]} />
      </CtaBand>
    </>
  );
}
