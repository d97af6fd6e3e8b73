import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LeadMagnet } from "~/components/sections/LeadMagnet";
import { Testimonials } from "~/components/sections/Testimonials";
import { CardLayout } from "~/components/ui/CardLayout";
import { ContentAnchor } from "~/components/ui/ContentLink";
import { CtaBand } from "~/components/ui/CtaBand";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { Hero, Section } from "~/components/ui/Section";
import { StatList } from "~/components/ui/Stat";
import { Steps } from "~/components/ui/Steps";
import { PhoneRow } from "~/components/ui/PhoneRow";
import { useTranslation } from "~/i18n/react";
import { chatLink } from "~/config/company";
import { homeContent } from "~/content/home";
import { DemoBookingButton } from "~/forms/demo-booking/DemoBookingButton";
import { meta } from "~/utils/meta";
import { organization, webSite } from "~/utils/structured-data";
import { pageData, testimonialsFor } from "~/utils/page-data.server";
import { useContactFacts } from "~/utils/contact-facts";

export { action, headers } from "~/forms/page-action.server";

/**
 * The site (WebSite: its name for search results) and the company as a ProfessionalService: the
 * address, phone, e-mail and hours the footer and contact page show.
 */
export function loader(args: LoaderFunctionArgs) {
  const page = pageData(args, homeContent, {
    structured: ({ origin, lang, path, contact, identity }) => [
      webSite(origin, lang, path, identity),
      organization(origin, lang, contact, identity),
    ],
  });
  const { testimonials } = page.content;
  // The clients' words are the company's files (decision 210).
  return { ...page, testimonials: testimonialsFor(testimonials.ids, page.lang) };
}

export { meta };

export default function HomePage() {
  const { content, testimonials: testimonialItems } = useLoaderData<typeof loader>();
  const { phone } = useContactFacts();
  const { t } = useTranslation();
  const rowLabel = (name: string) => t("rowLabel", { name });
  const { hero, story, whatWeDo, benefits, cases, leadMagnet, testimonials, closing } = content;
  // A section takes its heading (eyebrow, title, lead) from its copy: <Section {...story}>.
  return (
    <>
      <Hero
        visual="home"
        id="inicio"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <DemoBookingButton variant="primary">{hero.demoLabel}</DemoBookingButton>
            {/* The second button shows results, not the same form again (issue 30). */}
            <a href="#casos" className="button button-secondary">
              {hero.resultsLabel}
            </a>
          </>
        }
      >
        <StatList stats={hero.stats} layout="hero-band" />
      </Hero>

      <Section id="historia" {...story}>
        <PhoneRow label={rowLabel(story.title)}>
          <Steps steps={story.steps} />
        </PhoneRow>
      </Section>

      <Section
        id="que-hacemos"
        alt
        {...whatWeDo}
        actions={<ContentAnchor link={whatWeDo.allServices} className="button button-primary" />}
      >
        <PhoneRow label={rowLabel(whatWeDo.title)}>
          <CardLayout layout="bento" items={whatWeDo.items} />
        </PhoneRow>
      </Section>

      <Section id="beneficios" {...benefits}>
        <CardLayout layout="list" items={benefits.items} />
      </Section>

      <Section
        id="casos"
        alt
        {...cases}
        actions={<ContentAnchor link={cases.allCases} className="button button-secondary" />}
      >
        <PhoneRow label={rowLabel(cases.title)}>
          <CardLayout items={cases.items} />
        </PhoneRow>
      </Section>

      <Section id="ebook" {...leadMagnet}>
        <LeadMagnet copy={leadMagnet} />
      </Section>

      {testimonialItems.length > 0 ? (
        <Section id="testimonios" alt {...testimonials}>
          <PhoneRow label={rowLabel(testimonials.title)}>
            <Testimonials items={testimonialItems} />
          </PhoneRow>
        </Section>
      ) : null}

      <CtaBand id="hablamos" title={closing.title} lead={closing.lead} points={closing.points}>
        <ExternalLink className="button button-primary" href={chatLink(phone, closing.chatMessage)}>
          {closing.chatLabel}
        </ExternalLink>
        <ContentAnchor link={closing.contact} className="button button-secondary" />
      </CtaBand>
    </>
  );
}
