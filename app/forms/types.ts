/**
 * Shapes shared by the forms' server code and their components (types and constants only, no zod:
 * safe to import in the browser bundle).
 */
import type { SubmissionResult } from "@conform-to/react";

export const formIntents = ["demo", "contact", "newsletter", "lead-magnet"] as const;
export type FormIntent = (typeof formIntents)[number];

export function isFormIntent(value: unknown): value is FormIntent {
  return (formIntents as readonly unknown[]).includes(value);
}

/** Every flash message the forms can show; translated by the `forms` namespace under `toast.<key>`. */
export const toastKeys = [
  "demo.success",
  "demo.error",
  "contact.success",
  "contact.error",
  "newsletter.success",
  "newsletter.duplicate",
  "newsletter.error",
  "leadMagnet.success",
  "leadMagnet.error",
  "refusal.rateLimited",
  "refusal.tooLarge",
  "refusal.crossSite",
  "refusal.badRequest",
] as const;
export type ToastKey = (typeof toastKeys)[number];
export type ToastType = "success" | "error" | "info" | "warning";

export function isToastKey(value: unknown): value is ToastKey {
  return (toastKeys as readonly unknown[]).includes(value);
}

/** A flash message as the root loader hands it to FlashMessage. `param` fills `{{param}}`. */
export type FlashToast = { id: string; type: ToastType; key: ToastKey; param?: string };

/**
 * What the page action answers for a lead form (the fetcher's data with JavaScript; the root
 * loader's `flash.reply` when the page is re-rendered without JavaScript).
 */
export type FormReply = {
  intent: FormIntent | null;
  status: "success" | "invalid" | "failed" | "refused";
  /** Conform's submission result: field errors (stable keys) and the values to keep. */
  result?: SubmissionResult<string[]>;
  /** Lead magnet: the address the eBook went to (shown on the thank-you panel). */
  email?: string;
};

export type FlashData = { toast: FlashToast | null; reply: FormReply | null };

/** The hidden field that names the form for the page action. */
export const INTENT_FIELD = "intent";
/** Added by the enhanced (JavaScript) forms: answer with data, not a redirect. */
export const ENHANCED_FIELD = "_enhanced";
/** The honeypot: hidden from people and password managers; a bot that fills it stores nothing. */
export const HONEYPOT_FIELD = "website";
