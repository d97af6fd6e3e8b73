import { Link } from "@remix-run/react";
import { CheckList } from "~/components/ui/Lists";
import { useTranslation } from "~/i18n/react";
import type { Lang } from "~/i18n/language";
import { applyHref } from "./apply-link";
import { VacancyFacts, type VacancyFactValues } from "./VacancyFacts";
import "./vacancy-list.css";

/** What a vacancy's page shows of it, in its language (services/content/vacancies.server.ts). */
export type VacancyDetailsView = {
  title: string;
  /** Every fact of the page: the salary is null until the company gives it. */
  facts: Required<VacancyFactValues>;
  about: string[];
  sections: Array<{ key: "responsibilities" | "requirementsFull" | "niceToHave" | "offer"; items: string[] }>;
};

/**
 * A vacancy's whole text (decision 212): its facts (the salary only when the company gives it), the
 * introduction, what the person will do, what we look for and what we offer, and the way to apply.
 */
export function VacancyDetails({ vacancy, lang }: { vacancy: VacancyDetailsView; lang: Lang }) {
  const { t } = useTranslation("careers");
  return (
    <div className="vacancy-details">
      <VacancyFacts facts={vacancy.facts} />
      {vacancy.about.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {vacancy.sections.map((section) => (
        <section key={section.key} aria-labelledby={`vacante-${section.key}`}>
          <h3 id={`vacante-${section.key}`}>{t(section.key)}</h3>
          <CheckList items={section.items} />
        </section>
      ))}
      <p>{t("applyLead")}</p>
      <p className="vacancy-apply">
        <Link to={applyHref(vacancy.title, lang)} className="button button-primary">
          {t("apply")}
          <span className="visually-hidden"> {t("applyFor", { title: vacancy.title })}</span>
        </Link>
      </p>
    </div>
  );
}
