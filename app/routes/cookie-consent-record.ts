import type { ActionFunctionArgs } from "@remix-run/node";
import {
  admitConsentChoice,
  CONSENT_RECORD_LIMIT,
  recordConsent,
  recordFromForm,
} from "~/forms/cookie-consent/record.server";
import { NEVER_STORE } from "~/services/cache-control.server";
import { postedBody } from "~/services/request-guards.server";

/**
 * CONSENT_RECORD_PATH: the consent library posts each choice a visitor makes with JavaScript (the
 * first one and every change, a withdrawal included) as form fields; it is recorded server-side
 * (decision 136). 201 recorded, 200 the same choice as the id's last (not stored again), 400
 * malformed or over 2 KB, 429 a visitor over the allowance, 503 storage down; never a page, never
 * cached. The HTTP server refuses cross-site posts before this runs; without a loader, it answers
 * any other method than POST 405.
 */
function answer(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NEVER_STORE, ...extra },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const body = await postedBody(request, context, CONSENT_RECORD_LIMIT);
  if (!body.ok) return answer(body.refusal === "too-large" ? 413 : 400, "Invalid consent record");
  const admission = await admitConsentChoice(context);
  if (!admission.allowed) {
    return answer(429, "Too many consent records", { "Retry-After": String(admission.retryAfterSeconds) });
  }
  const record = recordFromForm(body.form);
  if (!record) return answer(400, "Invalid consent record");
  const result = await recordConsent(record);
  if (result.error) return answer(503, "Not recorded; please try again later");
  return result.replayed ? answer(200, "Already recorded") : answer(201, "Recorded");
}
