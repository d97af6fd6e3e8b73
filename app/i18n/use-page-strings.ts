import { useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PageStrings } from "./resources/pages";

function stringsOf(data: unknown): PageStrings | undefined {
  if (typeof data !== "object" || data === null || !("strings" in data)) return undefined;
  return (data as { strings: PageStrings }).strings;
}

/**
 * Adds the page namespaces the matched routes' loaders sent (`strings` in their data) to i18next,
 * before the page renders. Called once, by the site frame, so pages use `useTranslation("<ns>")`
 * like any other string. On the server the i18next instance is the request's own.
 */
export function usePageStrings() {
  const { i18n } = useTranslation();
  for (const match of useMatches()) {
    const strings = stringsOf(match.data);
    if (!strings) continue;
    for (const [name, bundle] of Object.entries(strings)) {
      if (bundle && !i18n.hasResourceBundle(i18n.language, name)) i18n.addResourceBundle(i18n.language, name, bundle);
    }
  }
}
