import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBand } from "~/components/ui/CtaBand";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { ContentAnchor } from "~/components/sections/links";
import { Testimonials } from "~/components/sections/Testimonials";
import { Hero, Section } from "~/components/ui/Section";
import { serviceAiContent } from "~/content/service-ai";
import { DemoBookingButton } from "~/forms/demo-booking/DemoBookingButton";
import pagesStyles from "~/styles/pages.css";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, serviceAiContent));

export const meta = pageMeta;

export default function ServiceAiPage() {
  const { content } = useLoaderData<typeof loader>();
  const { hero, includes, benefits, useCases, testimonials, closing } = content;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <div className="hero-actions">
          <DemoBookingButton variant="primary">{hero.demoLabel}</DemoBookingButton>
        </div>
      </Hero>

      <Section id="incluye" eyebrow={includes.eyebrow} title={includes.title} lead={includes.lead}>
        <FeatureGrid items={includes.items} />
      </Section>

      <Section id="beneficios" alt eyebrow={benefits.eyebrow} title={benefits.title} lead={benefits.lead}>
        <FeatureGrid items={benefits.items} columns={4} />
      </Section>

      <Section id="casos-de-uso" eyebrow={useCases.eyebrow} title={useCases.title} lead={useCases.lead}>
        <FeatureGrid items={useCases.items} />
      </Section>

      <Section id="testimonios" alt eyebrow={testimonials.eyebrow} title={testimonials.title}>
        <Testimonials items={testimonials.items} />
      </Section>

      <CtaBand id="casos" title={closing.title} lead={closing.lead}>
        <ContentAnchor link={closing.casesLink} className="button button-primary" />
      </CtaBand>
    </>
  );
}
