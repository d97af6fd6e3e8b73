import { RemixI18Next } from "remix-i18next/server";
import { defaultLang, languageFromPath, languages } from "./language";
import { resources } from "./resources";
import { i18nOptions } from "./options";

/** The language of a request is the language of its URL (see ARCHITECTURE "languages in URLs"). */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLang,
    findLocale: async (request) => languageFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18nOptions, resources },
});
