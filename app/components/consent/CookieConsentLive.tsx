import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";
import { useLang, useRootData } from "~/utils/root-data";
import type { ConsentChoice } from "./consent-state";
import { publishConsent, useConsent } from "./use-consent";

// The browser's side of the consent banner and the "cookie settings" control (decisions 105, 108):
// the banner itself is drawn by the server (CookieConsent.tsx, a region of the frame), so its code,
// its copy and the route table are not in the browser build.

/** The preferences dialog (vanilla-cookieconsent, its stylesheet, both languages' texts): loaded on intent only. */
const loadPreferences = () => import("./vanilla");

/**
 * The banner's behaviour with JavaScript, over the server's markup: its answers post through a
 * fetcher (the page stays; the root's data brings the stored choice), the close button hides it on
 * this page, and it hides as soon as a choice is stored (also from the preferences dialog). Mirrors
 * the stored choice to localStorage (spec §9), whichever way it was made.
 */
export function CookieConsentLive() {
  const consent = useConsent();
  const storedOnServer = useRootData()?.consent ?? null;
  const { submit } = useFetcher({ key: "cookie-consent" });

  const serverChoice = JSON.stringify(storedOnServer);
  useEffect(() => {
    publishConsent(JSON.parse(serverChoice) as ConsentChoice | null);
    // Lets tests (and any script that must wait for the choice) know the banner is live.
    document.documentElement.dataset.cookieConsent = "ready";
  }, [serverChoice]);

  const answered = consent !== null;
  useEffect(() => {
    const banner = document.querySelector<HTMLElement>(".consent-banner");
    const form = banner?.querySelector("form");
    const close = banner?.querySelector<HTMLButtonElement>(".consent-close");
    if (!banner || !form || !close) return;
    if (answered) {
      banner.hidden = true;
      return;
    }
    close.hidden = false;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : form;
      submit(submitter, { method: "post", action: form.getAttribute("action") ?? undefined, preventScrollReset: true });
    };
    const onClose = () => {
      banner.hidden = true;
    };
    form.addEventListener("submit", onSubmit);
    close.addEventListener("click", onClose);
    return () => {
      form.removeEventListener("submit", onSubmit);
      close.removeEventListener("click", onClose);
    };
  }, [answered, submit]);
  return null;
}

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
