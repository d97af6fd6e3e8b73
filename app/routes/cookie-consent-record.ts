import type { ActionFunctionArgs } from "@remix-run/node";
import { recordConsent, recordFromForm } from "~/forms/cookie-consent/record.server";
import { NEVER_STORE } from "~/services/page-cache.server";
import { readFormBody } from "~/services/request-guards.server";

/**
 * CONSENT_RECORD_PATH: the consent library posts each choice a visitor makes with JavaScript (the
 * first one and every change, a withdrawal included) as form fields; it is recorded server-side
 * (decision 136). 201 recorded, 400 malformed, 503 storage down; never a page, never cached. The
 * HTTP front refuses cross-site posts here as everywhere.
 */
function answer(status: number, text: string): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NEVER_STORE },
  });
}

export const loader = () => answer(405, "Use POST");

export async function action({ request }: ActionFunctionArgs) {
  const body = await readFormBody(request, 2048);
  if (!body.ok) return answer(body.refusal === "too-large" ? 413 : 400, "Invalid consent record");
  const record = recordFromForm(body.form);
  if (!record) return answer(400, "Invalid consent record");
  const result = await recordConsent(record);
  return result.error ? answer(503, "Not recorded; please try again later") : answer(201, "Recorded");
}
