import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AidTable } from "~/components/kit-digital/AidTable";
import { KitProgramme } from "~/components/kit-digital/KitProgramme";
import { Card, CardGrid } from "~/components/ui/Card";
import { ButtonLinks } from "~/components/ui/ContentLink";
import { CtaBand } from "~/components/ui/CtaBand";
import { Hero, Section } from "~/components/ui/Section";
import { StatList } from "~/components/ui/Stat";
import { kitDigitalCategories } from "~/content/kit-digital-categories";
import { KitContactStart } from "~/forms/contact-enquiry/KitContactStart";
import { SERVICE_PARAM } from "~/forms/contact-enquiry/ContactEnquiryForm";
import { leadContextQuery } from "~/forms/shared/lead-source";
import { formatMoney } from "~/utils/format";
import { meta } from "~/utils/meta";
import { pageService } from "~/utils/structured-data";
import { keyedPageData } from "~/utils/page-data.server";
import { RelatedSection } from "~/components/blog/RelatedLinks";
import { relatedBlock } from "~/services/articles/related";
import type { BreadcrumbsHandle } from "~/components/layout/SiteFrame";

export { action, headers } from "~/forms/page-action.server";

export const handle = { breadcrumbs: true } satisfies BreadcrumbsHandle;

export async function loader(args: LoaderFunctionArgs) {
  const page = keyedPageData(args, kitDigitalCategories, { strings: ["kit"], structured: pageService });
  return { ...page, related: await relatedBlock(page.key, page.lang) };
}

/** Service, provided by the company: the page's name (its breadcrumb) and its hero's lead. */
export { meta };

export default function KitDigitalCategoryPage() {
  const { content, lang, key, related } = useLoaderData<typeof loader>();
  const { t } = useTranslation("kit");
  const { pathname, search } = useLocation();
  // The hero's link opens the contact form with this solution chosen, saying where it came from.
  const contactQuery = leadContextQuery(pathname, search);
  contactQuery.set(SERVICE_PARAM, key);
  const { hero, highlights, aid, services, benefits, cta, programme } = content;
  const maxAid = aid.maximum;
  return (
    <>
      <Hero visual={key} {...hero} links={[{ ...hero.contact, query: contactQuery.toString(), hash: "contact-form" }]}>
        <StatList
          layout="hero-tiles"
          stats={[
            {
              value: formatMoney(maxAid.amount, lang),
              label: maxAid.everySegment
                ? t("category.maxLabelEvery")
                : t("category.maxLabel", { from: maxAid.from, to: maxAid.to }),
            },
            ...highlights,
          ]}
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
        <KitContactStart service={key} lang={lang} submitLabel={t("category.contact")} />
        <ButtonLinks links={[{ page: "kit-digital", label: t("category.allSolutions") }]} />
      </CtaBand>
      <RelatedSection {...related} />

      <KitProgramme facts={programme} />
    </>
  );
}
