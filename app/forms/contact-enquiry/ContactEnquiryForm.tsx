import { useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/Icon";
import { useTranslation } from "~/i18n/react";
import { useFlash } from "~/utils/root-data";
import {
  companySizeBands,
  companySizeFromQuery,
  contactServiceFromKey,
  contactServices,
  fieldLimits,
} from "~shared/form-fields";
import { LeadFormShell, PersonFields, SelectField, TextAreaField, useLeadForm } from "../shared/recipe";
import { DataNotice } from "../shared/DataNotice";

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

/** The query parameters that pre-select the contact form's choices (`contactLink` writes them). */
export const SERVICE_PARAM = "servicio";
export const COMPANY_SIZE_PARAM = "empleados";

/**
 * The contact page's enquiry form. Reads `?puesto=` (a vacancy title, from the careers page) to
 * pre-fill the message with an application sentence in the page's language, and `?servicio=` (a
 * service key) and `?empleados=` (a company-size band) to pre-select those choices (the Kit
 * Digital pages' calls to action). Rendered on the server from the URL, so it works without
 * JavaScript.
 */
export function ContactEnquiryForm() {
  const { t } = useTranslation("forms");
  const [searchParams] = useSearchParams();
  const vacancy = vacancyFromQuery(searchParams.get("puesto"));
  const service = contactServiceFromKey(searchParams.get(SERVICE_PARAM));
  const companySize = companySizeFromQuery(searchParams.get(COMPANY_SIZE_PARAM));
  const preset: Record<string, string> = {
    ...(vacancy ? { message: t("contact.application", { title: vacancy }) } : {}),
    ...(service ? { service } : {}),
    ...(companySize ? { company_size: companySize } : {}),
  };
  const lead = useLeadForm("contact", {
    id: "contact-enquiry-form",
    anchor: "contact-form",
    constraint: {
      name: { required: true, maxLength: fieldLimits.name },
      email: { required: true, maxLength: fieldLimits.email },
      company: { maxLength: fieldLimits.company },
      phone: { maxLength: fieldLimits.phone },
      service: {},
      company_size: {},
      message: { required: true, maxLength: fieldLimits.message },
    },
    // The selects' prompt ("") is their default, so the form's reset after a sent message shows it
    // again (without a default, Conform's reset left both selects with no option at all).
    defaultValue: { service: "", company_size: "", ...preset },
  });
  const { fields, pending, hydrated, fetcher } = lead;
  const [length, setLength] = useState((fields.message.initialValue ?? "").length);

  // A sent message is confirmed in place, and the confirmation stays (the toast goes after 5 s):
  // after the redirect without JavaScript (its flash notice), after the fetcher's answer with it.
  const flash = useFlash();
  const [sent, setSent] = useState(flash?.key === "contact.success");
  const confirmationRef = useRef<HTMLDivElement>(null);
  // How many messages this visit sent with JavaScript: each one brings the confirmation into view.
  const [sentCount, setSentCount] = useState(0);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    setSent(fetcher.data.status === "success");
    if (fetcher.data.status === "success") {
      setLength(0);
      setSentCount((count) => count + 1);
    }
  }, [fetcher.state, fetcher.data]);
  // Once the confirmation is rendered (not in the render that decides to show it), it takes the
  // focus, which scrolls it into view: the visitor sees it, not an emptied form (issue 37).
  useEffect(() => {
    if (sentCount > 0) confirmationRef.current?.focus();
  }, [sentCount]);

  return (
    <LeadFormShell
      lead={lead}
      intent="contact"
      fieldOrder={["name", "email", "company", "phone", "service", "company_size", "message"]}
      className="contact-form"
    >
      {sent ? (
        <div ref={confirmationRef} className="form-confirmation" tabIndex={-1}>
          <Icon name="circle-check" size={28} />
          <div>
            <p className="form-confirmation-title">{t("toast.contact.success.title")}</p>
            <p>{t("contact.sentBody")}</p>
          </div>
        </div>
      ) : null}
      <p className="form-note">{t("requiredNote")}</p>
      <div className="form-grid">
        <PersonFields fields={fields} names={["name", "email", "company", "phone"]} />
      </div>
      <SelectField
        field={fields.service}
        label={t("fields.service")}
        prompt={t("contact.servicePrompt")}
        options={contactServices.map((option) => ({
          value: option.value,
          label: t(`serviceOptions.${option.key}`),
          group: "group" in option ? option.group : undefined,
        }))}
        groups={{ kit: t("contact.kitGroup") }}
      />
      <SelectField
        field={fields.company_size}
        label={t("fields.companySize")}
        prompt={t("contact.companySizePrompt")}
        options={companySizeBands.map((band) => ({ value: band, label: t(`companySizes.${band}`) }))}
      />
      <TextAreaField
        field={fields.message}
        label={t("fields.message")}
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
      <DataNotice form="contact" />
    </LeadFormShell>
  );
}
