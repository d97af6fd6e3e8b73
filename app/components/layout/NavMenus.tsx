import { Link, useLocation } from "@remix-run/react";
import { Menu, MenuButton, MenuItem, MenuProvider, MenuSeparator } from "@ariakit/react";
import { ChevronDown, ChevronRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { useHydrated } from "~/utils/use-hydrated";
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
 * A header dropdown. Without JavaScript (and before hydration) it is a <details> disclosure whose
 * links work as they are; once React runs it becomes an Ariakit menu (arrow keys, Escape, typeahead).
 */
export function NavMenu({ group }: { group: NavGroup }) {
  const hydrated = useHydrated();
  return hydrated ? <EnhancedMenu group={group} /> : <DisclosureMenu group={group} />;
}

function DisclosureMenu({ group }: { group: NavGroup }) {
  const ref = useCloseOnNavigation();
  return (
    <details className="nav-disclosure" ref={ref}>
      <summary className="nav-trigger">
        {group.label}
        <ChevronDown aria-hidden="true" size={16} />
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
                <ChevronDown aria-hidden="true" size={16} />
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

function EnhancedMenu({ group }: { group: NavGroup }) {
  return (
    <MenuProvider>
      <MenuButton className="nav-trigger">
        {group.label}
        <ChevronDown aria-hidden="true" size={16} />
      </MenuButton>
      <Menu gutter={8} className="nav-popover" unmountOnHide>
        {group.links.map((link) => (
          <MenuItemLink key={link.label} link={link} />
        ))}
        {group.submenu ? (
          <>
            <MenuSeparator className="nav-separator" />
            <MenuProvider placement="right-start">
              <MenuItem className="nav-popover-link" render={<MenuButton />}>
                {group.submenu.label}
                <ChevronRight aria-hidden="true" size={16} />
              </MenuItem>
              <Menu gutter={4} className="nav-popover" unmountOnHide>
                {group.submenu.links.map((link) => (
                  <MenuItemLink key={link.label} link={link} />
                ))}
              </Menu>
            </MenuProvider>
          </>
        ) : null}
      </Menu>
    </MenuProvider>
  );
}

function MenuItemLink({ link }: { link: NavLink }) {
  const { t } = useTranslation();
  const render = link.external ? (
    // The menu item renders the label inside this anchor.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    <a href={link.href} target="_blank" rel="noopener noreferrer" />
  ) : (
    <Link to={link.to} prefetch="intent" />
  );
  return (
    <MenuItem className="nav-popover-link" render={render}>
      {link.label}
      {link.external ? <span className="visually-hidden"> {t("opensInNewTab")}</span> : null}
    </MenuItem>
  );
}

/** <details> menus stay open across client-side navigation unless closed. */
export function useCloseOnNavigation() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location]);
  return ref;
}
