import { useContext } from "react";
import spriteHref from "./icons.svg";
import type { IconName } from "./icon-names";
import { iconSymbolId, PageIcons } from "./page-icons";
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
 * Where an icon's glyph is: the page's own symbol when the server draws it (and in the browser when
 * the server wrote that symbol, so hydration finds the same markup); otherwise the cached sprite.
 */
function useGlyphHref(name: IconName): string {
  const pageIcons = useContext(PageIcons);
  const id = iconSymbolId(name);
  if (pageIcons) {
    pageIcons.add(name);
    return `#${id}`;
  }
  if (typeof document !== "undefined" && document.getElementById(id)) return `#${id}`;
  return `${spriteHref}#${name}`;
}

/**
 * A decorative icon by name (the text next to it always carries the meaning). The glyphs are
 * lucide's shapes, drawn as symbols: the ones the server shows are written into the page itself, the
 * rest come from one static sprite (`icons.svg`, cached with the other assets). No glyph code is sent
 * to the browser (decisions 101, 156).
 */
export function Icon({ name, size = 24, tile = false, className }: Props) {
  const href = useGlyphHref(name);
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
      <use href={href} />
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
