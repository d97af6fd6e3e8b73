import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBand } from "~/components/ui/CtaBand";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { formatPercent } from "~/components/sections/format";
import { ContentAnchor } from "~/components/sections/links";
import { SectionIcon } from "~/components/sections/SectionIcon";
import { Testimonials } from "~/components/sections/Testimonials";
import { Hero, Section, StatList } from "~/components/ui/Section";
import { serviceMarketingContent } from "~/content/service-marketing";
import pagesStyles from "~/styles/pages.css";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, serviceMarketingContent));

export const meta = pageMeta;

export default function ServiceMarketingPage() {
  const { lang, content } = useLoaderData<typeof loader>();
  const { hero, services, categories, caseStudies, guarantees, testimonials, closing } = content;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <div className="hero-actions">
          <ContentAnchor link={hero.agencyLink} className="button button-primary" />
        </div>
        <div className="hero-stats">
          <StatList stats={hero.stats} />
        </div>
      </Hero>

      <Section id="servicios" eyebrow={services.eyebrow} title={services.title} lead={services.lead}>
        <FeatureGrid items={services.items} columns={4} />
      </Section>

      <Section id="incluye" alt eyebrow={categories.eyebrow} title={categories.title} lead={categories.lead}>
        <ul className="grid grid-4">
          {categories.items.map((item) => (
            <li key={item.category}>
              <article className="card">
                <SectionIcon name={item.icon} />
                <h3>{item.category}</h3>
                <p className="feature-figure">
                  <span className="feature-figure-value">
                    {formatPercent(item.growthPercent, lang, { signed: true })}
                  </span>
                  <span className="feature-figure-label"> {categories.growthLabel}</span>
                </p>
                <ul className="check-list">
                  {item.services.map((service) => (
                    <li key={service}>{service}</li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="casos-de-estudio" eyebrow={caseStudies.eyebrow} title={caseStudies.title} lead={caseStudies.lead}>
        <ul className="grid grid-2">
          {caseStudies.items.map((study) => (
            <li key={study.client}>
              <article className="card case-study">
                <p className="eyebrow">{study.sector}</p>
                <h3>{study.client}</h3>
                <dl className="case-study-facts">
                  <dt>{caseStudies.labels.challenge}</dt>
                  <dd>{study.challenge}</dd>
                  <dt>{caseStudies.labels.solution}</dt>
                  <dd>{study.solution}</dd>
                  <dt>{caseStudies.labels.results}</dt>
                  <dd>
                    <ul className="check-list">
                      {study.results.map((result) => (
                        <li key={result}>{result}</li>
                      ))}
                    </ul>
                  </dd>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="garantias" alt eyebrow={guarantees.eyebrow} title={guarantees.title} lead={guarantees.lead}>
        <ul className="check-list guarantee-list">
          {guarantees.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
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
