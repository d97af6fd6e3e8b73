import { Link } from "@remix-run/react";
import { CardGrid } from "~/components/ui/Card";
import { Image } from "~/components/ui/Image";
import { ExternalLink } from "~/components/ui/ExternalLink";
import type { PersonView } from "~/content/facts/people";
import { Avatar } from "./Testimonials";
import "./profile-cards.css";

/**
 * A person of the team (content/facts/people.ts, decision 187) as the about page shows them: only
 * what the company filled in (without a photo, the name's initial, never a drawn face), and the page
 * of their articles when they wrote some.
 */
export type Profile = PersonView & {
  articles: { href: string; label: string } | null;
  profileLabel: string;
};

/** Team members as cards (h3 = name); an empty slot (photo, role, bio, profile link) shows nothing. */
export function ProfileCards({ people }: { people: Profile[] }) {
  return (
    <CardGrid columns={people.length > 2 ? 4 : 2}>
      {people.map((person) => (
        <article key={person.key} className="card profile-card">
          {person.photo ? (
            <Image image={person.photo} className="profile-photo" />
          ) : (
            <Avatar name={person.name} size={96} />
          )}
          <div>
            <h3>{person.name}</h3>
            {person.role ? <p className="profile-role">{person.role}</p> : null}
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
