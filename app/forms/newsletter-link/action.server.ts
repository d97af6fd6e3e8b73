/**
 * The newsletter's signed links (decision 135). The confirmation and unsubscribe pages show a button
 * that posts the token back to the page (a mail scanner that opens links confirms nothing); the
 * page action sends it here. The RFC 8058 one-click POST has its own route (newsletter-one-click.ts).
 */
import { data } from "@remix-run/node";
import { TOKEN_PATTERN, type LinkPurpose } from "~shared/newsletter-links";
import { getBackend } from "~/services/backend/index.server";
import type { NewsletterLinkResult } from "~/services/backend/port";
import { errorFields, log } from "~/services/logger.server";
import { NEVER_STORE } from "~/services/cache-control.server";
import { NEWSLETTER_LINK_INTENTS, type NewsletterLinkIntent, type NewsletterLinkReply } from "../types";

/** Follows a link's token through the backend; a malformed token never reaches it. */
export async function followLink(purpose: LinkPurpose, token: string): Promise<NewsletterLinkResult> {
  if (!TOKEN_PATTERN.test(token)) return { status: 400, outcome: "invalid" };
  try {
    return await (await getBackend()).followNewsletterLink(purpose, token);
  } catch (error) {
    log.error("newsletter.link_threw", { purpose, ...errorFields(error) });
    return { status: 503, outcome: null };
  }
}

/** The page's answer: rendered again with the outcome (with or without JavaScript), never stored. */
export async function handleNewsletterLink(intent: NewsletterLinkIntent, form: FormData) {
  const purpose = NEWSLETTER_LINK_INTENTS[intent];
  const token = String(form.get("token") ?? "").slice(0, 100);
  const result = await followLink(purpose, token);
  return data<NewsletterLinkReply>(
    { newsletterLink: purpose, outcome: result.outcome ?? "unavailable" },
    { status: result.status, headers: { "Cache-Control": NEVER_STORE } },
  );
}
