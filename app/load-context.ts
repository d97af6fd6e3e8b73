/**
 * Remix's load context, declared once: what the HTTP server (server/app.ts) passes to every loader
 * and action, and what one request's modules leave there for each other (each decided once per
 * request, so the action and the root loader read the same answer).
 */
import type { FormReply } from "~/forms/types";
import type { LeadAdmission } from "~/forms/lead-form.server";
import type { BodyResult } from "~/services/request-guards.server";
import type { RateLimitDecision } from "~/services/rate-limit.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Set by the HTTP server: the visitor's address (X-Forwarded-For only as TRUST_PROXY allows). */
    clientAddress?: string;
    /**
     * Set by the HTTP server on a GET its page cache may answer and keep (cookies that are only
     * preferences): with a shared route, the render is for everyone (`rendersForEveryone`, decision 166).
     */
    renderMayBeShared?: boolean;
    /**
     * Set by the HTTP server: gives this request's render slot (the fair share) back, for an action
     * whose work is done and that only waits before answering.
     */
    releaseRenderSlot?: () => void;
    /** The post's body as `postedBody` read it (read once, whoever asks first). */
    posted?: Promise<BodyResult>;
    /** The admission of this request's lead post, decided once per request. */
    leadAdmission?: Promise<LeadAdmission>;
    /** The allowance decision of this request's consent choice (see `admitConsentChoice`). */
    consentAdmission?: Promise<RateLimitDecision>;
    /**
     * The answer to a post without JavaScript that was not accepted: the root loader, which runs
     * after the action in the same request, hands it to the page that shows the form again (its
     * values, errors and notice; the title starts with "Error: ", decision 117).
     */
    postedReply?: FormReply;
  }
}

export {};
