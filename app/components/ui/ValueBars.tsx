import "./value-bars.css";

/** A labelled value from 0 to 100 (a capability, an expertise level...). */
export type ValueBar = { label: string; value: number; detail?: string };

/**
 * Horizontal bars whose number is always written as text (the bar is decorative), so the value
 * reads the same for everyone. `format` turns the number into its text, e.g. formatPercent.
 */
export function ValueBars({ items, format }: { items: ValueBar[]; format: (value: number) => string }) {
  return (
    <ul className="value-bars">
      {items.map((item) => (
        <li key={item.label} className="value-bar">
          <p className="value-bar-text">
            <span className="value-bar-label">{item.label}</span>
            <span className="value-bar-value">{format(item.value)}</span>
          </p>
          <span className="meter" aria-hidden="true">
            <span style={{ width: `${Math.max(0, Math.min(100, item.value))}%` }} />
          </span>
          {item.detail ? <p className="value-bar-detail muted">{item.detail}</p> : null}
        </li>
      ))}
    </ul>
  );
}
