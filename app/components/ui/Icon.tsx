import spriteHref from "./icons.svg";
import type { IconName } from "./icon-names";
import "./icon.css";

export { iconNames, type IconName } from "./icon-names";

type Props = {
  name: IconName;
  size?: number;
  /** In the shared square tile of the cards (`.icon-tile`). */
  tile?: boolean;
  className?: string;
};

/**
 * A decorative icon by name (the text next to it always carries the meaning). The glyphs live in
 * one static sprite (`icons.svg`, lucide's shapes, cached with the other assets); the element only
 * references its symbol, so the server's markup and the client's are the same and no glyph code is
 * sent to the browser (decision 101).
 */
export function Icon({ name, size = 24, tile = false, className }: Props) {
  const glyph = (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={["icon", `icon-${name}`, tile ? undefined : className].filter(Boolean).join(" ")}
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
  return tile ? (
    <span className={className ? `icon-tile ${className}` : "icon-tile"} aria-hidden="true">
      {glyph}
    </span>
  ) : (
    glyph
  );
}
