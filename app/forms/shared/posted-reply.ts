import { useContext } from "react";
// Remix 2.17 does not re-export it; react-router-dom is the version Remix itself pins.
import { UNSAFE_DataRouterStateContext } from "react-router-dom";
import type { FormReply } from "../types";

/**
 * The reply of the document POST this page is the answer to (no JavaScript): the action data of
 * whichever route handled the post, the page's leaf or the root. Forms rendered by the site frame
 * (footer newsletter, demo panel) and the notice region are outside the leaf route, where
 * `useActionData()` would not see it. Null for a plain GET and after any navigation.
 */
export function usePostedReply(): FormReply | null {
  const actionData = useContext(UNSAFE_DataRouterStateContext)?.actionData;
  if (!actionData) return null;
  // Only the page action answers posts on this site, so any action data is its reply.
  const reply = Object.values(actionData).find((data) => typeof data === "object" && data !== null && "status" in data);
  return (reply as FormReply | undefined) ?? null;
}
