import type { Lang } from "~/i18n/language";
import { blog } from "./blog";
import { careers } from "./careers";
import { cases } from "./cases";
import { kit } from "./kit";
import { legal } from "./legal";

/**
 * Namespaces only some pages need. They are not in the browser bundle: a loader sends the ones
 * its page uses, in its language (`pageData(request, content, { strings: [...] })`), and
 * `usePageStrings()` adds them to i18next before the page renders.
 */
export const pageNamespaces = { blog, careers, cases, kit, legal } as const;

export type PageNamespace = keyof typeof pageNamespaces;

export type PageStrings = { [N in PageNamespace]?: (typeof pageNamespaces)[N][Lang] };
