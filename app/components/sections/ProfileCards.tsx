import { Link } from "@remix-run/react";
import { CardGrid } from "~/components/ui/Card";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import type { PersonView } from "~/content/company/schema";
import "./profile-cards.css";

/**
 * A person of the team (app/content/company/people/, decision 213) as the about page shows
 * them: only what the company filled in (the role until it gives the name; no photo, no stand-in
 * for one), and the page of their articles when they have one.
 */
export type Profile = PersonView & {
  articles: { href: string; label: string } | null;
  profileLabel: string;
};

/** Team members as cards (h3 = name, or the role until the name is given); an empty slot shows nothing. */
export function ProfileCards({ people }: { people: Profile[] }) {
  return (
    <CardGrid columns={people.length > 2 ? 4 : 2}>
      {people.map((person) => (
        <article key={person.key} className="card profile-card">
          {person.photo ? <ResponsiveImage image={person.photo} sizes="96px" className="profile-photo" /> : null}
          <div>
            <h3>{person.name ?? person.role}</h3>
            {person.name ? <p className="profile-role">{person.role}</p> : null}
            {person.bio ? <p>{person.bio}</p> : null}
            {person.articles ? (
              <p>
                <Link to={person.articles.href} className="card-link">
                  {person.articles.label}
                </Link>
              </p>
            ) : null}
            {person.profileUrl ? (
              <p>
                <ExternalLink href={person.profileUrl} className="card-link">
                  {person.profileLabel}
                </ExternalLink>
              </p>
            ) : null}
          </div>
        </article>
      ))}
    </CardGrid>
  );
}
