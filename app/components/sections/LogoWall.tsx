import type { Picture } from "~/components/ui/Card";
import "./logo-wall.css";

/** A row of partner or client logos (local SVGs); the alt text names each one. */
export function LogoWall({ logos }: { logos: Picture[] }) {
  return (
    <ul className="logo-wall">
      {logos.map((logo) => (
        <li key={logo.src}>
          <img src={logo.src} width={logo.width} height={logo.height} alt={logo.alt} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
