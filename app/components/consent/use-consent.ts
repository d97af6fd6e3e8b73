import { useSyncExternalStore } from "react";
import { useRootData } from "~/utils/root-data";
import { CONSENT_STORAGE_KEY, type ConsentCategory, type ConsentChoice } from "./consent-state";

/**
 * The choice as vanilla-cookieconsent reports it in this browser tab. `undefined` until the library
 * has run: until then the server's reading of the cookie (root loader) is the truth.
 */
let live: ConsentChoice | null | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the consent library's callbacks; also mirrors the choice to localStorage (spec §9). */
export function publishConsent(choice: ConsentChoice | null) {
  live = choice;
  try {
    if (choice) window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
    else window.localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes, policies): the cookie still holds the choice.
  }
  for (const listener of listeners) listener();
}

/**
 * The visitor's cookie choice, or null while they have not answered (only necessary cookies may be
 * used then). Gate any future non-essential script on it, e.g.
 * `const consent = useConsent(); useEffect(() => { if (consent?.analytics) loadAnalytics(); }, [consent?.analytics]);`
 */
export function useConsent(): ConsentChoice | null {
  const fromServer = useRootData()?.consent ?? null;
  const fromBrowser = useSyncExternalStore(
    subscribe,
    () => live,
    () => undefined,
  );
  return fromBrowser === undefined ? fromServer : fromBrowser;
}

/** Whether one category may be used now. `necessary` is always allowed. */
export function useConsentFor(category: ConsentCategory): boolean {
  const consent = useConsent();
  return category === "necessary" || consent?.[category] === true;
}
