/** Where a lead came from (decision 116). */
import type { LeadSource } from "./schemas.ts";

/** The lead-source columns every lead table has (migration 20261126120000), in this order. */
export const SOURCE_COLUMNS = "source_page, utm_source, utm_medium, utm_campaign, utm_term, utm_content";

export function sourceValues(data: Partial<LeadSource>): string[] {
  return [data.source_page, data.utm_source, data.utm_medium, data.utm_campaign, data.utm_term, data.utm_content].map(
    (value) => value ?? "",
  );
}
