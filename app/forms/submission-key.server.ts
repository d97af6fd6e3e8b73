/**
 * Exactly once across resubmission (decisions 123 and 166). A render for one visitor carries a new
 * random token in each lead form (a page the cache shares carries none: the browser makes its own,
 * app/forms/form-token.ts); the lead is stored with a key made of that token, the visitor and what
 * was posted, unique in its table. The same form sent again by the same visitor (its answer lost
 * after the commit, a reload that re-posts) has the same key: within the replay window, and while
 * what it stored stands, the backend answers the first outcome and stores and sends nothing more
 * (supabase/functions/_shared/submission-replay.ts). Two visitors never share a key, even with one
 * token: the visitor is part of it.
 *
 * A post without a token (a shared page without JavaScript, decision 201) is keyed by the visitor,
 * the form and the values alone: the same form sent again with the same values within the replay
 * window is the same submission (a reload that re-posts, a double click, the back button), answered
 * with its first outcome; any other value, another visitor, or a later post is a new lead.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Lang } from "~/i18n/language";
import { FORM_TOKEN_PATTERN, TOKEN_FIELD, type FormIntent } from "./types";

/** A new token for the forms of one render: 144 random bits, URL-safe. */
export function newFormToken(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * The key of a valid post: of its token, visitor, form and values, or of the visitor, form and values
 * alone when it came without a token (a malformed one counts as none). `visitor`: a keyed hash of
 * the visitor's address (visitorTag).
 */
export function submissionKey(form: FormData, intent: FormIntent, lang: Lang, value: unknown, visitor: string): string {
  const token = form.get(TOKEN_FIELD);
  const tokened = typeof token === "string" && FORM_TOKEN_PATTERN.test(token);
  return createHash("sha256")
    .update(JSON.stringify([tokened ? token : "no-token", visitor, intent, lang, value]))
    .digest("hex");
}
