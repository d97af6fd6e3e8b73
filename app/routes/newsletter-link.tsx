import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { TOKEN_PATTERN } from "~shared/newsletter-links";
import { Hero } from "~/components/ui/Section";
import { newsletterLinkContent, type NewsletterLinkPage } from "~/content/newsletter-link";
import { headers as pageActionHeaders } from "~/forms/page-action.server";
import { INTENT_FIELD, type NewsletterLinkReply } from "~/forms/types";
import { languageFromPath } from "~/i18n/language";
import { NEVER_STORE } from "~/services/cache-control.server";
import { pageHead } from "~/services/seo/meta.server";
import { meta } from "~/utils/meta";
import { templateFromPath } from "~/services/seo/addresses.server";
import { pagePath } from "~/utils/pages";

export { action } from "~/forms/page-action.server";

/**
 * The two pages the newsletter e-mails link to (decision 135): the route table's newsletter-confirm
 * and newsletter-unsubscribe (/newsletter/confirmar, /en/newsletter/confirm, ...). The link opens a page with one button that posts the token
 * (a mail scanner opening the link changes nothing); the answer is this page again with the outcome,
 * with or without JavaScript. Never indexed, never cached (the URL carries the token).
 */
export function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const lang = languageFromPath(url.pathname);
  const purpose = templateFromPath(url.pathname)?.key === "newsletter-confirm" ? "confirm" : "unsubscribe";
  const token = url.searchParams.get("token") ?? "";
  return {
    lang,
    purpose,
    content: newsletterLinkContent[lang][purpose],
    token: TOKEN_PATTERN.test(token) ? token : null,
    seo: pageHead(args, { meta: newsletterLinkContent[lang][purpose].meta, noindex: true, card: null }),
  };
}

/** The page's headers, for the document, its `.data` and its posts alike (single fetch uses `headers` for all). */
export const headers: HeadersFunction = (args) => {
  const merged = new Headers(pageActionHeaders(args));
  merged.set("Cache-Control", NEVER_STORE);
  // The token is in this page's URL: no other site sees it in a Referer ("no-referrer" would make the
  // browser send "Origin: null" on the page's own form post, which the cross-site check refuses).
  merged.set("Referrer-Policy", "same-origin");
  return merged;
};

export { meta };

const outcomeKey = {
  confirmed: "done",
  unsubscribed: "done",
  "already-confirmed": "already",
  expired: "expired",
  invalid: "invalid",
  unavailable: "unavailable",
} as const satisfies Record<NewsletterLinkReply["outcome"], keyof NewsletterLinkPage["outcomes"]>;

export default function NewsletterLinkPage() {
  const { content, token, purpose, lang } = useLoaderData<typeof loader>();
  const reply = useActionData<NewsletterLinkReply | undefined>();
  const answered = reply && "newsletterLink" in reply && reply.newsletterLink === purpose ? reply : null;
  const pending = useNavigation().state === "submitting";
  const { outcomes } = content;
  const shown = answered
    ? (outcomes[outcomeKey[answered.outcome]] ?? outcomes.already)
    : token
      ? null
      : outcomes.invalid;
  const failed = answered ? answered.outcome === "invalid" || answered.outcome === "unavailable" : shown !== null;

  return (
    <>
      <Hero visual="newsletter" title={content.title} />
      <div className="section" id="newsletter-link">
        <div className="container narrow newsletter-link">
          {shown ? (
            <div role={failed ? "alert" : "status"}>
              <h2>{shown.title}</h2>
              <p>{shown.body}</p>
            </div>
          ) : (
            <Form method="post">
              <p>{content.lead}</p>
              <input type="hidden" name={INTENT_FIELD} value={`newsletter-${purpose}`} />
              <input type="hidden" name="token" value={token ?? ""} />
              <button type="submit" className="button button-primary" disabled={pending}>
                {content.button}
              </button>
            </Form>
          )}
          <p>
            <a href={pagePath("home", lang)}>{content.home}</a>
          </p>
        </div>
      </div>
    </>
  );
}
