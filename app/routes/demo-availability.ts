import { json } from "@remix-run/node";
import type { DemoAvailability } from "~/forms/demo-booking/booked";
import { demoAvailability } from "~/services/demo-availability.server";

/** The demo calendar's data for the JavaScript calendar: live, never cached anywhere. */
export async function loader() {
  const { days, full, fullKnown } = await demoAvailability();
  // Without the database the offered days still come (503 says the full slots are unknown).
  return json<DemoAvailability>(
    { days, full },
    { status: fullKnown ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
