import { ExternalLink } from "~/components/ui/ExternalLink";
import { Image } from "~/components/ui/Image";
import { Section } from "~/components/ui/Section";
import type { AwardEntry, Certification, PressMention, ProofLogo } from "~/content/facts/proof";
import "./proof-sections.css";

type Heading = { title: string; lead?: string };

/** The words of the proof sections and the company's proof itself (content/facts/proof.ts). */
export type ProofCopy = {
  partners: Heading;
  clients: Heading;
  certifications: Heading & { issuedBy: string };
  awards: Heading & { awardedBy: string; source: string };
  press: Heading;
  items: {
    partners: ProofLogo[];
    clients: ProofLogo[];
    certifications: Certification[];
    awards: AwardEntry[];
    press: PressMention[];
  };
};

/**
 * A section for each kind of proof the company has given, in the order a buyer checks them; a kind
 * with no entry renders nothing (decision 182). Every entry links to where it can be checked.
 */
export function ProofSections({ copy }: { copy: ProofCopy }) {
  const { partners, clients, certifications, awards, press } = copy.items;
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
                <Image image={proofPicture(item)} />
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
                {award.badge ? <Image image={proofPicture({ ...award.badge, name: award.name })} /> : null}
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
function LogoLinks({ logos }: { logos: ProofLogo[] }) {
  return (
    <ul className="logo-wall">
      {logos.map((logo) => (
        <li key={logo.file}>
          <ExternalLink href={logo.url}>
            <Image image={proofPicture(logo)} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/** The image of a piece of proof (its file under public/images/proof/), as `Image` draws it. */
function proofPicture(entry: Omit<ProofLogo, "url">) {
  return { src: `/images/proof/${entry.file}`, width: entry.width, height: entry.height, alt: entry.name };
}
