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
import { Hero, Section } from "~/components/ui/Section";
import { serviceSoftwareContent } from "~/content/service-software";
import pagesStyles from "~/styles/pages.css";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, serviceSoftwareContent));

export const meta = pageMeta;

export default function ServiceSoftwarePage() {
  const { lang, content } = useLoaderData<typeof loader>();
  const { hero, specialities, stack, projects, method, quality, testimonials, closing } = content;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <div className="hero-actions">
          <ContentAnchor link={hero.contactLink} className="button button-primary" />
        </div>
      </Hero>

      <Section id="especialidades" eyebrow={specialities.eyebrow} title={specialities.title} lead={specialities.lead}>
        <FeatureGrid items={specialities.items} columns={4} />
      </Section>

      <Section id="tecnologia" alt eyebrow={stack.eyebrow} title={stack.title} lead={stack.lead}>
        <ul className="grid grid-4">
          {stack.items.map((item) => (
            <li key={item.category}>
              <article className="card">
                <SectionIcon name={item.icon} />
                <h3>{item.category}</h3>
                <ValueBars
                  items={[{ label: stack.expertiseLabel, value: item.expertise }]}
                  format={(value) => formatPercent(value, lang)}
                />
                <ul className="tag-list">
                  {item.technologies.map((technology) => (
                    <li key={technology} className="tag">
                      {technology}
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="proyectos" eyebrow={projects.eyebrow} title={projects.title} lead={projects.lead}>
        <FeatureGrid
          columns={4}
          items={projects.items.map((project) => ({
            icon: project.icon,
            title: project.type,
            figure: project.deliveryTime,
            figureLabel: projects.deliveryLabel,
            description: project.description,
            points: project.features,
          }))}
        />
      </Section>

      <Section id="metodologia" alt eyebrow={method.eyebrow} title={method.title} lead={method.lead}>
        <ProcessSteps steps={method.steps} durationLabel={method.durationLabel} />
        <p className="method-note">{method.sprintNote}</p>
      </Section>

      <Section id="calidad" eyebrow={quality.eyebrow} title={quality.title} lead={quality.lead}>
        <FeatureGrid items={quality.items} columns={4} />
      </Section>

      <Section id="testimonios" alt eyebrow={testimonials.eyebrow} title={testimonials.title}>
        <Testimonials items={testimonials.items} />
      </Section>

      <CtaBand id="casos" title={closing.title} lead={closing.lead}>
        <ContentAnchor link={closing.casesLink} className="button button-primary" />
        <ContentAnchor link={closing.contactLink} className="button button-secondary" />
      </CtaBand>
    </>
  );
}
