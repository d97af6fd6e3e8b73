import { Icon } from "~/components/ui/Icon";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Card, CardGrid } from "~/components/ui/Card";
import type { KitSolution } from "~/content/kit-digital";
import type { Lang } from "~/i18n/language";
import { formatMoney } from "~/utils/format";
import { pagePath } from "~/utils/pages";
import "./kit-digital.css";

/** The nine solution categories with their maximum aid; the ones we have a page for link to it. */
export function SolutionGrid({ lang, items }: { lang: Lang; items: KitSolution[] }) {
  const { t } = useTranslation("kit");
  return (
    <CardGrid>
      {items.map((solution) => (
        <Card key={solution.id} title={solution.title} headingId={`solution-${solution.id}`} className="kit-solution">
          <p className="kit-amount">
            <span className="kit-amount-label">{t("solution.amountLabel")}</span>{" "}
            <strong className="kit-amount-value">{formatMoney(solution.amount, lang)}</strong>
            <span className="kit-amount-for">
              {solution.everySegment
                ? t("solution.maxForEvery")
                : t("solution.maxFor", {
                    from: solution.from,
                    to: solution.to,
                    segments: solution.segments.map((segment) => t(`segment.${segment}`)).join(", "),
                  })}
            </span>
          </p>
          <p className="muted">{solution.description}</p>
          {solution.eligibility ? <p className="kit-eligibility">{solution.eligibility}</p> : null}
          {solution.page ? (
            <p className="kit-solution-link">
              <Link to={pagePath(solution.page, lang)} className="card-link">
                {t("solution.details")}
                <span className="visually-hidden">: {solution.title}</span>
                <Icon name="arrow-right" size={18} />
              </Link>
            </p>
          ) : null}
        </Card>
      ))}
    </CardGrid>
  );
}
