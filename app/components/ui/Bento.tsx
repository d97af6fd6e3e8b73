import { Children, isValidElement, type ReactNode } from "react";
import "./bento.css";

/**
 * A bento grid: the first card is the lead, wider (and on desktop taller) than the rest, drawn on
 * the hero's colours, with a small chart when it has nothing more to show (`chart`). Each child
 * becomes a list item. On desktop the lead's size follows the number of cards so that the grid has
 * no hole: with 3, 6, 9 cards it takes two columns and two rows, with 4, 7 the whole first row,
 * with 5, 8 two columns of the first row.
 */
export function Bento({ label, chart, children }: { label?: string; chart: boolean; children: ReactNode }) {
  const cards = Children.toArray(children).filter(isValidElement);
  const lead = chart ? "bento-lead bento-lead-chart" : "bento-lead";
  return (
    <ul className={`bento bento-fit-${cards.length % 3}`} aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.key ?? index} className={index === 0 ? lead : undefined}>
          {card}
        </li>
      ))}
    </ul>
  );
}
