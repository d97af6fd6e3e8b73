import { Link } from "@remix-run/react";
import { FactList } from "~/components/ui/FactList";
import { Icon } from "~/components/ui/Icon";
import { CheckList } from "~/components/ui/Lists";
import { useTranslation } from "~/i18n/react";
import type { Lang } from "~/i18n/language";
import { applyHref } from "./apply-link";
import "./vacancy-list.css";

/** What a vacancy's page shows of it, in its language (services/content/vacancies.server.ts). */
export type VacancyDetailsView = {
  title: string;
  facts: { department: string; location: string; type: string; contract: string; salary: string | null };
  about: string[];
  sections: Array<{ key: "responsibilities" | "requirementsFull" | "niceToHave" | "offer"; items: string[] }>;
};

/**
 * A vacancy's whole text (decision 212): its facts (the salary only when the company gives it), the
 * introduction, what the person will do, what we look for and what we offer, and the way to apply.
 */
export function VacancyDetails({ vacancy, lang }: { vacancy: VacancyDetailsView; lang: Lang }) {
  const { t } = useTranslation("careers");
  const facts = [
    { icon: "briefcase" as const, label: t("department"), value: vacancy.facts.department },
    { icon: "map-pin" as const, label: t("location"), value: vacancy.facts.location },
    { icon: "clock" as const, label: t("type"), value: vacancy.facts.type },
    { icon: "file-text" as const, label: t("contract"), value: vacancy.facts.contract },
    ...(vacancy.facts.salary
      ? [{ icon: "trending-up" as const, label: t("salary"), value: vacancy.facts.salary }]
      : []),
  ].map(({ icon, label, value }) => ({
    label: (
      <>
        <Icon name={icon} size={16} />
        {label}
      </>
    ),
    value,
  }));
  return (
    <div className="vacancy-details">
      <FactList className="vacancy-facts" facts={facts} />
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
