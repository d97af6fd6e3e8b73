import { Link } from "@remix-run/react";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";
import { CtaBand } from "./CtaBand";

export type ContactServicesCtaCopy = { title: string; lead: string; contact: string; services: string };

/** The closing band of the proof pages: contact us, or see the services. */
export function ContactServicesCta({ id, copy }: { id: string; copy: ContactServicesCtaCopy }) {
  const lang = useLang();
  return (
    <CtaBand id={id} title={copy.title} lead={copy.lead}>
      <Link to={pagePath("contact", lang)} className="button button-primary">
        {copy.contact}
      </Link>
      <Link to={pagePath("services", lang)} className="button button-secondary">
        {copy.services}
      </Link>
    </CtaBand>
  );
}
