import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { BannerLiveProps } from "./use-consent-banner";
import { useConsent } from "./use-consent";

// The browser's side of the consent banner (decisions 105, 108, 144): the banner itself is drawn by
// the server (CookieConsent.tsx, a region of the frame), so its code, its copy and the route table
// are not in the browser build. Loaded when the visitor reaches for the banner (use-consent-banner.tsx).

/**
 * The banner's answers post through a fetcher (the page stays; the root's data brings the stored
 * choice), and it hides as soon as a choice is stored (also from the preferences dialog). An answer
 * given while this code was loading (`heldAnswer`) is sent at once.
 */
export function CookieConsentLive({ heldAnswer }: BannerLiveProps) {
  const consent = useConsent();
  const { submit } = useFetcher({ key: "cookie-consent" });
  const answered = consent !== null;

  useEffect(() => {
    const banner = document.querySelector<HTMLElement>(".consent-banner");
    const form = banner?.querySelector("form");
    if (!banner || !form) return;
    if (answered) {
      banner.hidden = true;
      return;
    }
    const send = (submitter: HTMLElement) =>
      submit(submitter instanceof HTMLButtonElement ? submitter : form, {
        method: "post",
        action: form.getAttribute("action") ?? undefined,
        preventScrollReset: true,
      });
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      send(event.submitter ?? form);
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [answered, submit]);

  // Once, after the listener above is in place.
  useEffect(() => {
    heldAnswer?.closest("form")?.requestSubmit(heldAnswer instanceof HTMLButtonElement ? heldAnswer : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
