import { Icon } from "~/components/ui/Icon";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { FactList } from "~/components/ui/FactList";
import { Image } from "~/components/ui/Image";
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
    <article id={item.id} className="card card-cover case-card">
      <Image image={{ ...item.image, alt: "" }} className="card-cover-image" />
      <div className="card-cover-body">
        <p className="case-card-kicker">
          <span className="tag case-sector-tag">{item.sectorName}</span>
          <span className="muted">{item.industry}</span>
        </p>
        <h3>
          <Link to={pagePath(item.page, lang)} className="card-cover-link">
            {item.title}
          </Link>
        </h3>
        <p>{item.description}</p>
        <FactList
          className="case-metrics"
          label={t("list.metricsLabel")}
          facts={item.metrics.map((metric) => ({ label: t(`metrics.${metric.name}`), value: metric.value }))}
        />
        <TagList items={item.tags} className="case-tags" />
        <FactList className="case-card-facts" facts={facts} />
        <p className="case-card-more" aria-hidden="true">
          {t("list.readMore")} <Icon name="arrow-right" size={16} />
        </p>
      </div>
    </article>
  );
}
