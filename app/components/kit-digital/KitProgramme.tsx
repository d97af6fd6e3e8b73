import { useTranslation } from "~/i18n/react";
import type { KitLogo } from "~/content/facts/kit-digital";
import { useCompanyIdentity } from "~/utils/company-identity";

/** What the band shows: the programme's official logos (or names); the adhesion reference is the identity's. */
export type KitProgrammeFacts = { logos: KitLogo[] };

/**
 * The programme's publicity (decision 183), at the end of every Kit Digital page: the official
 * logos from the official files once the company adds them, their official names as text until
 * then (Spanish on every page: they are proper names), set as a line of credits rather than boxes
 * that look like missing pictures (issue 37), and the adhesion reference once it is set.
 */
export function KitProgramme({ facts }: { facts: KitProgrammeFacts }) {
  const { t } = useTranslation("kit");
  // Set by the operator in app/content/company/identity.yaml (decision 210).
  const adhesion = useCompanyIdentity().kitDigitalAdhesion;
  return (
    <section className="kit-programme" aria-labelledby="kit-programme-title">
      <div className="container">
        <h2 id="kit-programme-title" className="kit-programme-title">
          {t("programme.title")}
        </h2>
        <p className="kit-programme-lead">{t("programme.lead")}</p>
        <ul className="kit-programme-logos" aria-label={t("programme.logos")}>
          {facts.logos.map((logo) => (
            <li key={logo.id} lang="es" className={logo.file ? "kit-programme-logo" : "kit-programme-credit"}>
              {logo.file ? (
                <img
                  src={`/images/kit-digital/${logo.file.name}`}
                  width={logo.file.width}
                  height={logo.file.height}
                  alt={logo.name}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="kit-programme-name">{logo.name}</span>
              )}
            </li>
          ))}
        </ul>
        {adhesion ? <p className="kit-programme-adhesion">{t("programme.adhesion", { reference: adhesion })}</p> : null}
      </div>
    </section>
  );
}
