import { ExternalLink as ExternalIcon } from "lucide-react";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { company } from "~/config/company";
import type { KitDigitalContent } from "~/content/kit-digital";

/** The four steps to request the voucher; the last one links to the official electronic office. */
export function RequestSteps({ steps }: { steps: KitDigitalContent["steps"] }) {
  const last = steps.items.length - 1;
  return (
    <ol className="steps kit-steps">
      {steps.items.map((step, index) => (
        <li key={step.title} className="card">
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          <h3>{step.title}</h3>
          <p className="muted">{step.description}</p>
          {index === last ? (
            <p className="kit-office">
              <ExternalLink href={company.kitDigitalOffice} className="card-link kit-office-link">
                {steps.officeLink}
                <ExternalIcon aria-hidden="true" size={16} />
              </ExternalLink>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
