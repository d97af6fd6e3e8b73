import { Icon } from "~/components/ui/Icon";
import { useTranslation } from "~/i18n/react";
import { copyrightYears, legalNameOf, postalAddress, visitingAddress } from "~/config/company";
import { useCompanyIdentity } from "~/utils/company-identity";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { CookieSettingsLink } from "~/components/consent/CookieSettingsLink";
import { NewsletterForm } from "~/forms/newsletter/NewsletterForm";
import { useContactFacts } from "~/utils/contact-facts";
import { useLang } from "~/utils/root-data";
import { withFullStop } from "~/utils/format";
import { pagePath } from "~/utils/pages";
import { ChatButton } from "./ChatButton";
import { Logo } from "./Logo";
import { NavAnchor } from "./NavMenus";
import { siteNavigation, type NavLink } from "./navigation";
import "./site-footer.css";

/** The site footer: contact, links, the newsletter form, legal links and the cookie settings. */
export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLang();
  const contact = useContactFacts();
  const identity = useCompanyIdentity();
  const nav = siteNavigation(t, lang);
  const { services } = nav;
  const link = (key: Parameters<typeof pagePath>[0], label: string): NavLink => ({ label, to: pagePath(key, lang) });

  const companyLinks = [
    link("about", t("nav.about")),
    link("cases", t("nav.cases")),
    { label: t("footer.team"), to: `${pagePath("about", lang)}#equipo` },
    link("careers", t("footer.careers")),
    link("blog", t("nav.blog")),
  ];
  const legalLinks = [
    link("privacy", t("footer.privacy")),
    link("terms", t("footer.terms")),
    link("cookies", t("footer.cookies")),
  ];

  return (
    <footer className="site-footer" aria-label={t("footer.label")}>
      <div className="container footer-grid">
        <section className="footer-brand" aria-labelledby="footer-contact-heading">
          <Logo />
          <p>{t("footer.blurb")}</p>
          <h2 id="footer-contact-heading" className="footer-heading">
            {t("footer.contactHeading")}
          </h2>
          <ul className="footer-contact">
            <li>
              <Icon name="mail" size={18} />
              <span className="visually-hidden">{t("footer.emailLabel")}: </span>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <Icon name="phone" size={18} />
              <span className="visually-hidden">{t("footer.phoneLabel")}: </span>
              <PhoneLink phone={contact.phone} />
            </li>
            <li>
              <Icon name="map-pin" size={18} />
              <span>{postalAddress(visitingAddress(identity), lang)}</span>
            </li>
          </ul>
        </section>
        <FooterLinks
          id="footer-services"
          heading={t("footer.servicesHeading")}
          links={[
            ...services.links,
            ...(services.submenu ? [{ label: services.submenu.label, to: services.submenu.to }] : []),
          ]}
        />
        <FooterLinks id="footer-company" heading={t("footer.companyHeading")} links={companyLinks} />
        <section className="footer-newsletter" aria-labelledby="footer-newsletter-heading" id="newsletter">
          <h2 id="footer-newsletter-heading" className="footer-heading">
            {t("footer.newsletterHeading")}
          </h2>
          <NewsletterForm />
        </section>
      </div>
      <div className="container footer-bottom">
        <p>
          © {copyrightYears()} {withFullStop(legalNameOf(identity))} {t("footer.rights")}
        </p>
        <nav aria-label={t("footer.legalHeading")}>
          <ul className="footer-legal">
            {legalLinks.map((item) => (
              <li key={item.label}>
                <NavAnchor link={item} />
              </li>
            ))}
            <li>
              <CookieSettingsLink />
            </li>
          </ul>
        </nav>
      </div>
      {/* Fixed at the corner of the screen, but inside a landmark for screen-reader users. */}
      <ChatButton />
    </footer>
  );
}

/**
 * A footer column of links. On phones it folds into a <details> (no script needed) so the footer
 * does not take two screens (issue 37, decision 218); from 768 px the same links show as a heading
 * and a list. The two copies never show at once: the hidden one is `display: none`, out of the
 * accessibility tree and the tab order.
 */
function FooterLinks({ id, heading, links }: { id: string; heading: string; links: NavLink[] }) {
  const list = (
    <ul className="footer-links">
      {links.map((item) => (
        <li key={item.label}>
          <NavAnchor link={item} />
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby={id}>
      <div className="footer-wide">
        <h2 id={id} className="footer-heading">
          {heading}
        </h2>
        {list}
      </div>
      <details className="footer-fold">
        <summary className="footer-heading">{heading}</summary>
        {list}
      </details>
    </section>
  );
}
