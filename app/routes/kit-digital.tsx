import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SolutionGrid } from "~/components/kit-digital/SolutionGrid";
import { Card, CardGrid } from "~/components/ui/Card";
import { CtaBand } from "~/components/ui/CtaBand";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { CheckList } from "~/components/ui/Lists";
import { Hero, Section, Split } from "~/components/ui/Section";
import { Steps } from "~/components/ui/Steps";
import { company } from "~/config/company";
import { kitDigitalContent } from "~/content/kit-digital";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data.server";
import { pagePath } from "~/utils/pages";

export { action } from "~/forms/page-action.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  json(pageData(request, kitDigitalContent, { strings: ["kit"] }));

export const meta = pageMeta;

export default function KitDigitalPage() {
  const { content, lang } = useLoaderData<typeof loader>();
  const { hero, intro, audiences, steps, solutions, why, cta } = content;
  const contact = pagePath("contact", lang);
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <Link to={contact} className="button button-primary">
              {hero.contactCta}
            </Link>
            <a href="#soluciones" className="button button-secondary">
              {hero.solutionsCta}
            </a>
          </>
        }
      />

      <Section id="que-es" title={intro.title}>
        <Split>
          <div>
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <CheckList items={intro.points} />
          </div>
          <img
            src="/images/kit-digital/bono-digital.svg"
            alt={intro.imageAlt}
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
          />
        </Split>
      </Section>

      <Section id="destinatarios" title={audiences.title} lead={audiences.lead} alt>
        <CardGrid>
          {audiences.items.map((item) => (
            <Card key={item.title} {...item} muted />
          ))}
        </CardGrid>
      </Section>

      <Section id="como-solicitarlo" title={steps.title} lead={steps.lead}>
        <Steps steps={steps.items} muted />
      </Section>

      <Section id="soluciones" title={solutions.title} lead={solutions.lead} alt>
        <SolutionGrid lang={lang} items={solutions.items} />
        <p className="muted kit-note">{solutions.footnote}</p>
      </Section>

      <Section id="por-que-rts" title={why.title}>
        <CheckList items={why.items} columns />
      </Section>

      <CtaBand id="contacto-kit" title={cta.title} lead={cta.lead}>
        <Link to={contact} className="button button-primary">
          {cta.contact}
        </Link>
        <ExternalLink href={company.kitDigitalOffice} className="button button-secondary">
          {cta.office}
        </ExternalLink>
      </CtaBand>
    </>
  );
}
