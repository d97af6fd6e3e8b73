import { useContext } from "react";
import { iconShapes } from "~/components/ui/icon-shapes.server";
import { iconSymbolId, PageIcons } from "~/components/ui/page-icons";

/**
 * The symbols of the icons the page shows, written once at the end of its body (server only, from
 * frame.server.ts). Every `<use>` of the page points here: the browser builds no separate document
 * for an external sprite and fetches nothing to draw them (decision 156). It comes after everything
 * that draws an icon, so the list is complete when it renders.
 */
export function IconSymbols() {
  const pageIcons = useContext(PageIcons);
  if (!pageIcons?.size) return null;
  const symbols = [...pageIcons].map(
    (name) => `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${iconShapes[name]}</symbol>`,
  );
  return (
    <svg
      className="icon-symbols"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: symbols.join("") }}
    />
  );
}
