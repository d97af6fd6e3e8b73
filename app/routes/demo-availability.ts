import { json } from "@remix-run/node";
import { fullDemoSlots } from "~/services/demo-availability.server";

/** The full demo slots for the JavaScript calendar: live data, never cached anywhere. */
export async function loader() {
  const full = await fullDemoSlots();
  return json({ full: full ?? [] }, { status: full ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
