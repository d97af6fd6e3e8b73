import type { namespaces } from "./resources";
import type { pageNamespaces } from "./resources/pages";

type Spanish<T> = { [N in keyof T]: T[N] extends { es: infer Strings } ? Strings : never };

/** Typed keys: `t("nav.home")`, `t("list.title", { ns: "cases" })`; an unknown key is a type error. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Spanish<typeof namespaces & typeof pageNamespaces>;
  }
}
