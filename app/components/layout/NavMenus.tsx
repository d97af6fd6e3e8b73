import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { Icon } from "~/components/ui/Icon";
import type { NavGroup, NavLink } from "./navigation";

/** A plain link for a destination, internal or external. */
export function NavAnchor({ link, className }: { link: NavLink; className?: string }) {
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={className}>
        {link.label}
      </ExternalLink>
    );
  }
  return (
    <Link to={link.to} className={className} prefetch="intent">
      {link.label}
    </Link>
  );
}

/**
 * A header dropdown: a <details> disclosure of real links, the same element with and without
 * JavaScript (decision 100), so a menu opened before the scripts arrive stays open. Once React runs,
 * `useDisclosure` adds what a menu button is expected to do: Escape, a click outside or leaving it
 * with Tab closes it, the arrow keys move between its links, and only one menu is open at a time.
 */
export function NavMenu({ group }: { group: NavGroup }) {
  const ref = useDisclosure<HTMLDetailsElement>();
  return (
    <details className="nav-disclosure" ref={ref}>
      <summary className="nav-trigger">
        {group.label}
        <Icon name="chevron-down" size={16} />
      </summary>
      <ul className="nav-popover">
        {group.links.map((link) => (
          <li key={link.label}>
            <NavAnchor link={link} className="nav-popover-link" />
          </li>
        ))}
        {group.submenu ? (
          <li>
            <details className="nav-disclosure nav-disclosure-nested">
              <summary className="nav-popover-link">
                {group.submenu.label}
                <Icon name="chevron-down" size={16} />
              </summary>
              <ul>
                {group.submenu.links.map((link) => (
                  <li key={link.label}>
                    <NavAnchor link={link} className="nav-popover-link" />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : null}
      </ul>
    </details>
  );
}

/** The focusable entries of an open disclosure, in order: its summary, then visible links and nested summaries. */
function entriesOf(details: HTMLDetailsElement): HTMLElement[] {
  return [...details.querySelectorAll<HTMLElement>("summary, a[href], input, button")].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * The behaviour of a header <details> (menus, the search panel, the small-screen menu) once React
 * runs, added to the server's element rather than replacing it: it closes on navigation, on Escape
 * (focus back on its summary), on a click outside and when the focus leaves it; opening it closes
 * the other header disclosures; ArrowDown/ArrowUp move between its entries.
 */
export function useDisclosure<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();
  // Closed when the visitor navigates, not when the scripts arrive (what was opened stays open).
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    if (ref.current) ref.current.open = false;
  }, [location]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
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
      // Arrow keys belong to a text field (the search box) when one has the focus.
      if ((event.target as Element | null)?.matches("input, textarea, select")) return;
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
  }, []);
  return ref;
}
