import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { CtaBand } from "~/components/ui/CtaBand";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FaqList } from "~/components/faq/FaqList";
import { Hero, Section } from "~/components/ui/Section";
import { faqContent } from "~/content/faq";
import contentStyles from "~/styles/content-pages.css";
import { pageMeta } from "~/utils/meta";
import { pagePath } from "~/utils/pages";
import { pageData } from "~/utils/page-data";
import { useLang } from "~/utils/root-data";

export { action } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, faqContent));

export const meta = pageMeta;

export default function FaqPage() {
  const { content } = useLoaderData<typeof loader>();
  const lang = useLang();
  return (
    <>
      <Hero title={content.hero.title} lead={content.hero.lead} />
      <Section id="preguntas" title={content.list.title}>
        <div className="narrow faq-wrap">
          <FaqList items={content.items} />
        </div>
      </Section>
      <CtaBand id="faq-cta" title={content.cta.title} lead={content.cta.lead}>
        <Link to={pagePath("contact", lang)} className="button button-primary">
          {content.cta.contact}
        </Link>
        <Link to={pagePath("services", lang)} className="button button-secondary">
          {content.cta.services}
        </Link>
      </CtaBand>
    </>
  );
}
