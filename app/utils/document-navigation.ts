import type { ClientLoaderFunctionArgs } from "@remix-run/react";

/** The router Remix's browser entry keeps on `window` (read only, to tell a navigation from a fetcher's load). */
type RouterState = { navigation: { state: string; location?: { pathname: string; search: string } } };
declare global {
  interface Window {
    __remixRouter?: { state: RouterState };
  }
}

/**
 * Every change of page is a document load (decision 105): most pages are server-rendered regions
 * whose components the browser does not have, and the <head> is the server's. A client-side
 * navigation to a page route runs this instead of rendering: it asks the browser to load the
 * document and never resolves, so the current page stays as it is until the new one arrives (no
 * blank page; back and forward are ordinary history entries). A fetcher's load of the route (the
 * search reads the services page's entries) and a revalidation of the page itself (after a form
 * answered through a fetcher) still read the loader's data.
 *
 * Page routes export it: `export { clientLoader } from "~/utils/document-navigation";`
 */
let leavingFor: string | null = null;
if (typeof window !== "undefined") {
  // Back on a page restored from the back/forward cache: it is not leaving any more.
  window.addEventListener("pageshow", () => (leavingFor = null));
}

/**
 * Loads another document (a search result chosen in the combobox). A client-side navigation that
 * starts meanwhile (the same Enter also submits the search's GET form) does not replace it.
 */
export function leavePage(href: string) {
  leavingFor = href;
  window.location.assign(href);
}

export function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const target = new URL(request.url);
  const navigation = window.__remixRouter?.state.navigation;
  const navigatingThere =
    navigation?.state === "loading" &&
    navigation.location?.pathname === target.pathname &&
    navigation.location.search === target.search;
  const samePage = target.pathname === window.location.pathname && target.search === window.location.search;
  if (!navigatingThere || samePage) return serverLoader();
  if (leavingFor === null) leavePage(target.href);
  return new Promise<never>(() => {});
}
