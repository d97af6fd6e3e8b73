import { Link } from "@remix-run/react";
import { PhoneLink } from "~/components/ui/PhoneLink";
import type { ReactNode } from "react";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { legalNameOf, postalAddress, type CompanyIdentity } from "~/config/company";
import { useCompanyIdentity } from "~/utils/company-identity";
import { pageKeys, pagePath, type PageKey } from "~/utils/pages";
import { useContactFacts } from "~/utils/contact-facts";
import { useLang } from "~/utils/root-data";
import type { Lang } from "~/i18n/language";

/**
 * Inline markup of the FAQ and legal copy, kept deliberately tiny:
 * - [label](page:<page key>) a page of this site in the current language;
 * - [label](https://…) another site, opened in a new tab;
 * - {legalName} {controller} {address} {email} {phone} the company facts (e-mail and phone as links);
 *   {controller} is the legal name with the NIF and the registered office, as far as they are set
 *   (app/content/company/identity.yaml).
 */
const inlinePattern = /\[([^\]]+)\]\(([^)\s]+)\)|\{(legalName|controller|address|email|phone)\}/g;

export function isPageKey(value: string): value is PageKey {
  return (pageKeys as string[]).includes(value);
}

/** Every link target and token of a text, for content tests. */
export function inlineTargets(text: string): { links: string[]; tokens: string[] } {
  const links: string[] = [];
  const tokens: string[] = [];
  for (const match of text.matchAll(inlinePattern)) {
    if (match[2]) links.push(match[2]);
    if (match[3]) tokens.push(match[3]);
  }
  return { links, tokens };
}

export function RichText({ text }: { text: string }) {
  const lang = useLang();
  const contact = useContactFacts();
  const identity = useCompanyIdentity();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [whole, label, target, token] = match;
    const key = `${index}`;
    if (label && target) {
      if (target.startsWith("page:") && isPageKey(target.slice(5))) {
        parts.push(
          <Link key={key} to={pagePath(target.slice(5) as PageKey, lang)}>
            {label}
          </Link>,
        );
      } else if (/^https:\/\//.test(target)) {
        parts.push(
          <ExternalLink key={key} href={target}>
            {label}
          </ExternalLink>,
        );
      } else {
        parts.push(label);
      }
    } else if (token === "email") {
      parts.push(
        <a key={key} href={`mailto:${contact.email}`}>
          {contact.email}
        </a>,
      );
    } else if (token === "phone") {
      parts.push(<PhoneLink key={key} phone={contact.phone} />);
    } else if (token === "legalName") {
      parts.push(legalNameOf(identity));
    } else if (token === "controller") {
      parts.push(controller(identity, lang));
    } else if (token === "address") {
      parts.push(postalAddress(identity.registeredOffice, lang));
    } else {
      parts.push(whole);
    }
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/**
 * The same text as words only (links become their labels, tokens their values): what structured
 * data says the page says (the FAQ's answers).
 */
export function richTextPlain(
  text: string,
  lang: Lang,
  contact: { email: string; phone: string },
  identity: CompanyIdentity,
): string {
  const tokens: Record<string, string> = {
    email: contact.email,
    phone: contact.phone,
    legalName: legalNameOf(identity),
    controller: controller(identity, lang),
    address: postalAddress(identity.registeredOffice, lang),
  };
  return text.replace(
    inlinePattern,
    (whole, label?: string, _target?: string, token?: string) => label ?? (token ? tokens[token] : whole),
  );
}

/** Who is responsible for the data: the legal name, its NIF if set, and the registered office. */
export function controller(identity: CompanyIdentity, lang: Lang): string {
  const name = legalNameOf(identity);
  const address = postalAddress(identity.registeredOffice, lang);
  return lang === "es"
    ? `${name}${identity.nif ? `, con NIF ${identity.nif}` : ""}, con domicilio en ${address}`
    : `${name}${identity.nif ? `, tax ID (NIF) ${identity.nif}` : ""}, with registered office at ${address}`;
}
