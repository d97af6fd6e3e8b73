/**
 * Exactly once across resubmission (decisions 123 and 166). A render for one visitor carries a new
 * random token in each lead form (a page the cache shares carries none: the browser makes its own,
 * app/forms/form-token.ts); the lead is stored with a key made of that token, the visitor and what
 * was posted, unique in its table. The same form sent again by the same visitor (its answer lost
 * after the commit, a reload that re-posts) has the same key: within the replay window, and while
 * what it stored stands, the backend answers the first outcome and stores and sends nothing more
 * (supabase/functions/_shared/submission-replay.ts). Two visitors never share a key, even with one
 * token: the visitor is part of it.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Lang } from "~/i18n/language";
import { FORM_TOKEN_PATTERN, TOKEN_FIELD, type FormIntent } from "./types";

/** A new token for the forms of one render: 144 random bits, URL-safe. */
export function newFormToken(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * The key of a valid post, or undefined when it came without a well-formed token (scripts, a shared
 * page without JavaScript). `visitor`: a keyed hash of the visitor's address (visitorTag).
 */
export function submissionKey(
  form: FormData,
  intent: FormIntent,
  lang: Lang,
  value: unknown,
  visitor: string,
): string | undefined {
  const token = form.get(TOKEN_FIELD);
  if (typeof token !== "string" || !FORM_TOKEN_PATTERN.test(token)) return undefined;
  return createHash("sha256")
    .update(JSON.stringify([token, visitor, intent, lang, value]))
    .digest("hex");
}
