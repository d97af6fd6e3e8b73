import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { commitmentIcons, reasonIcons } from "~/components/how-we-work/icons";
import { IconCards } from "~/components/how-we-work/IconCards";
import { ProcessSteps } from "~/components/how-we-work/ProcessSteps";
import { QuoteFigure } from "~/components/how-we-work/QuoteFigure";
import { CtaBand } from "~/components/ui/CtaBand";
import { Hero, Section, StatList } from "~/components/ui/Section";
import { howWeWorkContent } from "~/content/how-we-work";
import companyStyles from "~/styles/company-pages.css";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";
import { pagePath } from "~/utils/pages";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: companyStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, howWeWorkContent));

export const meta = pageMeta;

export default function HowWeWorkPage() {
  const { content, lang } = useLoaderData<typeof loader>();
  const contact = pagePath("contact", lang);
  const cases = pagePath("cases", lang);
  return (
    <>
      <Hero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead}>
        <div className="hero-actions">
          <Link to={contact} className="button button-primary">
            {content.hero.contactCta}
          </Link>
          <Link to={cases} className="button button-secondary">
            {content.hero.casesCta}
          </Link>
        </div>
      </Hero>

      <Section id="proceso" title={content.process.title} lead={content.process.lead}>
        <ProcessSteps process={content.process} />
      </Section>

      <Section id="compromisos" title={content.commitments.title} lead={content.commitments.lead} alt>
        <IconCards items={content.commitments.items} icons={commitmentIcons} columns={4} />
      </Section>

      <Section id="impacto" title={content.impact.title} lead={content.impact.lead} centered>
        <div className="company-stats">
          <StatList stats={content.impact.stats} />
        </div>
      </Section>

      <Section id="por-que-elegirnos" title={content.reasons.title} alt>
        <IconCards items={content.reasons.items} icons={reasonIcons} columns={4} />
      </Section>

      <div className="section">
        <div className="container narrow">
          <QuoteFigure text={content.quote.text} author={content.quote.author} role={content.quote.role} />
        </div>
      </div>

      <CtaBand id="empezamos" title={content.cta.title} lead={content.cta.lead}>
        <Link to={contact} className="button button-primary">
          {content.cta.contact}
        </Link>
        <Link to={cases} className="button button-secondary">
          {content.cta.cases}
        </Link>
      </CtaBand>
    </>
  );
}
