import { Link } from "@remix-run/react";
import { Briefcase, Clock, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "~/components/ui/Card";
import { TagList } from "~/components/ui/Lists";
import type { Vacancy } from "~/content/facts/vacancies";
import type { Lang } from "~/i18n/language";
import { applyHref } from "./apply-link";
import "./vacancy-list.css";

/** The open positions, each with its facts, description, requirement tags and a working apply link. */
export function VacancyList({ lang, vacancies }: { lang: Lang; vacancies: Vacancy[] }) {
  const { t } = useTranslation("careers");
  return (
    <ul className="vacancy-list">
      {vacancies.map((vacancy) => {
        const titleId = `vacante-${vacancy.id}`;
        const requirementsId = `${titleId}-requisitos`;
        const facts = [
          { icon: Briefcase, label: t("department"), value: vacancy.department },
          { icon: MapPin, label: t("location"), value: vacancy.location },
          { icon: Clock, label: t("type"), value: vacancy.type },
        ];
        return (
          <li key={vacancy.id}>
            <Card title={vacancy.title} headingId={titleId} className="vacancy">
              <dl className="vacancy-facts">
                {facts.map(({ icon: FactIcon, label, value }) => (
                  <div key={label}>
                    <dt>
                      <FactIcon aria-hidden="true" size={16} />
                      {label}
                    </dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <p>{vacancy.description}</p>
              <p id={requirementsId} className="vacancy-requirements-label">
                {t("requirements")}
              </p>
              <TagList items={vacancy.requirements} labelledBy={requirementsId} />
              <p className="vacancy-apply">
                <Link to={applyHref(vacancy.title, lang)} className="button button-primary">
                  {t("apply")}
                  <span className="visually-hidden"> {t("applyFor", { title: vacancy.title })}</span>
                </Link>
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
