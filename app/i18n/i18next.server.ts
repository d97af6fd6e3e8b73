import { RemixI18Next } from "remix-i18next/server";
import { defaultLang, languageFromPath, languages } from "./language";
import type { Lang } from "./language";
import { namespaces } from "./resources";
import { pageNamespaces } from "./resources/pages";
import { i18nOptions } from "./options";

const allNamespaces = { ...namespaces, ...pageNamespaces };

function serverResources(lang: Lang) {
  return Object.fromEntries(Object.entries(allNamespaces).map(([name, strings]) => [name, strings[lang]]));
}

/** The language of a request is the language of its URL (see ARCHITECTURE "languages in URLs"). */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLang,
    findLocale: async (request) => languageFromPath(new URL(request.url).pathname),
  },
  // Every namespace, page namespaces included: loaders write labels with getFixedT(lang, ns).
  i18next: {
    ...i18nOptions,
    ns: Object.keys(allNamespaces),
    resources: { es: serverResources("es"), en: serverResources("en") },
  },
});
