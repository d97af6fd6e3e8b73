import { Image, type Picture } from "~/components/ui/Image";
import "./award.css";

export type AwardCopy = { year: string; name: string; description: string; image: Picture };

/** A distinction the company received: its badge, year, name and why. */
export function Award({ award }: { award: AwardCopy }) {
  return (
    <div className="award">
      <Image image={award.image} />
      <div>
        <p className="award-year">{award.year}</p>
        <h3>{award.name}</h3>
        <p>{award.description}</p>
      </div>
    </div>
  );
}
