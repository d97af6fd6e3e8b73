/**
 * The one action every page route re-exports, with `headers` (and the root, for a plain POST to
 * "/"): each form posts to the page it is on with a hidden `intent` and is answered from here.
 *
 * 1. Refused before anything renders (`refusePost`, which the HTTP front calls first, decision 167):
 *    bodies over 32 KB (413), leads and consent choices over the visitor's allowance (429); cross-site
 *    posts never arrive (the front answers them 403 for every route). Bodies that are not form data
 *    are a 400 with the page. Every refusal is a readable page, never an exception (so never a 500).
 * 2. Dispatched on `intent`: cookie consent, a newsletter link (confirm, unsubscribe), or one of the
 *    four lead forms (lead-form.server.ts).
 * 3. Answered by `answer()`, the one place that tells the two kinds of post apart.
 */
import type { ActionFunctionArgs, AppLoadContext, HeadersFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { CONSENT_RECORD_PATH } from "~/components/consent/consent-state";
import { languageFromPath } from "~/i18n/language";
import { log } from "~/services/logger.server";
import { NEVER_STORE } from "~/services/page-cache.server";
import { ANSWER_AT_HEADER, postedBody, refusalPage, type Refusal } from "~/services/request-guards.server";
import { jsonWithFlash, redirectWithFlash } from "~/services/toast.server";
import { handleCookieConsent } from "./cookie-consent/action.server";
import { admitConsentChoice, CONSENT_RECORD_LIMIT } from "./cookie-consent/record.server";
import { admitLead, handleLeadForm, type FormOutcome } from "./lead-form.server";
import { handleNewsletterLink, isNewsletterLinkIntent } from "./newsletter-link/action.server";
import { ORIGIN_PARAM } from "./shared/lead-source";
import { INTENT_FIELD, isFormIntent, NEWSLETTER_ANSWER_MS, type FormReply } from "./types";

export async function action(args: ActionFunctionArgs) {
  const taken = Date.now();
  const response = await handle(args);
  const body = await postedBody(args.request, args.context);
  if (body.ok && body.form.get(INTENT_FIELD) === "newsletter") {
    response.headers.set(ANSWER_AT_HEADER, String(taken + NEWSLETTER_ANSWER_MS));
  }
  // A fetcher's post re-renders nothing (its form reads fetcher.data); a document post answered
  // with the form again leaves its reply for the page's render.
  if (response.status >= 400 && !isEnhancedPost(args.request) && args.context) {
    const reply: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (reply && typeof reply === "object" && "status" in reply) args.context.postedReply = reply as FormReply;
  }
  return response;
}

/**
 * The refusals decided before anything renders (decision 167), for every post the site takes: the
 * HTTP front asks here first and, given a Response, sends it without reaching Remix. A body too
 * large is a 413, a lead or a consent choice over its allowance a 429: a page for a post without
 * JavaScript (no render: `refusalPage`), Remix's own data answer for an enhanced form's (`early`).
 * Null: go on (the action reads the same body and decisions from the context).
 */
export async function refusePost(request: Request, context: AppLoadContext): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  const recordPath = pathname === CONSENT_RECORD_PATH;
  const body = await postedBody(request, context, recordPath ? CONSENT_RECORD_LIMIT : undefined);
  if (!body.ok) {
    if (body.refusal !== "too-large") return null;
    return recordPath ? plainRefusal(413, "Invalid consent record") : early(request, refused("too-large", pathname));
  }
  const intent = String(body.form.get(INTENT_FIELD) ?? "");
  if (recordPath || intent === "cookie-consent") {
    const decision = await admitConsentChoice(context);
    if (decision.allowed) return null;
    const retryAfter = decision.retryAfterSeconds;
    if (recordPath) return plainRefusal(429, "Too many consent records", retryAfter);
    return early(request, refused("rate-limited", pathname, retryAfter));
  }
  if (isFormIntent(intent)) {
    const admission = await admitLead(intent, body.form, context, languageFromPath(pathname));
    if (!admission.admitted) return early(request, admission.outcome);
  }
  return null;
}

/**
 * A refusal answered without a render: the small page, for a post without JavaScript. An enhanced
 * form's post goes on to Remix (null), whose data answer the page's scripts read as a reply and
 * follow with the notice: an answer from outside Remix with an error status reads there as a failed
 * request. It renders nothing either way; the action finds the same decision in the context.
 */
