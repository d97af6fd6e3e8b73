import type { DemoAvailability } from "~/forms/demo-booking/booked";
import { demoAvailability } from "~/services/demo-availability.server";

/**
 * The demo calendar's data for the JavaScript calendar (a plain fetch(), not a Remix data request):
 * a JSON resource, live, never cached anywhere.
 */
export async function loader() {
  const { days, full, fullKnown } = await demoAvailability();
  const body: DemoAvailability = { days, full };
  // Without the database the offered days still come (503 says the full slots are unknown).
  return Response.json(body, {
    status: fullKnown ? 200 : 503,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
