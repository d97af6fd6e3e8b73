/** What shows a visitor is about to use a part of the page: the pointer over it, a touch, the focus inside it. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/**
 * Runs `load` the first time the visitor reaches for `element` (decision 102), or at once when the
 * focus is already inside it (that focus event came before the scripts) or `already` says so. A
 * failed load (offline) listens again, so the next intent retries. Returns what stops listening.
 */
export function onIntent(element: HTMLElement, load: () => Promise<unknown>, { already = false } = {}): () => void {
  let pending = false;
  const listen = (on: boolean) => {
    for (const type of INTENT_EVENTS) {
      if (on) element.addEventListener(type, start, { passive: true });
      else element.removeEventListener(type, start);
    }
  };
  function start() {
    if (pending) return;
    pending = true;
    listen(false);
    load().catch(() => {
      pending = false;
      listen(true);
    });
  }
  listen(true);
  if (already || element.contains(document.activeElement)) start();
  return () => listen(false);
}
