import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * For a page whose loader must run once per visit (the article page counts a view): only a new
 * URL reloads its data, never a form posted from it.
 */
export const revalidateOnNewUrl: ShouldRevalidateFunction = (args) => {
  const sameUrl = args.currentUrl.pathname === args.nextUrl.pathname && args.currentUrl.search === args.nextUrl.search;
  if ((args.formMethod && args.formMethod !== "GET") || sameUrl) return false;
  return args.defaultShouldRevalidate;
};

/** For a page that filters what it already has (the case list's `?sector=`): links to itself need no data. */
export const revalidateOnNewPath: ShouldRevalidateFunction = (args) =>
  !args.formMethod && args.currentUrl.pathname === args.nextUrl.pathname ? false : args.defaultShouldRevalidate;
