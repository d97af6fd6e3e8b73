/**
 * The one action every page route re-exports, with `headers` (and the root, for a plain POST to
 * "/"): each form posts to the page it is on with a hidden `intent` and is answered from here.
 *
 * 1. Refused first, before anything is stored: bodies over 32 KB (413), leads and consent choices
 *    over the visitor's allowance (429), bodies that are not form data (400); the page is shown again
 *    with the visitor's values and the notice. Cross-site posts and bodies that declare more than
 *    32 KB never arrive (the HTTP server answers them, server/post-guards.ts). Every refusal is a
 *    readable answer, never an exception (so never a 500).
 * 2. Dispatched on `intent`: cookie consent, a newsletter link (confirm, unsubscribe), or one of the
 *    four lead forms (lead-form.server.ts).
 * 3. Answered by `answer()`, the one place that tells the two kinds of post apart: a redirect
 *    (a `Response`) or the reply as data with its status and headers (single fetch's `data()`).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { data, type ActionFunctionArgs, type HeadersFunction } from "@remix-run/node";
import { languageFromPath } from "~/i18n/language";
import { log } from "~/services/logger.server";
import { postedBody, type Refusal } from "~/services/request-guards.server";
import { dataWithFlash, redirectWithFlash } from "~/services/toast.server";
import { handleCookieConsent } from "./cookie-consent/action.server";
import { admitConsentChoice } from "./cookie-consent/record.server";
import { handleLeadForm, type FormOutcome } from "./lead-form.server";
import { handleNewsletterLink } from "./newsletter-link/action.server";
import { ORIGIN_PARAM } from "./shared/lead-source";
import {
  INTENT_FIELD,
  isFormIntent,
  isNewsletterLinkIntent,
  NEWSLETTER_ANSWER_MS,
  type FormReply,
  type NewsletterLinkReply,
} from "./types";

/** What a post is answered with: a redirect, or the reply as data with its status and headers. */
type PageAnswer = Response | ReturnType<typeof data<FormReply | NewsletterLinkReply>>;

const statusOf = (answer: PageAnswer) => (answer instanceof Response ? answer.status : (answer.init?.status ?? 200));

export async function action(args: ActionFunctionArgs) {
  const taken = Date.now();
  const answer = await handle(args);
  const body = await postedBody(args.request, args.context);
  // Every newsletter answer leaves at the same time after the post, whatever the address's state
  // (decision 202): how long the work took says nothing.
  if (body.ok && body.form.get(INTENT_FIELD) === "newsletter") {
    // Nothing is left to draw (data, or a redirect): others' renders need not wait for this wait.
    // A page drawn again with the form follows the wait, so it keeps its slot.
    if (isEnhancedPost(args.request) || statusOf(answer) < 400) args.context?.releaseRenderSlot?.();
    await sleep(taken + NEWSLETTER_ANSWER_MS - Date.now());
  }
  // A fetcher's post re-renders nothing (its form reads fetcher.data); a document post answered
  // with the form again leaves its reply for the page's render.
  if (statusOf(answer) >= 400 && !isEnhancedPost(args.request) && args.context && !(answer instanceof Response)) {
    if ("status" in answer.data) args.context.postedReply = answer.data;
  }
  return answer;
}

async function handle({ request, context }: ActionFunctionArgs): Promise<PageAnswer> {
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
async function answer(request: Request, outcome: FormOutcome): Promise<PageAnswer> {
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
    return dataWithFlash(reply, notice);
  }
  const { status, reply, notice, retryAfter } = outcome;
  const headers = retryAfter ? { "Retry-After": String(retryAfter) } : undefined;
  if (enhanced && notice) return dataWithFlash(reply, notice, { status, headers });
  return data<FormReply>(notice ? { ...reply, notice } : reply, { status, headers });
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
