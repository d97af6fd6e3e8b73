import type { Lang } from "./language";
import { pageNamespaces, type PageNamespace, type PageStrings } from "./resources/pages";

/** The page namespaces a loader sends, in the page's language only. */
export function pageStrings(lang: Lang, names: readonly PageNamespace[]): PageStrings {
  return Object.fromEntries(names.map((name) => [name, pageNamespaces[name][lang]])) as PageStrings;
}
