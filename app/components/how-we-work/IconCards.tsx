import type { LucideIcon } from "lucide-react";

type Item<K extends string> = { icon: K; title: string; description: string };

/** A list of cards, each with a decorative icon, an <h3> title and a description. */
export function IconCards<K extends string>({
  items,
  icons,
  columns = 3,
}: {
  items: Item<K>[];
  icons: Record<K, LucideIcon>;
  columns?: 2 | 3 | 4;
}) {
  const className = columns === 4 ? "grid grid-4" : columns === 2 ? "grid grid-2" : "grid company-grid-3";
  return (
    <ul className={className}>
      {items.map((item) => {
        const Icon: LucideIcon = icons[item.icon];
        return (
          <li key={item.title}>
            <div className="card">
              <span className="card-icon">
                <Icon aria-hidden="true" size={24} />
              </span>
              <h3>{item.title}</h3>
              <p className="muted">{item.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
