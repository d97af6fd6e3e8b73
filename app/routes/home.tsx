import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBand } from "~/components/ui/CtaBand";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { ContentAnchor } from "~/components/sections/links";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { Testimonials } from "~/components/sections/Testimonials";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { Hero, Section, StatList } from "~/components/ui/Section";
import { chatLink } from "~/config/company";
import { homeContent } from "~/content/home";
import { DemoBookingButton } from "~/forms/demo-booking/DemoBookingButton";
import { LeadMagnetForm } from "~/forms/lead-magnet/LeadMagnetForm";
import pagesStyles from "~/styles/pages.css";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";
import { useContactFacts } from "~/utils/root-data";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, homeContent));

export const meta = pageMeta;

export default function HomePage() {
  const { content } = useLoaderData<typeof loader>();
  const { phone } = useContactFacts();
  const { hero, story, whatWeDo, benefits, cases, leadMagnet, testimonials, closing } = content;
  return (
    <>
      <Hero id="inicio" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <div className="hero-actions">
          <DemoBookingButton variant="primary">{hero.demoLabel}</DemoBookingButton>
          <DemoBookingButton variant="secondary">{hero.secondDemoLabel}</DemoBookingButton>
        </div>
        <div className="hero-stats">
          <StatList stats={hero.stats} />
        </div>
      </Hero>

      <Section id="historia" eyebrow={story.eyebrow} title={story.title} lead={story.lead}>
        <ProcessSteps steps={story.steps} />
      </Section>

      <Section id="que-hacemos" alt eyebrow={whatWeDo.eyebrow} title={whatWeDo.title} lead={whatWeDo.lead}>
        <FeatureGrid items={whatWeDo.items} />
        <p className="section-actions">
          <ContentAnchor link={whatWeDo.allServices} className="button button-primary" />
        </p>
      </Section>

      <Section id="beneficios" eyebrow={benefits.eyebrow} title={benefits.title} lead={benefits.lead}>
        <FeatureGrid items={benefits.items} columns={4} />
      </Section>

      <Section id="casos" alt eyebrow={cases.eyebrow} title={cases.title} lead={cases.lead}>
        <FeatureGrid items={cases.items} />
        <p className="section-actions">
          <ContentAnchor link={cases.allCases} className="button button-secondary" />
        </p>
      </Section>

      <Section id="ebook" eyebrow={leadMagnet.eyebrow} title={leadMagnet.title} lead={leadMagnet.lead}>
        <div className="split lead-magnet">
          <img
            className="lead-magnet-cover"
            src={leadMagnet.cover.src}
            width={leadMagnet.cover.width}
            height={leadMagnet.cover.height}
            alt={leadMagnet.cover.alt}
            loading="lazy"
            decoding="async"
          />
          <div>
            <StatList stats={leadMagnet.facts} />
            <h3>{leadMagnet.pointsTitle}</h3>
            <ul className="check-list">
              {leadMagnet.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <LeadMagnetForm />
          </div>
        </div>
      </Section>

      <Section id="testimonios" alt eyebrow={testimonials.eyebrow} title={testimonials.title} lead={testimonials.lead}>
        <Testimonials items={testimonials.items} />
      </Section>

      <CtaBand id="hablamos" title={closing.title} lead={closing.lead} points={closing.points}>
        <ExternalLink className="button button-primary" href={chatLink(phone, closing.chatMessage)}>
          {closing.chatLabel}
        </ExternalLink>
        <ContentAnchor link={closing.contact} className="button button-secondary" />
      </CtaBand>
    </>
  );
}
