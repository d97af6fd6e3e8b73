import { CardGrid } from "~/components/ui/Card";
import { Image, type Picture } from "~/components/ui/Image";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { Avatar } from "./Testimonials";
import "./profile-cards.css";

/**
 * A person of the team: name, role, short bio, a professional-network profile and, when the person
 * gives one, a photo (public/images/team/; without it the card shows the name's initial, never a
 * drawn face).
 */
export type Profile = {
  name: string;
  role: string;
  bio: string;
  image?: Picture;
  profileUrl: string;
  profileLabel: string;
};

/** Team members as cards (h3 = name); the profile link opens in a new tab. */
export function ProfileCards({ people }: { people: Profile[] }) {
  return (
    <CardGrid columns={2}>
      {people.map((person) => (
        <article key={person.name} className="card profile-card">
          {person.image ? (
            <Image image={person.image} className="profile-photo" />
          ) : (
            <Avatar name={person.name} size={96} />
          )}
          <div>
            <h3>{person.name}</h3>
            <p className="profile-role">{person.role}</p>
            <p>{person.bio}</p>
            <p>
              <ExternalLink href={person.profileUrl} className="card-link">
                {person.profileLabel}
              </ExternalLink>
            </p>
          </div>
        </article>
      ))}
    </CardGrid>
  );
}
