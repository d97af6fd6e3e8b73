import { Link } from "@remix-run/react";
import { ArrowRight } from "lucide-react";
import type { KitSolution } from "~/content/kit-digital";
import type { Lang } from "~/i18n/language";
import { pagePath } from "~/utils/pages";
import { formatEuros } from "./format";

type Props = { lang: Lang; items: KitSolution[]; amountLabel: string; detailsLink: string };

/** The nine solution categories with their maximum aid; the ones we have a page for link to it. */
export function SolutionGrid({ lang, items, amountLabel, detailsLink }: Props) {
  return (
    <ul className="grid kit-solutions">
      {items.map((solution) => {
        const titleId = `solution-${solution.id}`;
        return (
          <li key={solution.id}>
            <article className="card kit-solution" aria-labelledby={titleId}>
              <h3 id={titleId}>{solution.title}</h3>
              <p className="kit-amount">
                <span className="kit-amount-label">{amountLabel}</span>{" "}
                <strong className="kit-amount-value">{formatEuros(solution.amount, lang)}</strong>
              </p>
              <p className="muted">{solution.description}</p>
              {solution.eligibility ? <p className="kit-eligibility">{solution.eligibility}</p> : null}
              {solution.page ? (
                <p className="kit-solution-link">
                  <Link to={pagePath(solution.page, lang)} className="card-link">
                    {detailsLink}
                    <span className="visually-hidden">: {solution.title}</span>
                    <ArrowRight aria-hidden="true" size={18} />
                  </Link>
                </p>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
