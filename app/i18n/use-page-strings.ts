import { useMatches } from "@remix-run/react";
import { addStrings, hasStrings, useTranslation } from "./react";
import type { Namespace } from "./resources";
import type { PageNamespace } from "./resources/pages";

type Bundles = Partial<Record<Namespace | PageNamespace, object>>;

function stringsOf(data: unknown): Bundles | undefined {
  if (typeof data !== "object" || data === null || !("strings" in data)) return undefined;
  return (data as { strings: Bundles }).strings;
}

/**
 * Adds the namespaces the matched routes' loaders sent (`strings` in their data: the frame's from the
 * root loader, a page's from its own) to the strings of the page's language, before the page
 * renders. Called once, by the site frame, so pages use `useTranslation("<ns>")` like any other
 * string. On the server every namespace is there from the start (entry.server).
 */
export function usePageStrings() {
  const { lang } = useTranslation();
  for (const match of useMatches()) {
    const strings = stringsOf(match.data);
    if (!strings) continue;
    for (const [name, bundle] of Object.entries(strings) as [Namespace | PageNamespace, object | undefined][]) {
      if (bundle && !hasStrings(lang, name)) addStrings(lang, name, bundle);
    }
  }
}
