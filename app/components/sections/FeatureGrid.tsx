import type { ReactNode } from "react";
import { ContentAnchor, type ContentLink } from "./links";
import { SectionIcon, type IconName } from "./SectionIcon";

/** A local image as content describes it (always sized, to avoid layout shift). */
export type Picture = { src: string; width: number; height: number; alt: string };

/** One card of a FeatureGrid; every field but title and description is optional. */
export type Feature = {
  icon?: IconName;
  image?: Picture;
  /** A short label above the title (a sector, a step name...). */
  eyebrow?: string;
  title: string;
  /** A headline figure shown large, e.g. "+300 %" or "8-12 semanas". */
  figure?: string;
  figureLabel?: string;
  description: string;
  points?: string[];
  tags?: string[];
  link?: ContentLink;
};

type Props = {
  items: Feature[];
  /** Minimum card width preset: 2 = wide cards, 3 = default, 4 = compact. */
  columns?: 2 | 3 | 4;
  /** Extra content rendered at the end of every card (rarely needed). */
  footer?: (feature: Feature) => ReactNode;
};

/** A responsive list of cards (h3 each): icon or image, optional figure, text, bullet points, tags, link. */
export function FeatureGrid({ items, columns = 3, footer }: Props) {
  const gridClass = columns === 2 ? "grid grid-2" : columns === 4 ? "grid grid-4" : "grid grid-3";
  return (
    <ul className={`${gridClass} feature-grid`}>
      {items.map((item) => (
        <li key={item.title}>
          <article className="card feature-card">
            {item.image ? (
              <img
                className="feature-image"
                src={item.image.src}
                width={item.image.width}
                height={item.image.height}
                alt={item.image.alt}
                loading="lazy"
                decoding="async"
              />
            ) : item.icon ? (
              <SectionIcon name={item.icon} />
            ) : null}
            {item.eyebrow ? <p className="eyebrow">{item.eyebrow}</p> : null}
            <h3>{item.title}</h3>
            {item.figure ? (
              <p className="feature-figure">
                <span className="feature-figure-value">{item.figure}</span>
                {item.figureLabel ? <span className="feature-figure-label"> {item.figureLabel}</span> : null}
              </p>
            ) : null}
            <p>{item.description}</p>
            {item.points?.length ? (
              <ul className="check-list">
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
            {item.tags?.length ? (
              <ul className="tag-list feature-tags">
                {item.tags.map((tag) => (
                  <li key={tag} className="tag">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
            {footer?.(item)}
            {item.link ? (
              <p className="feature-link">
                <ContentAnchor link={item.link} className="card-link" />
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
