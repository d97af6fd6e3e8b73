import { common } from "./common";
import { consent } from "./consent";
import { forms } from "./forms";
import type { Lang } from "~/i18n/language";

/**
 * All UI strings, bundled (no HTTP backend): one namespace per area. To add a namespace, write a
 * `bilingual({...})` module beside this one and list it here; tests/unit/i18n.test.ts checks that
 * both languages have the same keys.
 */
export const namespaces = { common, consent, forms } as const;

export type Namespace = keyof typeof namespaces;

export function resourcesFor(lang: Lang) {
  return Object.fromEntries(Object.entries(namespaces).map(([name, strings]) => [name, strings[lang]])) as {
    [N in Namespace]: (typeof namespaces)[N][Lang];
  };
}

export const resources = { es: resourcesFor("es"), en: resourcesFor("en") };
