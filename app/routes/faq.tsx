import type { LoaderFunctionArgs } from "@remix-run/node";
import { ContactServicesCta } from "~/components/ui/ContactServicesCta";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FaqList } from "~/components/faq/FaqList";
import { Hero, Section } from "~/components/ui/Section";
import { faqContent } from "~/content/faq";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data.server";

export { action, headers } from "~/forms/page-action.server";

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, faqContent));

export const meta = pageMeta;

export default function FaqPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero kind="help" title={content.hero.title} lead={content.hero.lead} />
      <Section id="preguntas" title={content.list.title}>
        <div className="narrow">
          <FaqList items={content.items} />
        </div>
      </Section>
      <ContactServicesCta id="faq-cta" copy={content.cta} />
    </>
  );
}
