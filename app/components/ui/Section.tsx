import type { ReactNode } from "react";

type SectionProps = {
  id?: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  alt?: boolean;
  centered?: boolean;
  children?: ReactNode;
};

/** A page section with an <h2> heading; the heading labels the region for screen readers. */
export function Section({ id, title, eyebrow, lead, alt, centered, children }: SectionProps) {
  const headingId = `${id ?? slugify(title)}-heading`;
  return (
    <section id={id} className={alt ? "section section-alt" : "section"} aria-labelledby={headingId}>
      <div className="container">
        <div className={centered ? "section-header centered" : "section-header"}>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={headingId}>{title}</h2>
          {lead ? <p className="lead">{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

type HeroProps = { id?: string; eyebrow?: string; title: string; lead?: string; children?: ReactNode };

/** The top of a page: its one <h1>, an optional eyebrow and lead, and actions. */
export function Hero({ id, eyebrow, title, lead, children }: HeroProps) {
  return (
    <section id={id} className="hero" aria-labelledby="page-title">
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id="page-title">{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

export type Stat = { value: string; label: string };

/** Figures as a list: value and label read together by screen readers. */
export function StatList({ stats, label }: { stats: Stat[]; label?: string }) {
  return (
    <ul className="stats" aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className="stat">
          <span className="stat-value">{stat.value}</span> <span className="stat-label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
