import { Link } from "@remix-run/react";
import { Menu as MenuIcon, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ServiceSearch } from "~/components/search/ServiceSearch";
import { useLang } from "~/utils/root-data";
import { pagePath } from "~/utils/pages";
import { LanguageSwitch, ThemeToggle } from "./HeaderTools";
import { Logo } from "./Logo";
import { NavAnchor, NavMenu, useCloseOnNavigation } from "./NavMenus";
import { siteNavigation } from "./navigation";
import "./site-header.css";

export function SiteHeader() {
  const { t } = useTranslation();
  const lang = useLang();
  const nav = siteNavigation(t, lang);
  const searchRef = useCloseOnNavigation();
  const mobileRef = useCloseOnNavigation();

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link to={pagePath("home", lang)} className="logo-link" aria-label={t("logoLabel")}>
          <Logo />
        </Link>

        <nav aria-label={t("nav.label")} className="desktop-nav">
          <ul className="nav-list">
            <li>
              <NavAnchor link={nav.home} className="nav-trigger" />
            </li>
            {nav.groups.map((group) => (
              <li key={group.label}>
                <NavMenu group={group} />
              </li>
            ))}
            <li>
              <NavAnchor link={nav.contact} className="nav-trigger" />
            </li>
          </ul>
        </nav>

        <div className="header-tools">
          <details className="search-disclosure" ref={searchRef}>
            <summary className="header-tool" aria-label={t("search.toggle")}>
              <Search aria-hidden="true" size={20} />
            </summary>
            <div className="search-panel">
              <ServiceSearch id="header-search" />
            </div>
          </details>
          <ThemeToggle />
          <LanguageSwitch />
          <details className="mobile-menu" ref={mobileRef}>
            <summary className="header-tool mobile-menu-toggle" aria-label={t("nav.openMenu")}>
              <MenuIcon aria-hidden="true" size={22} />
            </summary>
            <div className="mobile-menu-panel">
              <ServiceSearch id="mobile-search" />
              <nav aria-label={t("nav.menu")}>
                <ul className="mobile-nav-list">
                  <li>
                    <NavAnchor link={nav.home} className="mobile-nav-link" />
                  </li>
                  {nav.groups.map((group) => (
                    <li key={group.label}>
                      <p className="mobile-nav-heading">{group.label}</p>
                      <ul>
                        {group.links.map((link) => (
                          <li key={link.label}>
                            <NavAnchor link={link} className="mobile-nav-link" />
                          </li>
                        ))}
                      </ul>
                      {group.submenu ? (
                        <>
                          <p className="mobile-nav-heading mobile-nav-subheading">{group.submenu.label}</p>
                          <ul>
                            {group.submenu.links.map((link) => (
                              <li key={link.label}>
                                <NavAnchor link={link} className="mobile-nav-link" />
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                    </li>
                  ))}
                  <li>
                    <NavAnchor link={nav.contact} className="mobile-nav-link" />
                  </li>
                </ul>
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
