export const languages = ["es", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "es";

/** Spanish lives at the route-table paths, English under /en. */
export function languageFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "es";
}

export function isLang(value: unknown): value is Lang {
  return value === "es" || value === "en";
}
