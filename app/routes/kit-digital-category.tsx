import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AidTable } from "~/components/kit-digital/AidTable";
import { Card, CardGrid } from "~/components/ui/Card";
import { ButtonLinks } from "~/components/ui/ContentLink";
import { CtaBand } from "~/components/ui/CtaBand";
import { Hero, Section } from "~/components/ui/Section";
import { StatList } from "~/components/ui/Stat";
import { kitDigitalCategories } from "~/content/kit-digital-categories";
import { formatMoney } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { keyedPageData } from "~/utils/page-data.server";

export { action, headers } from "~/forms/page-action.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  json(keyedPageData(request, kitDigitalCategories, { strings: ["kit"] }));

export const meta = pageMeta;

export default function KitDigitalCategoryPage() {
  const { content, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation("kit");
  const { hero, highlights, aid, services, benefits, cta } = content;
  const maxAid = Math.max(...aid.bands.map((band) => band.amount));
  return (
    <>
      <Hero {...hero} links={[hero.contact]}>
        <StatList
          layout="hero-tiles"
          stats={[{ value: formatMoney(maxAid, lang), label: t("category.maxLabel") }, ...highlights]}
        />
      </Hero>

      <Section id="ayuda" title={aid.title} lead={aid.lead}>
        <AidTable lang={lang} caption={aid.caption} bands={aid.bands} />
      </Section>

      <Section id="servicios-incluidos" title={services.title} lead={services.lead} alt>
        <CardGrid>
          {services.items.map((item) => (
            <Card key={item.title} {...item} muted />
          ))}
        </CardGrid>
      </Section>

      <Section id="beneficios" title={benefits.title}>
        <CardGrid columns={4}>
          {benefits.items.map((item) => (
            <Card key={item.title} {...item} muted />
          ))}
        </CardGrid>
      </Section>

      <CtaBand id="contacto-kit" title={cta.title} lead={cta.lead}>
        <ButtonLinks
          links={[
            { page: "contact", label: t("category.contact") },
            { page: "kit-digital", label: t("category.allSolutions") },
          ]}
        />
      </CtaBand>
    </>
  );
}
