import { ButtonLinks } from "./ContentLink";
import { CtaBand } from "./CtaBand";

export type ContactServicesCtaCopy = { title: string; lead: string; contact: string; services: string };

/** The closing band of the proof pages: contact us, or see the services. */
export function ContactServicesCta({ id, copy }: { id: string; copy: ContactServicesCtaCopy }) {
  return (
    <CtaBand id={id} title={copy.title} lead={copy.lead}>
      <ButtonLinks
        links={[
          { page: "contact", label: copy.contact },
          { page: "services", label: copy.services },
        ]}
      />
    </CtaBand>
  );
}
