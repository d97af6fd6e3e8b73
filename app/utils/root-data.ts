import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { company } from "~/config/company";
import { defaultLang, type Lang } from "~/i18n/language";

export type RootData = ReturnType<typeof useRootData>;

/** Root loader data; undefined only when the root loader itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

export function useLang(): Lang {
  return useRootData()?.lang ?? defaultLang;
}

/** Company contact facts as the operator configured them. */
export function useContactFacts() {
  return useRootData()?.contact ?? { email: company.email, phone: company.phone };
}
