import type { TFunction } from "i18next";
import { company } from "~/config/company";
import type { Lang } from "~/i18n/language";
import { pagePath, type PageKey } from "~/utils/pages";

export type NavLink = { label: string; to: string; external?: false } | { label: string; href: string; external: true };
export type NavGroup = { label: string; links: NavLink[]; submenu?: NavGroup & { to: string } };

/** The header's destinations, shared by the desktop menus, the mobile menu and the footer. */
export function siteNavigation(t: TFunction, lang: Lang) {
  const page = (key: PageKey, label: string): NavLink => ({ label, to: pagePath(key, lang) });
  const external = (href: string, label: string): NavLink => ({ label, href, external: true });

  const rts: NavGroup = {
    label: t("nav.rts"),
    links: [
      page("about", t("nav.about")),
      page("how-we-work", t("nav.howWeWork")),
      page("faq", t("nav.faq")),
      page("blog", t("nav.blog")),
      page("cases", t("nav.cases")),
    ],
  };
  const kitDigital = {
    label: t("nav.kitDigital"),
    to: pagePath("kit-digital", lang),
    links: [
      page("kit-process", t("nav.kitProcess")),
      page("kit-website", t("nav.kitWebsite")),
      page("kit-seo", t("nav.kitSeo")),
      page("kit-bi", t("nav.kitBi")),
      page("kit-social", t("nav.kitSocial")),
      page("kit-digital", t("nav.kitAll")),
    ],
  };
  const services: NavGroup = {
    label: t("nav.services"),
    links: [
      page("services", t("nav.allServices")),
      page("service-ai", t("nav.ai")),
      page("service-robotics", t("nav.robotics")),
      page("service-marketing", t("nav.marketing")),
      page("service-software", t("nav.software")),
    ],
    submenu: kitDigital,
  };
  const products: NavGroup = {
    label: t("nav.products"),
    links: [
      external(company.products.robots, t("nav.productRobots")),
      external(company.products.influenceAgency, t("nav.productInfluence")),
      external(company.products.timeTracking, t("nav.productTimeTracking")),
      external(company.products.academy, t("nav.productAcademy")),
      external(company.products.blockchain, t("nav.productBlockchain")),
    ],
  };
  return {
    home: page("home", t("nav.home")),
    contact: page("contact", t("nav.contact")),
    groups: [rts, services, products],
  };
}
