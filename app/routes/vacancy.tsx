import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { VacancyDetails } from "~/components/careers/VacancyDetails";
import type { BreadcrumbsHandle } from "~/components/layout/SiteFrame";
import { NotFoundPage } from "~/components/layout/ErrorPages";
import { Hero, Section } from "~/components/ui/Section";
import { careersContent } from "~/content/careers";
import { careers as careersStrings } from "~/i18n/resources/careers";
import { languageFromPath } from "~/i18n/language";
import { pageStrings } from "~/i18n/page-strings.server";
import {
  isOpen,
  vacancyBySlug,
  vacancyJobPosting,
  vacancyPath,
  vacancySections,
} from "~/services/content/vacancies.server";
import { breadcrumbTrail } from "~/services/seo/breadcrumbs.server";
import { notFoundHead, pageHead } from "~/services/seo/meta.server";
import { isCardBuilt } from "~/services/seo/social-cards.server";
import { siteOrigin } from "~/services/site-url.server";
import { locales } from "~/utils/format";
import { meta } from "~/utils/meta";
import { jobTitle, pageCard, vacancyCard } from "~/utils/social-card";
import { breadcrumbList } from "~/utils/structured-data";

export { action, headers } from "~/forms/page-action.server";

export const handle = { breadcrumbs: true } satisfies BreadcrumbsHandle;

/**
 * One open position's page (/carreras/<slug>, /en/careers/<slug>) with its whole text and its
 * JobPosting (decisions 189, 212), from app/content/company/vacancies/<id>.yaml.
 */
export function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const lang = languageFromPath(new URL(request.url).pathname);
  const vacancy = vacancyBySlug(params.vacancy ?? "", lang);
  if (!vacancy) return data({ found: false, seo: notFoundHead(args) } as const, { status: 404 });
  const copy = vacancy[lang];
  const alternates = { es: vacancyPath(vacancy, "es"), en: vacancyPath(vacancy, "en") };
  const path = alternates[lang];
  const origin = siteOrigin(request);
  const careers = careersContent(lang);
  const strings = careersStrings[lang];
  const breadcrumbs = breadcrumbTrail("careers", lang, { name: copy.title, path });
  const title = jobTitle(lang, copy.title);
  const builtCard = vacancyCard(vacancy.id, lang, title);
  const money = vacancy.salary
    ? new Intl.NumberFormat(locales[lang], {
        style: "currency",
        currency: vacancy.salary.currency,
        maximumFractionDigits: 0,
      })
    : null;
  const salary =
    vacancy.salary && money
      ? `${money.formatRange(vacancy.salary.min, vacancy.salary.max)} ${strings.per[vacancy.salary.period]}`
      : null;
  const sections = vacancySections(vacancy, lang);
  return {
    found: true,
    lang,
    vacancy: {
      title: copy.title,
      facts: { department: copy.department, location: copy.location, type: copy.type, contract: copy.contract, salary },
      about: copy.about,
      sections,
    },
    alternates,
    hero: { eyebrow: careers.vacancies.title, title: copy.title, lead: copy.summary },
    strings: pageStrings(lang, ["careers"]),
    breadcrumbs,
    seo: pageHead(args, {
      meta: { title, description: `${copy.department} · ${copy.location}. ${copy.summary}`.slice(0, 160) },
      alternates,
      card: isCardBuilt(builtCard) ? builtCard : pageCard("careers", lang, careers.meta.title),
      structured: [
        ...(isOpen(vacancy) ? [vacancyJobPosting(origin, vacancy, lang)] : []),
        breadcrumbList(origin, breadcrumbs),
      ],
    }),
  };
}

export { meta };

export default function VacancyPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.found) return <NotFoundPage />;
  const { hero, vacancy, lang } = data;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <Section id="oferta" title={vacancy.facts.department}>
        <VacancyDetails lang={lang} vacancy={vacancy} />
      </Section>
    </>
  );
}
