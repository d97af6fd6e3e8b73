import "./lists.css";

/** Points with a check mark; `columns` lays a long list out in columns on wide screens. */
export function CheckList({ items, columns = false }: { items: string[]; columns?: boolean }) {
  return (
    <ul className={columns ? "check-list check-list-columns" : "check-list"}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Short labels as pills (technologies, requirements, topics). */
export function TagList({
  items,
  className,
  labelledBy,
}: {
  items: string[];
  className?: string;
  /** Id of the visible text that names the list. */
  labelledBy?: string;
}) {
  return (
    <ul className={className ? `tag-list ${className}` : "tag-list"} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item} className="tag">
          {item}
        </li>
      ))}
    </ul>
  );
}
