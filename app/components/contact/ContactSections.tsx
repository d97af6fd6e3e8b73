import { CalendarClock, Clock, Earth, Gift, Mail, MapPin, MonitorPlay, Phone, type LucideIcon } from "lucide-react";
import { company } from "~/config/company";
import { PhoneLink } from "~/components/ui/PhoneLink";
import type { contactContent } from "~/content/contact";
import type { Lang } from "~/i18n/language";
import { useContactFacts } from "~/utils/root-data";

type ContactCopy = (typeof contactContent)[Lang];

/** The four info cards: e-mail and phone (operator-configured), the Valencia office, global reach. */
export function ContactInfoCards({ info, lang }: { info: ContactCopy["info"]; lang: Lang }) {
  const facts = useContactFacts();
  const { address } = company;
  return (
    <ul className="grid grid-4">
      <InfoCard icon={Mail} title={info.email.title} description={info.email.description}>
        <a href={`mailto:${facts.email}`} className="card-link contact-value">
          {facts.email}
        </a>
      </InfoCard>
      <InfoCard icon={Phone} title={info.phone.title} description={info.phone.description}>
        <PhoneLink phone={facts.phone} className="card-link contact-value" />
      </InfoCard>
      <InfoCard icon={MapPin} title={info.location.title} description={info.location.description}>
        <p className="contact-value">
          {address.street}
          <br />
          {address.postalCode} {address.city}, {address.country[lang]}
        </p>
      </InfoCard>
      <InfoCard icon={Earth} title={info.global.title} description={info.global.description}>
        <p className="card-link contact-value">{info.global.value}</p>
      </InfoCard>
    </ul>
  );
}

function InfoCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <li className="card">
      <span className="card-icon">
        <Icon aria-hidden="true" size={24} />
      </span>
      <h3>{title}</h3>
      {children}
      <p className="muted">{description}</p>
    </li>
  );
}

const benefitIcons: Record<string, LucideIcon> = {
  consultation: Gift,
  response: Clock,
  hours: CalendarClock,
  demo: MonitorPlay,
};

/** The four benefit cards under the form. */
export function ContactBenefits({ items }: { items: ContactCopy["benefits"]["items"] }) {
  return (
    <ul className="grid grid-4">
      {items.map((item) => {
        const Icon = benefitIcons[item.key] ?? Gift;
        return (
          <li key={item.key} className="card">
            <span className="card-icon">
              <Icon aria-hidden="true" size={24} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
