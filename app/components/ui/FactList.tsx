import type { ReactNode } from "react";

export type Fact = { label: ReactNode; value: ReactNode };

/** Labelled facts as a description list (a project's details, a company's identification). */
export function FactList({ facts, className, label }: { facts: Fact[]; className: string; label?: string }) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map((fact, index) => (
        <div key={index}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
