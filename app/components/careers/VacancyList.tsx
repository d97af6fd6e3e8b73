import { Link } from "@remix-run/react";
import { Briefcase, Clock, MapPin } from "lucide-react";
import type { CareersContent } from "~/content/careers";
import type { Lang } from "~/i18n/language";
import { applyHref } from "./apply-link";

/** The open positions, each with its facts, description, requirement tags and a working apply link. */
export function VacancyList({ lang, vacancies }: { lang: Lang; vacancies: CareersContent["vacancies"] }) {
  const { labels } = vacancies;
  return (
    <ul className="vacancy-list">
      {vacancies.items.map((vacancy) => {
        const titleId = `vacante-${vacancy.id}`;
        const requirementsId = `${titleId}-requisitos`;
        return (
          <li key={vacancy.id}>
            <article className="card vacancy" aria-labelledby={titleId}>
              <h3 id={titleId}>{vacancy.title}</h3>
              <dl className="vacancy-facts">
                <div>
                  <dt>
                    <Briefcase aria-hidden="true" size={16} />
                    {labels.department}
                  </dt>
                  <dd>{vacancy.department}</dd>
                </div>
                <div>
                  <dt>
                    <MapPin aria-hidden="true" size={16} />
                    {labels.location}
                  </dt>
                  <dd>{vacancy.location}</dd>
                </div>
                <div>
                  <dt>
                    <Clock aria-hidden="true" size={16} />
                    {labels.type}
                  </dt>
                  <dd>{vacancy.type}</dd>
                </div>
              </dl>
              <p>{vacancy.description}</p>
              <p id={requirementsId} className="vacancy-requirements-label">
                {labels.requirements}
              </p>
              <ul className="tag-list" aria-labelledby={requirementsId}>
                {vacancy.requirements.map((requirement) => (
                  <li key={requirement} className="tag">
                    {requirement}
                  </li>
                ))}
              </ul>
              <p className="vacancy-apply">
                <Link to={applyHref(vacancy.title, lang)} className="button button-primary">
                  {vacancies.apply}
                  <span className="visually-hidden">
                    {" "}
                    {vacancies.applyFor} {vacancy.title}
                  </span>
                </Link>
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
