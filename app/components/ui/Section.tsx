import type { ReactNode } from "react";
import { ButtonLinks, type ContentLink } from "./ContentLink";
import { HeroVisual, type HeroVisualName } from "./HeroVisual";
import "./section.css";

type SectionProps = {
  id?: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  alt?: boolean;
  centered?: boolean;
  /** The buttons under the section's content, centred. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** A page section with an <h2> heading; the heading labels the region for screen readers. */
export function Section({ id, title, eyebrow, lead, alt, centered, actions, children }: SectionProps) {
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
        {actions ? <p className="section-actions">{actions}</p> : null}
      </div>
    </section>
  );
}

/**
 * What kind of page a hero opens; it decides the illustration beside the text on desktop. (A case
 * page has a hero of its own, with the case's illustration.)
 */
export type HeroKind =
  "home" | "company" | "services" | "service" | "subsidy" | "cases" | "blog" | "contact" | "help" | "legal";

const heroVisuals: Record<HeroKind, HeroVisualName> = {
  home: "dashboard",
  company: "automation",
  services: "automation",
  service: "automation",
  subsidy: "report",
  cases: "report",
  blog: "articles",
  contact: "conversation",
  help: "conversation",
  legal: "articles",
};

type HeroProps = {
  kind: HeroKind;
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** The hero's buttons, in a row under the lead: links (the first primary) or other actions. */
  links?: ContentLink[];
  actions?: ReactNode;
  children?: ReactNode;
};

/**
 * The top of a page: its one <h1>, an optional eyebrow and lead, actions, and on desktop the
 * illustration of its kind beside them; figures (`children`) run under both.
 */
export function Hero({
  kind,
  id,
  eyebrow,
  title,
  lead,
  links,
  actions = links && <ButtonLinks links={links} />,
  children,
}: HeroProps) {
  return (
    <section id={id} className="hero on-gradient" aria-labelledby="page-title">
      <div className="container hero-layout">
        <div className="hero-text">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="page-title">{title}</h1>
          {lead ? <p className="lead hero-lead">{lead}</p> : null}
          {actions ? <div className="button-row">{actions}</div> : null}
        </div>
        <HeroVisual name={heroVisuals[kind]} />
        {children ? <div className="hero-extra">{children}</div> : null}
      </div>
    </section>
  );
}

/** Two blocks side by side from tablets up (text and an image); `reverse` swaps them on screen. */
export function Split({ reverse = false, children }: { reverse?: boolean; children: ReactNode }) {
  return <div className={reverse ? "split split-reverse" : "split"}>{children}</div>;
}

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
