import { Link } from "@remix-run/react";
import { Section } from "~/components/ui/Section";

/** A list of links to other pages under a heading (computed by a loader: services/articles/related.ts). */
export type RelatedGroup = { title: string; links: Array<{ href: string; label: string }> };

/** The related block's links: plain links, grouped (services, cases, articles). */
export function RelatedLinks({ groups }: { groups: RelatedGroup[] }) {
  return (
    <div className="related-groups">
      {groups.map((item) => (
        <div key={item.title} className="related-group">
          <h3>{item.title}</h3>
          <ul className="related-links">
            {item.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The related block of a service or case page: a section with its groups, or nothing. */
export function RelatedSection({ title, groups }: { title: string; groups: RelatedGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <Section id="relacionado" title={title}>
      <RelatedLinks groups={groups} />
    </Section>
  );
}
