import type { ReactNode } from "react";
import "./cta-band.css";

type Props = { id: string; title: string; lead?: string; points?: string[]; children: ReactNode };

/** A call to action: a coloured band with an <h2>, a lead, optional key points and the actions. */
export function CtaBand({ id, title, lead, points, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="section" aria-labelledby={headingId}>
      <div className="container">
        <div className="cta-band on-gradient">
          <h2 id={headingId}>{title}</h2>
          {lead ? <p className="lead cta-band-lead">{lead}</p> : null}
          {points?.length ? (
            <ul className="cta-points">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          <div className="button-row">{children}</div>
        </div>
      </div>
    </section>
  );
}
