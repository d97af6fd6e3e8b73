import type { TFunction } from "i18next";
import { company } from "~/config/company";
import type { Lang } from "~/i18n/language";
import type { ServiceKey } from "~/i18n/resources/services";
import { pagePath, type PageKey } from "~/utils/pages";

export type NavLink = { label: string; to: string; external?: false } | { label: string; href: string; external: true };
export type NavGroup = { label: string; links: NavLink[]; submenu?: NavGroup & { to: string } };

/** The header's destinations, shared by the desktop menus, the mobile menu and the footer. */
export function siteNavigation(t: TFunction, lang: Lang) {
  const page = (key: PageKey, label: string): NavLink => ({ label, to: pagePath(key, lang) });
  const service = (key: ServiceKey): NavLink => page(key, t(`${key}.name`, { ns: "services" }));
  const external = (href: string, label: string): NavLink => ({ label, href, external: true });

  // The spec's "RTS" menu held the company's pages and its cases, blog and FAQ: each menu is named
  // for what it holds (issue 30), and careers, in the spec's footer only, joins the company's pages.
  const companyPages: NavGroup = {
    label: t("nav.company"),
    links: [
      page("about", t("nav.about")),
      page("how-we-work", t("nav.howWeWork")),
      page("careers", t("footer.careers")),
    ],
  };
  const resources: NavGroup = {
    label: t("nav.resources"),
    links: [page("cases", t("nav.cases")), page("blog", t("nav.blog")), page("faq", t("nav.faq"))],
  };
  const kitDigital = {
    label: t("kit-digital.name", { ns: "services" }),
    to: pagePath("kit-digital", lang),
    links: [
      service("kit-process"),
      service("kit-website"),
      service("kit-seo"),
      service("kit-bi"),
      service("kit-social"),
      page("kit-digital", t("nav.kitAll")),
    ],
  };
  const services: NavGroup = {
    label: t("nav.services"),
    links: [
      page("services", t("nav.allServices")),
      service("service-ai"),
      service("service-robotics"),
      service("service-marketing"),
      service("service-software"),
      // BI is one of the offerings (content/facts/services.ts); its page is also a Kit Digital category.
      service("kit-bi"),
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
    services,
    groups: [companyPages, services, resources, products],
  };
}
