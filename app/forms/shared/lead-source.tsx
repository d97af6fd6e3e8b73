/**
 * Where a lead came from (decision 116), sent by every lead form as hidden fields:
 * - `source_page`: the page the visitor came from. A link that opens a form on another page names
 *   its own page in `?origen=` (the Kit Digital pages' calls to action, `contactLink`); otherwise it
 *   is the page the form is on.
 * - `utm_*`: the campaign parameters of the visit. Without JavaScript, those of the URL the form is
 *   on (links that lead to a form forward them, see `contactLink`); with it, also those the visit
 *   landed with, kept in memory for client-side navigations (never stored in the browser).
 * The server checks each value again (the shared schema) and drops what breaks the rules.
 */
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { cleanLeadSource, leadSourceFields, type LeadSource, type LeadSourceField } from "~shared/form-fields";
import { useHydrated } from "~/utils/use-hydrated";

/** The query parameter by which a link names the page it was followed from. */
export const ORIGIN_PARAM = "origen";

const campaignFields = leadSourceFields.filter((field) => field !== "source_page");

/** The campaign this visit landed with (JavaScript only: this module's memory, one tab, one visit). */
let visitCampaign: Partial<LeadSource> | null = null;

function campaignOf(params: URLSearchParams): Partial<LeadSource> | null {
  const clean = cleanLeadSource(Object.fromEntries(campaignFields.map((field) => [field, params.get(field)])));
  const found = campaignFields.filter((field) => clean[field] !== "");
  return found.length ? Object.fromEntries(found.map((field) => [field, clean[field]])) : null;
}

/** The lead source of the page being shown, by the rules above. */
export function useLeadSource(): LeadSource {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const params = new URLSearchParams(search);
  const own = campaignOf(params);
  useEffect(() => {
    if (own) visitCampaign = own;
  });
  const campaign = own ?? (hydrated ? visitCampaign : null) ?? {};
  const origin = params.get(ORIGIN_PARAM);
  const { source_page } = cleanLeadSource({ source_page: origin ?? "" });
  return cleanLeadSource({ ...campaign, source_page: source_page || pathname });
}

/**
 * The query a link to a form carries from the page it is on: this page as `origen` and the
 * campaign parameters this page's URL has.
 */
export function leadContextQuery(pathname: string, search: string): URLSearchParams {
  const query = new URLSearchParams({ [ORIGIN_PARAM]: pathname });
  for (const [field, value] of Object.entries(campaignOf(new URLSearchParams(search)) ?? {})) query.set(field, value);
  return query;
}

/**
 * The hidden fields. After a post without JavaScript that came back with errors, the page is the
 * action's URL (no query): the values posted (`posted`) are sent again instead of being recomputed.
 */
export function LeadSourceFields({ posted }: { posted?: Record<string, unknown> | null }) {
  const source = useLeadSource();
  const value = (field: LeadSourceField) => {
    const before = posted?.[field];
    return typeof before === "string" ? before : source[field];
  };
  return (
    <>
      {leadSourceFields.map((field) => (
        <input key={field} type="hidden" name={field} value={value(field)} />
      ))}
    </>
  );
}
