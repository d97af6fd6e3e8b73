import type { Picture } from "~/components/ui/Card";
import "./award.css";

export type AwardCopy = { year: string; name: string; description: string; image: Picture };

/** A distinction the company received: its badge, year, name and why. */
export function Award({ award }: { award: AwardCopy }) {
  return (
    <div className="award">
      <img
        src={award.image.src}
        width={award.image.width}
        height={award.image.height}
        alt={award.image.alt}
        loading="lazy"
        decoding="async"
      />
      <div>
        <p className="award-year">{award.year}</p>
        <h3>{award.name}</h3>
        <p>{award.description}</p>
      </div>
    </div>
  );
}
