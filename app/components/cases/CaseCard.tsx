import { Link } from "@remix-run/react";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TagList } from "~/components/ui/Lists";
import type { CaseCard as CaseCardData } from "~/content/cases";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";
import "~/components/ui/card.css";
import "./case-card.css";

/** One case of the list; the whole card is clickable through its heading's link. */
export function CaseCard({ item }: { item: CaseCardData }) {
  const { t } = useTranslation("cases");
  const lang = useLang();
  const facts = [
    { label: t("list.client"), value: item.client },
    { label: t("list.duration"), value: item.duration },
    { label: t("list.year"), value: item.year },
  ];
  return (
    <article id={item.id} className="card case-card">
      <img
        className="case-card-image"
        src={item.image.src}
        width={item.image.width}
        height={item.image.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className="case-card-body">
        <p className="case-card-kicker">
          <span className="tag case-sector-tag">{item.sectorName}</span>
          <span className="muted">{item.industry}</span>
        </p>
        <h3>
          <Link to={pagePath(item.page, lang)} className="case-card-link">
            {item.title}
          </Link>
        </h3>
        <p>{item.description}</p>
        <dl className="case-metrics" aria-label={t("list.metricsLabel")}>
          {item.metrics.map((metric) => (
            <div key={metric.name}>
              <dt>{t(`metrics.${metric.name}`)}</dt>
              <dd>{metric.value}</dd>
            </div>
          ))}
        </dl>
        <TagList items={item.tags} className="case-tags" />
        <dl className="case-card-facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className="case-card-more" aria-hidden="true">
          {t("list.readMore")} <ArrowRight size={16} />
        </p>
      </div>
    </article>
  );
}
