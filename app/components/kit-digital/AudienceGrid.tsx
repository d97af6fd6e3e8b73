import type { KitDigitalContent } from "~/content/kit-digital";
import { AudienceIconView } from "./icons";

/** Who can apply: one card per target group, with its size. */
export function AudienceGrid({ items }: { items: KitDigitalContent["audiences"]["items"] }) {
  return (
    <ul className="grid">
      {items.map((audience) => (
        <li key={audience.title}>
          <div className="card">
            <span className="card-icon">
              <AudienceIconView icon={audience.icon} />
            </span>
            <h3>{audience.title}</h3>
            <p className="kit-audience-size">{audience.size}</p>
            <p className="muted">{audience.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
