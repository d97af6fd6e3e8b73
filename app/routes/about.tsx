import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProfileCards } from "~/components/sections/ProfileCards";
import { ProofSections } from "~/components/sections/ProofSections";
import { Card, CardGrid } from "~/components/ui/Card";
import { CardLayout } from "~/components/ui/CardLayout";
import { Image } from "~/components/ui/Image";
import { ContentAnchor } from "~/components/ui/ContentLink";
import { Hero, Section, Split } from "~/components/ui/Section";
import { Steps } from "~/components/ui/Steps";
import { aboutContent } from "~/content/about";
import { DemoBookingButton } from "~/forms/demo-booking/DemoBookingButton";
import { meta } from "~/utils/meta";
import { pageData } from "~/utils/page-data.server";
import { teamProfiles } from "~/services/articles/people.server";
import { proofView } from "~/services/content/proof.server";

export { action, headers } from "~/forms/page-action.server";

/**
 * The team section reads the people files and the proof sections the proof files (decisions
 * 210, 213); each author links to their articles.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = pageData(args, aboutContent);
  return { ...page, team: await teamProfiles(page.lang), proofItems: proofView(page.lang) };
}

export { meta };

export default function AboutPage() {
  const { content, team: people, proofItems } = useLoaderData<typeof loader>();
  const { hero, intro, team, values, capabilities, proof, process } = content;
  return (
    <>
      <Hero visual="about" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      <Section id="nuestro-trabajo" eyebrow={intro.eyebrow} title={intro.title}>
        <Split reverse>
          <Image image={intro.image} />
          <div className="prose">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <ContentAnchor link={intro.casesLink} className="button button-primary" />
            </p>
          </div>
        </Split>
      </Section>

      {people.length > 0 ? (
        <Section id="equipo" alt eyebrow={team.eyebrow} title={team.title} lead={team.lead}>
          <ProfileCards people={people} />
        </Section>
      ) : null}

      <Section id="valores" eyebrow={values.eyebrow} title={values.title} lead={values.lead}>
        <CardLayout layout="list" items={values.items} />
      </Section>

      <Section id="capacidades" alt eyebrow={capabilities.eyebrow} title={capabilities.title} lead={capabilities.lead}>
        <CardGrid columns={4}>
          {capabilities.items.map((item) => (
            <Card key={item.title} {...item} muted />
          ))}
        </CardGrid>
      </Section>

      <ProofSections copy={proof} proof={proofItems} />

      <Section
        id="proceso"
        eyebrow={process.eyebrow}
        title={process.title}
        lead={process.lead}
        actions={<DemoBookingButton variant="primary">{process.demoLabel}</DemoBookingButton>}
      >
        <Steps steps={process.steps} />
      </Section>
    </>
  );
}
