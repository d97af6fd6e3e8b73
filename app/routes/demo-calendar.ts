import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBackend } from "~/services/backend/index.server";
import { errorFields, log } from "~/services/logger.server";

function text(status: number, body: string) {
  return new Response(`${body}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/**
 * "Add to calendar": the booking of a calendar token (the confirmation panel's) or of its manage
 * link as an .ics, at the booking page's address in either language (METHOD:PUBLISH, the invitation's UID
 * and current SEQUENCE), always its current slot. A bad signature answers 403, a cancelled or past
 * booking 410 (decision 131).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  let outcome;
  try {
    outcome = await (await getBackend()).demoCalendar(params.token ?? "");
  } catch (error) {
    log.error("demo.calendar_failed", errorFields(error));
    return text(503, "Unavailable, please try again later.");
  }
  if (!outcome.ok) {
    return outcome.reason === "unavailable"
      ? text(503, "Unavailable, please try again later.")
      : text(403, "Invalid link.");
  }
  if (!outcome.calendar) return text(410, "This demo is cancelled or has already taken place.");
  return new Response(outcome.calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8; method=PUBLISH",
      "Content-Disposition": 'attachment; filename="demo.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
