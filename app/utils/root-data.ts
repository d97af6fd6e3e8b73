import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { company } from "~/config/company";
import { languageFromPath, type Lang } from "~/i18n/language";

export type RootData = ReturnType<typeof useRootData>;

/** Root loader data; undefined only when the root loader itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

/** The page's language, from its URL (right during client-side navigation too). */
export function useLang(): Lang {
  return languageFromPath(useLocation().pathname);
}

/** Company contact facts as the operator configured them. */
export function useContactFacts() {
  return useRootData()?.contact ?? { email: company.email, phone: company.phone };
}
