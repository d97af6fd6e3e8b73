import type { LoaderFunctionArgs } from "@remix-run/node";
import { contactFacts } from "~/config/company.server";
import { siteOrigin } from "~/services/site-url.server";

/** RFC 9116 asks for an expiry under a year ahead; the file is written from live settings, so it rolls. */
const VALID_DAYS = 180;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. The contact is the
 * company e-mail as configured (COMPANY_EMAIL); Expires is computed from today (UTC, whole days, so
 * the answer is stable for a day and cacheable), because nothing here goes stale by hand.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const today = new Date(new Date().toISOString().slice(0, 10));
  const expires = new Date(today.getTime() + VALID_DAYS * 86_400_000).toISOString();
  const body = [
    `Contact: mailto:${contactFacts().email}`,
    `Expires: ${expires}`,
    "Preferred-Languages: es, en",
    `Canonical: ${siteOrigin(request)}/.well-known/security.txt`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
