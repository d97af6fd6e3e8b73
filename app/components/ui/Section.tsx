import type { ReactNode } from "react";
import type { ServiceKey } from "~/i18n/resources/services";
import { ButtonLinks, type ContentLink } from "./ContentLink";
import "./hero-visual.css";
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
 * The illustration of a page's hero: a static SVG drawn from the page's own facts
 * (public/images/heroes/<name>.svg, written by `npm run visuals`, decision 184), one per page, so no
 * two pages show the same picture. A case page has a hero of its own, with the case's illustration.
 */
export type HeroVisual =
  | ServiceKey
  | "home"
  | "about"
  | "services"
  | "cases"
  | "how-we-work"
  | "careers"
  | "blog"
  | "faq"
  | "contact"
  | "demo-booking"
  | "demo-manage"
  | "privacy"
  | "terms"
  | "cookies"
  | "newsletter";

type HeroProps = {
  /** The page's own picture; none for a page without one of its own (a topic, an author, a vacancy). */
  visual?: HeroVisual;
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
 * The top of a page: its one <h1>, an optional eyebrow and lead, actions, and its illustration:
 * beside the text from 1024 px, under it (smaller) on phones and tablets; figures (`children`) run
 * under both. The illustration is decorative (the heading says what the page is).
 */
export function Hero({
  visual,
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
        {visual ? (
          <img
            className="hero-visual"
            src={`/images/heroes/${visual}.svg`}
            width={480}
            height={360}
            alt=""
            decoding="async"
          />
        ) : null}
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
