import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useRootData } from "~/utils/root-data";
import type { ConsentChoice } from "./consent-state";
import { publishConsent, useConsent } from "./use-consent";

// The browser's side of the consent banner (decisions 105, 108):
// the banner itself is drawn by the server (CookieConsent.tsx, a region of the frame), so its code,
// its copy and the route table are not in the browser build.

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
