import type { ReactNode } from "react";

/** The closing call to action of a page: an <h2> section with its actions. */
export function CtaBand({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="section" aria-labelledby={headingId}>
      <div className="container">
        <div className="cta-band">
          <h2 id={headingId}>{title}</h2>
          <p className="lead">{lead}</p>
          <div className="hero-actions">{children}</div>
        </div>
      </div>
    </section>
  );
}
