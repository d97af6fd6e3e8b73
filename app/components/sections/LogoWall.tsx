import { Image, type Picture } from "~/components/ui/Image";
import "./logo-wall.css";

/** A row of partner or client logos (local SVGs); the alt text names each one. */
export function LogoWall({ logos }: { logos: Picture[] }) {
  return (
    <ul className="logo-wall">
      {logos.map((logo) => (
        <li key={logo.src}>
          <Image image={logo} />
        </li>
      ))}
    </ul>
  );
}
