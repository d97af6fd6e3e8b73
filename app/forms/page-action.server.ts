import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { languageFromPath } from "~/i18n/language";
import { log } from "~/services/logger.server";
import { readFormBody, type Refusal } from "~/services/request-guards.server";
import { jsonWithFlash, stashFlash, type ToastInput } from "~/services/toast.server";
import { handleCookieConsent } from "./cookie-consent/action.server";
import { handleLeadForm } from "./lead-form.server";
import { INTENT_FIELD, isFormIntent, type FormReply } from "./types";

/**
 * The one action every page route re-exports: each form posts to the page it is on with a hidden
 * `intent` (demo, contact, newsletter, lead-magnet, cookie-consent) and is dispatched from here.
 * Before anything is parsed: cross-site posts are refused (403) and bodies over 32 KB too (413).
 * Every refusal is an answer with a readable page, never an exception (so never a 500).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  // A fetch() from our own scripts; a document POST (or curl) gets the re-rendered page.
  const enhanced = request.headers.get("Sec-Fetch-Dest") === "empty";

  const refuse = (refusal: Refusal, status: number) => {
    log.warn("form.refused", { refusal, status, path: url.pathname });
    const reply: FormReply = { intent: null, status: "refused" };
    const keyByRefusal = {
      "cross-site": "refusal.crossSite",
      "too-large": "refusal.tooLarge",
      "bad-request": "refusal.badRequest",
      "rate-limited": "refusal.rateLimited",
    } as const;
    const toast: ToastInput = { type: "error", key: keyByRefusal[refusal] };
    // Never set a flash cookie on a cross-site request: it would be someone else's message.
    if (enhanced && refusal !== "cross-site") return jsonWithFlash(reply, toast, { status });
    stashFlash(context, { reply, toast });
    return json(reply, { status });
  };

  // Cross-site posts never get here: the HTTP front refuses them for every route (request-guards).
  const body = await readFormBody(request);
  if (!body.ok) return refuse(body.refusal, body.refusal === "too-large" ? 413 : 400);
  const form = body.form;

  const intent = String(form.get(INTENT_FIELD) ?? "");
  if (intent === "cookie-consent") {
    const response = await handleCookieConsent(form, request);
    if (response) return response;
  }
  if (isFormIntent(intent)) return handleLeadForm(intent, form, { request, context, lang });
  return refuse("bad-request", 400);
}
