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

/** The language-neutral (Spanish) form of a path: "/en/faq" -> "/faq", "/en" -> "/". */
export function unlocalizedPath(pathname: string): string {
  if (languageFromPath(pathname) === "es") return pathname || "/";
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/** The same page in the given language: ("/faq", "en") -> "/en/faq". Keeps ?query and #hash. */
export function localizePath(path: string, lang: Lang): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = unlocalizedPath(match?.[1] || "/");
  const suffix = match?.[2] ?? "";
  if (lang === "es") return pathname + suffix;
  return (pathname === "/" ? "/en" : `/en${pathname}`) + suffix;
}
