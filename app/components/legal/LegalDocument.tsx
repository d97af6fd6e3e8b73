import { useTranslation } from "~/i18n/react";
import { CookieSettingsLink } from "~/components/consent/CookieSettingsLink";
import { CookiePreferencesForm } from "~/components/consent/CookiePreferences";
import { BackLink } from "~/components/ui/BackLink";
import { FactList } from "~/components/ui/FactList";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { Hero, type HeroVisual } from "~/components/ui/Section";
import { Table } from "~/components/ui/Table";
import type { LegalBlock, LegalPage } from "~/content/legal";
import { legalNameOf, postalAddress, visitingAddress } from "~/config/company";
import { useCompanyIdentity } from "~/utils/company-identity";
import { pagePath } from "~/utils/pages";
import { useContactFacts } from "~/utils/contact-facts";
import { useLang } from "~/utils/root-data";
import { RichText } from "./RichText";
import "./legal.css";

type Props = { content: LegalPage; revisedText: string; visual: HeroVisual };

/** A legal page: hero with the revision date, back link, table of contents and <h2> sections. */
export function LegalDocument({ content, revisedText, visual }: Props) {
  const { t } = useTranslation("legal");
  const lang = useLang();
  return (
    <>
      <Hero visual={visual} title={content.hero.title} lead={content.hero.lead}>
        <p className="legal-updated">
          {t("updated")} <time dateTime={content.revised}>{revisedText}</time>
        </p>
      </Hero>
      <div className="container legal-layout">
        <p className="back-link-row">
          <BackLink to={pagePath("home", lang)} label={t("back")} />
        </p>
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <p id="legal-toc-title" className="legal-toc-title">
            {t("toc")}
          </p>
          <ol>
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-body">
          {content.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="legal-section"
              aria-labelledby={`${section.id}-heading`}
            >
              <h2 id={`${section.id}-heading`}>{section.title}</h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case "p":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="legal-list">
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return (
        <Table
          className="legal-table"
          caption={block.caption}
          columns={block.head.map((header) => ({ header }))}
          rows={block.rows.map((row) => ({
            key: row[0],
            cells: row.map((cell, index) => (index === 0 ? <code key="name">{cell}</code> : cell)),
          }))}
        />
      );
    case "company":
      return <CompanyIdentification />;
    case "cookie-preferences":
      return (
        <div className="cookie-preferences-control">
          <p>
            <CookieSettingsLink className="button button-secondary" />
          </p>
          <CookiePreferencesForm />
        </div>
      );
  }
}

/**
 * The owner's identification a Spanish website must publish (LSSI-CE art. 10): the registered
 * facts the operator has set (app/content/company/identity.yaml, decision 210) and the contact details.
 */
function CompanyIdentification() {
  const { t } = useTranslation("legal");
  const lang = useLang();
  const contact = useContactFacts();
  const identity = useCompanyIdentity();
  const registeredFacts = [
    { label: t("company.legalName"), value: legalNameOf(identity) },
    { label: t("company.taxId"), value: identity.nif },
    { label: t("company.address"), value: postalAddress(identity.registeredOffice, lang) },
    { label: t("company.office"), value: identity.office ? postalAddress(visitingAddress(identity), lang) : null },
    { label: t("company.registry"), value: identity.registry },
    { label: t("company.kitDigitalAdhesion"), value: identity.kitDigitalAdhesion },
  ].flatMap((fact) => (fact.value ? [{ label: fact.label, value: fact.value }] : []));
  const facts = [
    ...registeredFacts,
    { label: t("company.email"), value: <a href={`mailto:${contact.email}`}>{contact.email}</a> },
    { label: t("company.phone"), value: <PhoneLink phone={contact.phone} /> },
  ];
  return <FactList className="company-facts" facts={facts} />;
}
