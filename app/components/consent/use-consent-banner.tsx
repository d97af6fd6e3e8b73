import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { onIntent } from "~/utils/intent";
import { useRootData } from "~/utils/root-data";

/**
 * The spec's localStorage key (§9), as `CONSENT_STORAGE_KEY` in consent-state.ts names it for the
 * preferences dialog. Written out here: importing that module would put it in a chunk of its own,
 * shared by the first download and the dialog (decision 144); tests/unit/consent checks they agree.
 */
export const MIRROR_KEY = "cookieConsent";

/** What the banner's code is given: the answer the visitor gave while it was on its way, if any. */
export type BannerLiveProps = { heldAnswer: HTMLElement | null };

/**
 * The consent banner's always-live part (decision 144): small, so a page whose choice is stored
 * (no banner) runs next to nothing. It mirrors the stored choice to localStorage (spec §9) and
 * shows the banner's close button; the code that answers the banner in place (CookieConsentLive:
 * a fetcher, no reload) loads when the pointer, a touch or the focus reaches the banner. An answer
 * given before that code is in is held and sent by it once in; if the download fails, the answer
 * is posted as the plain form it is (as without JavaScript).
 */
export function useConsentBanner(): ReactNode {
  const stored = JSON.stringify(useRootData()?.consent ?? null);
  const [Live, setLive] = useState<{ Component: ComponentType<BannerLiveProps>; heldAnswer: HTMLElement | null }>();

  useEffect(() => {
    try {
      if (stored === "null") window.localStorage.removeItem(MIRROR_KEY);
      else window.localStorage.setItem(MIRROR_KEY, stored);
    } catch {
      // Storage can be blocked (private modes, policies): the cookie still holds the choice.
    }
    // Lets tests (and any script that must wait for the choice) know the banner is live.
    document.documentElement.dataset.cookieConsent = "ready";
  }, [stored]);

  useEffect(() => {
    const banner = document.querySelector<HTMLElement>(".consent-banner");
    const form = banner?.querySelector("form");
    const close = banner?.querySelector<HTMLButtonElement>(".consent-close");
    if (!banner || !form || !close) return;
    // Drawn hidden by the server: without JavaScript it could do nothing. It hides the banner for
    // this page, storing nothing.
    close.hidden = false;
    const onClose = () => {
      banner.hidden = true;
    };
    close.addEventListener("click", onClose);
    let held: HTMLElement | null = null;
    const hold = (event: SubmitEvent) => {
      event.preventDefault();
      held = event.submitter ?? form;
    };
    form.addEventListener("submit", hold);
    const stopHolding = () => form.removeEventListener("submit", hold);
    const stopListening = onIntent(banner, () =>
      import("./CookieConsentLive").then(
        ({ CookieConsentLive }) => {
          stopHolding();
          setLive({ Component: CookieConsentLive, heldAnswer: held });
        },
        (error: unknown) => {
          stopHolding();
          if (held) form.requestSubmit(held instanceof HTMLButtonElement ? held : null);
          throw error;
        },
      ),
    );
    return () => {
      close.removeEventListener("click", onClose);
      stopHolding();
      stopListening();
    };
  }, []);

  return Live ? <Live.Component heldAnswer={Live.heldAnswer} /> : null;
}
