import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";
import { useLang } from "~/utils/root-data";
import { pagePath } from "~/utils/pages";

/** The anchor of the preferences section on the cookie-policy page (rendered by the legal pages). */
export const COOKIE_PREFERENCES_ANCHOR = "cookie-preferences";

/** The preferences dialog (vanilla-cookieconsent, its stylesheet, both languages' texts): its own chunk. */
const loadPreferences = () => import("./vanilla");

/**
 * The "cookie settings" control (footer, cookie-policy page). With JavaScript a button that opens
 * the library's preferences dialog; without, a link to the cookie-policy page's preferences form.
 * A tap while the page is still hydrating already opens the dialog.
 */
export function CookieSettingsLink({ className }: { className?: string }) {
  const { t } = useTranslation("consent");
  const lang = useLang();
  const hydrated = useHydrated();
  const href = `${pagePath("cookies", lang)}#${COOKIE_PREFERENCES_ANCHOR}`;
  // The dialog's code starts downloading when the pointer, a touch or the focus reaches the control.
  const preload = () => void loadPreferences().then((module) => module.preloadConsentLibrary());
  const open = (event: { preventDefault(): void }) => {
    event.preventDefault();
    loadPreferences()
      .then((module) => module.showConsentPreferences(lang))
      .catch((error: unknown) => {
        // Unreachable code (offline): the policy page's form does the same job.
        console.error("The cookie preferences could not load", error);
        window.location.assign(href);
      });
  };
  const intent = { onPointerEnter: preload, onFocus: preload, onTouchStart: preload, onClick: open };
  if (!hydrated) {
    return (
      <a href={href} className={className} {...intent}>
        {t("settingsLink")}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={["consent-settings-link", className].filter(Boolean).join(" ")}
      aria-haspopup="dialog"
      {...intent}
    >
      {t("settingsLink")}
    </button>
  );
}
