import type { ReactNode } from "react";
import { Card, CardGrid } from "~/components/ui/Card";
import type { IconName } from "~/components/ui/Icon";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { company } from "~/config/company";
import type { contactContent } from "~/content/contact";
import type { Lang } from "~/i18n/language";
import { useContactFacts } from "~/utils/contact-facts";

type ContactCopy = (typeof contactContent)[Lang];

/** The four info cards: e-mail and phone (operator-configured), the Valencia office, global reach. */
export function ContactInfoCards({ info, lang }: { info: ContactCopy["info"]; lang: Lang }) {
  const facts = useContactFacts();
  const { address } = company;
  const cards: { icon: IconName; copy: { title: string; description: string }; value: ReactNode }[] = [
    { icon: "mail", copy: info.email, value: <a href={`mailto:${facts.email}`}>{facts.email}</a> },
    { icon: "phone", copy: info.phone, value: <PhoneLink phone={facts.phone} /> },
    {
      icon: "map-pin",
      copy: info.location,
      value: (
        <>
          {address.street}
          <br />
          {address.postalCode} {address.city}, {address.country[lang]}
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
