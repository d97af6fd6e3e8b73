import { CardFigure, CardText } from "./Card";
import type { CardItem } from "./CardLayout";
import { Icon } from "./Icon";
import "./feature-rows.css";

/**
 * One feature per row: its words on one side and, on the other, a small product-like panel drawn
 * in CSS (a window with the feature's figure over a chart, a checklist or a flow). The sides
 * alternate from tablets up. A feature with no figure has no panel (issue 37: a panel of pale bars
 * with nothing to say read as a loading skeleton): its icon stands beside its words.
 */
export function FeatureRows({ items, muted, label }: { items: CardItem[]; muted?: boolean; label?: string }) {
  return (
    <ul className="feature-rows" aria-label={label}>
      {items.map(({ icon, image: _image, figure, extra, ...text }, index) => (
        <li key={text.title} className={figure ? "feature-row" : "feature-row feature-row-plain"}>
          {!figure && icon ? <Icon name={icon} size={28} tile /> : null}
          <div className="feature-row-text">
            <CardText {...text} muted={muted}>
              {extra}
            </CardText>
          </div>
          {figure ? (
            <div className={`feature-visual feature-visual-${index % 3}`}>
              <span className="feature-visual-dots" aria-hidden="true" />
              <CardFigure figure={figure} />
              <span className="feature-visual-art" aria-hidden="true">
                <span />
                <span />
                <span />
                <span />
                <span />
              </span>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
