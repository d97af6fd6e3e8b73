import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { VacancyList } from "~/components/careers/VacancyList";
import type { BreadcrumbsHandle } from "~/components/layout/SiteFrame";
import { NotFoundPage } from "~/components/layout/ErrorPages";
import { Hero, Section } from "~/components/ui/Section";
import { careersContent } from "~/content/careers";
import { jobPostings, vacancyIdBySlug } from "~/content/facts/job-postings";
import { openVacancies } from "~/content/facts/vacancies";
import { languageFromPath } from "~/i18n/language";
import { pageStrings } from "~/i18n/page-strings.server";
import { breadcrumbTrail } from "~/services/seo/breadcrumbs.server";
import { notFoundHead, pageHead } from "~/services/seo/meta.server";
import { isCardBuilt } from "~/services/seo/social-cards.server";
import { siteOrigin } from "~/services/site-url.server";
import { meta } from "~/utils/meta";
import { jobTitle, pageCard, vacancyCard } from "~/utils/social-card";
import { templatePath } from "~/utils/pages";
import { breadcrumbList, jobPosting } from "~/utils/structured-data";

export { action, headers } from "~/forms/page-action.server";

export const handle = { breadcrumbs: true } satisfies BreadcrumbsHandle;

/** One open position's page (/carreras/<slug>, /en/careers/<slug>) with its JobPosting (decision 189). */
export function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const lang = languageFromPath(new URL(request.url).pathname);
  const id = vacancyIdBySlug(params.vacancy ?? "", lang);
  const vacancy = openVacancies(lang).find((item) => item.id === id);
  if (!id || !vacancy) return json({ found: false, seo: notFoundHead(args) } as const, { status: 404 });
  const posting = jobPostings[id];
  const alternates = {
    es: templatePath("vacancy", "es", { vacancy: posting.slug.es }),
    en: templatePath("vacancy", "en", { vacancy: posting.slug.en }),
  };
  const path = alternates[lang];
  const origin = siteOrigin(request);
  const careers = careersContent(lang);
  const breadcrumbs = breadcrumbTrail("careers", lang, { name: vacancy.title, path });
  const title = jobTitle(lang, vacancy.title);
  const builtCard = vacancyCard(id, lang, title);
  const open = new Date(posting.validThrough).getTime() > Date.now();
  return json({
    found: true,
    lang,
    vacancy,
    alternates,
    hero: { eyebrow: careers.vacancies.title, title: vacancy.title, lead: vacancy.description },
    strings: pageStrings(lang, ["careers"]),
    breadcrumbs,
    seo: pageHead(args, {
      meta: {
        title,
        description: `${vacancy.department} · ${vacancy.location}. ${vacancy.description}`.slice(0, 160),
      },
      alternates,
      card: isCardBuilt(builtCard) ? builtCard : pageCard("careers", lang, careers.meta.title),
      structured: [
        ...(open
          ? [
              jobPosting(origin, {
                path,
                title: vacancy.title,
                description: vacancy.description,
                department: vacancy.department,
                posted: posting.posted,
                validThrough: posting.validThrough,
                employmentType: posting.employmentType,
                skills: vacancy.requirements,
              }),
            ]
          : []),
        breadcrumbList(origin, breadcrumbs),
      ],
    }),
  });
}

export { meta };

export default function VacancyPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.found) return <NotFoundPage />;
  const { hero, vacancy, lang } = data;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <Section id="oferta" title={vacancy.department}>
        <VacancyList lang={lang} vacancies={[vacancy]} />
      </Section>
    </>
  );
}
