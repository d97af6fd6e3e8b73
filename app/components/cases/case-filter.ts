/**
 * The sector a list URL asks for: "todos" when there is no (or an empty, or "todos") `sector`
 * parameter, one of `sectors`, or "unknown" for anything else (the empty state). Never throws.
 */
export type SectorSelection<S extends string> = "todos" | S | "unknown";

export function selectedSector<S extends string>(search: URLSearchParams, sectors: readonly S[]): SectorSelection<S> {
  const value = search.get("sector")?.trim().toLowerCase() ?? "";
  if (value === "" || value === "todos") return "todos";
  return (sectors as readonly string[]).includes(value) ? (value as S) : "unknown";
}

export function casesInSector<T extends { sector: string }>(cases: T[], selection: SectorSelection<T["sector"]>): T[] {
  if (selection === "todos") return cases;
  return cases.filter((item) => item.sector === selection);
}
