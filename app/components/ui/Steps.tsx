import { Icon } from "./Icon";
import { ContentAnchor, type ContentLink } from "./ContentLink";
import "./steps.css";

/** One step of a process: what happens, optionally a label above it, how long it takes, a link. */
export type Step = { title: string; description: string; label?: string; duration?: string; link?: ContentLink };

type Props = {
  steps: Step[];
  /** Written before each duration ("Duración: 1-2 semanas"); without it a clock icon marks it. */
  durationLabel?: string;
  /** Read before each title by screen readers ("Paso 2: Detección"), when titles alone say less. */
  stepLabel?: string;
  /** Descriptions in the muted text colour. */
  muted?: boolean;
};

/**
 * An ordered list of steps (h3 each) with a visual number; the list itself carries the order for
 * screen readers, so the big number is decorative.
 */
export function Steps({ steps, durationLabel, stepLabel, muted = false }: Props) {
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={step.title} className="step">
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          {step.label ? <p className="eyebrow">{step.label}</p> : null}
          <h3>
            {stepLabel ? <span className="visually-hidden">{`${stepLabel} ${index + 1}: `}</span> : null}
            {step.title}
          </h3>
          <p className={muted ? "muted" : undefined}>{step.description}</p>
          {step.duration ? (
            <p className="step-duration">
              {durationLabel ? (
                <span className="step-duration-label">{durationLabel}: </span>
              ) : (
                <Icon name="clock" size={16} />
              )}
              <strong>{step.duration}</strong>
            </p>
          ) : null}
          {step.link ? (
            <p className="step-link">
              <ContentAnchor
                link={step.link}
                className="card-link"
                icon={"external" in step.link ? "external-link" : undefined}
              />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
