import { CardFigure, CardText } from "./Card";
import type { CardItem } from "./CardLayout";
import { Icon } from "./Icon";
import "./feature-rows.css";

/**
 * One feature per row: its words on one side and, on the other, a small product-like panel drawn
 * in CSS (a window with the feature's figure, or its icon, over a chart, a checklist or a flow).
 * The sides alternate from tablets up; on phones a panel with a figure follows the words and a
 * panel with only drawings is left out.
 */
export function FeatureRows({ items, muted, label }: { items: CardItem[]; muted?: boolean; label?: string }) {
  return (
    <ul className="feature-rows" aria-label={label}>
      {items.map(({ icon, image: _image, figure, extra, ...text }, index) => (
        <li key={text.title} className="feature-row">
          <div className="feature-row-text">
            <CardText {...text} muted={muted}>
              {extra}
            </CardText>
          </div>
          <div className={`feature-visual feature-visual-${index % 3}${figure ? "" : " feature-visual-decorative"}`}>
            <span className="feature-visual-dots" aria-hidden="true" />
            {figure ? <CardFigure figure={figure} /> : icon ? <Icon name={icon} size={32} tile /> : null}
            <span className="feature-visual-art" aria-hidden="true">
              <span />
              <span />
              <span />
              <span />
              <span />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
