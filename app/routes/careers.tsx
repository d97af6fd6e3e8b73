import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { VacancyList } from "~/components/careers/VacancyList";
import { Card, CardGrid } from "~/components/ui/Card";
import { CardLayout } from "~/components/ui/CardLayout";
import { Image } from "~/components/ui/Image";
import { ButtonLinks } from "~/components/ui/ContentLink";
import { CtaBand } from "~/components/ui/CtaBand";
import { Quote } from "~/components/ui/Quote";
import { Hero, Section, Split } from "~/components/ui/Section";
import { careersContent } from "~/content/careers";
import { meta } from "~/utils/meta";
import { pageData } from "~/utils/page-data.server";
import { quoteSignature } from "~/services/content/people.server";
import { vacancies as openVacancies, vacancyCard } from "~/services/content/vacancies.server";

export { action, headers } from "~/forms/page-action.server";

/** The careers page; each vacancy links to its own page (decision 189). */
export function loader(args: LoaderFunctionArgs) {
  const page = pageData(args, careersContent, { strings: ["careers"] });
  const { by, text } = page.content.quote;
  // The positions and the quote's signature are the company's content files (decisions 212, 213).
  return {
    ...page,
    quote: { text, ...quoteSignature(by, page.lang) },
    vacancies: openVacancies().map((vacancy) => vacancyCard(vacancy, page.lang)),
  };
}

export { meta };

export default function CareersPage() {
  const { content, lang, quote, vacancies: items } = useLoaderData<typeof loader>();
  const { hero, benefits, culture, vacancies, cta } = content;
  return (
    <>
      <Hero visual="careers" {...hero} links={[hero.vacancies, hero.contact]} />

      <Section id="beneficios" title={benefits.title} lead={benefits.lead}>
        <CardGrid>
          {benefits.items.map((item) => (
            <Card key={item.title} {...item} muted />
          ))}
        </CardGrid>
      </Section>

      <Section id="cultura" title={culture.title} lead={culture.lead} alt>
        <Split>
          <Quote quote={quote} />
          <Image image={culture.image} />
        </Split>
        <CardLayout layout="list" items={culture.items} muted />
      </Section>

      <Section id="vacantes" title={vacancies.title} lead={vacancies.lead}>
        <VacancyList lang={lang} vacancies={items} />
      </Section>

      <CtaBand id="candidatura" title={cta.title} lead={cta.lead}>
        <ButtonLinks links={[cta.contact]} />
      </CtaBand>
    </>
  );
}
