import { Link } from "@remix-run/react";
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
 * JavaScript (decision 100), so a menu opened before the scripts arrive stays open. Once the scripts
 * run, `enhanceHeaderDisclosures` (header-disclosures.ts) adds what a menu button is expected to do: Escape, a click outside or leaving it
 * with Tab closes it, the arrow keys move between its links, and only one menu is open at a time.
 */
export function NavMenu({ group }: { group: NavGroup }) {
  return (
    <details className="nav-disclosure">
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
