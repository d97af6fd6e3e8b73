import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AudienceGrid } from "~/components/kit-digital/AudienceGrid";
import { CtaBand } from "~/components/ui/CtaBand";
import { RequestSteps } from "~/components/kit-digital/RequestSteps";
import { SolutionGrid } from "~/components/kit-digital/SolutionGrid";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { Hero, Section } from "~/components/ui/Section";
import { company } from "~/config/company";
import { kitDigitalContent } from "~/content/kit-digital";
import kitStyles from "~/styles/kit-digital.css";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";
import { pagePath } from "~/utils/pages";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: kitStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, kitDigitalContent));

export const meta = pageMeta;

export default function KitDigitalPage() {
  const { content, lang } = useLoaderData<typeof loader>();
  const contact = pagePath("contact", lang);
  return (
    <>
      <Hero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead}>
        <div className="hero-actions">
          <Link to={contact} className="button button-primary">
            {content.hero.contactCta}
          </Link>
          <a href="#soluciones" className="button button-secondary">
            {content.hero.solutionsCta}
          </a>
        </div>
      </Hero>

      <section id="que-es" className="section" aria-labelledby="que-es-heading">
        <div className="container kit-intro">
          <div>
            <div className="section-header">
              <h2 id="que-es-heading">{content.intro.title}</h2>
            </div>
            {content.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ul className="check-list">
              {content.intro.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <img
            className="kit-intro-image"
            src="/images/kit-digital/bono-digital.svg"
            alt={content.intro.imageAlt}
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
          />
        </div>
      </section>

      <Section id="destinatarios" title={content.audiences.title} lead={content.audiences.lead} alt>
        <AudienceGrid items={content.audiences.items} />
      </Section>

      <Section id="como-solicitarlo" title={content.steps.title} lead={content.steps.lead}>
        <RequestSteps steps={content.steps} />
      </Section>

      <Section id="soluciones" title={content.solutions.title} lead={content.solutions.lead} alt>
        <SolutionGrid
          lang={lang}
          items={content.solutions.items}
          amountLabel={content.solutions.amountLabel}
          detailsLink={content.solutions.detailsLink}
        />
        <p className="muted kit-footnote">{content.solutions.footnote}</p>
      </Section>

      <Section id="por-que-rts" title={content.why.title}>
        <ul className="check-list kit-why">
          {content.why.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <CtaBand id="contacto-kit" title={content.cta.title} lead={content.cta.lead}>
        <Link to={contact} className="button button-primary">
          {content.cta.contact}
        </Link>
        <ExternalLink href={company.kitDigitalOffice} className="button button-secondary">
          {content.cta.office}
        </ExternalLink>
      </CtaBand>
    </>
  );
}
