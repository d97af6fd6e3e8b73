import { Icon } from "~/components/ui/Icon";
import { Link, useLocation } from "@remix-run/react";
import { Fragment, useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { ServiceSearch } from "~/components/search/ServiceSearch";
import { DemoBookingButton } from "~/forms/demo-booking/DemoBookingButton";
import { useLang } from "~/utils/root-data";
import { pagePath } from "~/utils/pages";
import { closeHeaderDisclosures, enhanceHeaderDisclosures } from "./header-disclosures";
import { LanguageSwitch, ThemeToggle } from "./HeaderTools";
import { Logo } from "./Logo";
import { NavAnchor, NavMenu } from "./NavMenus";
import { siteNavigation, type NavGroup } from "./navigation";
import "./site-header.css";

/**
 * The site header. Its menus are `<details>`, so they open without JavaScript (decision 100);
 * header-disclosures.ts adds what a menu button is expected to do besides (Escape, a click outside,
 * arrow keys), and a followed link closes them.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const lang = useLang();
  const nav = siteNavigation(t, lang);
  const servicesPath = pagePath("services", lang);
  const header = useRef<HTMLElement>(null);
  const { key: pageVisit } = useLocation();
  const shownVisit = useRef(pageVisit);
  useEffect(() => (header.current ? enhanceHeaderDisclosures(header.current) : undefined), []);
  useEffect(() => {
    // A new page: the menu a link was followed from closes (one opened before hydration stays).
    if (shownVisit.current === pageVisit || !header.current) return;
    shownVisit.current = pageVisit;
    closeHeaderDisclosures(header.current);
  }, [pageVisit]);

  return (
    <header className="site-header" id="site-header" tabIndex={-1} ref={header}>
      <div className="container header-bar">
        <Link to={pagePath("home", lang)} className="logo-link" aria-label={t("logoLabel")}>
          <Logo />
        </Link>

        <nav aria-label={t("nav.label")} className="desktop-nav">
          <NavList
            nav={nav}
            className="nav-list"
            linkClassName="nav-trigger"
            group={(group) => <NavMenu group={group} />}
          />
        </nav>

        {/* The call to action every page carries: the demo booking (a dialog, or the page's form without JS). */}
        <div className="header-cta">
          <DemoBookingButton>{t("nav.bookDemo")}</DemoBookingButton>
        </div>

        <div className="header-tools">
          <HeaderPanel kind="search" label={t("search.toggle")} icon={<Icon name="search" size={20} />}>
            <ServiceSearch id="header-search" action={servicesPath} />
          </HeaderPanel>
          <ThemeToggle />
          <LanguageSwitch />
          <HeaderPanel kind="mobile-menu" label={t("nav.openMenu")} icon={<Icon name="menu" size={22} />}>
            <ServiceSearch id="mobile-search" action={servicesPath} />
            <nav aria-label={t("nav.menu")}>
              <NavList nav={nav} className="mobile-nav-list" linkClassName="mobile-nav-link" group={MobileGroup} />
            </nav>
          </HeaderPanel>
        </div>
      </div>
    </header>
  );
}

/** Home, the menus' groups (drawn by `group`) and contact, as a list. */
function NavList({
  nav,
  className,
  linkClassName,
  group,
}: {
  nav: ReturnType<typeof siteNavigation>;
  className: string;
  linkClassName: string;
  group: (group: NavGroup) => ReactNode;
}) {
  return (
    <ul className={className}>
      <li>
        <NavAnchor link={nav.home} className={linkClassName} />
      </li>
      {nav.groups.map((item) => (
        <li key={item.label}>{group(item)}</li>
      ))}
      <li>
        <NavAnchor link={nav.contact} className={linkClassName} />
      </li>
    </ul>
  );
}

/** A group of the mobile menu: a heading and its links, then its submenu's. */
function MobileGroup(group: NavGroup) {
  return [group, ...(group.submenu ? [group.submenu] : [])].map((section, index) => (
    <Fragment key={section.label}>
      <p className={index === 0 ? "mobile-nav-heading" : "mobile-nav-heading mobile-nav-subheading"}>{section.label}</p>
      <ul>
        {section.links.map((link) => (
          <li key={link.label}>
            <NavAnchor link={link} className="mobile-nav-link" />
          </li>
        ))}
      </ul>
    </Fragment>
  ));
}

/**
 * A header button that opens a panel under the header (the search, the mobile menu): a <details>,
 * so it works without JavaScript.
 */
function HeaderPanel({
  kind,
  label,
  icon,
  children,
}: {
  kind: "search" | "mobile-menu";
  label: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const disclosure = kind === "search" ? "search-disclosure" : "mobile-menu";
  const toggle = kind === "search" ? "header-tool" : "header-tool mobile-menu-toggle";
  return (
    <details className={disclosure}>
      <summary className={toggle} aria-label={label}>
        {icon}
      </summary>
      <div className={`${kind}-panel`}>{children}</div>
    </details>
  );
}
