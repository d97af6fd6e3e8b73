import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { handleCookieConsent } from "./cookie-consent/action.server";

/**
 * The one action every page route re-exports: each form posts to the page it is on with a hidden
 * `intent` (demo, contact, newsletter, lead-magnet, cookie-consent) and is dispatched from here.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "cookie-consent") {
    const response = await handleCookieConsent(form, request);
    if (response) return response;
  }
  return json({ intent, error: "unknown-intent" }, { status: 400 });
}
