import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { companySizeBands, type ContactServiceKey } from "~shared/form-fields";
import type { Lang } from "~/i18n/language";
import { pagePath } from "~/utils/pages";
import { leadContextQuery } from "../shared/lead-source";
import { COMPANY_SIZE_PARAM, SERVICE_PARAM } from "./ContactEnquiryForm";

/**
 * The call to action of a Kit Digital category page: the visitor says how many people work at the
 * company and lands on the contact form with this solution and that band pre-selected. A plain GET
 * form to the contact page (the same with and without JavaScript): the URL carries the choices, the
 * page it came from (`origen`) and the visit's utm_* parameters.
 */
export function KitContactStart({
  service,
  lang,
  submitLabel,
}: {
  service: ContactServiceKey;
  lang: Lang;
  submitLabel: string;
}) {
  const { t } = useTranslation("forms");
  const { pathname, search } = useLocation();
  // One per page (the category's call to action); an id that is valid HTML on its own.
  const sizeId = `kit-contact-size-${service}`;
  const carried = [...leadContextQuery(pathname, search).entries()];
  return (
    <form method="get" action={`${pagePath("contact", lang)}#contact-form`} className="kit-contact-start">
      <input type="hidden" name={SERVICE_PARAM} value={service} />
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="field">
        <label htmlFor={sizeId}>{t("contact.companySizeQuestion")}</label>
        <select id={sizeId} name={COMPANY_SIZE_PARAM} defaultValue="">
          <option value="">{t("contact.companySizePrompt")}</option>
          {companySizeBands.map((band) => (
            <option key={band} value={band}>
              {t(`companySizes.${band}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary">
        {submitLabel}
      </button>
    </form>
  );
}
