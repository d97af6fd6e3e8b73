import { rememberPreference } from "./preference-cookie";

export type Theme = "light" | "dark";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/**
 * Switches the page to `theme` at once and remembers it in the `theme` cookie, which the server reads
 * (root loader) to draw the next page in it: no flash. No React context: the root draws
 * `<html data-theme>` from its loader data, and only the theme switch changes it in the browser
 * (decision 160).
 */
export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  rememberPreference("theme", theme);
}
