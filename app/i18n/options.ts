import type { InitOptions } from "i18next";
import { languages } from "./language";
import { namespaces } from "./resources";

export const i18nOptions = {
  supportedLngs: [...languages],
  // A missing key renders the key itself (spec §4), never the other language's text.
  fallbackLng: false,
  defaultNS: "common",
  ns: Object.keys(namespaces),
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;
