import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { COOKIE_PREFERENCES_ANCHOR, ConsentForm, useConsent } from "./CookieConsent";
import { consentCategories, type ConsentChoice } from "./consent-state";

/**
 * The preferences as a plain form (works without JavaScript), showing the current choice, for the
 * cookie-policy page's `#cookie-preferences` section. Posting it reloads the page with the choice
 * stored; the preferences dialog (JavaScript) reads the same cookie.
 */
export function CookiePreferencesForm({ className }: { className?: string }) {
  const choice = useConsent();
  const prefix = useId().replace(/:/g, "");
  return (
    <div className={["consent-preferences", className].filter(Boolean).join(" ")}>
      <CurrentChoice choice={choice} headingId={`${prefix}-current`} />
      {/* Remounted when the choice changes (e.g. saved in the modal) so the boxes show it. */}
      <ConsentForm
        key={JSON.stringify(choice)}
        idPrefix={`${prefix}-form`}
        choice={choice}
        layout="inline"
        anchor={COOKIE_PREFERENCES_ANCHOR}
      />
    </div>
  );
}

function CurrentChoice({ choice, headingId }: { choice: ConsentChoice | null; headingId: string }) {
  const { t } = useTranslation("consent");
  return (
    <div className="consent-current" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="consent-current-heading">
        <strong>{t("current.heading")}</strong>
      </p>
      {choice ? (
        <ul className="consent-current-list">
          {consentCategories.map((category) => (
            <li key={category}>
              {`${t(`categories.${category}.title`)}: ${choice[category] ? t("current.allowed") : t("current.refused")}`}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("current.none")}</p>
      )}
    </div>
  );
}
