/**
 * Exactly once across resubmission (decision 123). Every render of the site frame carries a new
 * random token in each lead form; the lead is stored with a key made of that token and what was
 * posted, unique in its table. The same form sent again (its answer lost after the commit, a reload
 * that re-posts) has the same key: the backend answers the first outcome and stores and sends
 * nothing more. The content is part of the key because a cached page shows one token to many
 * visitors: two different leads never share a key, and the same lead is the same lead.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Lang } from "~/i18n/language";
import { FORM_TOKEN_PATTERN, TOKEN_FIELD, type FormIntent } from "./types";

/** A new token for the forms of one render: 144 random bits, URL-safe. */
export function newFormToken(): string {
  return randomBytes(18).toString("base64url");
}

/** The key of a valid post, or undefined when it came without a well-formed token (scripts, old pages). */
export function submissionKey(form: FormData, intent: FormIntent, lang: Lang, value: unknown): string | undefined {
  const token = form.get(TOKEN_FIELD);
  if (typeof token !== "string" || !FORM_TOKEN_PATTERN.test(token)) return undefined;
  return createHash("sha256")
    .update(JSON.stringify([token, intent, lang, value]))
    .digest("hex");
}
