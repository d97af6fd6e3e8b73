import { caseSectors } from "~/content/cases";
import type { CaseSector } from "~/content/success-cases";

/**
 * The sector a list URL asks for: "todos" when there is no (or an empty, or "todos") `sector`
 * parameter, a known sector, or "unknown" for anything else (the empty state). Never throws.
 */
export type SectorSelection = "todos" | CaseSector | "unknown";

export function selectedSector(search: URLSearchParams): SectorSelection {
  const value = search.get("sector")?.trim().toLowerCase() ?? "";
  if (value === "" || value === "todos") return "todos";
  return (caseSectors as readonly string[]).includes(value) ? (value as CaseSector) : "unknown";
}

export function casesInSector<T extends { category: CaseSector }>(cases: T[], selection: SectorSelection): T[] {
  if (selection === "todos") return cases;
  return cases.filter((item) => item.category === selection);
}
