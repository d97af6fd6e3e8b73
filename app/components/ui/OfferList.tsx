import { CardText } from "./Card";
import type { CardItem } from "./CardLayout";
import "./offer-list.css";

/**
 * A numbered list with dividers instead of boxes: a large numeral, then the card's words. Two
 * columns on wide screens. (The numeral is decoration: the ordered list already says the order.)
 */
export function OfferList({ items, muted, label }: { items: CardItem[]; muted?: boolean; label?: string }) {
  return (
    <ol className="offer-list" aria-label={label}>
      {items.map(({ icon: _icon, image: _image, extra, ...text }, index) => (
        <li key={text.title} className="offer-item">
          <span className="offer-number" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div className="offer-body">
            <CardText {...text} muted={muted}>
              {extra}
            </CardText>
          </div>
        </li>
      ))}
    </ol>
  );
}
