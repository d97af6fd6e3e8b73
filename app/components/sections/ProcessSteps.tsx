/** One step of a process: what happens and, optionally, how long it takes. */
export type ProcessStep = { title: string; description: string; duration?: string; label?: string };

/**
 * An ordered list of steps (h3 each) with a visual number; the list itself carries the order for
 * screen readers, so the big number is decorative. `durationLabel` prefixes durations ("Duración").
 */
export function ProcessSteps({ steps, durationLabel }: { steps: ProcessStep[]; durationLabel?: string }) {
  return (
    <ol className="steps process-steps">
      {steps.map((step, index) => (
        <li key={step.title} className="process-step">
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          {step.label ? <p className="eyebrow">{step.label}</p> : null}
          <h3>{step.title}</h3>
          <p>{step.description}</p>
          {step.duration ? (
            <p className="step-duration">
              {durationLabel ? <span className="muted">{durationLabel}: </span> : null}
              <strong>{step.duration}</strong>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
