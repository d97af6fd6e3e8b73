import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { NEWSLETTER_PATHS } from "~shared/newsletter-links";
import { followLink } from "~/forms/newsletter-link/action.server";
import { languageFromPath } from "~/i18n/language";
import { log } from "~/services/logger.server";
import { NEVER_STORE } from "~/services/cache-control.server";
import { readFormBody } from "~/services/request-guards.server";

/**
 * RFC 8058 one-click unsubscribe: the URL of every newsletter e-mail's `List-Unsubscribe` header,
 * with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. A mail provider POSTs that body here
 * and the address is deleted at once; no origin check (the HTTP front lets this path through: the
 * POST comes from the provider, not from a page of ours), no cookie, never a 5xx for any input.
 * A GET (a client that opens the URL instead) goes to the unsubscribe page, which asks first.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`${NEWSLETTER_PATHS.unsubscribe[languageFromPath(url.pathname)]}${url.search}`, {
    status: 303,
    headers: { "Cache-Control": NEVER_STORE },
  });
}

function answer(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NEVER_STORE, ...extra },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return answer(body.refusal === "too-large" ? 413 : 400, "Expected List-Unsubscribe=One-Click");
  if (body.form.get("List-Unsubscribe") !== "One-Click") return answer(400, "Expected List-Unsubscribe=One-Click");
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);
  const result = await followLink("unsubscribe", token);
  log.info("newsletter.one_click", { status: result.status });
  if (result.status === 200) return answer(200, "Unsubscribed");
  if (result.status === 400) return answer(400, "This unsubscribe link is not valid");
  // Storage is down: the provider may retry later (RFC 8058 asks for no more than that).
  return answer(503, "Please try again later", { "Retry-After": "300" });
}
