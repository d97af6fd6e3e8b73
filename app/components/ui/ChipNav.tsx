import { Link } from "@remix-run/react";
import "./chip-nav.css";

export type Chip = {
  key: string;
  label: string;
  href: string;
  current: boolean;
  /** How many items the chip leads to, shown in a badge; `countText` is what screen readers hear. */
  count?: number;
  countText?: string;
};

/**
 * A filter as plain links (`?sector=`, `?categoria=`): they work without JavaScript; with it Remix
 * loads the list in place and keeps the scroll position.
 */
export function ChipNav({ label, chips }: { label: string; chips: Chip[] }) {
  return (
    <nav aria-label={label} className="chip-nav">
      <ul className="chip-list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.href} className="chip" aria-current={chip.current ? "page" : undefined} preventScrollReset>
              {chip.label}
              {chip.count === undefined ? null : (
                <>
                  <span className="chip-count" aria-hidden="true">
                    {chip.count}
                  </span>
                  <span className="visually-hidden"> ({chip.countText})</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
