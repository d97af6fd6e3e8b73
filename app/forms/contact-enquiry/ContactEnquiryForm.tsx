import { useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { contactServiceOptions, fieldLimits } from "~shared/form-fields";
import { LeadFormShell, SelectField, TextAreaField, TextField, useLeadForm } from "../shared/recipe";

/** A vacancy title from `?puesto=` (careers page links): one line, bounded, or nothing. */
export function vacancyFromQuery(value: string | null): string | null {
  if (!value) return null;
  const title = value
    // eslint-disable-next-line no-control-regex -- control characters are what is being removed
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return title && title.length <= 120 ? title : null;
}

/**
 * The contact page's enquiry form. Reads `?puesto=` (a vacancy title, from the careers page) to
 * pre-fill the message with an application sentence in the page's language.
 */
export function ContactEnquiryForm() {
  const { t } = useTranslation("forms");
  const [searchParams] = useSearchParams();
  const vacancy = vacancyFromQuery(searchParams.get("puesto"));
  const lead = useLeadForm("contact", {
    id: "contact-enquiry-form",
    anchor: "contact-form",
    constraint: {
      name: { required: true, maxLength: fieldLimits.name },
      email: { required: true, maxLength: fieldLimits.email },
      company: { maxLength: fieldLimits.company },
      phone: { maxLength: fieldLimits.phone },
      service: {},
      message: { required: true, maxLength: fieldLimits.message },
    },
    defaultValue: vacancy ? { message: t("contact.application", { title: vacancy }) } : undefined,
  });
  const { fields, pending, hydrated, fetcher } = lead;
  const [length, setLength] = useState((fields.message.initialValue ?? "").length);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "success") setLength(0);
  }, [fetcher.state, fetcher.data]);

  const labels = {
    name: t("fields.name"),
    email: t("fields.email"),
    company: t("fields.company"),
    phone: t("fields.phone"),
    service: t("fields.service"),
    message: t("fields.message"),
  };
  return (
    <LeadFormShell
      lead={lead}
      intent="contact"
      fieldOrder={["name", "email", "company", "phone", "service", "message"]}
      labels={labels}
      className="contact-form"
    >
      <p className="form-note">{t("requiredNote")}</p>
      <div className="form-grid">
        <TextField field={fields.name} label={labels.name} autoComplete="name" placeholder={t("placeholders.name")} />
        <TextField
          field={fields.email}
          label={labels.email}
          type="email"
          autoComplete="email"
          placeholder={t("placeholders.email")}
        />
        <TextField
          field={fields.company}
          label={labels.company}
          autoComplete="organization"
          placeholder={t("placeholders.company")}
        />
        <TextField
          field={fields.phone}
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          placeholder={t("placeholders.phone")}
        />
      </div>
      <SelectField
        field={fields.service}
        label={labels.service}
        prompt={t("contact.servicePrompt")}
        options={contactServiceOptions.map((option) => ({ value: option, label: option }))}
      />
      <TextAreaField
        field={fields.message}
        label={labels.message}
        rows={6}
        onInput={(value) => setLength(value.length)}
        hint={
          <>
            {t("contact.messageLimit", { max: fieldLimits.message })}
            {hydrated ? (
              <span className="char-count">
                {" "}
                {t("contact.messageCount", { count: length, max: fieldLimits.message })}
              </span>
            ) : null}
          </>
        }
      />
      <button type="submit" className="button button-primary" disabled={hydrated && pending}>
        {pending ? t("contact.pending") : t("contact.submit")}
      </button>
    </LeadFormShell>
  );
}
