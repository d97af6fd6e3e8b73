import { useRootData } from "~/utils/root-data";
import type { FormReply } from "../types";

/**
 * The reply to the document POST this page answers (no JavaScript): the page action leaves it for
 * the root loader of the same request (`postedReply`, page-action.server.ts), so every form on the
 * page reads it, those of the site frame (footer newsletter, demo panel) as well as the page's own.
 * Null for a plain GET, and after any navigation or revalidation.
 */
export function usePostedReply(): FormReply | null {
  return useRootData()?.postedReply ?? null;
}
