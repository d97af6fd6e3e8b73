import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { languageFromPath, type Lang } from "~/i18n/language";

/** Root loader data; undefined only when the root loader itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

/** The page's language, from its URL (right during client-side navigation too). */
export function useLang(): Lang {
  return languageFromPath(useLocation().pathname);
}

/**
 * The flash notice the root loader read from the cookie: after a POST/redirect/GET, or after a
 * fetcher's answer (the revalidation). FlashMessage shows it; the lead magnet's thank-you panel
 * after a redirect takes its address from it.
 */
export function useFlash() {
  return useRootData()?.flash ?? null;
}
