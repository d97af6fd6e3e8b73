import { Children, isValidElement, type ReactNode } from "react";
import { ContentAnchor, type ContentLink } from "./ContentLink";
import { Icon, type IconName } from "./Icon";
import { Image, type Picture } from "./Image";
import { CheckList, TagList } from "./Lists";
import "./card.css";

/** What a card shows; every field but the title is optional. */
export type CardContent = {
  icon?: IconName;
  image?: Picture;
  /** A short label above the title (a sector, a step name...). */
  eyebrow?: string;
  title: string;
  /** A line right under the title (a size, a contact value...). */
  subtitle?: string;
  /** A headline figure shown large, e.g. "+300 %" or "8-12 semanas", and what it measures. */
  figure?: { value: string; label?: string; fact?: string };
  description?: string;
  points?: string[];
  tags?: string[];
  link?: ContentLink;
};

type CardProps = Omit<CardContent, "subtitle"> & {
  subtitle?: ReactNode;
  /** The description in the muted text colour. */
  muted?: boolean;
  /** Id of the <h3>, when something else refers to the card by its title. */
  headingId?: string;
  className?: string;
  /** Extra content after the description (bars, facts...). */
  children?: ReactNode;
};

/** One card (an <h3> heading): icon or image, eyebrow, title, figure, text, points, tags, link. */
export function Card({ icon, image, headingId, className, ...text }: CardProps) {
  return (
    <article className={className ? `card ${className}` : "card"} aria-labelledby={headingId}>
      {image ? <Image image={image} className="card-image" /> : icon ? <Icon name={icon} tile /> : null}
      <CardText headingId={headingId} {...text} />
    </article>
  );
}

type CardTextProps = Omit<CardProps, "icon" | "image" | "className">;

/**
 * The words of a card, without its box or icon: eyebrow, <h3> title, subtitle, figure, text,
 * `children`, points, tags and link. The kit's other layouts (feature rows, offer list) put the
 * same words in another frame, so a section can change its layout and keep its text.
 */
export function CardText({
  eyebrow,
  title,
  subtitle,
  figure,
  description,
  points,
  tags,
  link,
  muted = false,
  headingId,
  children,
}: CardTextProps) {
  return (
    <>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h3 id={headingId}>{title}</h3>
      {subtitle ? <p className="card-subtitle">{subtitle}</p> : null}
      {figure ? <CardFigure figure={figure} /> : null}
      {description ? <p className={muted ? "muted" : undefined}>{description}</p> : null}
      {children}
      {points?.length ? <CheckList items={points} /> : null}
      {tags?.length ? <TagList items={tags} className="card-tags" /> : null}
      {link ? (
        <p className="card-footer">
          <ContentAnchor link={link} className="card-link" />
        </p>
      ) : null}
    </>
  );
}

/** A headline figure, large, with what it measures. */
export function CardFigure({ figure }: { figure: NonNullable<CardContent["figure"]> }) {
  return (
    <p className="card-figure" data-fact={figure.fact}>
      <span className="card-figure-value">{figure.value}</span>
      {figure.label ? <span className="card-figure-label"> {figure.label}</span> : null}
    </p>
  );
}

/** The most columns a grid shows on a wide screen: 2 = wide cards, 3 = default, 4 = compact. */
export type GridColumns = 2 | 3 | 4;

/**
 * How `count` cards fill rows of at most `most` columns with no hole (issue 30: no 3 + 2, no
 * 3 + 1): the most columns that divide the count, or that do once the first card spans two
 * (5 in 3 columns: 2 + 1, then 3); one column if none does.
 */
export function balancedGrid(count: number, most: number): { columns: number; leadSpans: boolean } {
  for (let columns = Math.min(most, count); columns > 1; columns -= 1) {
    if (count % columns === 0) return { columns, leadSpans: false };
    if (count > columns && (count + 1) % columns === 0) return { columns, leadSpans: true };
  }
  return { columns: 1, leadSpans: false };
}

/**
 * The one card grid: a list of cards, one a row on phones, at most two from 640 px and at most
 * `columns` from 1024 px, in as many columns as leave no card alone in its row. Each child
 * becomes a list item.
 */
export function CardGrid({
  columns = 3,
  className,
  label,
  children,
}: {
  columns?: GridColumns;
  className?: string;
  /** Names the list for screen readers, when the section heading does not. */
  label?: string;
  children: ReactNode;
}) {
  const items = Children.toArray(children).filter(isValidElement);
  const layout = (most: number, size: "md" | "lg") => {
    const { columns: count, leadSpans } = balancedGrid(items.length, most);
    return `grid-${size}-${count}${leadSpans ? ` grid-${size}-lead` : ""}`;
  };
  const classes = `card-grid ${layout(Math.min(2, columns), "md")} ${layout(columns, "lg")}${className ? ` ${className}` : ""}`;
  return (
    <ul className={classes} aria-label={label}>
      {items.map((child) => (
        <li key={child.key ?? undefined}>{child}</li>
      ))}
    </ul>
  );
}
