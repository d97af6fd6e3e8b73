import { common } from "./common";
import { consent } from "./consent";
import { forms } from "./forms";
import { services } from "./services";
import type { Lang } from "~/i18n/language";

/**
 * The interface strings every page may show (the frame, the forms, the consent banner, service
 * names), bundled for the server and the browser. Strings only some pages need are page
 * namespaces (`pages.ts`), sent by those pages' loaders. To add a namespace, write a
 * `bilingual({...})` module beside this one and list it here or there; tests/unit/shell/i18n.test.ts
 * checks that both languages have the same keys.
 */
export const namespaces = { common, consent, forms, services } as const;

export type Namespace = keyof typeof namespaces;

export function resourcesFor(lang: Lang) {
  return Object.fromEntries(Object.entries(namespaces).map(([name, strings]) => [name, strings[lang]])) as {
    [N in Namespace]: (typeof namespaces)[N][Lang];
  };
}

export const resources = { es: resourcesFor("es"), en: resourcesFor("en") };
