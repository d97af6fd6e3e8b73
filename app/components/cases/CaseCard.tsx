import { Link } from "@remix-run/react";
import { ArrowRight } from "lucide-react";
import type { CaseCard as CaseCardData, CasesContent } from "~/content/cases";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";

type Props = { item: CaseCardData; labels: CasesContent["list"]; sectorLabel: string };

/** One case of the list; the whole card is clickable through its heading's link. */
export function CaseCard({ item, labels, sectorLabel }: Props) {
  const lang = useLang();
  const metrics = [item.metrics.efficiency, item.metrics.cost, item.metrics.satisfaction];
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
          <span className="tag case-sector-tag">{sectorLabel}</span>
          <span className="muted">{item.industry}</span>
        </p>
        <h3>
          <Link to={pagePath(item.page, lang)} className="case-card-link">
            {item.title}
          </Link>
        </h3>
        <p>{item.description}</p>
        <dl className="case-metrics" aria-label={labels.metricsLabel}>
          {metrics.map((metric) => (
            <div key={metric.label}>
              <dt>{metric.label}</dt>
              <dd>{metric.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="tag-list case-tags">
          {item.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
        <dl className="case-card-facts">
          <div>
            <dt>{labels.client}</dt>
            <dd>{item.client}</dd>
          </div>
          <div>
            <dt>{labels.duration}</dt>
            <dd>{item.duration}</dd>
          </div>
          <div>
            <dt>{labels.year}</dt>
            <dd>{item.year}</dd>
          </div>
        </dl>
        <p className="case-card-more" aria-hidden="true">
          {labels.readMore} <ArrowRight size={16} />
        </p>
      </div>
    </article>
  );
}
