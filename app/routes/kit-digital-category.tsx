import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AidTable } from "~/components/kit-digital/AidTable";
import { CardGrid } from "~/components/kit-digital/CardGrid";
import { CtaBand } from "~/components/ui/CtaBand";
import { formatEuros } from "~/components/kit-digital/format";
import { Hero, Section, StatList } from "~/components/ui/Section";
import { kitDigitalCategories } from "~/content/kit-digital-categories";
import kitStyles from "~/styles/kit-digital.css";
import { pageMeta } from "~/utils/meta";
import { keyedPageData } from "~/utils/page-data";
import { pagePath } from "~/utils/pages";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: kitStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => json(keyedPageData(request, kitDigitalCategories));

export const meta = pageMeta;

export default function KitDigitalCategoryPage() {
  const { content, lang } = useLoaderData<typeof loader>();
  const contact = pagePath("contact", lang);
  const maxAid = Math.max(...content.aid.bands.map((band) => band.amount));
  return (
    <>
      <Hero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead}>
        <div className="hero-actions">
          <Link to={contact} className="button button-primary">
            {content.hero.cta}
          </Link>
        </div>
        <div className="kit-highlights">
          <StatList
            stats={[{ value: formatEuros(maxAid, lang), label: content.hero.maxLabel }, ...content.highlights]}
          />
        </div>
      </Hero>

      <Section id="ayuda" title={content.aid.title} lead={content.aid.lead}>
        <AidTable
          lang={lang}
          caption={content.aid.caption}
          sizeHeader={content.aid.sizeHeader}
          amountHeader={content.aid.amountHeader}
          bands={content.aid.bands}
        />
        <p className="muted kit-aid-note">{content.aid.note}</p>
      </Section>

      <Section id="servicios-incluidos" title={content.services.title} lead={content.services.lead} alt>
        <CardGrid items={content.services.items} />
      </Section>

      <Section id="beneficios" title={content.benefits.title}>
        <CardGrid items={content.benefits.items} columns={4} />
      </Section>

      <CtaBand id="contacto-kit" title={content.cta.title} lead={content.cta.lead}>
        <Link to={contact} className="button button-primary">
          {content.cta.contact}
        </Link>
        <Link to={pagePath("kit-digital", lang)} className="button button-secondary">
          {content.cta.allSolutions}
        </Link>
      </CtaBand>
    </>
  );
}
