/** The focusable entries of an open disclosure, in order: its summary, then visible links and nested summaries. */
function entriesOf(details: HTMLDetailsElement): HTMLElement[] {
  return [...details.querySelectorAll<HTMLElement>("summary, a[href], input, button")].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * The behaviour of one header <details> (a menu, the search panel, the small-screen menu) once the
 * scripts run, added to the server's element rather than replacing it (decision 100): it closes on
 * Escape (focus back on its summary), on a click outside and when the focus leaves it; opening it
 * closes the other header disclosures; ArrowDown/ArrowUp move between its entries. React leaves a
 * <details> element's `open` to the browser, so this adds listeners to it. Returns the clean-up.
 */
function enhanceDisclosure(details: HTMLDetailsElement): () => void {
  const summary = details.querySelector<HTMLElement>(":scope > summary");
  const close = (returnFocus: boolean) => {
    if (!details.open) return;
    details.open = false;
    if (returnFocus) summary?.focus();
  };
  const onToggle = () => {
    if (!details.open) return;
    for (const other of document.querySelectorAll<HTMLDetailsElement>(".site-header details[open]")) {
      if (other !== details && !other.contains(details) && !details.contains(other)) other.open = false;
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!details.open) return;
    if (event.key === "Escape") {
      // An open popup inside (the search's results) closes first, then the innermost disclosure.
      const target = event.target as Element | null;
      if (target?.getAttribute("aria-expanded") === "true") return;
      const nested = target?.closest("details[open]");
      if (nested && nested !== details && details.contains(nested)) return;
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    // Arrow keys belong to a text field (the search box) when one has the focus, and to its list:
    // the combobox re-sends each key to its highlighted option (Ariakit's virtual focus), so the
    // option is the event's target while the input keeps the focus (issue 37).
    if (document.activeElement?.matches("input, textarea, select")) return;
    if ((event.target as Element | null)?.closest("input, textarea, select, [role='listbox']")) return;
    const entries = entriesOf(details);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    const next = entries[(index + step + entries.length) % entries.length];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (details.open && !details.contains(event.target as Node)) close(false);
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !details.contains(next)) close(false);
  };
  details.addEventListener("toggle", onToggle);
  details.addEventListener("keydown", onKeyDown);
  details.addEventListener("focusout", onFocusOut);
  document.addEventListener("pointerdown", onPointerDown);
  return () => {
    details.removeEventListener("toggle", onToggle);
    details.removeEventListener("keydown", onKeyDown);
    details.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("pointerdown", onPointerDown);
  };
}

/** Every top-level disclosure of the header (the nested submenu is handled by its parent's). */
export function enhanceHeaderDisclosures(header: HTMLElement): () => void {
  const cleanups = [...header.querySelectorAll<HTMLDetailsElement>("details")]
    .filter((details) => !details.parentElement?.closest("details"))
    .map(enhanceDisclosure);
  return () => cleanups.forEach((cleanup) => cleanup());
}

/** Closes every open disclosure of the header (a link in a menu was followed). */
export function closeHeaderDisclosures(header: HTMLElement) {
  for (const details of header.querySelectorAll<HTMLDetailsElement>("details[open]")) details.open = false;
}
