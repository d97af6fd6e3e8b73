import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { formatPercent } from "~/components/sections/format";
import { ContentAnchor } from "~/components/sections/links";
import { LogoWall } from "~/components/sections/LogoWall";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { ProfileCards } from "~/components/sections/ProfileCards";
import { ValueBars } from "~/components/sections/ValueBars";
import { Hero, Section } from "~/components/ui/Section";
import { aboutContent } from "~/content/about";
import { DemoBookingButton } from "~/forms/demo-booking/DemoBookingButton";
import pagesStyles from "~/styles/pages.css";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, aboutContent));

export const meta = pageMeta;

export default function AboutPage() {
  const { lang, content } = useLoaderData<typeof loader>();
  const { hero, intro, team, values, capabilities, partners, award, process } = content;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      <Section id="nuestro-trabajo" eyebrow={intro.eyebrow} title={intro.title}>
        <div className="split split-reverse">
          <img
            className="split-image"
            src={intro.image.src}
            width={intro.image.width}
            height={intro.image.height}
            alt={intro.image.alt}
            loading="lazy"
            decoding="async"
          />
          <div className="prose">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <ContentAnchor link={intro.casesLink} className="button button-primary" />
            </p>
          </div>
        </div>
      </Section>

      <Section id="equipo" alt eyebrow={team.eyebrow} title={team.title} lead={team.lead}>
        <ProfileCards people={team.people} />
      </Section>

      <Section id="valores" eyebrow={values.eyebrow} title={values.title} lead={values.lead}>
        <FeatureGrid items={values.items} />
      </Section>

      <Section id="capacidades" alt eyebrow={capabilities.eyebrow} title={capabilities.title} lead={capabilities.lead}>
        <div className="card">
          <ValueBars items={capabilities.items} format={(value) => formatPercent(value, lang)} />
        </div>
      </Section>

      <Section id="socios" eyebrow={partners.eyebrow} title={partners.title} lead={partners.lead}>
        <LogoWall logos={partners.logos} />
      </Section>

      <Section id="premio" alt eyebrow={award.eyebrow} title={award.title}>
        <div className="award">
          <img
            src={award.image.src}
            width={award.image.width}
            height={award.image.height}
            alt={award.image.alt}
            loading="lazy"
            decoding="async"
          />
          <div>
            <p className="award-year">{award.year}</p>
            <h3>{award.name}</h3>
            <p>{award.description}</p>
          </div>
        </div>
      </Section>

      <Section id="proceso" eyebrow={process.eyebrow} title={process.title} lead={process.lead}>
        <ProcessSteps steps={process.steps} />
        <p className="section-actions">
          <DemoBookingButton variant="primary">{process.demoLabel}</DemoBookingButton>
        </p>
      </Section>
    </>
  );
}