async function early(request: Request, outcome: FormOutcome): Promise<Response | null> {
  if (isEnhancedPost(request)) return null;
  if (outcome.accepted) return answer(request, outcome);
  const { pathname } = new URL(request.url);
  const minutes = Number(outcome.notice?.param ?? 1);
  const page = refusalPage(pathname, outcome.status === 413 ? "too-large" : "rate-limited", minutes);
  return new Response(page.html, {
    status: page.status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": NEVER_STORE,
      ...(outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : {}),
    },
  });
}

function plainRefusal(status: number, text: string, retryAfter?: number): Response {
  return new Response(`${text}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": NEVER_STORE,
      ...(retryAfter ? { "Retry-After": String(retryAfter) } : {}),
    },
  });
}

async function handle({ request, context }: ActionFunctionArgs): Promise<Response> {
  const { pathname } = new URL(request.url);
  const body = await postedBody(request, context);
  if (!body.ok) return answer(request, refused(body.refusal, pathname));

  const intent = String(body.form.get(INTENT_FIELD) ?? "");
  if (intent === "cookie-consent") {
    const decision = await admitConsentChoice(context);
    if (!decision.allowed) return answer(request, refused("rate-limited", pathname, decision.retryAfterSeconds));
    const response = await handleCookieConsent(body.form, request);
    if (response) return response;
  } else if (isNewsletterLinkIntent(intent)) {
    return handleNewsletterLink(intent, body.form);
  } else if (isFormIntent(intent)) {
    const lang = languageFromPath(pathname);
    return answer(request, await handleLeadForm(intent, body.form, { context, lang }));
  }
  return answer(request, refused("bad-request", pathname));
}

/**
 * Whether the post came from our enhanced form: the Remix fetcher posts with fetch(), which browsers
 * mark `Sec-Fetch-Dest: empty`; a form submitted by the browser itself says `document`, and a script
 * says nothing. The one signal for every form and refusal (docs/decisions/050).
 */
function isEnhancedPost(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Dest") === "empty";
}

/**
 * - Accepted: with JavaScript the reply as data, without it a 303 back to the page
 *   (`pageAfterPost`); the notice in the flash cookie either way.
 * - Not accepted: the reply with its status. With JavaScript the notice goes in the flash cookie;
 *   without it the page is re-rendered and reads reply and notice from its action data (a cookie
 *   set now would only show on the next page).
 */
async function answer(request: Request, outcome: FormOutcome): Promise<Response> {
  const enhanced = isEnhancedPost(request);
  if (outcome.accepted) {
    const { intent, notice, email, booking } = outcome;
    if (!enhanced) return redirectWithFlash(pageAfterPost(new URL(request.url)), notice);
    const reply: FormReply = {
      intent,
      status: "success",
      result: { status: "success", initialValue: null },
      ...(email ? { email } : {}),
      ...(booking ? { booking } : {}),
    };
    return jsonWithFlash(reply, notice);
  }
  const { status, reply, notice, retryAfter } = outcome;
  const headers = retryAfter ? { "Retry-After": String(retryAfter) } : undefined;
  if (enhanced && notice) return jsonWithFlash(reply, notice, { status, headers });
  return json<FormReply>(notice ? { ...reply, notice } : reply, { status, headers });
}

/**
 * Where a post without JavaScript lands once accepted: its page, without the query that led to the
 * form (`?puesto=`, `?servicio=`), but still naming the page the visitor came from (`?origen=`: the
 * booking page's link back).
 */
function pageAfterPost(url: URL): string {
  const origin = url.searchParams.get(ORIGIN_PARAM);
  return origin ? `${url.pathname}?${new URLSearchParams({ [ORIGIN_PARAM]: origin })}` : url.pathname;
}

const refusals = {
  "too-large": { status: 413, key: "refusal.tooLarge" },
  "bad-request": { status: 400, key: "refusal.badRequest" },
  "rate-limited": { status: 429, key: "refusal.rateLimited" },
} as const satisfies Partial<Record<Refusal, unknown>>;

function refused(refusal: keyof typeof refusals, path: string, retryAfter?: number): FormOutcome {
  const { status, key } = refusals[refusal];
  log.warn("form.refused", { refusal, status, path });
  const wait = retryAfter ? { param: String(Math.max(1, Math.ceil(retryAfter / 60))) } : {};
  return {
    accepted: false,
    status,
    reply: { intent: null, status: "refused" },
    notice: { type: "error", key, ...wait },
    ...(retryAfter ? { retryAfter } : {}),
  };
}

/**
 * Re-exported by every page with `action`: the document of a re-rendered 429 keeps the action's
 * Retry-After (a route without `headers` would pass on only its parent's).
 */
export const headers: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
};
