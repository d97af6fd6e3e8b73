/**
 * Remix's `handleError` (re-exported by entry.server): every error Remix meets while answering is
 * one structured log line, never a raw stack trace on stderr (issue 36 item 5). What a client sent
 * wrong (a `?_data=` request, which single fetch refuses, a method a route does not take) is answered
 * 4xx by Remix and logged as a warning without a stack; a visitor who left is not logged at all.
 */
import type { HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { errorFields, log } from "./logger.server";

/**
 * Remix's own notice before it refuses a `?_data=` request with 403 under single fetch: the
 * refusal that follows is logged, the notice would only repeat it with a stack.
 */
const OLD_DATA_REQUEST = /^Warning: Single fetch-enabled apps should not be making \?_data requests/;

/** The router's own refusals of a request (@remix-run/router's internal errors): the client's doing. */
const CLIENT_MISTAKE =
  /^(?:Route "[^"]*" does not match URL|No route matches URL|You made a \w+ request to|Invalid request method)/;

export const handleRenderError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof Error && OLD_DATA_REQUEST.test(error.message)) return;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn("request.refused", { status: error.status, path });
    return;
  }
  if (error instanceof Error && CLIENT_MISTAKE.test(error.message)) {
    log.warn("request.refused", {
      reason: error.message
        .split(":")[0]!
        .slice(0, 80)
        .replace(/"[^"]*"/g, '"…"'),
      path,
    });
    return;
  }
  log.error("render.failed", { path, ...errorFields(error) });
};
