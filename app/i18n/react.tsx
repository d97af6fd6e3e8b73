import type { TFunction } from "i18next";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { interpolate } from "./interpolate";
import type { Lang } from "./language";
import type { Namespace } from "./resources";
import type { PageNamespace } from "./resources/pages";

/**
 * The interface strings at render time, on the server and in the browser (decision 103).
 *
 * Components call `useTranslation(ns)` and `t(key, options)` with the keys i18next's types check
 * (`i18next.d.ts`); this module only does what the site's strings need at run time: nested keys,
 * `{{value}}` placeholders, plurals (`key_one` / `key_other`, chosen by `Intl.PluralRules`),
 * `ns` and `defaultValue` options. The i18next library stays on the server (loaders' `getFixedT`).
 * A missing key renders the key itself (spec §4), never the other language's text.
 */
type Strings = { [key: string]: string | Strings };
type AnyNamespace = Namespace | PageNamespace;
type Options = { ns?: AnyNamespace; count?: number; defaultValue?: string; [name: string]: unknown };

/** The strings known in each language, by namespace: the frame's from the root loader, pages' from theirs. */
const store: Record<Lang, Partial<Record<AnyNamespace, Strings>>> = { es: {}, en: {} };

export function hasStrings(lang: Lang, ns: AnyNamespace): boolean {
  return store[lang][ns] !== undefined;
}

export function addStrings(lang: Lang, ns: AnyNamespace, strings: object) {
  store[lang][ns] ??= strings as Strings;
}

function lookup(strings: Strings | undefined, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
function pluralForm(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

export function translate(lang: Lang, ns: AnyNamespace, key: string, options?: Options): string {
  const strings = store[lang][options?.ns ?? ns];
  let text: string | undefined;
  if (typeof options?.count === "number") {
    text = lookup(strings, `${key}_${pluralForm(lang, options.count)}`) ?? lookup(strings, `${key}_other`);
  }
  text ??= lookup(strings, key) ?? options?.defaultValue;
  if (text === undefined) return key;
  if (!options) return text;
  return interpolate(text, options);
}

const LangContext = createContext<Lang>("es");

/** The language the strings below are written in (the page's, from its URL). */
export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/** `const { t } = useTranslation("forms")`: typed keys of the namespace (`common` by default). */
export function useTranslation<N extends AnyNamespace = "common">(ns?: N) {
  const lang = useContext(LangContext);
  const name = ns ?? "common";
  return useMemo(() => {
    const t = (key: string, options?: Options) => translate(lang, name, key, options);
    return { t: t as unknown as TFunction<N>, lang };
  }, [lang, name]);
}
