import { redirect } from "@remix-run/node";
import { languageFromPath } from "~/i18n/language";
import { canonicalPath, localPath } from "~/services/site-url.server";
import { formerEnglishTarget, pagePath, type PageKey } from "~/utils/pages";

/** Case paths the earlier home page linked to (spec §2, note), in either language. */
const shortCasePaths: Record<string, PageKey> = {
  "casos-exito/automatizacion-hotelera": "case-hotel",
  "casos-exito/automatizacion-contable": "case-accounting",
  "casos-exito/optimizacion-redes": "case-grid",
  "casos-exito/gestion-vuelos": "case-flights",
};

/** Where an address of an earlier release lives now, or undefined for a current address. */
export function movedTo(pathname: string): string | undefined {
  const lang = languageFromPath(pathname);
  const rest = (lang === "en" ? pathname.slice(3) : pathname).replace(/^\/+|\/+$/g, "");
  const shortCase = shortCasePaths[rest];
  if (shortCase) return pagePath(shortCase, lang);
  return formerEnglishTarget(pathname);
}

/**
 * One permanent redirect (301) to an address's current form, query kept: its canonical spelling
 * (lower case, single slashes, no trailing slash) and, for an address of an earlier release (an
 * English page at its Spanish path, a case at its short path), its current address; else null.
 * Old addresses are printed in e-mails already sent and linked from elsewhere: they answer forever.
 */
export function permanentRedirect(request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const canonical = canonicalPath(url.pathname);
  const target = movedTo(canonical) ?? canonical;
  if (target === url.pathname) return null;
  return redirect(localPath(target + url.search), 301);
}
