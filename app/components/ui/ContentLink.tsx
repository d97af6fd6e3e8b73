import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Lang } from "~/i18n/language";
import { pagePath, type PageKey } from "~/utils/pages";
import { useLang } from "~/utils/root-data";
import { ExternalLink } from "./ExternalLink";
import { Icon, type IconName } from "./Icon";

/**
 * Where a content link goes: a page of the route table (in the page's language, with an optional
 * query string, without its "?"), a section of the same page (`anchor`: an element's id) or
 * another site.
 */
export type LinkTarget = { page: PageKey; hash?: string; query?: string } | { anchor: string } | { external: string };

/** A link with a visible label and, optionally, hidden context ("Saber más" + " sobre Robótica"). */
export type ContentLink = LinkTarget & { label: string; context?: string };

/** The href of an internal target in a language. */
export function targetHref(target: { page: PageKey; hash?: string; query?: string }, lang: Lang): string {
  const { query, hash } = target;
  return pagePath(target.page, lang) + (query ? `?${query}` : "") + (hash ? `#${hash}` : "");
}

/**
 * Renders a ContentLink: internal pages through <Link>, other sites through <ExternalLink>. An
 * `icon` (decorative) follows the label.
 */
export function ContentAnchor({
  link,
  className,
  icon,
  children,
}: {
  link: ContentLink;
  className?: string;
  icon?: IconName;
  children?: ReactNode;
}) {
  const lang = useLang();
  const body = (
    <>
      {children ?? link.label}
      {link.context ? <span className="visually-hidden"> {link.context}</span> : null}
      {icon ? <Icon name={icon} size={16} /> : null}
    </>
  );
  if ("external" in link) {
    return (
      <ExternalLink href={link.external} className={className}>
        {body}
      </ExternalLink>
    );
  }
  if ("anchor" in link) {
    return (
      <a href={`#${link.anchor}`} className={className}>
        {body}
      </a>
    );
  }
  return (
    <Link to={targetHref(link, lang)} className={className}>
      {body}
    </Link>
  );
}

/** A row of call-to-action links drawn as buttons: the first primary, the others secondary. */
export function ButtonLinks({ links }: { links: ContentLink[] }) {
  return links.map((link, index) => (
    <ContentAnchor
      key={link.label}
      link={link}
      className={index === 0 ? "button button-primary" : "button button-secondary"}
    />
  ));
}
