import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Card, CardGrid } from "~/components/ui/Card";
import { TagList } from "~/components/ui/Lists";
import type { VacancyCard } from "~/content/company/schema";
import type { Lang } from "~/i18n/language";
import { applyHref } from "./apply-link";
import { VacancyFacts } from "./VacancyFacts";
import "./vacancy-list.css";

/** The open positions, each with its facts, description, requirement tags and a working apply link. */
export function VacancyList({ lang, vacancies }: { lang: Lang; vacancies: VacancyCard[] }) {
  const { t } = useTranslation("careers");
  return (
    <CardGrid columns={2}>
      {vacancies.map((vacancy) => {
        const titleId = `vacante-${vacancy.id}`;
        const requirementsId = `${titleId}-requisitos`;
        return (
          <Card key={vacancy.id} title={vacancy.title} headingId={titleId} className="vacancy">
            <VacancyFacts facts={vacancy} />
            <p>{vacancy.description}</p>
            <p id={requirementsId} className="vacancy-requirements-label">
              {t("requirements")}
            </p>
            <TagList items={vacancy.requirements} labelledBy={requirementsId} className="vacancy-requirements" />
            <p className="vacancy-apply">
              {vacancy.href ? (
                <Link to={vacancy.href} className="button button-secondary">
                  {t("details")}
                  <span className="visually-hidden">: {vacancy.title}</span>
                </Link>
              ) : null}
              <Link to={applyHref(vacancy.title, lang)} className="button button-primary">
                {t("apply")}
                <span className="visually-hidden"> {t("applyFor", { title: vacancy.title })}</span>
              </Link>
            </p>
          </Card>
        );
      })}
    </CardGrid>
  );
}
