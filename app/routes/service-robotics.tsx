import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBand } from "~/components/ui/CtaBand";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { formatPercent } from "~/components/sections/format";
import { ContentAnchor } from "~/components/sections/links";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { SectionIcon } from "~/components/sections/SectionIcon";
import { Testimonials } from "~/components/sections/Testimonials";
import { ValueBars } from "~/components/sections/ValueBars";
import { Hero, Section, StatList } from "~/components/ui/Section";
import { serviceRoboticsContent } from "~/content/service-robotics";
import pagesStyles from "~/styles/pages.css";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, serviceRoboticsContent));

export const meta = pageMeta;

export default function ServiceRoboticsPage() {
  const { lang, content } = useLoaderData<typeof loader>();
  const { hero, capabilities, features, benefits, process, industries, figures, testimonials, closing } = content;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <div className="hero-actions">
          <ContentAnchor link={hero.contactLink} className="button button-primary" />
        </div>
      </Hero>

      <Section id="capacidades" eyebrow={capabilities.eyebrow} title={capabilities.title} lead={capabilities.lead}>
        <FeatureGrid items={capabilities.items} />
      </Section>

      <Section id="caracteristicas" alt eyebrow={features.eyebrow} title={features.title} lead={features.lead}>
        <FeatureGrid items={features.items} columns={4} />
      </Section>

      <Section id="beneficios" eyebrow={benefits.eyebrow} title={benefits.title} lead={benefits.lead}>
        <FeatureGrid items={benefits.items} />
      </Section>

      <Section id="proceso" alt eyebrow={process.eyebrow} title={process.title} lead={process.lead}>
        <ProcessSteps steps={process.steps} durationLabel={process.durationLabel} />
      </Section>

      <Section id="sectores" eyebrow={industries.eyebrow} title={industries.title} lead={industries.lead}>
        <ul className="grid grid-4">
          {industries.items.map((industry) => (
            <li key={industry.name}>
              <article className="card">
                <SectionIcon name={industry.icon} />
                <h3>{industry.name}</h3>
                <ValueBars
                  items={[{ label: industries.savingsLabel, value: industry.savingsPercent }]}
                  format={(value) => formatPercent(value, lang)}
                />
                <p className="muted">{industries.processesLabel}:</p>
                <ul className="check-list">
                  {industry.processes.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="cifras" alt centered eyebrow={figures.eyebrow} title={figures.title}>
        <div className="figure-band">
          <StatList stats={figures.stats} />
        </div>
      </Section>

      <Section id="testimonios" eyebrow={testimonials.eyebrow} title={testimonials.title}>
        <Testimonials items={testimonials.items} />
      </Section>

      <CtaBand id="casos" title={closing.title} lead={closing.lead}>
        <ContentAnchor link={closing.casesLink} className="button button-primary" />
      </CtaBand>
    </>
  );
}
