import { languageFromPath, localizePath, unlocalizedPath } from "~/i18n/language";
import { DEMO_ANCHOR } from "~/forms/demo-booking/demo-anchor";
import { pagePath } from "~/utils/pages";

/** Case paths the earlier home page linked to, answered with a permanent redirect to the real ones. */
const legacyPaths: Record<string, string> = {
  "/casos-exito/automatizacion-hotelera": "/casos-exito/automatizacion-hotelera-completa",
  "/casos-exito/automatizacion-contable": "/casos-exito/automatizacion-contable-inteligente",
  "/casos-exito/optimizacion-redes": "/casos-exito/optimizacion-de-redes-electricas",
  "/casos-exito/gestion-vuelos": "/casos-exito/gestion-inteligente-de-vuelos",
};

export function legacyRedirectTarget(pathname: string): string | undefined {
  const target = legacyPaths[unlocalizedPath(pathname).replace(/\/+$/, "")];
  return target ? localizePath(target, languageFromPath(pathname)) : undefined;
}

/**
 * The earlier no-JavaScript demo link, `<any page>?demo=1` (the booking form drawn on that page),
 * is now the booking page with that page as the lead's origin: links still in a shared cache or a
 * bookmark keep working.
 */
export function legacyDemoTarget(url: URL): string | undefined {
  if (!url.searchParams.has("demo")) return undefined;
  const lang = languageFromPath(url.pathname);
  const booking = pagePath("demo-booking", lang);
  if (url.pathname === booking) return undefined;
  return `${booking}?${new URLSearchParams({ origen: url.pathname })}#${DEMO_ANCHOR}`;
}
