import type { KitCard } from "~/content/kit-digital-categories";
import { KitCardIconView } from "./icons";

/** Cards with an icon, an <h3> title and a description, as a list. */
export function CardGrid({ items, columns = 3 }: { items: KitCard[]; columns?: 3 | 4 }) {
  return (
    <ul className={columns === 4 ? "grid grid-4" : "grid kit-grid-3"}>
      {items.map((item) => (
        <li key={item.title}>
          <div className="card">
            <span className="card-icon">
              <KitCardIconView icon={item.icon} />
            </span>
            <h3>{item.title}</h3>
            <p className="muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
