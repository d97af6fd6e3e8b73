/**
 * Shapes shared by the forms' server code and their components (types and constants only, no zod:
 * safe to import in the browser bundle).
 */
import type { SubmissionResult } from "@conform-to/react";
import type { NotificationRequest } from "~shared/schemas";
import type { BookedDemo } from "~shared/types";
import type { LinkPurpose } from "~shared/newsletter-links";

/** The four lead forms; each is stored as the notification type of the same name. */
const formIntents = [
  "demo",
  "contact",
  "newsletter",
  "lead-magnet",
] as const satisfies readonly NotificationRequest["type"][];
export type FormIntent = (typeof formIntents)[number];

export function isFormIntent(value: unknown): value is FormIntent {
  return (formIntents as readonly unknown[]).includes(value);
}

/** The newsletter's signed links (decision 135): the button of their page posts one of these. */
export const NEWSLETTER_LINK_INTENTS = {
  "newsletter-confirm": "confirm",
  "newsletter-unsubscribe": "unsubscribe",
} as const satisfies Record<string, LinkPurpose>;

export type NewsletterLinkIntent = keyof typeof NEWSLETTER_LINK_INTENTS;

export function isNewsletterLinkIntent(value: string): value is NewsletterLinkIntent {
  return value in NEWSLETTER_LINK_INTENTS;
}

/** Every notice the forms can show; translated by the `forms` namespace under `toast.<key>`. */
const toastKeys = [
  "demo.success",
  "demo.error",
  "contact.success",
  "contact.error",
  "newsletter.success",
  "newsletter.error",
  "leadMagnet.success",
  "leadMagnet.error",
  "refusal.rateLimited",
  "refusal.tooLarge",
  "refusal.crossSite",
  "refusal.badRequest",
] as const;
export type ToastKey = (typeof toastKeys)[number];
type ToastType = "success" | "error" | "info" | "warning";

export function isToastKey(value: unknown): value is ToastKey {
  return (toastKeys as readonly unknown[]).includes(value);
}

/** A message for the visitor (shown by FlashMessage). `param` fills `{{param}}`. */
export type Notice = { type: ToastType; key: ToastKey; param?: string };

/**
 * What the page action answers for a post: `fetcher.data` with JavaScript, the action data of the
 * route that handled the post without it (see `usePostedReply`).
 */
export type FormReply = {
  /** The form that posted; null for a post refused before its form was known (403, 413, 400). */
  intent: FormIntent | null;
  status: "success" | "invalid" | "failed" | "refused";
  /** Conform's submission result: field errors (stable keys) and the values to keep. */
  result?: SubmissionResult<string[]>;
  /** Lead magnet: the address the eBook went to (shown on the thank-you panel). */
  email?: string;
  /** Demo: the slot booked and its signed link (the confirmation panel and its .ics). */
  booking?: BookedDemo;
  /**
   * A page re-rendered by the action (no JavaScript) shows this notice. With JavaScript it travels
   * in the flash cookie instead, like every notice after a redirect.
   */
  notice?: Notice;
};

/** The newsletter's fixed answer time, the site's and the edge function's (decision 247). */
export { NEWSLETTER_ANSWER_MS } from "~shared/newsletter-answer";

/** The hidden field that names the form for the page action. */
export const INTENT_FIELD = "intent";
/**
 * The one-time token of a rendered form (decision 123): with what was posted it makes the lead's
 * submission key, so a form sent twice (a lost answer, a reload) stores and sends once.
 */
export const TOKEN_FIELD = "form_token";
export const FORM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The honeypot: hidden from people and password managers; a bot that fills it stores nothing. */
export const HONEYPOT_FIELD = "website";

/** What following a newsletter link came to, as the confirmation and unsubscribe pages show it. */
export type NewsletterLinkReply = {
  newsletterLink: "confirm" | "unsubscribe";
  outcome: "confirmed" | "already-confirmed" | "expired" | "unsubscribed" | "invalid" | "unavailable";
};
