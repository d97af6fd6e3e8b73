import { useTranslation } from "~/i18n/react";
import { legalNameOf } from "~/config/company";
import { useCompanyIdentity } from "~/utils/company-identity";
import { useContactFacts } from "~/utils/contact-facts";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";
import { withFullStop } from "~/utils/format";

/** The four forms that take personal data, and the privacy-policy section of each one's processing. */
export const DATA_NOTICE_SECTIONS = {
  demo: "tratamiento-demo",
  contact: "tratamiento-contacto",
  newsletter: "tratamiento-newsletter",
  leadMagnet: "tratamiento-guia",
} as const;

export type DataNoticeForm = keyof typeof DATA_NOTICE_SECTIONS;

/**
 * The first layer of data-protection information (RGPD art. 13, LOPDGDD art. 11) beside a form's
 * button: controller, purpose, basis, recipients, rights and where to exercise them, and a link to
 * the matching section of the privacy policy (the second layer). Plain text under the button: it
 * never covers it and needs no JavaScript.
 */
export function DataNotice({ form }: { form: DataNoticeForm }) {
  const { t } = useTranslation("forms");
  const lang = useLang();
  const identity = useCompanyIdentity();
  const contact = useContactFacts();
  const controller = legalNameOf(identity) + (identity.nif ? ` (NIF ${identity.nif})` : "");
  return (
    <p className="form-data-notice">
      <strong>{t("dataNotice.label")}</strong> {withFullStop(t("dataNotice.controller", { controller }))}{" "}
      {t(`dataNotice.${form}`)} {t("dataNotice.rights", { email: contact.email })}{" "}
      <a href={`${pagePath("privacy", lang)}#${DATA_NOTICE_SECTIONS[form]}`}>{t("dataNotice.more")}</a>
    </p>
  );
}
