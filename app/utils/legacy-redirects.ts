import { languageFromPath, localizePath, unlocalizedPath } from "~/i18n/language";

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
