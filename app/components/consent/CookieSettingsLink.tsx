import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";
import { useLang } from "~/utils/root-data";

/** The preferences dialog (vanilla-cookieconsent, its stylesheet, both languages' texts): loaded on intent only. */
const loadPreferences = () => import("./vanilla");

/**
 * The "cookie settings" control (footer, cookie-policy page). With JavaScript a button that opens
 * the preferences; without, a link to the cookie-policy page's preferences form (`href`, from
 * `cookieSettingsHref` on the server: the route table stays out of the browser).
 */
export function CookieSettingsLink({ className, href }: { className?: string; href: string }) {
  const { t } = useTranslation("consent");
  const lang = useLang();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={href} className={className}>
        {t("settingsLink")}
      </a>
    );
  }
  // The dialog's code starts downloading when the pointer or the focus reaches the button.
  const preload = () => void loadPreferences().then((module) => module.preloadConsentLibrary());
  const open = () => {
    loadPreferences()
      .then((module) => module.showConsentPreferences(lang))
      .catch((error: unknown) => {
        // Unreachable code (offline): the policy page's form does the same job.
        console.error("The cookie preferences could not load", error);
        window.location.assign(href);
      });
  };
  return (
    <button
      type="button"
      className={["consent-settings-link", className].filter(Boolean).join(" ")}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={open}
    >
      {t("settingsLink")}
    </button>
  );
}
