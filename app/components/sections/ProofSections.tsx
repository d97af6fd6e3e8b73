import { ExternalLink } from "~/components/ui/ExternalLink";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { Section } from "~/components/ui/Section";
import type { LogoView, ProofView } from "~/content/company/schema";
import "./proof-sections.css";

type Heading = { title: string; lead?: string };

/** The words of the proof sections (the proof itself: app/content/company/*.yaml, decision 210). */
export type ProofCopy = {
  partners: Heading;
  clients: Heading;
  certifications: Heading & { issuedBy: string };
  awards: Heading & { awardedBy: string; source: string };
  press: Heading;
};

const LOGO_SIZES = "160px";

/**
 * A section for each kind of proof the company has given, in the order a buyer checks them; a kind
 * with no entry renders nothing (decision 210). Every entry links to where it can be checked.
 */
export function ProofSections({ copy, proof }: { copy: ProofCopy; proof: ProofView }) {
  const { partners, clients, certifications, awards, press } = proof;
  return (
    <>
      {partners.length > 0 ? (
        <Section id="socios" title={copy.partners.title} lead={copy.partners.lead}>
          <LogoLinks logos={partners} />
        </Section>
      ) : null}
      {clients.length > 0 ? (
        <Section id="clientes" title={copy.clients.title} lead={copy.clients.lead}>
          <LogoLinks logos={clients} />
        </Section>
      ) : null}
      {certifications.length > 0 ? (
        <Section id="certificaciones" title={copy.certifications.title} lead={copy.certifications.lead}>
          <ul className="proof-list">
            {certifications.map((item) => (
              <li key={item.name} className="proof-item">
                <ResponsiveImage image={item.picture} sizes={LOGO_SIZES} />
                <p>
                  <ExternalLink href={item.url}>{item.name}</ExternalLink>
                  <br />
                  {copy.certifications.issuedBy} {item.issuer}, {item.year}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {awards.length > 0 ? (
        <Section id="premios" title={copy.awards.title}>
          <ul className="proof-list">
            {awards.map((award) => (
              <li key={`${award.year}-${award.name}`} className="proof-item">
                {award.picture ? <ResponsiveImage image={award.picture} sizes={LOGO_SIZES} /> : null}
                <p>
                  <strong>
                    {award.name} ({award.year})
                  </strong>
                  <br />
                  {copy.awards.awardedBy} {award.awardedBy}.{" "}
                  <ExternalLink href={award.url}>{copy.awards.source}</ExternalLink>
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {press.length > 0 ? (
        <Section id="prensa" title={copy.press.title}>
          <ul className="proof-press">
            {press.map((mention) => (
              <li key={mention.url}>
                <ExternalLink href={mention.url}>
                  <span lang={mention.lang}>{mention.title}</span>
                </ExternalLink>{" "}
                ({mention.outlet}, <time dateTime={mention.date}>{mention.date}</time>)
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

/** Logos on light tiles (a wordmark keeps its colours in both themes), each a link to its owner. */
function LogoLinks({ logos }: { logos: LogoView[] }) {
  return (
    <ul className="logo-wall">
      {logos.map((logo) => (
        <li key={logo.url}>
          <ExternalLink href={logo.url}>
            <ResponsiveImage image={logo.picture} sizes={LOGO_SIZES} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
