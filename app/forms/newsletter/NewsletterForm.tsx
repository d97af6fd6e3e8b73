import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldLimits } from "~shared/form-fields";
import { LeadFormShell, TextField, useLeadForm } from "../shared/recipe";
import { DataNotice } from "../shared/DataNotice";

/**
 * The footer's newsletter subscription (every page). While sending: the button shows an ellipsis
 * and both input and button are disabled; the button is disabled while the field is empty (JS).
 */
export function NewsletterForm() {
  const { t } = useTranslation("forms");
  const lead = useLeadForm("newsletter", {
    id: "newsletter-form",
    anchor: "newsletter",
    constraint: { email: { required: true, maxLength: fieldLimits.email } },
  });
  const { fields, pending, hydrated, fetcher } = lead;
  const [email, setEmail] = useState(fields.email.initialValue ?? "");

  // Cleared with the form after a success or a duplicate.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "success") setEmail("");
  }, [fetcher.state, fetcher.data]);

  const empty = email.trim() === "";
  return (
    <>
      <p className="newsletter-description">{t("newsletter.description")}</p>
      <LeadFormShell
        lead={lead}
        intent="newsletter"
        fieldOrder={["email"]}
        labels={{ email: t("newsletter.label") }}
        className="newsletter-form"
      >
        <div className="newsletter-row" onInput={(event) => setEmail((event.target as HTMLInputElement).value)}>
          <TextField
            field={fields.email}
            label={t("newsletter.label")}
            type="email"
            autoComplete="email"
            placeholder={t("placeholders.email")}
            hideLabel
            disabled={pending}
          />
          <button
            type="submit"
            className="button button-primary"
            disabled={hydrated && (pending || empty)}
            aria-label={pending ? t("newsletter.pendingLabel") : undefined}
          >
            {pending ? t("newsletter.pending") : t("newsletter.submit")}
          </button>
        </div>
        <DataNotice form="newsletter" />
      </LeadFormShell>
    </>
  );
}
