import type { LoaderFunctionArgs } from "@remix-run/node";
import { ContactServicesCta } from "~/components/ui/ContactServicesCta";
import { useLoaderData } from "@remix-run/react";
import { FaqList } from "~/components/faq/FaqList";
import { Hero, Section } from "~/components/ui/Section";
import { faqContent } from "~/content/faq";
import { richTextPlain } from "~/components/legal/RichText";
import { meta } from "~/utils/meta";
import { faqPage } from "~/utils/structured-data";
import { pageData } from "~/utils/page-data.server";

export { action, headers } from "~/forms/page-action.server";

/** FAQPage: the questions and answers the page lists, answers in plain words. */
export const loader = (args: LoaderFunctionArgs) =>
  pageData(args, faqContent, {
    structured: ({ content, origin, path, lang, contact, identity }) => [
      faqPage(
        origin,
        path,
        content.items.map((item) => ({
          question: item.question,
          answer: item.answer.map((paragraph) => richTextPlain(paragraph, lang, contact, identity)).join("\n\n"),
        })),
      ),
    ],
  });

export { meta };

export default function FaqPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero visual="faq" title={content.hero.title} lead={content.hero.lead} />
      <Section id="preguntas" title={content.list.title}>
        <div className="narrow">
          <FaqList items={content.items} />
        </div>
      </Section>
      <ContactServicesCta id="faq-cta" copy={content.cta} />
    </>
  );
}
