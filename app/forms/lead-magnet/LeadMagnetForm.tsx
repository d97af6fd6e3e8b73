import { useLocation } from "@remix-run/react";
import { CheckCircle2, Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldLimits } from "~shared/form-fields";
import { GUIDE_PATHS } from "~shared/guide";
import { useFlash, useLang } from "~/utils/root-data";
import { DataNotice } from "../shared/DataNotice";
import { LeadFormShell, PersonFields, useLeadForm } from "../shared/recipe";

/**
 * The home page's eBook request (name, e-mail). The lead is stored and the download link e-mailed
 * through the notification path; then the thank-you panel, whose button returns to the form.
 */
export function LeadMagnetForm() {
  const { t } = useTranslation("forms");
  const { pathname } = useLocation();
  const lang = useLang();
  const lead = useLeadForm("lead-magnet", {
    id: "lead-magnet-form",
    anchor: "lead-magnet-form",
    constraint: {
      name: { required: true, maxLength: fieldLimits.name },
      email: { required: true, maxLength: fieldLimits.email },
    },
  });
  const { fields, pending, hydrated, fetcher } = lead;

  // Without JavaScript the answer is a redirect: its flash notice names the address.
  const flash = useFlash();
  const fromRedirect = flash?.key === "leadMagnet.success" ? (flash.param ?? "") : null;
  const [thanked, setThanked] = useState<string | null>(fromRedirect);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "success") setThanked(fetcher.data.email ?? "");
  }, [fetcher.state, fetcher.data]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (thanked !== null && fetcher.data?.status === "success") headingRef.current?.focus();
  }, [thanked, fetcher.data]);

  if (thanked !== null) {
    return (
      <div className="lead-magnet-thanks" id="lead-magnet-form">
        <CheckCircle2 aria-hidden="true" size={40} className="lead-magnet-thanks-icon" />
        <h3 ref={headingRef} tabIndex={-1}>
          {t("leadMagnet.thanksHeading")}
        </h3>
        <p>{thanked ? t("leadMagnet.thanksBody", { email: thanked }) : t("leadMagnet.thanksBodyNoEmail")}</p>
        <p>
          {/* The same file the e-mail links to, in the visitor's language (a plain link: no JavaScript needed). */}
          <a className="button button-primary" href={GUIDE_PATHS[lang]} download>
            <Download aria-hidden="true" size={18} />
            {t("leadMagnet.download")}
          </a>
        </p>
        {hydrated ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setThanked(null);
              requestAnimationFrame(() => document.getElementById(fields.name.id)?.focus());
            }}
          >
            {t("leadMagnet.another")}
          </button>
        ) : (
          // A new GET of the page (a link to "#…" on the same URL would only scroll).
          <form method="get" action={`${pathname}#lead-magnet-form`}>
            <button type="submit" className="button button-secondary">
              {t("leadMagnet.another")}
            </button>
          </form>
        )}
      </div>
    );
  }

  return (
    <LeadFormShell lead={lead} intent="lead-magnet" fieldOrder={["name", "email"]} className="lead-magnet-form">
      <PersonFields fields={fields} names={["name", "email"]} />
      <button type="submit" className="button button-primary" disabled={hydrated && pending}>
        {pending ? t("leadMagnet.pending") : t("leadMagnet.submit")}
      </button>
      <DataNotice form="leadMagnet" />
    </LeadFormShell>
  );
}
