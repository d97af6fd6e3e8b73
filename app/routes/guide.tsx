import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LeadMagnet } from "~/components/sections/LeadMagnet";
import { CheckList } from "~/components/ui/Lists";
import { Hero, Section } from "~/components/ui/Section";
import { guidePageContent } from "~/content/guide-page";
import { meta } from "~/utils/meta";
import { pageData } from "~/utils/page-data.server";
import { templatePath } from "~/utils/pages";
import { guideBook } from "~/utils/structured-data";

export { action, headers } from "~/forms/page-action.server";

/** The automation guide's own page: what it is, what is inside and the form that sends it (a Book). */
export const loader = (args: LoaderFunctionArgs) =>
  pageData(args, guidePageContent, {
    structured: ({ content, origin, path, lang }) => [
      guideBook(origin, lang, {
        path,
        name: content.hero.title,
        description: content.meta.description,
        pages: content.facts.pages,
        edition: content.facts.edition,
        file: templatePath("guide-pdf", lang),
      }),
    ],
  });

export { meta };

export default function GuidePage() {
  const { content } = useLoaderData<typeof loader>();
  const { hero, offer, chapters } = content;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <Section id="ebook" title={offer.title}>
        <LeadMagnet copy={offer} />
      </Section>
      <Section id="contenido" alt title={chapters.title}>
        <CheckList items={chapters.items} columns />
      </Section>
    </>
  );
}
