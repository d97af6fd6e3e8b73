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
 * A decorative icon by name (the text next to it always carries the meaning), hidden from assistive
 * technology. The glyphs are lucide's, drawn from one sprite (`icons.svg`, written by
 * `npm run icons:sprite`, fingerprinted and cached with the other assets): no glyph code reaches the
 * browser (decision 101).
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
