import { telLink } from "~/config/company";

/** A phone number that dials on tap and never breaks across lines (non-breaking spaces). */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telLink(phone)} className={className}>
      {phone.replace(/ /g, "\u00a0")}
    </a>
  );
}
