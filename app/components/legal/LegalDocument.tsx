import { Link } from "@remix-run/react";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { ArrowLeft } from "lucide-react";
import { CookiePreferencesForm, CookieSettingsLink } from "~/components/consent/CookieConsent";
import { Hero } from "~/components/ui/Section";
import type { LegalBlock, LegalLabels, LegalPage } from "~/content/legal";
import { company } from "~/config/company";
import { pagePath } from "~/utils/pages";
import { useContactFacts, useLang } from "~/utils/root-data";
import { companyAddress, RichText } from "./RichText";

type Props = { content: LegalPage; labels: LegalLabels; revisedText: string };

/** A legal page: hero with the revision date, back link, table of contents and <h2> sections. */
export function LegalDocument({ content, labels, revisedText }: Props) {
  const lang = useLang();
  return (
    <>
      <Hero title={content.hero.title} lead={content.hero.lead}>
        <p className="legal-updated">
          {labels.updated} <time dateTime={content.revised}>{revisedText}</time>
        </p>
      </Hero>
      <div className="container legal-layout">
        <p className="back-link-row">
          <Link to={pagePath("home", lang)} className="back-link">
            <ArrowLeft aria-hidden="true" size={18} />
            {labels.back}
          </Link>
        </p>
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <p id="legal-toc-title" className="legal-toc-title">
            {labels.toc}
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
                <Block key={index} block={block} labels={labels} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

function Block({ block, labels }: { block: LegalBlock; labels: LegalLabels }) {
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
        <section className="table-wrap legal-table" tabIndex={0} aria-label={block.caption}>
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        <code>{cell}</code>
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    case "company":
      return <CompanyIdentification labels={labels} />;
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

/** The owner's identification a Spanish website must publish (LSSI-CE art. 10). */
function CompanyIdentification({ labels }: { labels: LegalLabels }) {
  const lang = useLang();
  const contact = useContactFacts();
  return (
    <dl className="company-facts" id="company-identification">
      <div>
        <dt>{labels.company.legalName}</dt>
        <dd>{company.legalName}</dd>
      </div>
      <div>
        <dt>{labels.company.taxId}</dt>
        <dd>{company.taxId}</dd>
      </div>
      <div>
        <dt>{labels.company.address}</dt>
        <dd>{companyAddress(lang)}</dd>
      </div>
      <div>
        <dt>{labels.company.registry}</dt>
        <dd>{company.registry}</dd>
      </div>
      <div>
        <dt>{labels.company.email}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
      </div>
      <div>
        <dt>{labels.company.phone}</dt>
        <dd>
          <PhoneLink phone={contact.phone} />
        </dd>
      </div>
    </dl>
  );
}
