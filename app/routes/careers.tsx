import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { benefitIcons, valueIcons } from "~/components/careers/icons";
import { VacancyList } from "~/components/careers/VacancyList";
import { IconCards } from "~/components/how-we-work/IconCards";
import { QuoteFigure } from "~/components/how-we-work/QuoteFigure";
import { CtaBand } from "~/components/ui/CtaBand";
import { Hero, Section } from "~/components/ui/Section";
import { careersContent } from "~/content/careers";
import companyStyles from "~/styles/company-pages.css";
import { pageMeta } from "~/utils/meta";
import { pageData } from "~/utils/page-data";
import { pagePath } from "~/utils/pages";

export { action, headers } from "~/forms/page-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: companyStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => json(pageData(request, careersContent));

export const meta = pageMeta;

export default function CareersPage() {
  const { content, lang } = useLoaderData<typeof loader>();
  const contact = pagePath("contact", lang);
  return (
    <>
      <Hero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead}>
        <div className="hero-actions">
          <a href="#vacantes" className="button button-primary">
            {content.hero.vacanciesCta}
          </a>
          <Link to={contact} className="button button-secondary">
            {content.hero.contactCta}
          </Link>
        </div>
      </Hero>

      <Section id="beneficios" title={content.benefits.title} lead={content.benefits.lead}>
        <IconCards items={content.benefits.items} icons={benefitIcons} />
      </Section>

      <section id="cultura" className="section section-alt" aria-labelledby="cultura-heading">
        <div className="container">
          <div className="company-split">
            <div>
              <div className="section-header">
                <h2 id="cultura-heading">{content.culture.title}</h2>
                <p className="lead">{content.culture.lead}</p>
              </div>
              <QuoteFigure text={content.quote.text} author={content.quote.author} role={content.quote.role} />
            </div>
            <img
              className="company-illustration"
              src="/images/careers/equipo.svg"
              alt={content.culture.imageAlt}
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
            />
          </div>
          <IconCards items={content.culture.items} icons={valueIcons} />
        </div>
      </section>

      <Section id="vacantes" title={content.vacancies.title} lead={content.vacancies.lead}>
        <VacancyList lang={lang} vacancies={content.vacancies} />
      </Section>

      <CtaBand id="candidatura" title={content.cta.title} lead={content.cta.lead}>
        <Link to={contact} className="button button-primary">
          {content.cta.contact}
        </Link>
      </CtaBand>
    </>
  );
}
