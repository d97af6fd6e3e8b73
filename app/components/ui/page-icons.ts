import { createContext } from "react";
import type { IconName } from "./icon-names";

/**
 * The icons of the page the server is drawing (the root provides it there, the browser has none):
 * their symbols end the page's body (IconSymbols), so it needs no second document (decision 156).
 * A module of its own, so the root's first-visit code does not carry Icon itself.
 */
export const PageIcons = createContext<Set<IconName> | null>(null);

/** The id of an icon's symbol in the page's own markup. */
export const iconSymbolId = (name: IconName) => `icon-${name}`;
