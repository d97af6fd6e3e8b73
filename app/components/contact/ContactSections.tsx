import type { ReactNode } from "react";
import { Card, CardGrid } from "~/components/ui/Card";
import { Icon } from "~/components/ui/Icon";
import "./contact.css";
import type { IconName } from "~/components/ui/Icon";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { company, postalAddress, visitingAddress, type CompanyAddress } from "~/config/company";
import type { contactContent } from "~/content/contact";
import type { Lang } from "~/i18n/language";
import { useCompanyIdentity } from "~/utils/company-identity";
import { useContactFacts } from "~/utils/contact-facts";

type ContactCopy = (typeof contactContent)[Lang];

/**
 * A plain link to the address on OpenStreetMap's own site (nothing loads from a third party until
 * the visitor follows it); null without a street, where a map would only show the city.
 */
export function mapLink(address: CompanyAddress): string | null {
  if (!address.street) return null;
  const query = [address.street, address.postalCode, address.city ?? company.address.city, "España"]
    .filter(Boolean)
    .join(", ");
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** The four info cards: e-mail and phone (operator-configured), the Valencia office, global reach. */
export function ContactInfoCards({ info, lang }: { info: ContactCopy["info"]; lang: Lang }) {
  const facts = useContactFacts();
  const office = visitingAddress(useCompanyIdentity());
  // A plain link to OpenStreetMap's site: no map, script or tile loads from elsewhere before a click.
  const map = mapLink(office);
  const cards: { icon: IconName; copy: { title: string; description: string }; value: ReactNode }[] = [
    { icon: "mail", copy: info.email, value: <a href={`mailto:${facts.email}`}>{facts.email}</a> },
    { icon: "phone", copy: info.phone, value: <PhoneLink phone={facts.phone} /> },
    {
      icon: "map-pin",
      copy: info.location,
      value: (
        <>
          {postalAddress(office, lang)}
          {map ? (
            <>
              <br />
              <ExternalLink href={map}>{info.location.map}</ExternalLink>
            </>
          ) : null}
        </>
      ),
    },
    { icon: "earth", copy: info.global, value: info.global.value },
  ];
  return (
    <CardGrid columns={4}>
      {cards.map(({ icon, copy, value }) => (
        <Card key={copy.title} icon={icon} title={copy.title} subtitle={value} description={copy.description} muted />
      ))}
    </CardGrid>
  );
}

/**
 * What a visitor can expect after writing, beside the form from 1024 px (so the form's section has
 * no empty third) and under it on smaller screens.
 */
export function ContactExpectations({ benefits }: { benefits: ContactCopy["benefits"] }) {
  return (
    <aside id="contact-benefits" className="contact-expectations" aria-labelledby="contact-benefits-title">
      <h2 id="contact-benefits-title" className="contact-expectations-title">
        {benefits.title}
      </h2>
      <ul>
        {benefits.items.map((item) => (
          <li key={item.title}>
            {item.icon ? <Icon name={item.icon} size={22} /> : null}
            <div>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
