import type { HowWeWorkContent } from "~/content/how-we-work";

/** The seven steps as an ordered list, each with its number, an <h3>, a description and a duration. */
export function ProcessSteps({ process }: { process: HowWeWorkContent["process"] }) {
  return (
    <ol className="process-steps">
      {process.steps.map((step, index) => (
        <li key={step.title} className="process-step">
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          <div className="process-step-body">
            <h3>{step.title}</h3>
            <p className="muted">{step.description}</p>
            <p className="process-step-duration">
              <span>{process.durationLabel}:</span> {step.duration}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
